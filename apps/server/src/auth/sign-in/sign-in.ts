import type { Database } from '@tedi/db';
import type { Config } from '../../platform/config.ts';
import type { AttemptGuard } from '../guard/attempt-guard.ts';
import { isBanned } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import { AuthApiError, badRequest, invalidCredentials, unprocessable, validationFailed } from '../errors.ts';
import { checkPasswordStrength } from '../passwords/password-policy.ts';
import { spendPasswordCheckTime, verifyPassword } from '../passwords/passwords.ts';
import { pkceMatches } from '../pkce.ts';
import { presentSession } from '../presenter.ts';
import * as repository from '../repository.ts';
import { sha256 } from '../secrets.ts';
import type { Sessions } from '../sessions/sessions.ts';

/**
 * The grants of POST /token that start a session: a password, or the code a PKCE flow (an e-mail link or a provider)
 * handed out. The refresh grant belongs to the sessions.
 */
export class SignIn {
  readonly #db: Database;
  readonly #config: Config;
  readonly #sessions: Sessions;
  readonly #guard: AttemptGuard;

  constructor(context: AuthContext, sessions: Sessions) {
    this.#db = context.db;
    this.#config = context.config;
    this.#guard = context.guard;
    this.#sessions = sessions;
  }

  get #auth() {
    return this.#config.auth;
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
    // An address without an account is locked out like one with an account, so a lock-out gives nothing away.
    const attempt = {
      subject: user ? { userId: user.id, email: user.email } : { unknownEmail: input.email },
      ip: ctx.ip,
    };
    await this.#guard.ensureAllowed(attempt);
    if (!user?.encryptedPassword) {
      await spendPasswordCheckTime(password);
      await audit(this.#db, ctx, null, 'login_failed', { provider: 'email', reason: 'unknown_email' });
      await this.#guard.failed(attempt);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.encryptedPassword, password))) {
      await audit(this.#db, ctx, user.id, 'login_failed', { provider: 'email', reason: 'wrong_password' });
      await this.#guard.failed(attempt);
      throw invalidCredentials();
    }
    await this.#guard.succeeded(user.id);
    // Only someone who knows the password learns that the account is banned or unconfirmed.
    if (isBanned(user, new Date())) throw badRequest('user_banned', 'User is banned');
    if (!user.emailConfirmedAt) throw badRequest('email_not_confirmed', 'Email not confirmed');
    const now = new Date();
    const session = await this.#db.transaction(async (tx) => {
      await audit(tx, ctx, user.id, 'login', { provider: 'email' });
      return this.#sessions.start(tx, user, 'password', ctx, now);
    });
    return presentSession(session, await checkPasswordStrength(password));
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
      await audit(tx, ctx, user.id, 'login', { provider, flow: flow.authenticationMethod });
      return this.#sessions.start(
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
}
