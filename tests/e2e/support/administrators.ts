import { randomBytes } from 'node:crypto';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';

/** API keys a journey gives its own server, so it can call the admin API as the site's operator would. */
export interface ServerKeys {
  readonly publishableKey: string;
  readonly secretKey: string;
  /** The keys as the server's environment names them. */
  readonly environment: Readonly<Record<'AUTH_PUBLISHABLE_KEY' | 'AUTH_SECRET_KEY', string>>;
}

export function newServerKeys(): ServerKeys {
  const publishableKey = `sb_publishable_${randomBytes(18).toString('base64url')}`;
  const secretKey = `sb_secret_${randomBytes(30).toString('base64url')}`;
  return {
    publishableKey,
    secretKey,
    environment: { AUTH_PUBLISHABLE_KEY: publishableKey, AUTH_SECRET_KEY: secretKey },
  };
}

const PASSWORD = 'a careful administrator on a quiet morning';

/** A JSON call to the server that must succeed; its answer is returned. */
async function call<T>(
  baseUrl: string,
  keys: ServerKeys,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', apikey: keys.publishableKey, ...init.headers },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const text = await response.text();
  expect(response.ok, `${path} answered ${response.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * A new administrator, made through the admin API with the secret key and signed in, who also proves an
 * authenticator app (aal2), as every administrator's action asks; `secondFactor: false` leaves them at aal1 (to see
 * them refused). Returns the Authorization header.
 */
export async function signInNewAdmin(
  baseUrl: string,
  keys: ServerKeys,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<{ Authorization: string }> {
  const email = `admin.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  await call(baseUrl, keys, '/auth/v1/admin/users', {
    headers: { apikey: keys.secretKey, Authorization: `Bearer ${keys.secretKey}` },
    body: { email, password: PASSWORD, email_confirm: true, app_metadata: { role: 'admin' } },
  });
  const { access_token: aal1 } = await call<{ access_token: string }>(
    baseUrl,
    keys,
    '/auth/v1/token?grant_type=password',
    { body: { email, password: PASSWORD } },
  );
  const signedIn = { Authorization: `Bearer ${aal1}` };
  if (!secondFactor) return signedIn;
  const factor = await call<{ id: string; totp: { secret: string } }>(baseUrl, keys, '/auth/v1/factors', {
    headers: signedIn,
    body: { factor_type: 'totp', friendly_name: 'Work phone' },
  });
  const challenge = await call<{ id: string }>(baseUrl, keys, `/auth/v1/factors/${factor.id}/challenge`, {
    headers: signedIn,
    body: {},
  });
  const code = new TOTP({ secret: factor.totp.secret }).generate();
  const { access_token: aal2 } = await call<{ access_token: string }>(
    baseUrl,
    keys,
    `/auth/v1/factors/${factor.id}/verify`,
    { headers: signedIn, body: { challenge_id: challenge.id, code } },
  );
  return { Authorization: `Bearer ${aal2}` };
}

export interface LicenceBatchRequest {
  readonly sponsorName: string;
  readonly sponsorKind: 'employer' | 'charity' | 'insurer' | 'council' | 'school' | 'other';
  readonly seats: number;
  readonly codes: number;
  readonly expiresOn: string;
  readonly publiclyListed?: boolean;
}

/** A sponsor's batch of licence codes, made by a new administrator at aal2; returns the codes, shown only now. */
export async function createLicenceBatch(
  baseUrl: string,
  keys: ServerKeys,
  batch: LicenceBatchRequest,
): Promise<string[]> {
  const admin = await signInNewAdmin(baseUrl, keys);
  const created = await call<{ codes: { code: string }[] }>(baseUrl, keys, '/api/v1/admin/licence-batches', {
    headers: admin,
    body: batch,
  });
  return created.codes.map((code) => code.code);
}

/** What the site's admins read at GET /api/v1/contact-messages (of one kind, when given). */
export async function contactMessagesAsAdmin(
  baseUrl: string,
  keys: ServerKeys,
  kind?: 'message' | 'sponsor_enquiry',
): Promise<Record<string, unknown>[]> {
  const admin = await signInNewAdmin(baseUrl, keys);
  const listed = await call<{ items: Record<string, unknown>[] }>(
    baseUrl,
    keys,
    `/api/v1/contact-messages${kind ? `?kind=${kind}` : ''}`,
    { method: 'GET', headers: admin },
  );
  return listed.items;
}
