import type { AccountDeletionResponse, PreferencesResponse } from '@tedi/contracts';
import { DEFAULT_PREFERENCES } from '@tedi/contracts';
import { vi } from 'vitest';

/**
 * A small stand-in for the parts of /api/v1 the settings page uses (preferences, the family export, account
 * deletion), answering as the server does, for component tests. It replaces the global fetch; the fake auth service
 * keeps its own fetch, which the auth client is given directly.
 */
export interface FakeAccountApi {
  /** Every request: method, path (without /api/v1, with its query) and JSON body. */
  readonly requests: { method: string; path: string; body: unknown }[];
  preferences: PreferencesResponse;
  deletion: AccountDeletionResponse;
  /** The account's password, checked when a deletion is asked for with one. */
  password: string;
  /** Whether the session began in the last five minutes, so a deletion needs no password. */
  freshSession: boolean;
  /** Requests whose "METHOD path" starts with one of these are answered with a 503, as when the server is down. */
  failing: string[];
  /** Bytes of the ZIP export. */
  zipBytes: Uint8Array;
  /** When the person's calendar address was made; null without one. */
  calendarFeedSince: string | null;
}

const PASSWORD_NEEDED = 'Please enter your password to confirm it’s you.';
const PASSWORD_WRONG = 'That password isn’t right. Please try again.';
const DAY_MS = 24 * 60 * 60 * 1000;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function installFakeAccountApi(): FakeAccountApi {
  const api: FakeAccountApi = {
    requests: [],
    preferences: {
      ...DEFAULT_PREFERENCES,
      notifications: {
        email: {
          ...DEFAULT_PREFERENCES.notifications.email,
          securityNotices: true,
          securityNoticesChangeable: false,
        },
      },
    },
    deletion: { scheduled: false, requestedAt: null, deleteAfter: null, removes: 'family' },
    password: 'tedi-demo-family',
    freshSession: false,
    failing: [],
    zipBytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
    calendarFeedSince: null,
  };

  const handle = (method: string, path: string, body: unknown, bearer: string | null): Response => {
    if (!bearer) return json(401, { code: 'unauthorized', message: 'Please sign in.' });
    if (api.failing.some((prefix) => `${method} ${path}`.startsWith(prefix))) {
      return json(503, { code: 'service_unavailable', message: 'Tedi is busy just now. Please try again.' });
    }
    if (path === '/me/preferences' && method === 'GET') return json(200, api.preferences);
    if (path === '/calendar-feed') {
      if (method === 'POST') {
        api.calendarFeedSince = '2026-11-24T10:00:00.000Z';
        const token = `feed${api.requests.length}`;
        return json(200, {
          active: true,
          createdAt: api.calendarFeedSince,
          url: `http://localhost/calendar/v1/${token}.ics`,
          webcalUrl: `webcal://localhost/calendar/v1/${token}.ics`,
        });
      }
      if (method === 'DELETE') api.calendarFeedSince = null;
      return json(200, { active: api.calendarFeedSince !== null, createdAt: api.calendarFeedSince });
    }
    if (path === '/me/preferences' && method === 'PUT') {
      const changes = body as {
        dashboardSettings?: Partial<PreferencesResponse['dashboardSettings']>;
        notifications?: { email?: Partial<PreferencesResponse['notifications']['email']> };
      };
      api.preferences = {
        ...api.preferences,
        dashboardSettings: { ...api.preferences.dashboardSettings, ...changes.dashboardSettings },
        notifications: { email: { ...api.preferences.notifications.email, ...changes.notifications?.email } },
      };
      return json(200, api.preferences);
    }
    if (path.startsWith('/family/export') && method === 'GET') {
      if (path.endsWith('format=zip')) {
        return new Response(api.zipBytes.slice().buffer, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="tedi-family-export-2026-11-22.zip"',
          },
        });
      }
      return json(
        200,
        { exportedAt: '2026-11-22T09:00:00.000Z', family: null, children: [], files: [] },
        { 'Content-Disposition': 'attachment; filename="tedi-family-export-2026-11-22.json"' },
      );
    }
    if (path === '/me/deletion' && method === 'GET') return json(200, api.deletion);
    if (path === '/me/deletion' && method === 'POST') {
      const password = (body as { password?: string } | undefined)?.password;
      if (password !== undefined && password !== '') {
        if (password !== api.password) {
          return json(403, {
            code: 'forbidden',
            message: PASSWORD_WRONG,
            details: [{ field: 'password', message: 'is not your current password' }],
          });
        }
      } else if (!api.freshSession) {
        return json(403, {
          code: 'forbidden',
          message: PASSWORD_NEEDED,
          details: [{ field: 'password', message: 'is needed to delete your account' }],
        });
      }
      if (!api.deletion.scheduled) {
        const now = Date.now();
        api.deletion = {
          ...api.deletion,
          scheduled: true,
          requestedAt: new Date(now).toISOString(),
          deleteAfter: new Date(now + 14 * DAY_MS).toISOString(),
        };
      }
      return json(200, api.deletion);
    }
    if (path === '/me/deletion' && method === 'DELETE') {
      if (!api.deletion.scheduled) {
        return json(404, { code: 'not_found', message: 'Your account is not due to be deleted.' });
      }
      api.deletion = { ...api.deletion, scheduled: false, requestedAt: null, deleteAfter: null };
      return json(200, api.deletion);
    }
    return json(404, { code: 'not_found', message: 'Not found.' });
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost:3000',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
    const body: unknown = typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    api.requests.push({ method, path, body });
    const bearer = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;
    return Promise.resolve(handle(method, path, body, bearer));
  });
  return api;
}
