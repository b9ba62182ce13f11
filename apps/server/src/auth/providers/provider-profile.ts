import { createHash } from 'node:crypto';
import { validationFailed } from '../errors.ts';

/** Who a provider says the person is, from its verified ID token (and its userinfo endpoint where needed). */
export interface ProviderProfile {
  /** The provider's stable id of the person (`sub`). */
  readonly subject: string;
  readonly issuer: string;
  readonly email: string | null;
  /** Only an explicit `email_verified` of true counts: a provider that says nothing has not verified. */
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly picture: string | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
const MAX_SCOPES = 20;

const text = (value: unknown, maxLength: number): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= maxLength ? value.trim() : null;

/**
 * The person as the claims describe them. `email_verified` may be the string "true" (Apple sends it so). Apple
 * gives the name only once, outside the ID token, in the `user` field it posts on the first sign-in.
 */
export function profileFromClaims(
  claims: Readonly<Record<string, unknown>>,
  postedAppleUser?: string | null,
): ProviderProfile {
  const subject = text(claims.sub, 255);
  const issuer = text(claims.iss, 2048);
  if (!subject || !issuer) throw new Error('ID token without sub or iss');
  const email = text(claims.email, 255);
  const validEmail = email && EMAIL_PATTERN.test(email) ? email : null;
  const givenAndFamily = [text(claims.given_name, 200), text(claims.family_name, 200)].filter(Boolean).join(' ');
  return {
    subject,
    issuer,
    email: validEmail,
    emailVerified: validEmail !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: text(claims.name, 200) ?? (givenAndFamily || null) ?? nameFromAppleUser(postedAppleUser),
    picture: text(claims.picture, 2048),
  };
}

function nameFromAppleUser(posted: string | null | undefined): string | null {
  if (!posted) return null;
  try {
    const user = JSON.parse(posted) as { name?: { firstName?: unknown; lastName?: unknown } };
    const name = [text(user.name?.firstName, 200), text(user.name?.lastName, 200)].filter(Boolean).join(' ');
    return name || null;
  } catch {
    return null;
  }
}

/** Claims the profile fills, without overwriting those already there (the ID token's win over userinfo's). */
export function mergeProfileClaims(
  idTokenClaims: Readonly<Record<string, unknown>>,
  userinfo: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...idTokenClaims };
  for (const key of ['email', 'email_verified', 'name', 'given_name', 'family_name', 'picture']) {
    if (merged[key] === undefined && userinfo[key] !== undefined) merged[key] = userinfo[key];
  }
  return merged;
}

/** An identity's `identity_data`, shaped as GoTrue fills it for OpenID providers. */
export function identityDataOf(profile: ProviderProfile): Record<string, unknown> {
  const data: Record<string, unknown> = {
    iss: profile.issuer,
    sub: profile.subject,
    provider_id: profile.subject,
    email: profile.email ?? undefined,
    email_verified: profile.emailVerified,
    phone_verified: false,
    name: profile.name ?? undefined,
    full_name: profile.name ?? undefined,
    picture: profile.picture ?? undefined,
    avatar_url: profile.picture ?? undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** The configured scopes plus those the client asked for (`scopes`, space- or comma-separated), each once. */
export function requestedScopes(configured: readonly string[], requested: string | null | undefined): string {
  const extra = (requested ?? '').split(/[\s,]+/).filter((scope) => scope !== '');
  if (extra.length > MAX_SCOPES || !extra.every((scope) => SCOPE_TOKEN.test(scope)))
    throw validationFailed('scopes must be a space-separated list of OAuth scopes');
  return [...new Set([...configured, ...extra])].join(' ');
}

/**
 * The cookie that ties a provider sign-in to the browser that started it: named after the state, so sign-ins in
 * two tabs do not overwrite each other's, and holding the state itself, which the callback compares.
 */
export function stateCookieName(state: string): string {
  return `tedi-oauth-${createHash('sha256').update(state).digest('hex').slice(0, 16)}`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
