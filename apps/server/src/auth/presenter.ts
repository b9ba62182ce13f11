import { randomUUID } from 'node:crypto';
import type { schema } from '@tedi/db';
import type { WeakPassword } from './passwords/password-policy.ts';

type UserRow = typeof schema.users.$inferSelect;
type IdentityRow = typeof schema.identities.$inferSelect;
type FactorRow = typeof schema.mfaFactors.$inferSelect;
type SessionRow = typeof schema.sessions.$inferSelect;

export interface UserView {
  readonly user: UserRow;
  readonly identities: readonly IdentityRow[];
  readonly factors: readonly FactorRow[];
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** Drops the optional fields that are not set, as GoTrue omits them. */
function withoutUnset(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function presentIdentity(identity: IdentityRow): Record<string, unknown> {
  return withoutUnset({
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    email: identity.email ?? undefined,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
  });
}

export function presentFactor(factor: FactorRow): Record<string, unknown> {
  return withoutUnset({
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    phone: factor.phone ?? undefined,
    last_challenged_at: iso(factor.lastChallengedAt),
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  });
}

/** A user as the client reads it: never the password hash, never a token. */
export function presentUser({ user, identities, factors }: UserView): Record<string, unknown> {
  const confirmedAt = user.emailConfirmedAt ?? user.phoneConfirmedAt;
  return withoutUnset({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.newEmail ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    new_phone: user.newPhone ?? undefined,
    invited_at: iso(user.invitedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map(presentIdentity),
    factors: factors.length > 0 ? factors.map(presentFactor) : undefined,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    banned_until: iso(user.bannedUntil),
    deleted_at: iso(user.deletedAt),
    is_anonymous: user.isAnonymous,
  });
}

/**
 * What sign-up answers for an address that already has a confirmed account: a user that looks exactly like a
 * new, unconfirmed one (fresh ids, an identity, a confirmation "sent"), so the answer reveals nothing.
 */
export function obfuscatedSignUpUser(
  email: string,
  userMetadata: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const id = randomUUID();
  const at = now.toISOString();
  return presentUser({
    user: {
      id,
      email,
      encryptedPassword: null,
      emailConfirmedAt: null,
      invitedAt: null,
      phone: null,
      phoneConfirmedAt: null,
      confirmationSentAt: now,
      recoverySentAt: null,
      newEmail: null,
      emailChangeSentAt: null,
      newPhone: null,
      phoneChangeSentAt: null,
      reauthenticationSentAt: null,
      lastSignInAt: null,
      appMetadata: { provider: 'email', providers: ['email'], role: 'parent' },
      userMetadata,
      isAnonymous: false,
      bannedUntil: null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    },
    identities: [
      {
        id: randomUUID(),
        providerId: id,
        userId: id,
        provider: 'email',
        identityData: { sub: id, email, email_verified: false, phone_verified: false },
        email: email.toLowerCase(),
        lastSignInAt: null,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      },
    ],
    factors: [],
  });
}

export interface IssuedSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresIn: number;
  readonly expiresAt: number;
  readonly user: UserView;
}

export function presentSession(session: IssuedSession, weakPassword?: WeakPassword | null): Record<string, unknown> {
  return withoutUnset({
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: session.expiresIn,
    expires_at: session.expiresAt,
    refresh_token: session.refreshToken,
    user: presentUser(session.user),
    weak_password: weakPassword ? { reasons: weakPassword.reasons, message: weakPassword.message } : undefined,
  });
}

/**
 * An address made coarse enough to recognise a place without pinpointing a household: an IPv4 address keeps its
 * /24 network ("203.0.113.x"), an IPv6 address its /48 ("2001:db8:85a3:x").
 */
export function coarseAddress(ip: string | null): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!address.includes(':')) return null;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 3).map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return prefix.length === 3 ? `${prefix.join(':')}:x` : null;
}

/** One of the person's signed-in sessions, as GET /user/sessions lists them. */
export function presentSignedInSession(session: SessionRow, currentSessionId: string): Record<string, unknown> {
  return {
    id: session.id,
    created_at: session.createdAt.toISOString(),
    last_active_at: (session.refreshedAt ?? session.createdAt).toISOString(),
    user_agent: session.userAgent,
    ip: coarseAddress(session.ip),
    aal: session.aal,
    current: session.id === currentSessionId,
  };
}
