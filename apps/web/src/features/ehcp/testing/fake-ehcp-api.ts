import {
  type EhcpCaseResponse,
  type EhcpContactResponse,
  type EhcpDates,
  ehcpCaseSaveSchema,
  ehcpDateProblems,
  ehcpTimeline,
  EHCP_SECTIONS,
  type EhcpSectionResponse,
  promiseStatus,
} from '@tedi/contracts';

/**
 * A stand-in for the EHCP API, answering as the server does: the deadlines come from the real engine (so the page
 * shows the dates the server would), refused dates come back as `validation_failed` naming `dates.<field>`.
 */
export const OLLIE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const TODAY = '2026-11-24';

export interface FakeEhcpApi {
  fetch: typeof fetch;
  requests: { method: string; path: string; body: unknown }[];
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function present(id: string, stored: Record<string, unknown>, dates: EhcpDates): EhcpCaseResponse {
  const timeline = ehcpTimeline({ nation: stored['nation'] as 'england', dates, today: TODAY });
  const deadlines = timeline.ok ? timeline.deadlines.map((deadline) => ({ ...deadline, action: null })) : [];
  return {
    id: 'case-1',
    childId: id,
    stage: stored['stage'] as EhcpCaseResponse['stage'],
    nation: stored['nation'] as EhcpCaseResponse['nation'],
    nationCovered: stored['nation'] === 'england',
    localAuthority: (stored['localAuthority'] as string | null) ?? null,
    caseOfficer: (stored['caseOfficer'] as string | null) ?? null,
    caseOfficerContact: null,
    proposedSchool: null,
    dates: dates as EhcpCaseResponse['dates'],
    deadlines,
    unavailable: timeline.ok ? timeline.unavailable : [],
    problems: [],
    nextStep: { text: 'Next: keep a note of every call.', template: null, href: null },
    today: TODAY,
    updatedAt: '2026-11-24T10:00:00.000Z',
  };
}

export function createFakeEhcpApi(): FakeEhcpApi {
  const requests: FakeEhcpApi['requests'] = [];
  let stored: Record<string, unknown> | null = null;
  let dates: Record<string, unknown> = {};
  const contacts: EhcpContactResponse[] = [];
  const sections: EhcpSectionResponse[] = EHCP_SECTIONS.map((section) => ({
    section,
    parent: null,
    council: null,
    evidence: [],
  }));

  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const prefix = `/api/v1/children/${OLLIE_ID}/ehcp`;
    if (url.pathname === '/api/v1/children' && method === 'GET') {
      return answer(200, {
        children: [
          {
            id: OLLIE_ID,
            name: 'Oliver Taylor',
            preferredName: 'Ollie',
            dateOfBirth: '2019-03-12',
            photo: null,
            archivedAt: null,
            permissions: { canEdit: true, canManage: true, areas: {} },
          },
        ],
        canCreate: true,
      });
    }
    if (url.pathname === prefix && method === 'GET') {
      return answer(200, { case: stored ? present(OLLIE_ID, stored, dates) : null });
    }
    if (url.pathname === prefix && method === 'PUT') {
      const parsed = ehcpCaseSaveSchema.safeParse(body);
      if (!parsed.success) {
        return answer(400, {
          code: 'validation_failed',
          message: 'Please check the fields.',
          details: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        });
      }
      const next = { ...dates, ...Object.fromEntries(Object.entries(parsed.data.dates ?? {})) };
      const problems = ehcpDateProblems(next, TODAY);
      if (problems.length > 0) {
        return answer(400, {
          code: 'validation_failed',
          message: 'Please check these fields.',
          details: problems.map((problem) => ({ field: `dates.${problem.field}`, message: problem.message })),
        });
      }
      dates = next;
      stored = {
        ...(stored ?? {}),
        ...Object.fromEntries(
          Object.entries(parsed.data).filter(([key, value]) => key !== 'dates' && value !== undefined),
        ),
      };
      stored['stage'] ??= 'requested';
      stored['nation'] ??= 'england';
      return answer(200, { case: present(OLLIE_ID, stored, dates) });
    }
    if (url.pathname === `${prefix}/contacts` && method === 'GET') return answer(200, { contacts });
    if (url.pathname === `${prefix}/contacts` && method === 'POST') {
      const input = body as Record<string, string>;
      const created: EhcpContactResponse = {
        id: crypto.randomUUID(),
        happenedOn: input['happenedOn']!,
        who: input['who']!,
        method: input['method'] as EhcpContactResponse['method'],
        summary: input['summary'] || null,
        promise: input['promise'] || null,
        promisedBy: input['promisedBy'] || null,
        promiseKeptOn: null,
        promiseStatus: 'none',
        createdAt: '2026-11-24T10:00:00.000Z',
      };
      contacts.push({ ...created, promiseStatus: promiseStatus(created, TODAY) });
      return answer(201, created);
    }
    const contact = new RegExp(`^${prefix}/contacts/([^/]+)$`).exec(url.pathname);
    if (contact && method === 'DELETE') {
      const index = contacts.findIndex((item) => item.id === contact[1]);
      if (index < 0) return answer(404, { code: 'not_found', message: 'Not found' });
      contacts.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === `${prefix}/sections` && method === 'GET') return answer(200, { sections });
    const section = new RegExp(`^${prefix}/sections/([A-K0-9]+)$`).exec(url.pathname);
    if (section && method === 'PUT') {
      const index = sections.findIndex((item) => item.section === section[1]);
      const input = body as { parent?: string; council?: string };
      sections[index] = { ...sections[index]!, parent: input.parent ?? null, council: input.council ?? null };
      return answer(200, sections[index]);
    }
    return answer(404, { code: 'not_found', message: 'Not found' });
  }) as typeof fetch;

  return { fetch: fakeFetch, requests };
}
