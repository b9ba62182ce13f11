import { randomUUID } from 'node:crypto';
import type { Database } from '@tedi/db';
import { isBanned } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import { AuthApiError, otpExpired, unprocessable } from '../errors.ts';
import { type IssuedSession, presentSession } from '../presenter.ts';
import * as repository from '../repository.ts';
import type { OneTimeTokenRow, OneTimeTokenType } from '../repository.ts';
import { secretsEqual, sha256 } from '../secrets.ts';
import type { Sessions } from '../sessions/sessions.ts';
import type { AttemptGuard } from '../guard/attempt-guard.ts';
import { codeHash, type VerifyType } from './email-links.ts';

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

const MAX_CODE_ATTEMPTS = 5;

export type VerifyOutcome =
  | { readonly kind: 'session'; readonly body: Record<string, unknown>; readonly session: IssuedSession }
  | { readonly kind: 'code'; readonly authCode: string };

/** POST and GET /verify: a link opened or a code typed, spent once, then a session or a PKCE code. */
export class LinkVerification {
  readonly #db: Database;
  readonly #sessions: Sessions;
  readonly #guard: AttemptGuard;

  constructor(context: AuthContext, sessions: Sessions) {
    this.#guard = context.guard;
    this.#db = context.db;
    this.#sessions = sessions;
  }

  /** Finds the stored token for a link token (`token_hash`) or an address and its code. */
  async #findOneTimeToken(
    type: VerifyType,
    by: { tokenHash: string } | { email: string; code: string },
    ctx: RequestContext,
  ): Promise<OneTimeTokenRow> {
    const types = TOKEN_TYPES_BY_VERIFY_TYPE[type];
    if ('tokenHash' in by) {
      const row = await repository.findOneTimeTokenByHash(this.#db, sha256(by.tokenHash), types);
      if (!row) throw otpExpired();
      return row;
    }
    const candidates = await repository.oneTimeTokensForAddress(this.#db, by.email, types);
    // A typed code is a guess like a password: it spends the same budget, per account and per address.
    const owner = candidates[0];
    const attempt = {
      subject: owner ? { userId: owner.userId, email: by.email } : { unknownEmail: by.email },
      ip: ctx.ip,
    };
    await this.#guard.ensureAllowed(attempt);
    const expected = codeHash(by.email, by.code);
    const match = candidates.find((row) => row.codeHash !== null && secretsEqual(row.codeHash, expected));
    if (!match) {
      await this.#guard.failed(attempt);
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
    const row = await this.#findOneTimeToken(type, by, ctx);
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

    const outcome = await this.#db.transaction(async (tx): Promise<VerifyOutcome> => {
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
            await audit(tx, ctx, current.id, row.tokenType === 'invite_token' ? 'invite_accepted' : 'user_signedup', {
              provider: 'email',
            });
          }
          if (row.tokenType === 'recovery_token') await audit(tx, ctx, current.id, 'user_recovery_verified', {});
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
          await audit(tx, ctx, current.id, 'user_email_changed', {
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
      await audit(tx, ctx, current.id, 'login', { provider: 'email', method });
      const session = await this.#sessions.start(tx, current, method, ctx, now);
      return { kind: 'session', session, body: presentSession(session) };
    });
    // Whoever opened a link sent to the account's address owns it: any lock-out of its password is lifted.
    await this.#guard.succeeded(user.id);
    return outcome;
  }
}
