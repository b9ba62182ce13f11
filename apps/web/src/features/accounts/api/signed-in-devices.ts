import type { AuthRuntime } from '../../../lib/auth/auth-runtime.ts';

/** A session of the signed-in person, as GET /auth/v1/user/sessions lists it. */
export interface SignedInDevice {
  readonly id: string;
  readonly created_at: string;
  readonly last_active_at: string;
  readonly user_agent: string | null;
  /** Only the network, e.g. "203.0.113.x". */
  readonly ip: string | null;
  readonly aal: string;
  readonly current: boolean;
}

export type DevicesResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly code: string | null };

/**
 * Calls one of the auth service's session endpoints with this browser's access token. The client library has no
 * call for them, so this asks it for the (refreshed if need be) session and sends the request itself. When the
 * server says this session has ended, the client forgets it, as it does for its own calls (spec section 8).
 */
async function sessionRequest(runtime: AuthRuntime, method: 'GET' | 'DELETE', path: string): Promise<Response | null> {
  const { data } = await runtime.client.getSession();
  if (!data.session) return null;
  const response = await runtime.fetch(`${runtime.config.authUrl}${path}`, {
    method,
    headers: { apikey: runtime.config.publishableKey, Authorization: `Bearer ${data.session.access_token}` },
  });
  if (response.status === 401 || response.status === 403) await runtime.client.signOut({ scope: 'local' });
  return response;
}

async function failure<T>(response: Response | null): Promise<DevicesResult<T>> {
  if (!response) return { ok: false, status: 401, code: 'no_authorization' };
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return { ok: false, status: response.status, code: typeof body?.code === 'string' ? body.code : null };
}

export async function listSignedInDevices(runtime: AuthRuntime): Promise<DevicesResult<SignedInDevice[]>> {
  try {
    const response = await sessionRequest(runtime, 'GET', '/user/sessions');
    if (!response?.ok) return failure(response);
    return { ok: true, value: (await response.json()) as SignedInDevice[] };
  } catch {
    return { ok: false, status: 0, code: null };
  }
}

export async function signOutDevice(runtime: AuthRuntime, sessionId: string): Promise<DevicesResult<undefined>> {
  try {
    const response = await sessionRequest(runtime, 'DELETE', `/user/sessions/${encodeURIComponent(sessionId)}`);
    if (response?.status !== 204) return failure(response);
    return { ok: true, value: undefined };
  } catch {
    return { ok: false, status: 0, code: null };
  }
}
