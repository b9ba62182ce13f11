/**
 * A small stand-in for the auth service at /auth/v1, answering as GoTrue does, for unit tests of pages that use
 * the real auth-js client. Browser journeys use the real server instead.
 */

export const FAKE_AUTH_URL = 'http://localhost:3000/auth/v1';
export const FAKE_PUBLISHABLE_KEY = 'sb_publishable_unit_test_key_0123456789';

export interface FakeAccount {
  id: string;
  email: string;
  password: string;
  role: string;
  confirmed?: boolean;
  factors?: { id: string; status: 'verified' | 'unverified'; friendly_name?: string }[];
}

export interface FakeAuthServer {
  fetch: typeof fetch;
  /** Every request: method, path (without /auth/v1) and JSON body. */
  requests: { method: string; path: string; body: unknown }[];
  accounts: FakeAccount[];
  /** The value of `external` in GET /settings. */
  external: Record<string, boolean>;
  /** What GET /user/sessions answers; DELETE /user/sessions/{id} removes one. */
  devices: { id: string; last_active_at: string; user_agent: string | null; current: boolean }[];
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function accessToken(account: FakeAccount, aal: 'aal1' | 'aal2'): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'ES256', kid: 'test', typ: 'JWT' })}.${base64url({
    sub: account.id,
    email: account.email,
    aud: 'authenticated',
    role: 'authenticated',
    aal,
    amr: [{ method: 'password', timestamp: now }],
    app_metadata: { role: account.role, provider: 'email' },
    user_metadata: {},
    session_id: `session-${account.id}`,
    iat: now,
    exp: now + 3600,
  })}.c2lnbmF0dXJl`;
}

function subjectOf(token: string): string | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: string;
    };
    return payload.sub ?? null;
  } catch {
    return null;
  }
}

function userOf(account: FakeAccount) {
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    phone: '',
    app_metadata: { role: account.role, provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    is_anonymous: false,
    factors: (account.factors ?? []).map((factor) => ({
      id: factor.id,
      friendly_name: factor.friendly_name ?? 'Authenticator app',
      factor_type: 'totp',
      status: factor.status,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })),
  };
}

/** A session as the server answers it, and as the client stores it. */
export function sessionBody(account: FakeAccount, aal: 'aal1' | 'aal2') {
  return {
    access_token: accessToken(account, aal),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: `refresh-${account.id}`,
    user: userOf(account),
  };
}

/** Puts a signed-in session where the auth client looks for it, as if the person had signed in earlier. */
export function storeSession(account: FakeAccount, aal: 'aal1' | 'aal2' = 'aal1'): void {
  window.localStorage.setItem('tedi-auth', JSON.stringify(sessionBody(account, aal)));
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
  });
}

export function createFakeAuthServer(accounts: FakeAccount[] = []): FakeAuthServer {
  const server: FakeAuthServer = {
    requests: [],
    accounts,
    external: { email: true, phone: false, google: false },
    devices: [],
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/auth\/v1/, '');
      const body: unknown = typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
      server.requests.push({ method, path: `${path}${url.search}`, body });
      const fields = (body ?? {}) as Record<string, string>;
      const bearer = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const signedIn = server.accounts.find((account) => subjectOf(bearer) === account.id);

      if (method === 'GET' && path === '/settings') return answer(200, { external: server.external });
      if (method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'password') {
        const account = server.accounts.find(
          (candidate) => candidate.email === fields['email'] && candidate.password === fields['password'],
        );
        if (!account) return answer(400, { code: 'invalid_credentials', message: 'Invalid login credentials' });
        if (account.confirmed === false)
          return answer(400, { code: 'email_not_confirmed', message: 'Email not confirmed' });
        return answer(200, sessionBody(account, 'aal1'));
      }
      if (method === 'POST' && path === '/logout') return answer(204);
      if (method === 'GET' && path === '/user') {
        return signedIn ? answer(200, userOf(signedIn)) : answer(401, { code: 'no_authorization', message: 'No' });
      }
      if (method === 'POST' && path === '/signup') {
        const password = fields['password'] ?? '';
        if (password.length < 8 || password === 'password123') {
          const reasons = password.length < 8 ? ['length'] : ['pwned'];
          return answer(422, { code: 'weak_password', message: 'Password is weak', weak_password: { reasons } });
        }
        const account: FakeAccount = {
          id: `user-${server.accounts.length + 1}`,
          email: fields['email'] ?? '',
          password,
          role: 'parent',
          confirmed: false,
        };
        server.accounts.push(account);
        return answer(200, userOf(account));
      }
      if (method === 'GET' && path === '/user/sessions' && signedIn) {
        return answer(
          200,
          server.devices.map((device) => ({
            created_at: '2026-01-01T00:00:00Z',
            ip: '203.0.113.x',
            aal: 'aal1',
            ...device,
          })),
        );
      }
      const devicePath = /^\/user\/sessions\/([^/]+)$/.exec(path);
      if (method === 'DELETE' && devicePath && signedIn) {
        const before = server.devices.length;
        server.devices = server.devices.filter((device) => device.id !== devicePath[1]);
        return server.devices.length < before
          ? answer(204)
          : answer(404, { code: 'session_not_found', message: 'Session not found' });
      }
      if (method === 'POST' && path === '/recover') return answer(200, {});
      if (method === 'PUT' && path === '/user' && signedIn) {
        if (fields['current_password'] !== undefined && fields['current_password'] !== signedIn.password)
          return answer(400, { code: 'current_password_mismatch', message: 'Current password required' });
        if (fields['password'] !== undefined) {
          if (fields['password'] === 'password123')
            return answer(422, { code: 'weak_password', message: 'weak', weak_password: { reasons: ['pwned'] } });
          signedIn.password = fields['password'];
        }
        if (fields['email'] !== undefined) return answer(200, { ...userOf(signedIn), new_email: fields['email'] });
        return answer(200, userOf(signedIn));
      }
      if (method === 'POST' && path === '/factors' && signedIn) {
        const id = `factor-${(signedIn.factors ?? []).length + 1}`;
        signedIn.factors = [
          ...(signedIn.factors ?? []),
          { id, status: 'unverified', friendly_name: fields['friendly_name'] },
        ];
        return answer(200, {
          id,
          type: 'totp',
          friendly_name: fields['friendly_name'],
          totp: {
            qr_code:
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect fill="#000" width="1" height="1"/></svg>',
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Tedi:x?secret=JBSWY3DPEHPK3PXP',
          },
        });
      }
      const factorPath = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
      if (factorPath && signedIn) {
        const factor = (signedIn.factors ?? []).find((candidate) => candidate.id === factorPath[1]);
        if (!factor) return answer(404, { code: 'mfa_factor_not_found', message: 'Factor not found' });
        if (method === 'POST' && factorPath[2] === '/challenge')
          return answer(200, {
            id: `challenge-${factor.id}`,
            type: 'totp',
            expires_at: Math.floor(Date.now() / 1000) + 300,
          });
        if (method === 'POST' && factorPath[2] === '/verify') {
          if (fields['code'] !== '123456')
            return answer(422, { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
          factor.status = 'verified';
          return answer(200, sessionBody(signedIn, 'aal2'));
        }
        if (method === 'DELETE' && factorPath[2] === undefined) {
          signedIn.factors = (signedIn.factors ?? []).filter((candidate) => candidate.id !== factor.id);
          return answer(200, { id: factor.id });
        }
      }
      if (method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'refresh_token') {
        const account = server.accounts.find((candidate) => fields['refresh_token'] === `refresh-${candidate.id}`);
        return account
          ? answer(200, sessionBody(account, 'aal2'))
          : answer(400, { code: 'refresh_token_not_found', message: 'Invalid Refresh Token' });
      }
      return answer(404, { code: 'not_found', message: `No fake for ${method} ${path}` });
    },
  };
  return server;
}
