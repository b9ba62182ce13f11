import {
  allergyCreateSchema,
  doseLogCreateSchema,
  growthCreateSchema,
  healthDocumentUpdateSchema,
  healthEventCreateSchema,
  medicationCreateSchema,
  medicationUpdateSchema,
  type AllergyResponse,
  type ChildListResponse,
  type DoseLogResponse,
  type HealthDocumentResponse,
  type HealthHubResponse,
  type HealthPermissions,
  type MedicationResponse,
  type SharedChildrenResponse,
} from '@tedi/contracts';
import type { z as zod } from 'zod';

/**
 * A small stand-in for the health hub's API and the lists of children the hub reads, answering as the server does:
 * the contracts' schemas check what is sent, refusals come back as `{code, message, details}`, and an as-needed
 * dose over its most in 24 hours is refused with `dose_over_limit` unless confirmed. Tests put it in place of fetch.
 */
export const OLLIE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const ISLA_ID = '6ecd8c99-4036-403d-bf84-cf8400f67836';
export const MELATONIN_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
export const CALPOL_ID = '2c5f39cb-3fb2-42e3-994f-1127e4ddb538';

const PARENT_RIGHTS: HealthPermissions = { canEdit: true, canManage: true };

export function melatonin(overrides: Partial<MedicationResponse> = {}): MedicationResponse {
  return {
    id: MELATONIN_ID,
    name: 'Melatonin',
    doseAmount: 2,
    doseUnit: 'mg',
    form: 'liquid',
    route: 'oral',
    schedule: { kind: 'regular', times: ['19:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    startDate: '2024-01-10',
    stopDate: null,
    reason: 'Sleep',
    instructions: null,
    prescriberId: null,
    current: true,
    ...overrides,
  };
}

export function calpol(overrides: Partial<MedicationResponse> = {}): MedicationResponse {
  return {
    ...melatonin(),
    id: CALPOL_ID,
    name: 'Calpol',
    doseAmount: 5,
    doseUnit: 'ml',
    schedule: { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 },
    reason: 'Pain or fever',
    ...overrides,
  };
}

/** The fields a change set, leaving out those it did not send. */
function definedOf<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A clinic letter kept in the hub. */
export function clinicLetter(): HealthDocumentResponse {
  return {
    id: '9b1c2d3e-4f50-4a6b-8c7d-8e9f0a1b2c3d',
    fileId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    title: 'Clinic letter',
    tags: ['neurology'],
    documentDate: '2026-10-02',
    notes: null,
    contentType: 'application/pdf',
    byteSize: 52_000,
    url: '/storage/v1/object/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    uploadedAt: '2026-10-03T08:00:00.000Z',
  };
}

export function emptyHub(
  childId: string = OLLIE_ID,
  permissions: HealthPermissions = PARENT_RIGHTS,
): HealthHubResponse {
  return {
    childId,
    permissions,
    conditions: [],
    allergies: [],
    medications: [],
    dueToday: [],
    asNeeded: [],
    recentDoses: [],
    upcomingAppointments: [],
    pastAppointments: [],
    professionals: [],
    growth: [],
    events: [],
    immunisations: [],
    documents: [],
  };
}

/** Ollie's hub: melatonin due tonight, Calpol when needed (taken `calpolTaken` times today), a peanut allergy. */
export function ollieHub({
  permissions = PARENT_RIGHTS,
  calpolTaken = 0,
}: { permissions?: HealthPermissions; calpolTaken?: number } = {}): HealthHubResponse {
  const tonight = new Date();
  tonight.setUTCHours(19, 0, 0, 0);
  const allergy: AllergyResponse = {
    id: '3d6a4acc-4fc3-43f4-aa7f-2238e5eec649',
    substance: 'Peanuts',
    reaction: 'Swelling, trouble breathing',
    severity: 'life_threatening',
    notes: 'Adrenaline pen in the blue bag',
  };
  return {
    ...emptyHub(OLLIE_ID, permissions),
    medications: [melatonin(), calpol()],
    dueToday: [{ medicationId: MELATONIN_ID, scheduledFor: tonight.toISOString(), log: null }],
    asNeeded: [{ medicationId: CALPOL_ID, takenInLast24Hours: calpolTaken, maxPerDay: 4, nextAllowedAt: null }],
    allergies: [
      allergy,
      {
        id: '4e7b5bdd-50d4-44a5-bb80-3349f6ffd75a',
        substance: 'Plasters',
        reaction: 'Rash',
        severity: 'mild',
        notes: null,
      },
    ],
  };
}

export interface FakeHealthApi {
  fetch: typeof fetch;
  hubs: Map<string, HealthHubResponse>;
  requests: { method: string; path: string; body: unknown }[];
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refusal(error: zod.ZodError): Response {
  return answer(400, {
    code: 'validation_failed',
    message: 'Please check the highlighted fields.',
    details: error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  });
}

function childSummary(id: string, name: string) {
  return {
    id,
    name,
    preferredName: null,
    dateOfBirth: '2019-03-12',
    photo: null,
    archivedAt: null,
    permissions: { canEdit: true, canManage: true, areas: {} },
  };
}

export function createFakeHealthApi(
  hubs: HealthHubResponse[] = [ollieHub()],
  { shared }: { shared?: SharedChildrenResponse } = {},
): FakeHealthApi {
  const state = new Map(hubs.map((hub) => [hub.childId, structuredClone<HealthHubResponse>(hub)]));
  const requests: FakeHealthApi['requests'] = [];
  const names: Record<string, string> = { [OLLIE_ID]: 'Ollie', [ISLA_ID]: 'Isla' };

  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });

    if (url.pathname === '/api/v1/children' && method === 'GET') {
      const list: ChildListResponse = {
        children: [...state.keys()].map((id) => childSummary(id, names[id] ?? 'Child')) as never,
        canCreate: true,
      };
      return answer(200, list);
    }
    if (url.pathname === '/api/v1/family/shared-children' && method === 'GET') {
      return shared ? answer(200, shared) : answer(403, { code: 'forbidden', message: 'Not yours' });
    }
    const match = /^\/api\/v1\/children\/([^/]+)\/health(\/.*)?$/.exec(url.pathname);
    const hub = match ? state.get(match[1]!) : undefined;
    if (!match || !hub) return answer(404, { code: 'not_found', message: 'Not found' });
    const rest = match[2] ?? '';
    const write = method !== 'GET';
    if (write && !hub.permissions.canEdit) {
      return answer(403, { code: 'forbidden', message: 'You can read this record but not change it.' });
    }

    if (rest === '' && method === 'GET') return answer(200, hub);

    if (rest === '/medications' && method === 'POST') {
      const parsed = medicationCreateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      const created: MedicationResponse = {
        ...parsed.data,
        id: crypto.randomUUID(),
        startDate: parsed.data.startDate ?? null,
        stopDate: parsed.data.stopDate ?? null,
        reason: parsed.data.reason ?? null,
        instructions: parsed.data.instructions ?? null,
        prescriberId: parsed.data.prescriberId ?? null,
        current: true,
      };
      state.set(hub.childId, { ...hub, medications: [...hub.medications, created] });
      return answer(201, created);
    }
    const medicationPatch = /^\/medications\/([^/]+)$/.exec(rest);
    if (medicationPatch && method === 'PATCH') {
      const parsed = medicationUpdateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      return answer(
        200,
        hub.medications.find((each) => each.id === medicationPatch[1]),
      );
    }
    if (rest === '/allergies' && method === 'POST') {
      const parsed = allergyCreateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      const created = { ...parsed.data, id: crypto.randomUUID(), reaction: parsed.data.reaction ?? null, notes: null };
      state.set(hub.childId, { ...hub, allergies: [...hub.allergies, created] });
      return answer(201, created);
    }

    const dose = /^\/medications\/([^/]+)\/doses$/.exec(rest);
    if (dose && method === 'POST') {
      const parsed = doseLogCreateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      const medication = hub.medications.find((each) => each.id === dose[1]);
      if (!medication) return answer(404, { code: 'not_found', message: 'No such medicine' });
      const standing = hub.asNeeded.find((each) => each.medicationId === medication.id);
      const taken = parsed.data.status === 'given' || parsed.data.status === 'late';
      if (standing && taken && standing.takenInLast24Hours >= standing.maxPerDay && !parsed.data.confirmOverLimit) {
        return answer(409, {
          code: 'dose_over_limit',
          message: `This would be the ${standing.takenInLast24Hours + 1}th dose of ${medication.name} in 24 hours; the most is ${standing.maxPerDay}. If a doctor has said to give it, you can still log it.`,
          details: {
            takenInLast24Hours: standing.takenInLast24Hours,
            maxPerDay: standing.maxPerDay,
            nextAllowedAt: null,
          },
        });
      }
      const logged: DoseLogResponse = {
        id: crypto.randomUUID(),
        medicationId: medication.id,
        status: parsed.data.status,
        occurredAt: new Date().toISOString(),
        scheduledFor: parsed.data.scheduledFor ?? null,
        amount: null,
        note: parsed.data.note ?? null,
        recordedBy: { userId: 'someone', name: 'Sam Taylor' },
      };
      state.set(hub.childId, {
        ...hub,
        dueToday: hub.dueToday.map((due) =>
          due.medicationId === medication.id && due.scheduledFor === logged.scheduledFor
            ? { ...due, log: logged }
            : due,
        ),
        asNeeded: hub.asNeeded.map((each) =>
          each.medicationId === medication.id && taken
            ? { ...each, takenInLast24Hours: each.takenInLast24Hours + 1 }
            : each,
        ),
      });
      return answer(201, logged);
    }
    const changedDocument = /^\/documents\/([^/]+)$/.exec(rest);
    if (changedDocument && method === 'PATCH') {
      const parsed = healthDocumentUpdateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      const document = hub.documents.find((each) => each.id === changedDocument[1]);
      if (!document) return answer(404, { code: 'not_found', message: 'There is no such document' });
      const changed = { ...document, ...definedOf(parsed.data) };
      state.set(hub.childId, {
        ...hub,
        documents: hub.documents.map((each) => (each.id === document.id ? changed : each)),
      });
      return answer(200, changed);
    }
    const removedDose = /^\/doses\/([^/]+)$/.exec(rest);
    if (removedDose && method === 'DELETE') {
      const found = hub.dueToday.some((due) => due.log?.id === removedDose[1]);
      if (!found) return answer(404, { code: 'not_found', message: 'There is no such dose' });
      state.set(hub.childId, {
        ...hub,
        dueToday: hub.dueToday.map((due) => (due.log?.id === removedDose[1] ? { ...due, log: null } : due)),
      });
      return new Response(null, { status: 204 });
    }
    if (rest === '/growth' && method === 'POST') {
      const parsed = growthCreateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      return answer(201, { id: crypto.randomUUID(), ...parsed.data });
    }
    if (rest === '/events' && method === 'POST') {
      const parsed = healthEventCreateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      const created = {
        type: null,
        triggers: null,
        rescueMedication: null,
        recovery: null,
        notes: null,
        durationSeconds: null,
        ...parsed.data,
        id: crypto.randomUUID(),
        recordedBy: { userId: 'someone', name: 'Sam Taylor' },
      };
      state.set(hub.childId, { ...hub, events: [created, ...hub.events] });
      return answer(201, created);
    }
    if (rest === '/timeline' && method === 'GET') {
      // Two pages of doses, 20 and 5, newest first; a filter by kind that leaves out doses finds nothing.
      const kinds = url.searchParams.get('kinds');
      const before = url.searchParams.get('before');
      const all = Array.from({ length: 25 }, (_, index) => ({
        kind: 'dose',
        id: `dose-${index}`,
        at: new Date(Date.UTC(2026, 10, 25 - index, 8)).toISOString(),
        title: `Melatonin 2 mg: given (${index + 1})`,
        detail: null,
      }));
      const matching = kinds && !kinds.split(',').includes('dose') ? [] : all;
      const after = before ? matching.filter((entry) => entry.at < before) : matching;
      const page = after.slice(0, 20);
      return answer(200, { entries: page, nextBefore: after.length > 20 ? page.at(-1)!.at : null });
    }
    return answer(404, { code: 'not_found', message: `Not in the fake: ${method} ${rest}` });
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    get hubs() {
      return state;
    },
    requests,
  };
}
