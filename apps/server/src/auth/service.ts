import { createHash, randomUUID } from 'node:crypto';
import type { Database, ProfileRole } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Mailer, MailMessage } from '../platform/mailer.ts';
import type { RequestContext, TokenActor } from './context.ts';
import type { EmailBudget } from './mail/email-budget.ts';
import { AuthApiError, badRequest, invalidCredentials, otpExpired, unprocessable, validationFailed } from './errors.ts';
import { accountChangeNoticeMessage, type LinkMessageKind, linkMessage } from './mail/mail-messages.ts';
import { issuedBeforeSecondFactor } from './mfa/mfa.ts';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from './passwords/password-policy.ts';
import { hashPassword, verifyPassword } from './passwords/passwords.ts';
import {
  type IssuedSession,
  obfuscatedSignUpUser,
  presentSession,
  presentSignedInSession,
  presentUser,
  type UserView,
} from './presenter.ts';
import { allowedRedirect } from './redirects.ts';
import * as repository from './repository.ts';
import type { OneTimeTokenRow, OneTimeTokenType, UserRow } from './repository.ts';
import { openWithToken, randomCode, randomToken, sealWithToken, secretsEqual, sha256 } from './secrets.ts';
import type { SessionLiveness } from './sessions/session-liveness.ts';
import type { SigningKeys } from './tokens/signing-keys.ts';
import {
  accessTokenClaims,
  type AmrEntry,
  type AuthenticatorAssuranceLevel,
  signAccessToken,
} from './tokens/access-tokens.ts';

export interface AuthServiceDependencies {
  readonly db: Database;
  readonly config: Config;
  readonly keys: SigningKeys;
  readonly liveness: SessionLiveness;
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  readonly log: FastifyBaseLogger;
}

export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which stored tokens a verification type may use. */
const TOKEN_TYPES_BY_VERIFY_TYPE: Record<VerifyType, readonly OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['invite_token'],
  recovery: ['recovery_token'],
  magiclink: ['magiclink_token', 'recovery_token'],
  email_change: ['email_change_token_new'],
  email: ['confirmation_token', 'recovery_token', 'magiclink_token'],
};

/** The `amr` method a verified link adds to the session it starts. */
const AMR_BY_TOKEN_TYPE: Partial<Record<OneTimeTokenType, string>> = {
  confirmation_token: 'otp',
  invite_token: 'invite',
  recovery_token: 'recovery',
  magiclink_token: 'magiclink',
  email_change_token_new: 'email_change',
};

const PKCE_TOKEN_PREFIX = 'pkce_';
const MAX_CODE_ATTEMPTS = 5;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PROFILE_ROLES: readonly ProfileRole[] = ['parent', 'family_member', 'child', 'admin', 'super_admin'];

export function normaliseEmail(raw: string | undefined | null): string {
  const email = (raw ?? '').trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255 || !EMAIL_PATTERN.test(email))
    throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

/** user_metadata updates merge key by key; a null value removes the key, as GoTrue does. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export interface PkceChallenge {
  readonly codeChallenge: string;
  readonly codeChallengeMethod: 's256' | 'plain';
}

/** The PKCE parameters of a request that starts a flow; null for the implicit flow. */
export function parsePkce(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceChallenge | null {
  const hasChallenge = challenge !== null && challenge !== undefined && challenge !== '';
  const hasMethod = method !== null && method !== undefined && method !== '';
  if (!hasChallenge && !hasMethod) return null;
  if (!hasChallenge || !hasMethod)
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  const normalisedMethod = method.toLowerCase();
  if (normalisedMethod !== 's256' && normalisedMethod !== 'plain')
    throw validationFailed('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128)
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  return { codeChallenge: challenge, codeChallengeMethod: normalisedMethod };
}

/** RFC 7636: does the verifier match the challenge stored when the flow started? */
export function pkceMatches(verifier: string, challenge: PkceChallenge): boolean {
  const derived =
    challenge.codeChallengeMethod === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return secretsEqual(derived, challenge.codeChallenge);
}

/** A Go duration as GoTrue's admin API takes it for `ban_duration` ("24h", "1h30m", "876000h"), in ms. */
export function parseBanDuration(value: string): number {
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  const part = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of value.matchAll(part)) {
    total += Number(match[1]) * units[match[2]!]!;
    consumed += match[0].length;
  }
  if (value === '' || consumed !== value.length) throw validationFailed('invalid format for ban duration');
  return total;
}

/** A message to send once the transaction that stored its token has committed. */
interface PendingMail {
  readonly message: MailMessage;
}

export interface SignUpInput {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly password?: string | null;
  readonly data?: Record<string, unknown> | null;
  readonly codeChallenge?: string | null;
  readonly codeChallengeMethod?: string | null;
  readonly redirectTo?: string | null;
}

export interface UpdateUserInput {
  readonly email?: string | null;
  readonly password?: string | null;
  readonly currentPassword?: string | null;
  readonly data?: Record<string, unknown> | null;
  readonly phone?: string | null;
  readonly codeChallenge?: string | null;
  readonly codeChallengeMethod?: string | null;
  readonly redirectTo?: string | null;
}

export interface AdminUserInput {
  readonly email?: string | null;
  readonly password?: string | null;
  readonly emailConfirm?: boolean | null;
  readonly userMetadata?: Record<string, unknown> | null;
  readonly appMetadata?: Record<string, unknown> | null;
  readonly banDuration?: string | null;
}

export type VerifyOutcome =
  | { readonly kind: 'session'; readonly body: Record<string, unknown>; readonly session: IssuedSession }
  | { readonly kind: 'code'; readonly authCode: string };

/**
 * The GoTrue-compatible auth service: sign-up, sign-in, sessions and their refresh tokens, PKCE, e-mail links,
 * account changes and the admin operations. Routes validate the shape of requests; this decides everything else.
 */
export class AuthService {
  readonly #db: Database;
  readonly #config: Config;
  readonly #keys: SigningKeys;
  readonly #liveness: SessionLiveness;
  readonly #mailer: Mailer;
  readonly #emailBudget: EmailBudget;
  readonly #log: FastifyBaseLogger;
  readonly issuer: string;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: AuthServiceDependencies) {
    this.#db = deps.db;
    this.#config = deps.config;
    this.#keys = deps.keys;
    this.#liveness = deps.liveness;
    this.#mailer = deps.mailer;
    this.#emailBudget = deps.emailBudget;
    this.#log = deps.log;
    this.issuer = new URL('/auth/v1', deps.config.publicUrl).href;
  }

  get #auth() {
    return this.#config.auth;
  }

  /** Where people land when the request named no (allowed) destination. */
  siteUrl(path = '/'): string {
    return new URL(path, this.#config.publicUrl).href;
  }

  redirectOrDefault(requested: string | null | undefined, defaultPath: string): string {
    return allowedRedirect(requested, this.#config.publicUrl, this.#auth.redirectOrigins, this.siteUrl(defaultPath));
  }

  /**
   * Spends about the time a real password check takes, so that an unknown address answers no faster than a known
   * one with a wrong password.
   */
  async #spendPasswordCheckTime(password: string): Promise<void> {
    this.#dummyHash ??= hashPassword(randomToken(16));
    await verifyPassword(await this.#dummyHash, password);
  }

  async #audit(
    db: Database,
    ctx: RequestContext,
    userId: string | null,
    action: string,
    details?: Record<string, unknown>,
  ): Promise<void> {
    await repository.insertAuditEntry(db, { userId, action, ip: ctx.ip, userAgent: ctx.userAgent, details });
  }

  /** Tells the account's current address about a password change or an e-mail change; never fails the change. */
  async #noticeAccountChanges(
    currentEmail: string,
    changes: { changesPassword: boolean; newEmail: string | null },
    at: Date,
  ): Promise<void> {
    const resetPasswordLink = new URL('/forgot-password', this.#config.publicUrl).href;
    const notices = [
      ...(changes.changesPassword ? [{ kind: 'password_changed' as const }] : []),
      ...(changes.newEmail ? [{ kind: 'email_change_requested' as const, newEmail: changes.newEmail }] : []),
    ];
    for (const notice of notices) {
      try {
        this.#emailBudget.take();
        await this.#mailer.send(accountChangeNoticeMessage({ ...notice, to: currentEmail, at, resetPasswordLink }));
        this.#log.info({ kind: notice.kind }, 'auth e-mail sent');
      } catch (error) {
        this.#log.warn({ err: error, kind: notice.kind }, 'account change notice could not be sent');
      }
    }
  }

  async #sendAll(pending: readonly PendingMail[]): Promise<void> {
    for (const { message } of pending) {
      try {
        await this.#mailer.send(message);
        this.#log.info({ kind: message.kind }, 'auth e-mail sent');
      } catch (error) {
        this.#log.error({ err: error, kind: message.kind }, 'auth e-mail could not be sent');
        throw new AuthApiError(500, 'unexpected_failure', 'Error sending email');
      }
    }
  }

  /** Stores a one-time token for a link and its code; returns the message to send once the transaction commits. */
  async #prepareLink(
    tx: Database,
    input: {
      user: UserRow;
      tokenType: OneTimeTokenType;
      kind: LinkMessageKind;
      verifyType: VerifyType;
      address: string;
      redirectTo: string;
      flowStateId: string | null;
      now: Date;
    },
  ): Promise<PendingMail> {
    const token = `${input.flowStateId ? PKCE_TOKEN_PREFIX : ''}${randomToken(32)}`;
    const code = randomCode();
    await repository.replaceOneTimeToken(tx, {
      userId: input.user.id,
      tokenType: input.tokenType,
      tokenHash: sha256(token),
      codeHash: codeHash(input.address, code),
      relatesTo: input.address,
      flowStateId: input.flowStateId,
      redirectTo: input.redirectTo,
      expiresAt: new Date(input.now.getTime() + this.#auth.emailLinkTtlSeconds * 1000),
    });
    const link = new URL('/auth/v1/verify', this.#config.publicUrl);
    link.searchParams.set('token', token);
    link.searchParams.set('type', input.verifyType);
    link.searchParams.set('redirect_to', input.redirectTo);
    this.#emailBudget.take();
    return {
      message: linkMessage({
        kind: input.kind,
        to: input.address,
        link: link.href,
        code,
        validForSeconds: this.#auth.emailLinkTtlSeconds,
      }),
    };
  }

  #recentlySent(sentAt: Date | null, now: Date): boolean {
    return sentAt !== null && now.getTime() - sentAt.getTime() < this.#auth.emailResendIntervalSeconds * 1000;
  }

  // Sessions ----------------------------------------------------------------------------------------------------

  async #accessToken(
    user: UserRow,
    sessionId: string,
    aal: AuthenticatorAssuranceLevel,
    amr: readonly AmrEntry[],
    now: Date,
  ) {
    const claims = accessTokenClaims({
      issuer: this.issuer,
      user,
      sessionId,
      aal,
      amr,
      issuedAt: Math.floor(now.getTime() / 1000),
      ttlSeconds: this.#auth.accessTokenTtlSeconds,
    });
    return { token: await signAccessToken(claims, this.#keys), expiresAt: claims.exp };
  }

  /** Starts a session for the user (inside the caller's transaction) and issues its first tokens. */
  async #startSession(
    tx: Database,
    user: UserRow,
    method: string,
    ctx: RequestContext,
    now: Date,
    provider = 'email',
  ): Promise<IssuedSession> {
    const session = await repository.insertSession(tx, {
      userId: user.id,
      aal: 'aal1',
      notAfter:
        this.#auth.sessionMaxAgeSeconds > 0 ? new Date(now.getTime() + this.#auth.sessionMaxAgeSeconds * 1000) : null,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      now,
    });
    await repository.addAmrClaim(tx, session.id, method, now);
    const refreshToken = randomToken(32);
    await repository.insertRefreshToken(tx, {
      tokenHash: sha256(refreshToken),
      userId: user.id,
      sessionId: session.id,
      parentId: null,
      at: now,
    });
    await repository.recordSignIn(tx, user.id, provider, now);
    const view = await repository.loadUserView(tx, user.id);
    const amr = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
    const access = await this.#accessToken(view!.user, session.id, 'aal1', amr, now);
    return {
      accessToken: access.token,
      refreshToken,
      expiresIn: this.#auth.accessTokenTtlSeconds,
      expiresAt: access.expiresAt,
      user: view!,
    };
  }

  /** Starts a session for someone an OpenID provider vouched for (inside the caller's transaction). */
  startProviderSession(
    tx: Database,
    user: UserRow,
    provider: string,
    ctx: RequestContext,
    now: Date,
  ): Promise<IssuedSession> {
    return this.#startSession(tx, user, 'oauth', ctx, now, provider);
  }

  // Sign-up -----------------------------------------------------------------------------------------------------

  async signUp(input: SignUpInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    if (this.#auth.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (input.phone && !input.email) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    const email = normaliseEmail(input.email);
    const password = input.password ?? '';
    if (password === '') throw validationFailed('Signup requires a valid password');
    if (password.length > MAX_PASSWORD_LENGTH)
      throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
    const weak = checkPasswordStrength(password);
    if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
    const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
    const redirectTo = this.redirectOrDefault(input.redirectTo, '/');
    const userMetadata = input.data ?? {};
    const autoconfirm = this.#auth.autoconfirm;
    if (!autoconfirm) this.#emailBudget.ensureAvailable();

    const existing = await repository.findUserByEmail(this.#db, email);
    if (existing?.emailConfirmedAt) {
      await this.#spendPasswordCheckTime(password);
      await this.#audit(this.#db, ctx, existing.id, 'user_repeated_signup', { provider: 'email' });
      if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      return obfuscatedSignUpUser(email, userMetadata, new Date());
    }

    const passwordHash = await hashPassword(password);
    const now = new Date();
    const pending: PendingMail[] = [];
    const result = await this.#db.transaction(async (tx) => {
      let user: UserRow;
      if (existing) {
        // Nobody has proved they own this unconfirmed address, so the newest sign-up replaces the earlier one;
        // only whoever reads the mailbox can confirm it.
        user = await repository.updateUser(tx, existing.id, { encryptedPassword: passwordHash, userMetadata });
      } else {
        user = await repository.createUser(tx, {
          email,
          passwordHash,
          userMetadata,
          role: 'parent',
          emailConfirmedAt: autoconfirm ? now : null,
        });
        await this.#audit(tx, ctx, user.id, 'user_signedup', { provider: 'email' });
      }
      if (autoconfirm) {
        const session = await this.#startSession(tx, user, 'password', ctx, now);
        await this.#audit(tx, ctx, user.id, 'login', { provider: 'email', method: 'signup' });
        return presentSession(session);
      }
      if (!this.#recentlySent(user.confirmationSentAt, now)) {
        const flowStateId = pkce
          ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'email/signup' })
          : null;
        pending.push(
          await this.#prepareLink(tx, {
            user,
            tokenType: 'confirmation_token',
            kind: 'confirmation',
            verifyType: 'signup',
            address: email,
            redirectTo,
            flowStateId,
            now,
          }),
        );
        user = await repository.updateUser(tx, user.id, { confirmationSentAt: now });
        await this.#audit(tx, ctx, user.id, 'user_confirmation_requested', { provider: 'email' });
      }
      return presentUser(await repository.viewOf(tx, user));
    });
    await this.#sendAll(pending);
    return result;
  }

  // Password grant ----------------------------------------------------------------------------------------------

  async passwordGrant(
    input: { email?: string | null; phone?: string | null; password?: string | null },
    ctx: RequestContext,
  ) {
    if (input.email && input.phone)
      throw validationFailed('Only an email address or phone number should be provided on login.');
    if (!input.email && input.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    if (!input.email) throw validationFailed('missing email or phone');
    const password = input.password ?? '';
    const user = await repository.findUserByEmail(this.#db, input.email.trim());
    if (!user?.encryptedPassword) {
      await this.#spendPasswordCheckTime(password);
      await this.#audit(this.#db, ctx, null, 'login_failed', { provider: 'email', reason: 'unknown_email' });
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.encryptedPassword, password))) {
      await this.#audit(this.#db, ctx, user.id, 'login_failed', { provider: 'email', reason: 'wrong_password' });
      throw invalidCredentials();
    }
    // Only someone who knows the password learns that the account is banned or unconfirmed.
    if (isBanned(user, new Date())) throw badRequest('user_banned', 'User is banned');
    if (!user.emailConfirmedAt) throw badRequest('email_not_confirmed', 'Email not confirmed');
    const now = new Date();
    const session = await this.#db.transaction(async (tx) => {
      await this.#audit(tx, ctx, user.id, 'login', { provider: 'email' });
      return this.#startSession(tx, user, 'password', ctx, now);
    });
    return presentSession(session, checkPasswordStrength(password));
  }

  // Refresh grant -----------------------------------------------------------------------------------------------

  async refreshGrant(refreshToken: string | null | undefined, ctx: RequestContext): Promise<Record<string, unknown>> {
    if (!refreshToken) throw new AuthApiError(400, 'validation_failed', 'refresh_token required');
    if (refreshToken.length < 12) throw validationFailed('Refresh token is not valid');
    const tokenHash = sha256(refreshToken);
    const now = new Date();

    type Outcome =
      | {
          ok: true;
          user: UserRow;
          sessionId: string;
          aal: AuthenticatorAssuranceLevel;
          amr: AmrEntry[];
          view: UserView;
          refreshToken: string;
        }
      | { ok: false; error: AuthApiError; ended: string[] };
    const refused = (error: AuthApiError, ended: string[] = []): Outcome => ({ ok: false, error, ended });
    const noSession = () => refused(badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'));

    // The common case takes two statements: the token with its session (locked), user and amr, then the rotation.
    const outcome: Outcome = await this.#db.transaction(async (tx): Promise<Outcome> => {
      const target = await repository.lockRefreshTarget(tx, tokenHash);
      if (!target)
        return refused(badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'));
      const { session, user, amr, identities, factors } = target;
      if (session.endedAt || !user) return noSession();
      if (isBanned(user, now)) return refused(badRequest('user_banned', 'Invalid Refresh Token: User Banned'));
      const expired = this.#sessionExpiry(session, now);
      if (expired) {
        const ended = await repository.endSessions(tx, { sessionIds: [session.id] }, expired.reason, now);
        return refused(badRequest('session_expired', expired.message), ended);
      }
      const succeeded = (issued: string): Outcome => ({
        ok: true,
        user,
        sessionId: session.id,
        aal: session.aal,
        amr,
        view: { user, identities, factors },
        refreshToken: issued,
      });
      const audit = {
        action: 'token_refreshed',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { session_id: session.id },
      };

      if (!target.token.revoked) {
        const successor = randomToken(32);
        const rotated = await repository.rotateRefreshToken(tx, {
          tokenId: target.token.id,
          successorHash: sha256(successor),
          successorSealed: sealWithToken(refreshToken, successor),
          at: now,
          audit,
        });
        if (rotated) return succeeded(successor);
      }

      // Used before, perhaps by a concurrent refresh that held the lock until just now: read it again.
      const token = await repository.findRefreshToken(tx, tokenHash);
      if (!token) return noSession();
      let issued: string | null = null;
      const active = await repository.activeRefreshToken(tx, session.id);
      const successor =
        active?.parentId === token.id && token.successorSealed
          ? openWithToken(refreshToken, token.successorSealed)
          : null;
      if (successor !== null) {
        // The client lost the answer to its last refresh (or two tabs refreshed at once): same successor again.
        issued = successor;
      } else if (now.getTime() > token.updatedAt.getTime() + this.#auth.refreshTokenReuseIntervalSeconds * 1000) {
        const ended = await repository.endSessions(tx, { sessionIds: [session.id] }, 'refresh_token_reuse', now);
        await this.#audit(tx, ctx, user.id, 'refresh_token_reused', { session_id: session.id });
        this.#log.warn({ sessionId: session.id }, 'refresh token reused: session ended');
        return refused(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'), ended);
      } else if (session.aal === 'aal2' && (await issuedBeforeSecondFactor(tx, session.id, token.createdAt))) {
        // Issued at aal1, before the session proved a second factor: it can't yield the session's aal2 tokens.
        return refused(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'));
      }
      if (issued === null) {
        issued = randomToken(32);
        await repository.insertRefreshToken(tx, {
          tokenHash: sha256(issued),
          userId: user.id,
          sessionId: session.id,
          parentId: token.id,
          at: now,
        });
        await repository.retireRefreshToken(tx, token.id, sealWithToken(refreshToken, issued), now);
      }
      await repository.touchSession(tx, session.id, now);
      await repository.insertAuditEntry(tx, { userId: user.id, ...audit });
      return succeeded(issued);
    });

    if (!outcome.ok) {
      await this.#liveness.ended(outcome.ended);
      throw outcome.error;
    }
    const access = await this.#accessToken(outcome.user, outcome.sessionId, outcome.aal, outcome.amr, now);
    return presentSession({
      accessToken: access.token,
      refreshToken: outcome.refreshToken,
      expiresIn: this.#auth.accessTokenTtlSeconds,
      expiresAt: access.expiresAt,
      user: outcome.view,
    });
  }

  #sessionExpiry(session: repository.SessionRow, now: Date): { reason: string; message: string } | null {
    if (session.notAfter && now >= session.notAfter)
      return { reason: 'timebox', message: 'Invalid Refresh Token: Session Expired' };
    const inactivity = this.#auth.sessionInactivityTimeoutSeconds;
    const lastActive = session.refreshedAt ?? session.createdAt;
    if (inactivity > 0 && now.getTime() - lastActive.getTime() > inactivity * 1000) {
      return { reason: 'inactivity', message: 'Invalid Refresh Token: Session Expired (Inactivity)' };
    }
    return null;
  }

  // PKCE grant --------------------------------------------------------------------------------------------------

  async pkceGrant(authCode: string | null | undefined, codeVerifier: string | null | undefined, ctx: RequestContext) {
    if (!authCode || !codeVerifier) {
      throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
    }
    const flow = await repository.findFlowStateByAuthCode(this.#db, sha256(authCode));
    if (!flow?.userId || !flow.authCodeIssuedAt || !flow.codeChallenge || !flow.codeChallengeMethod) {
      throw new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    const now = new Date();
    if (now.getTime() > flow.authCodeIssuedAt.getTime() + this.#auth.flowStateTtlSeconds * 1000) {
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const challenge = { codeChallenge: flow.codeChallenge, codeChallengeMethod: flow.codeChallengeMethod };
    if (!pkceMatches(codeVerifier, challenge)) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    const user = await repository.findUserById(this.#db, flow.userId);
    if (!user) throw new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    // The code may have been issued before a ban; it must not open a session after one.
    if (isBanned(user, now)) throw new AuthApiError(403, 'user_banned', 'User is banned');
    const session = await this.#db.transaction(async (tx) => {
      // Spent exactly once, even when two exchanges of the same code race.
      if (!(await repository.deleteFlowState(tx, flow.id))) {
        throw new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      }
      const provider = flow.providerType ?? 'email';
      await this.#audit(tx, ctx, user.id, 'login', { provider, flow: flow.authenticationMethod });
      return this.#startSession(
        tx,
        user,
        flow.authenticationMethod === 'email/signup' ? 'otp' : flow.authenticationMethod,
        ctx,
        now,
        provider,
      );
    });
    return presentSession(session);
  }

  // Sign-out ----------------------------------------------------------------------------------------------------

  async logout(actor: TokenActor, scope: 'global' | 'local' | 'others', ctx: RequestContext): Promise<void> {
    const now = new Date();
    const selection: repository.SessionSelection =
      scope === 'local'
        ? { sessionIds: [actor.sessionId] }
        : scope === 'others'
          ? { userId: actor.userId, exceptSessionId: actor.sessionId }
          : { userId: actor.userId };
    const ended = await this.#db.transaction(async (tx) => {
      const ids = await repository.endSessions(tx, selection, 'logout', now);
      await this.#audit(tx, ctx, actor.userId, 'logout', { scope, sessions: ids.length });
      return ids;
    });
    await this.#liveness.ended(ended);
  }

  /** The user's sessions that can still be used, most recently active first. */
  async signedInSessions(actor: TokenActor): Promise<Record<string, unknown>[]> {
    const now = new Date();
    const open = await repository.openSessionsOfUser(this.#db, actor.userId);
    return open
      .filter((session) => this.#sessionExpiry(session, now) === null)
      .map((session) => presentSignedInSession(session, actor.sessionId));
  }

  /**
   * Signs out one of the user's sessions, as a sign-out on that device would. Another user's session (or one
   * already ended) is `session_not_found`, the same answer as an id that never existed.
   */
  async endSignedInSession(actor: TokenActor, sessionId: string, ctx: RequestContext): Promise<void> {
    const notFound = () => new AuthApiError(404, 'session_not_found', 'Session not found');
    if (!UUID_PATTERN.test(sessionId)) throw notFound();
    const now = new Date();
    const ended = await this.#db.transaction(async (tx) => {
      const ids = await repository.endSessions(tx, { sessionIds: [sessionId], ofUserId: actor.userId }, 'logout', now);
      if (ids.length > 0) {
        await this.#audit(tx, ctx, actor.userId, 'logout', {
          scope: 'session',
          session_id: sessionId,
          from_session_id: actor.sessionId,
        });
      }
      return ids;
    });
    if (ended.length === 0) throw notFound();
    await this.#liveness.ended(ended);
  }

  // The signed-in user ------------------------------------------------------------------------------------------

  async currentUser(actor: TokenActor): Promise<UserView> {
    const view = await repository.loadUserView(this.#db, actor.userId);
    if (!view) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return view;
  }

  async updateUser(actor: TokenActor, input: UpdateUserInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const view = await this.currentUser(actor);
    let user = view.user;
    const newEmail = input.email ? normaliseEmail(input.email) : null;
    const changesEmail = newEmail !== null && newEmail.toLowerCase() !== (user.email ?? '').toLowerCase();
    const changesPassword = input.password !== undefined && input.password !== null && input.password !== '';
    if (input.phone) throw unprocessable('phone_provider_disabled', 'Phone changes are not available');
    const pkce = changesEmail ? parsePkce(input.codeChallenge, input.codeChallengeMethod) : null;

    const hasVerifiedFactor = view.factors.some((factor) => factor.status === 'verified');
    if ((changesEmail || changesPassword) && hasVerifiedFactor && actor.claims.aal !== 'aal2') {
      throw new AuthApiError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    // A session started from a recovery link proves control of the mailbox, which stands in for the password.
    const isRecoverySession = actor.claims.amr.some((entry) => entry.method === 'recovery');
    if ((changesEmail || changesPassword) && user.encryptedPassword && !isRecoverySession) {
      const what = changesPassword ? 'setting new password' : 'changing email address';
      if (!input.currentPassword)
        throw badRequest('current_password_required', `Current password required when ${what}.`);
      if (!(await verifyPassword(user.encryptedPassword, input.currentPassword))) {
        await this.#audit(this.#db, ctx, user.id, 'reauthentication_failed', {});
        throw badRequest('current_password_mismatch', `Current password required when ${what}.`);
      }
    }
    let passwordHash: string | null = null;
    if (changesPassword) {
      const password = input.password;
      if (password.length > MAX_PASSWORD_LENGTH)
        throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
      const weak = checkPasswordStrength(password);
      if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      if (user.encryptedPassword && (await verifyPassword(user.encryptedPassword, password))) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }
    if (changesEmail) {
      const holder = await repository.findUserByEmail(this.#db, newEmail);
      if (holder && holder.id !== user.id)
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      if (
        user.newEmail?.toLowerCase() === newEmail.toLowerCase() &&
        this.#recentlySent(user.emailChangeSentAt, new Date())
      ) {
        throw new AuthApiError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${this.#auth.emailResendIntervalSeconds} seconds.`,
        );
      }
      this.#emailBudget.ensureAvailable();
    }

    const now = new Date();
    const pending: PendingMail[] = [];
    const endedSessions = await this.#db.transaction(async (tx) => {
      let ended: string[] = [];
      if (passwordHash) {
        user = await repository.updateUser(tx, user.id, { encryptedPassword: passwordHash });
        // Whoever else holds a session may be the reason for the change: only this device stays signed in.
        ended = await repository.endSessions(
          tx,
          { userId: user.id, exceptSessionId: actor.sessionId },
          'password_changed',
          now,
        );
        await repository.deleteOneTimeTokensOfUser(tx, user.id, ['recovery_token', 'magiclink_token']);
        await this.#audit(tx, ctx, user.id, 'user_updated_password', { other_sessions_ended: ended.length });
      }
      if (input.data) {
        user = await repository.updateUser(tx, user.id, { userMetadata: mergeMetadata(user.userMetadata, input.data) });
        await this.#audit(tx, ctx, user.id, 'user_modified', { fields: ['user_metadata'] });
      }
      if (changesEmail) {
        const flowStateId = pkce
          ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'email_change' })
          : null;
        pending.push(
          await this.#prepareLink(tx, {
            user,
            tokenType: 'email_change_token_new',
            kind: 'email_change',
            verifyType: 'email_change',
            address: newEmail,
            redirectTo: this.redirectOrDefault(input.redirectTo, '/'),
            flowStateId,
            now,
          }),
        );
        user = await repository.updateUser(tx, user.id, { newEmail, emailChangeSentAt: now });
        await this.#audit(tx, ctx, user.id, 'user_email_change_requested', {});
      }
      return ended;
    });
    await this.#liveness.ended(endedSessions);
    await this.#sendAll(pending);
    if (view.user.email)
      await this.#noticeAccountChanges(
        view.user.email,
        { changesPassword, newEmail: changesEmail ? newEmail : null },
        now,
      );
    return presentUser(await repository.viewOf(this.#db, user));
  }

  // Recovery ----------------------------------------------------------------------------------------------------

  async recover(
    input: {
      email?: string | null;
      codeChallenge?: string | null;
      codeChallengeMethod?: string | null;
      redirectTo?: string | null;
    },
    ctx: RequestContext,
  ): Promise<void> {
    const email = normaliseEmail(input.email);
    const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
    const redirectTo = this.redirectOrDefault(input.redirectTo, '/reset-password');
    // Checked for every address alike, so a refusal says nothing about whether this one has an account.
    this.#emailBudget.ensureAvailable();
    const user = await repository.findUserByEmail(this.#db, email);
    const now = new Date();
    if (!user || isBanned(user, now) || this.#recentlySent(user.recoverySentAt, now)) {
      await this.#audit(this.#db, ctx, user?.id ?? null, 'user_recovery_requested', { sent: false });
      return;
    }
    const pending = await this.#db.transaction(async (tx) => {
      const flowStateId = pkce
        ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'recovery' })
        : null;
      const mail = await this.#prepareLink(tx, {
        user,
        tokenType: 'recovery_token',
        kind: 'recovery',
        verifyType: 'recovery',
        address: user.email!,
        redirectTo,
        flowStateId,
        now,
      });
      await repository.updateUser(tx, user.id, { recoverySentAt: now });
      await this.#audit(tx, ctx, user.id, 'user_recovery_requested', { sent: true });
      return [mail];
    });
    await this.#sendAll(pending);
  }

  // Verification of e-mail links and codes ----------------------------------------------------------------------

  /** Finds the stored token for a link token (`token_hash`) or an address and its code. */
  async #findOneTimeToken(
    type: VerifyType,
    by: { tokenHash: string } | { email: string; code: string },
  ): Promise<OneTimeTokenRow> {
    const types = TOKEN_TYPES_BY_VERIFY_TYPE[type];
    if ('tokenHash' in by) {
      const row = await repository.findOneTimeTokenByHash(this.#db, sha256(by.tokenHash), types);
      if (!row) throw otpExpired();
      return row;
    }
    const candidates = await repository.oneTimeTokensForAddress(this.#db, by.email, types);
    const expected = codeHash(by.email, by.code);
    const match = candidates.find((row) => row.codeHash !== null && secretsEqual(row.codeHash, expected));
    if (!match) {
      // Every wrong code counts against the codes sent to that address; a few wrong guesses void them.
      for (const row of candidates) {
        if ((await repository.countFailedCode(this.#db, row.id)) >= MAX_CODE_ATTEMPTS)
          await repository.deleteOneTimeToken(this.#db, row.id);
      }
      throw otpExpired('Token has expired or is invalid');
    }
    return match;
  }

  /**
   * Applies a verified link or code: confirms the address, opens a recovery, or completes an e-mail change. Then
   * starts a session (implicit flow) or hands out an authorization code for the PKCE flow the link belongs to.
   */
  async verify(
    type: VerifyType,
    by: { tokenHash: string } | { email: string; code: string },
    ctx: RequestContext,
    answer: 'session' | 'session-or-code',
  ): Promise<VerifyOutcome> {
    const row = await this.#findOneTimeToken(type, by);
    const now = new Date();
    if (row.expiresAt <= now || (row.failedAttempts >= MAX_CODE_ATTEMPTS && !('tokenHash' in by))) {
      await repository.deleteOneTimeToken(this.#db, row.id);
      throw 'tokenHash' in by ? otpExpired() : otpExpired('Token has expired or is invalid');
    }
    const user = await repository.findUserById(this.#db, row.userId);
    if (!user) throw otpExpired();
    if (isBanned(user, now)) throw new AuthApiError(403, 'user_banned', 'User is banned');
    const flow = row.flowStateId ? await repository.findFlowState(this.#db, row.flowStateId) : undefined;
    if (row.flowStateId && !flow)
      throw new AuthApiError(404, 'flow_state_not_found', 'No associated flow state found.');

    return this.#db.transaction(async (tx): Promise<VerifyOutcome> => {
      // Spent exactly once, even when two requests open the same link at the same moment.
      if (!(await repository.deleteOneTimeToken(tx, row.id))) throw otpExpired();
      let current = user;
      switch (row.tokenType) {
        case 'confirmation_token':
        case 'invite_token':
        case 'recovery_token':
        case 'magiclink_token':
          if (!current.emailConfirmedAt) {
            current = await repository.updateUser(tx, current.id, { emailConfirmedAt: now });
            await repository.setEmailIdentity(tx, current.id, current.email!, true);
            await this.#audit(
              tx,
              ctx,
              current.id,
              row.tokenType === 'invite_token' ? 'invite_accepted' : 'user_signedup',
              { provider: 'email' },
            );
          }
          if (row.tokenType === 'recovery_token') await this.#audit(tx, ctx, current.id, 'user_recovery_verified', {});
          break;
        case 'email_change_token_new': {
          if (!current.newEmail || current.newEmail.toLowerCase() !== row.relatesTo.toLowerCase()) throw otpExpired();
          const holder = await repository.findUserByEmail(tx, current.newEmail);
          if (holder && holder.id !== current.id)
            throw unprocessable('email_exists', 'A user with this email address has already been registered');
          const previous = current.email;
          current = await repository.updateUser(tx, current.id, {
            email: current.newEmail,
            newEmail: null,
            emailChangeSentAt: null,
            emailConfirmedAt: now,
          });
          await repository.setEmailIdentity(tx, current.id, current.email!, true);
          await this.#audit(tx, ctx, current.id, 'user_email_changed', {
            previous_domain: previous?.split('@')[1] ?? null,
          });
          break;
        }
        default:
          throw otpExpired();
      }
      if (flow && answer === 'session-or-code') {
        const authCode = randomUUID();
        await repository.issueAuthCode(tx, flow.id, sha256(authCode), now);
        return { kind: 'code', authCode };
      }
      const method = AMR_BY_TOKEN_TYPE[row.tokenType] ?? 'otp';
      await this.#audit(tx, ctx, current.id, 'login', { provider: 'email', method });
      const session = await this.#startSession(tx, current, method, ctx, now);
      return { kind: 'session', session, body: presentSession(session) };
    });
  }

  // Admin -------------------------------------------------------------------------------------------------------

  #roleFrom(appMetadata: Record<string, unknown> | null | undefined, fallback: ProfileRole): ProfileRole {
    const role = appMetadata?.role;
    if (role === undefined) return fallback;
    if (typeof role !== 'string' || !PROFILE_ROLES.includes(role as ProfileRole)) {
      throw validationFailed(`app_metadata.role must be one of ${PROFILE_ROLES.join(', ')}`);
    }
    return role as ProfileRole;
  }

  async adminCreateUser(input: AdminUserInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const email = normaliseEmail(input.email);
    if (await repository.findUserByEmail(this.#db, email)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    let passwordHash: string | null = null;
    if (input.password) {
      const weak = checkPasswordStrength(input.password);
      if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      passwordHash = await hashPassword(input.password);
    }
    const role = this.#roleFrom(input.appMetadata, 'parent');
    const now = new Date();
    const bannedUntil =
      input.banDuration && input.banDuration !== 'none'
        ? new Date(now.getTime() + parseBanDuration(input.banDuration))
        : null;
    const user = await this.#db.transaction(async (tx) => {
      let created = await repository.createUser(tx, {
        email,
        passwordHash,
        userMetadata: input.userMetadata ?? {},
        role,
        emailConfirmedAt: input.emailConfirm ? now : null,
        extraAppMetadata: input.appMetadata ?? {},
      });
      if (bannedUntil) created = await repository.updateUser(tx, created.id, { bannedUntil });
      await this.#audit(tx, ctx, created.id, 'user_created_by_admin', { role });
      return created;
    });
    return presentUser(await repository.viewOf(this.#db, user));
  }

  async adminGetUser(id: string): Promise<Record<string, unknown>> {
    const view = await repository.loadUserView(this.#db, id);
    if (!view) throw new AuthApiError(404, 'user_not_found', 'User not found');
    return presentUser(view);
  }

  async adminListUsers(page: number, perPage: number) {
    const { rows, total } = await repository.listUsers(this.#db, page, perPage);
    const users = await Promise.all(rows.map(async (row) => presentUser(await repository.viewOf(this.#db, row))));
    return { users, total };
  }

  async adminUpdateUser(id: string, input: AdminUserInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const existing = await repository.findUserById(this.#db, id);
    if (!existing) throw new AuthApiError(404, 'user_not_found', 'User not found');
    const now = new Date();
    const patch: Parameters<typeof repository.updateUser>[2] = {};
    const email = input.email ? normaliseEmail(input.email) : null;
    if (email && email.toLowerCase() !== existing.email?.toLowerCase()) {
      const holder = await repository.findUserByEmail(this.#db, email);
      if (holder) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      patch.email = email;
      patch.newEmail = null;
    }
    if (input.password) {
      const weak = checkPasswordStrength(input.password);
      if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      patch.encryptedPassword = await hashPassword(input.password);
    }
    if (input.emailConfirm === true && !existing.emailConfirmedAt) patch.emailConfirmedAt = now;
    if (input.userMetadata) patch.userMetadata = mergeMetadata(existing.userMetadata, input.userMetadata);
    let role: ProfileRole | null = null;
    if (input.appMetadata) {
      role = this.#roleFrom(input.appMetadata, this.#roleFrom(existing.appMetadata, 'parent'));
      patch.appMetadata = mergeMetadata(existing.appMetadata, input.appMetadata);
    }
    let ban = false;
    if (input.banDuration) {
      if (input.banDuration === 'none') patch.bannedUntil = null;
      else {
        patch.bannedUntil = new Date(now.getTime() + parseBanDuration(input.banDuration));
        ban = true;
      }
    }
    const { user, ended } = await this.#db.transaction(async (tx) => {
      const updated = await repository.updateUser(tx, id, patch);
      if (role) await repository.setProfileRole(tx, id, role);
      if (patch.email) await repository.setEmailIdentity(tx, id, patch.email, true);
      // A banned person, or one whose password was reset, must sign in again everywhere.
      const endedIds =
        ban || patch.encryptedPassword
          ? await repository.endSessions(tx, { userId: id }, ban ? 'banned' : 'password_changed', now)
          : [];
      await this.#audit(tx, ctx, id, 'user_modified_by_admin', {
        fields: Object.keys(patch),
        sessions_ended: endedIds.length,
      });
      return { user: updated, ended: endedIds };
    });
    await this.#liveness.ended(ended);
    return presentUser(await repository.viewOf(this.#db, user));
  }

  async adminDeleteUser(id: string, ctx: RequestContext): Promise<void> {
    const existing = await repository.findUserById(this.#db, id);
    if (!existing) throw new AuthApiError(404, 'user_not_found', 'User not found');
    const sessionIds = await this.#db.transaction(async (tx) => {
      const ids = await repository.sessionIdsOfUser(tx, id);
      await repository.deleteUser(tx, id);
      await this.#audit(tx, ctx, id, 'user_deleted', {});
      return ids;
    });
    await this.#liveness.ended(sessionIds);
  }
}

function isBanned(user: UserRow, now: Date): boolean {
  return user.bannedUntil !== null && user.bannedUntil > now;
}

function codeHash(address: string, code: string): string {
  return sha256(`${address.toLowerCase()}:${code}`);
}
