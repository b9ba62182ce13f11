import type { Database } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { mergeMetadata, normaliseEmail } from '../accounts.ts';
import { metadataProblem } from '../metadata-limits.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext, TokenActor } from '../context.ts';
import { codeHash, type EmailLinks, type PendingMail } from '../email-links/email-links.ts';
import { AuthApiError, badRequest, unprocessable, validationFailed } from '../errors.ts';
import { type EmailBudget, senderAccount } from '../email-budget.ts';
import type { AttemptGuard } from '../guard/attempt-guard.ts';
import { accountChangeNoticeMessage, reauthenticationMessage } from '../mail-messages.ts';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from '../passwords/password-policy.ts';
import { hashPassword, verifyPassword } from '../passwords/passwords.ts';
import { parsePkce } from '../pkce.ts';
import { presentUser, type UserView } from '../presenter.ts';
import { redirectOrDefault } from '../redirects.ts';
import * as repository from '../repository.ts';
import type { UserRow } from '../repository.ts';
import { randomCode, randomToken, secretsEqual, sha256 } from '../secrets.ts';
import type { SessionLiveness } from '../sessions/session-liveness.ts';

/** Wrong reauthentication codes allowed before the code is void. */
const MAX_NONCE_ATTEMPTS = 5;

export interface UpdateUserInput {
  readonly email?: string | null;
  readonly password?: string | null;
  readonly currentPassword?: string | null;
  /** The code sent by GET /reauthenticate, which stands in for the current password when changing it. */
  readonly nonce?: string | null;
  readonly data?: Record<string, unknown> | null;
  readonly phone?: string | null;
  readonly codeChallenge?: string | null;
  readonly codeChallengeMethod?: string | null;
  readonly redirectTo?: string | null;
}

/**
 * The signed-in user's own account: GET /user, and PUT /user, which changes the metadata, the password (ending the
 * other sessions) or the e-mail address (by a link sent to the new one), and tells the current address.
 */
export class UserChanges {
  readonly #db: Database;
  readonly #config: Config;
  readonly #liveness: SessionLiveness;
  readonly #mailer: Mailer;
  readonly #emailBudget: EmailBudget;
  readonly #log: FastifyBaseLogger;
  readonly #links: EmailLinks;
  readonly #guard: AttemptGuard;

  constructor(context: AuthContext, links: EmailLinks) {
    this.#guard = context.guard;
    this.#db = context.db;
    this.#config = context.config;
    this.#liveness = context.liveness;
    this.#mailer = context.mailer;
    this.#emailBudget = context.emailBudget;
    this.#log = context.log;
    this.#links = links;
  }

  get #auth() {
    return this.#config.auth;
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
        if (!(await this.#emailBudget.allows({ kind: 'notice', recipient: currentEmail, sender: null }))) {
          this.#log.warn({ kind: notice.kind }, 'account change notice not sent: the e-mail budget is spent');
          continue;
        }
        await this.#mailer.send(accountChangeNoticeMessage({ ...notice, to: currentEmail, at, resetPasswordLink }));
        this.#log.info({ kind: notice.kind }, 'auth e-mail sent');
      } catch (error) {
        this.#log.warn({ err: error, kind: notice.kind }, 'account change notice could not be sent');
      }
    }
  }

  async currentUser(actor: TokenActor): Promise<UserView> {
    const view = await repository.loadUserView(this.#db, actor.userId);
    if (!view) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return view;
  }

  /** GET /reauthenticate: mails a six-digit code that PUT /user then takes as `nonce` for a password change. */
  async reauthenticate(actor: TokenActor, ctx: RequestContext): Promise<void> {
    const { user } = await this.currentUser(actor);
    if (!user.email) throw validationFailed('Reauthentication requires the user to have an email or a phone number');
    if (!user.emailConfirmedAt) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    const now = new Date();
    if (this.#links.secondsUntilResend(user.reauthenticationSentAt, now) > 0)
      throw this.#links.tooSoon(user.reauthenticationSentAt, now);
    await this.#emailBudget.spend({ kind: 'reauthentication', recipient: user.email, sender: senderAccount(user.id) });
    const code = randomCode();
    await this.#db.transaction(async (tx) => {
      await repository.replaceOneTimeToken(tx, {
        userId: user.id,
        tokenType: 'reauthentication_token',
        // The code is the only secret: no link carries this token, so its hash is of a random value never sent.
        tokenHash: sha256(randomToken(32)),
        codeHash: codeHash(user.email!, code),
        relatesTo: user.email!,
        flowStateId: null,
        redirectTo: null,
        expiresAt: new Date(now.getTime() + this.#auth.emailLinkTtlSeconds * 1000),
      });
      await repository.updateUser(tx, user.id, { reauthenticationSentAt: now });
      await audit(tx, ctx, user.id, 'user_reauthenticate', {});
    });
    try {
      await this.#mailer.send(
        reauthenticationMessage({ to: user.email, code, validForSeconds: this.#auth.emailLinkTtlSeconds }),
      );
      this.#log.info({ kind: 'reauthentication' }, 'auth e-mail sent');
    } catch (error) {
      this.#log.error({ err: error, kind: 'reauthentication' }, 'auth e-mail could not be sent');
      throw new AuthApiError(500, 'unexpected_failure', 'Error sending email');
    }
  }

  /** A reauthentication code, spent once; a few wrong ones void it. */
  async #checkNonce(user: UserRow, nonce: string, ctx: RequestContext): Promise<void> {
    const invalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
    if (!user.email) throw invalid();
    const [row] = await repository.oneTimeTokensOfUser(this.#db, user.id, ['reauthentication_token']);
    if (!row?.codeHash) throw invalid();
    if (row.expiresAt <= new Date() || row.failedAttempts >= MAX_NONCE_ATTEMPTS) {
      await repository.deleteOneTimeToken(this.#db, row.id);
      throw invalid();
    }
    if (!secretsEqual(row.codeHash, codeHash(user.email, nonce.trim()))) {
      if ((await repository.countFailedCode(this.#db, row.id)) >= MAX_NONCE_ATTEMPTS)
        await repository.deleteOneTimeToken(this.#db, row.id);
      await audit(this.#db, ctx, user.id, 'reauthentication_failed', {});
      throw invalid();
    }
    // Spent now, so two password changes cannot both use it.
    if (!(await repository.deleteOneTimeToken(this.#db, row.id))) throw invalid();
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
    // The code from GET /reauthenticate stands in for the current password when changing the password.
    const nonce = changesPassword && !input.currentPassword ? input.nonce : null;
    const reauthenticated = !!nonce;
    if (nonce) await this.#checkNonce(user, nonce, ctx);
    if ((changesEmail || changesPassword) && user.encryptedPassword && !isRecoverySession && !reauthenticated) {
      const what = changesPassword ? 'setting new password' : 'changing email address';
      if (!input.currentPassword)
        throw badRequest('current_password_required', `Current password required when ${what}.`);
      const attempt = { subject: { userId: user.id, email: user.email }, ip: ctx.ip };
      await this.#guard.ensureAllowed(attempt);
      if (!(await verifyPassword(user.encryptedPassword, input.currentPassword))) {
        await audit(this.#db, ctx, user.id, 'reauthentication_failed', {});
        await this.#guard.failed(attempt);
        throw badRequest('current_password_mismatch', `Current password required when ${what}.`);
      }
      await this.#guard.succeeded(user.id);
    }
    let passwordHash: string | null = null;
    if (changesPassword) {
      const password = input.password;
      if (password.length > MAX_PASSWORD_LENGTH)
        throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
      const weak = await checkPasswordStrength(password);
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
        this.#links.recentlySent(user.emailChangeSentAt, new Date())
      ) {
        throw new AuthApiError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${this.#auth.emailResendIntervalSeconds} seconds.`,
        );
      }
      await this.#emailBudget.spend({ kind: 'email_change', recipient: newEmail, sender: senderAccount(user.id) });
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
        await repository.deleteOneTimeTokensOfUser(tx, user.id, [
          'recovery_token',
          'magiclink_token',
          'reauthentication_token',
        ]);
        await audit(tx, ctx, user.id, 'user_updated_password', { other_sessions_ended: ended.length });
      }
      if (input.data) {
        const merged = mergeMetadata(user.userMetadata, input.data);
        const problem = metadataProblem(merged);
        if (problem) throw validationFailed(`data: ${problem}`);
        user = await repository.updateUser(tx, user.id, { userMetadata: merged });
        await audit(tx, ctx, user.id, 'user_modified', { fields: ['user_metadata'] });
      }
      if (changesEmail) {
        const flowStateId = pkce
          ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'email_change' })
          : null;
        pending.push(
          await this.#links.prepare(tx, {
            user,
            tokenType: 'email_change_token_new',
            kind: 'email_change',
            verifyType: 'email_change',
            address: newEmail,
            redirectTo: redirectOrDefault(this.#config, input.redirectTo, '/'),
            flowStateId,
            now,
          }),
        );
        user = await repository.updateUser(tx, user.id, { newEmail, emailChangeSentAt: now });
        await audit(tx, ctx, user.id, 'user_email_change_requested', {});
      }
      return ended;
    });
    await this.#liveness.ended(endedSessions);
    await this.#links.send(pending);
    if (view.user.email)
      await this.#noticeAccountChanges(
        view.user.email,
        { changesPassword, newEmail: changesEmail ? newEmail : null },
        now,
      );
    return presentUser(await repository.viewOf(this.#db, user));
  }
}
