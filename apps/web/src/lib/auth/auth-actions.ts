import {
  isAuthSessionMissingError,
  type AuthError,
  type Factor,
  type GoTrueClient,
  type Provider,
  type Session,
} from '@supabase/auth-js';

import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';
import { clearOfflineCopies } from '../offline/offline-copies.ts';
import { forgetOutboxesOf } from '../offline/outbox-storage.ts';
import { securityLog, type SecurityLog } from './security-log.ts';
import { storageSharedExtension } from './session-timeout.ts';

/**
 * What the pages do with the auth client, in the order the spec asks for. Each returns the client's error (or
 * null) so the page can show it beside the right field and keep what was typed.
 */

export type ActionResult<T = undefined> = { ok: true; value: T } | { ok: false; error: AuthError };

const ok = <T>(value: T): ActionResult<T> => ({ ok: true, value });
const failed = <T>(error: AuthError): ActionResult<T> => ({ ok: false, error });

/** Removes every key the auth client keeps in storage: the session, a code verifier, a separately kept user. */
export function clearStoredAuthKeys(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && (key === AUTH_STORAGE_KEY || key.startsWith(`${AUTH_STORAGE_KEY}-`))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

/**
 * Signs out on this device only, then makes sure nothing of the old session is left in storage, nor any offline
 * copy of the last person's pages.
 */
async function clearPreviousSession(client: GoTrueClient): Promise<void> {
  await client.signOut({ scope: 'local' });
  clearStoredAuthKeys();
  await clearOfflineCopies();
}

export interface SignInOptions {
  readonly log?: SecurityLog;
}

/**
 * Spec section 5: first sign out and clear the stored auth keys, then sign in with e-mail and password. A success
 * is logged as LOGIN_ATTEMPT; each refusal by the server as SUSPICIOUS_ACTIVITY (spec section 8). The e-mail
 * address and password are never written to the log.
 */
export async function signInWithEmail(
  client: GoTrueClient,
  email: string,
  password: string,
  { log = securityLog }: SignInOptions = {},
): Promise<ActionResult<Session>> {
  await clearPreviousSession(client);
  const { data, error } = await client.signInWithPassword({ email: email.trim(), password });
  if (error) {
    if (error.status !== undefined && error.status >= 400) {
      log.record('SUSPICIOUS_ACTIVITY', null, {
        event: 'failed_sign_in',
        method: 'password',
        reason: error.code ?? 'unknown',
        status: error.status,
      });
    }
    return failed(error);
  }
  log.record('LOGIN_ATTEMPT', data.user.id, { method: 'password', outcome: 'signed_in' });
  return ok(data.session);
}

/** Sign-up; the confirmation link comes back to `emailRedirectTo`. A session only when the server auto-confirms. */
export async function signUpWithEmail(
  client: GoTrueClient,
  email: string,
  password: string,
  emailRedirectTo: string,
): Promise<ActionResult<Session | null>> {
  await clearPreviousSession(client);
  const { data, error } = await client.signUp({ email: email.trim(), password, options: { emailRedirectTo } });
  return error ? failed(error) : ok(data.session);
}

export async function requestPasswordReset(
  client: GoTrueClient,
  email: string,
  redirectTo: string,
): Promise<ActionResult> {
  const { error } = await client.resetPasswordForEmail(email.trim(), { redirectTo });
  return error ? failed(error) : ok(undefined);
}

/** Removes the local session when the server says it no longer exists (spec section 8). */
async function forgetMissingSession(client: GoTrueClient, error: AuthError): Promise<void> {
  if (isAuthSessionMissingError(error) || error.code === 'session_not_found') {
    await client.signOut({ scope: 'local' });
  }
}

export async function updatePassword(
  client: GoTrueClient,
  password: string,
  currentPassword?: string,
): Promise<ActionResult> {
  const { error } = await client.updateUser(
    currentPassword === undefined ? { password } : { password, current_password: currentPassword },
  );
  if (error) await forgetMissingSession(client, error);
  return error ? failed(error) : ok(undefined);
}

export async function updateEmail(
  client: GoTrueClient,
  email: string,
  currentPassword: string,
  emailRedirectTo: string,
): Promise<ActionResult> {
  const { error } = await client.updateUser(
    { email: email.trim(), current_password: currentPassword },
    { emailRedirectTo },
  );
  if (error) await forgetMissingSession(client, error);
  return error ? failed(error) : ok(undefined);
}

/** The code step after a password: the assurance level goes from aal1 to aal2 (spec section 4). */
export async function verifyCode(
  client: GoTrueClient,
  factorId: string,
  code: string,
  userId: string,
  { log = securityLog }: SignInOptions = {},
): Promise<ActionResult> {
  const { error } = await client.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) {
    if (error.code === 'mfa_verification_failed') {
      log.record('SUSPICIOUS_ACTIVITY', userId, { event: 'failed_sign_in', method: 'totp', reason: error.code });
    }
    await forgetMissingSession(client, error);
    return failed(error);
  }
  log.record('LOGIN_ATTEMPT', userId, { method: 'totp', outcome: 'verified' });
  return ok(undefined);
}

export interface TotpEnrolment {
  readonly factorId: string;
  /** The QR code as an image address (data: URL), allowed by the content security policy. */
  readonly qrCodeImage: string;
  /** The secret to type into an app by hand, in groups of four for reading. */
  readonly secret: string;
}

/** The auth client gives the SVG behind a `data:image/svg+xml;utf-8,` prefix, unescaped: escape it properly. */
export function svgImageAddress(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export async function enrolAuthenticatorApp(
  client: GoTrueClient,
  unverified: readonly Factor[],
): Promise<ActionResult<TotpEnrolment>> {
  // An earlier setup that was never confirmed would block a new one with the same name.
  for (const factor of unverified) await client.mfa.unenroll({ factorId: factor.id });
  const { data, error } = await client.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator app (${new Date().toISOString().slice(0, 10)})`,
    issuer: 'Tedi',
  });
  if (error) {
    await forgetMissingSession(client, error);
    return failed(error);
  }
  return ok({ factorId: data.id, qrCodeImage: svgImageAddress(data.totp.qr_code), secret: data.totp.secret });
}

export async function confirmAuthenticatorApp(
  client: GoTrueClient,
  factorId: string,
  code: string,
): Promise<ActionResult> {
  const { error } = await client.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) await forgetMissingSession(client, error);
  return error ? failed(error) : ok(undefined);
}

/** Removes an app; then reads the account again so the list and the session's claims are current. */
export async function removeAuthenticatorApp(client: GoTrueClient, factorId: string): Promise<ActionResult> {
  const { error } = await client.mfa.unenroll({ factorId });
  if (error) {
    await forgetMissingSession(client, error);
    return failed(error);
  }
  await client.refreshSession();
  return ok(undefined);
}

export async function signOutOtherDevices(client: GoTrueClient): Promise<ActionResult> {
  const { error } = await client.signOut({ scope: 'others' });
  return error ? failed(error) : ok(undefined);
}

/**
 * A sign-out the person asked for: logged as LOGOUT, the session ended on the server and removed here, the
 * inactivity timer's shared mark cleared. The caller then sends them to the home page (spec section 2).
 */
export async function signOutUser(
  client: GoTrueClient,
  userId: string | null,
  { log = securityLog }: SignInOptions = {},
): Promise<void> {
  log.record('LOGOUT', userId, { initiatedBy: 'user' });
  await client.signOut({ scope: 'local' });
  clearStoredAuthKeys();
  storageSharedExtension().clear();
  // Changes still waiting for a connection go as well: the person was told before choosing to sign out.
  if (userId) forgetOutboxesOf(userId);
  // The offline copies (the health passport) go too; an inactivity sign-out keeps them, for the hospital corridor.
  await clearOfflineCopies();
}

/** The sign-in providers the server has switched on (GET /settings `external`), other than e-mail and phone. */
export async function listExternalProviders(
  authUrl: string,
  publishableKey: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string[]> {
  try {
    const response = await fetchImpl(`${authUrl}/settings`, { headers: { apikey: publishableKey } });
    if (!response.ok) return [];
    const body = (await response.json()) as { external?: Record<string, unknown> };
    return Object.entries(body.external ?? {})
      .filter(([name, enabled]) => enabled === true && !['email', 'phone', 'anonymous_users'].includes(name))
      .map(([name]) => name);
  } catch {
    return [];
  }
}

/** Leaves for the provider's sign-in page; the client navigates away and comes back to `redirectTo` with a code. */
export async function signInWithProvider(
  client: GoTrueClient,
  provider: string,
  redirectTo: string,
): Promise<ActionResult> {
  await clearPreviousSession(client);
  const { error } = await client.signInWithOAuth({ provider: provider as Provider, options: { redirectTo } });
  return error ? failed(error) : ok(undefined);
}
