import type { Database } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { isBanned } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext, TokenActor } from '../context.ts';
import { AuthApiError, badRequest, validationFailed } from '../errors.ts';
import { issuedBeforeSecondFactor } from '../mfa/mfa.ts';
import { type IssuedSession, presentSession, presentSignedInSession, type UserView } from '../presenter.ts';
import * as repository from '../repository.ts';
import type { UserRow } from '../repository.ts';
import { openWithToken, randomToken, sealWithToken, sha256 } from '../secrets.ts';
import {
  accessTokenClaims,
  type AmrEntry,
  type AuthenticatorAssuranceLevel,
  signAccessToken,
} from '../tokens/access-tokens.ts';
import type { SigningKeys } from '../tokens/signing-keys.ts';
import type { SessionLiveness } from './session-liveness.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sessions and their tokens: starting a session with its first tokens, the refresh grant (rotation, reuse, expiry),
 * signing out, and the signed-in devices a person sees and may sign out one by one.
 */
export class Sessions {
  readonly #db: Database;
  readonly #config: Config;
  readonly #keys: SigningKeys;
  readonly #issuer: string;
  readonly #liveness: SessionLiveness;
  readonly #log: FastifyBaseLogger;

  constructor(context: AuthContext) {
    this.#db = context.db;
    this.#config = context.config;
    this.#keys = context.keys;
    this.#issuer = context.issuer;
    this.#liveness = context.liveness;
    this.#log = context.log;
  }

  get #auth() {
    return this.#config.auth;
  }

  async #accessToken(
    user: UserRow,
    sessionId: string,
    aal: AuthenticatorAssuranceLevel,
    amr: readonly AmrEntry[],
    now: Date,
  ) {
    const claims = accessTokenClaims({
      issuer: this.#issuer,
      user,
      sessionId,
      aal,
      amr,
      issuedAt: Math.floor(now.getTime() / 1000),
      ttlSeconds: this.#auth.accessTokenTtlSeconds,
    });
    return { token: await signAccessToken(claims, this.#keys), expiresAt: claims.exp };
  }

  /**
   * Starts a session for the user (inside the caller's transaction) and issues its first tokens. It ends at
   * `notAfter` when given (a child's session lasts as long as their parent chose), else after the configured
   * maximum age.
   */
  async start(
    tx: Database,
    user: UserRow,
    method: string,
    ctx: RequestContext,
    now: Date,
    provider = 'email',
    notAfter?: Date,
  ): Promise<IssuedSession> {
    const session = await repository.insertSession(tx, {
      userId: user.id,
      aal: 'aal1',
      notAfter:
        notAfter ??
        (this.#auth.sessionMaxAgeSeconds > 0 ? new Date(now.getTime() + this.#auth.sessionMaxAgeSeconds * 1000) : null),
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
    return this.start(tx, user, 'oauth', ctx, now, provider);
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
      const refreshAudit = {
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
          audit: refreshAudit,
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
        await audit(tx, ctx, user.id, 'refresh_token_reused', { session_id: session.id });
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
      await repository.insertAuditEntry(tx, { userId: user.id, ...refreshAudit });
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
      await audit(tx, ctx, actor.userId, 'logout', { scope, sessions: ids.length });
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
        await audit(tx, ctx, actor.userId, 'logout', {
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
}
