import type { Database } from '@tedi/db';
import type { Config } from '../../platform/config.ts';
import { isBanned, normaliseEmail } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import { type EmailBudget, senderAddress } from '../email-budget.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import { normalisePhone } from '../mfa/mfa.ts';
import { parsePkce } from '../pkce.ts';
import { redirectOrDefault } from '../redirects.ts';
import * as repository from '../repository.ts';
import type { UserRow } from '../repository.ts';
import type { EmailLinks, PendingMail } from './email-links.ts';

export interface OtpInput {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly channel?: string | null;
  /** Whether an address without an account gets one (GoTrue's default: yes). */
  readonly createUser?: boolean | null;
  readonly data?: Record<string, unknown> | null;
  readonly codeChallenge?: string | null;
  readonly codeChallengeMethod?: string | null;
  readonly redirectTo?: string | null;
}

export interface ResendInput {
  readonly type?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly codeChallenge?: string | null;
  readonly codeChallengeMethod?: string | null;
  readonly redirectTo?: string | null;
}

/** The types `POST /resend` takes, as GoTrue names them. */
const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'] as const;

/**
 * Sign-in by e-mail without a password (`POST /otp`: a link with a six-digit code, which also opens an account
 * when asked to), and a confirmation or e-mail change link sent again (`POST /resend`). Phone numbers are answered
 * as GoTrue answers them with its phone provider turned off.
 */
export class OneTimeCodes {
  readonly #db: Database;
  readonly #config: Config;
  readonly #emailBudget: EmailBudget;
  readonly #links: EmailLinks;

  constructor(context: AuthContext, links: EmailLinks) {
    this.#db = context.db;
    this.#config = context.config;
    this.#emailBudget = context.emailBudget;
    this.#links = links;
  }

  get #auth() {
    return this.#config.auth;
  }

  async sendOtp(input: OtpInput, ctx: RequestContext): Promise<void> {
    if (input.email && input.phone) throw validationFailed('Only an email address or phone number should be provided');
    if (input.email && input.channel) throw validationFailed('Channel should only be specified with Phone OTP');
    const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
    const createUser = input.createUser ?? true;
    if (!input.email && !input.phone) throw validationFailed('One of email or phone must be set');
    if (input.phone) {
      normalisePhone(input.phone);
      // No account has a phone number to sign in with, so without `create_user` none is found.
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    }
    const email = normaliseEmail(input.email);
    const redirectTo = redirectOrDefault(this.#config, input.redirectTo, '/');
    const existing = await repository.findUserByEmail(this.#db, email);
    if (!existing && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    const now = new Date();
    if (existing && isBanned(existing, now)) {
      // Nothing is sent to a banned account; the answer says no more than for any other address.
      await audit(this.#db, ctx, existing.id, 'user_recovery_requested', { channel: 'email', sent: false });
      return;
    }
    if (existing?.emailConfirmedAt) {
      if (this.#links.secondsUntilResend(existing.recoverySentAt, now) > 0)
        throw this.#links.tooSoon(existing.recoverySentAt, now);
      await this.#emailBudget.spend({ kind: 'magiclink', recipient: email, sender: senderAddress(ctx.ip) });
      const pending = await this.#db.transaction(async (tx) => {
        const flowStateId = pkce
          ? await repository.insertFlowState(tx, { userId: existing.id, ...pkce, authenticationMethod: 'magiclink' })
          : null;
        const mail = await this.#magicLink(tx, existing, email, redirectTo, flowStateId, now);
        await audit(tx, ctx, existing.id, 'user_recovery_requested', { channel: 'email', sent: true });
        return [mail];
      });
      await this.#links.send(pending);
      return;
    }

    // A new address, or one whose sign-up was never confirmed: this is a sign-up without a password.
    if (this.#auth.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const autoconfirm = this.#auth.autoconfirm;
    const sentAt = existing ? (autoconfirm ? existing.recoverySentAt : existing.confirmationSentAt) : null;
    if (this.#links.secondsUntilResend(sentAt, now) > 0) throw this.#links.tooSoon(sentAt, now);
    await this.#emailBudget.spend({ kind: 'signup', recipient: email, sender: senderAddress(ctx.ip) });
    const pending = await this.#db.transaction(async (tx) => {
      let user: UserRow;
      if (existing) {
        // Whoever chose the password of an unconfirmed sign-up never proved the address: the link must not leave
        // them a way in once its owner confirms it.
        user = await repository.updateUser(tx, existing.id, {
          encryptedPassword: null,
          ...(input.data ? { userMetadata: input.data } : {}),
        });
      } else {
        user = await repository.createUser(tx, {
          email,
          passwordHash: null,
          userMetadata: input.data ?? {},
          role: 'parent',
          emailConfirmedAt: autoconfirm ? now : null,
        });
        await audit(tx, ctx, user.id, 'user_signedup', { provider: 'email', by: 'otp' });
      }
      if (autoconfirm) {
        if (!user.emailConfirmedAt) {
          user = await repository.updateUser(tx, user.id, { emailConfirmedAt: now });
          await repository.setEmailIdentity(tx, user.id, email, true);
        }
        const flowStateId = pkce
          ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'magiclink' })
          : null;
        return [await this.#magicLink(tx, user, email, redirectTo, flowStateId, now)];
      }
      return [await this.#confirmation(tx, ctx, user, email, redirectTo, pkce, now, { by: 'otp' })];
    });
    await this.#links.send(pending);
  }

  /** The sign-up confirmation link, recorded as sent now: for a new address asking for a code and for a resend. */
  async #confirmation(
    tx: Database,
    ctx: RequestContext,
    user: UserRow,
    email: string,
    redirectTo: string,
    pkce: ReturnType<typeof parsePkce>,
    now: Date,
    auditDetail: Readonly<Record<string, unknown>>,
  ): Promise<PendingMail> {
    const flowStateId = pkce
      ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'email/signup' })
      : null;
    const mail = await this.#links.prepare(tx, {
      user,
      tokenType: 'confirmation_token',
      kind: 'confirmation',
      verifyType: 'signup',
      address: email,
      redirectTo,
      flowStateId,
      now,
    });
    await repository.updateUser(tx, user.id, { confirmationSentAt: now });
    await audit(tx, ctx, user.id, 'user_confirmation_requested', { provider: 'email', ...auditDetail });
    return mail;
  }

  async #magicLink(
    tx: Database,
    user: UserRow,
    email: string,
    redirectTo: string,
    flowStateId: string | null,
    now: Date,
  ): Promise<PendingMail> {
    const mail = await this.#links.prepare(tx, {
      user,
      tokenType: 'magiclink_token',
      kind: 'magiclink',
      verifyType: 'magiclink',
      address: email,
      redirectTo,
      flowStateId,
      now,
    });
    await repository.updateUser(tx, user.id, { recoverySentAt: now });
    return mail;
  }

  async resend(input: ResendInput, ctx: RequestContext): Promise<void> {
    const type = input.type ?? '';
    if (!(RESEND_TYPES as readonly string[]).includes(type))
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    const pkce =
      type === 'signup' || type === 'email_change' ? parsePkce(input.codeChallenge, input.codeChallengeMethod) : null;
    if (!input.email && type === 'signup') throw validationFailed('Type provided requires an email address');
    if (!input.phone && type === 'sms') throw validationFailed('Type provided requires a phone number');
    if (input.email && input.phone) throw validationFailed('Only an email address or phone number should be provided.');
    if (input.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (!input.email) throw validationFailed('Missing email address or phone number');
    const email = normaliseEmail(input.email);
    const user = await repository.findUserByEmail(this.#db, email);
    const now = new Date();
    // Nothing to send says nothing: an unknown address, a confirmed one, no e-mail change waiting, no phone change.
    if (!user || isBanned(user, now) || type === 'sms' || type === 'phone_change') return;
    const redirectTo = redirectOrDefault(this.#config, input.redirectTo, '/');
    if (type === 'signup') {
      if (user.emailConfirmedAt) return;
      if (this.#links.secondsUntilResend(user.confirmationSentAt, now) > 0)
        throw this.#links.tooSoon(user.confirmationSentAt, now);
      await this.#emailBudget.spend({ kind: 'signup', recipient: email, sender: senderAddress(ctx.ip) });
      const pending = await this.#db.transaction(async (tx) => {
        return [await this.#confirmation(tx, ctx, user, email, redirectTo, pkce, now, { resent: true })];
      });
      await this.#links.send(pending);
      return;
    }
    // email_change: the link to the new address, when a change is waiting.
    const newEmail = user.newEmail;
    if (!newEmail) return;
    if (this.#links.secondsUntilResend(user.emailChangeSentAt, now) > 0)
      throw this.#links.tooSoon(user.emailChangeSentAt, now);
    await this.#emailBudget.spend({ kind: 'email_change', recipient: newEmail, sender: senderAddress(ctx.ip) });
    const pending = await this.#db.transaction(async (tx) => {
      const flowStateId = pkce
        ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'email_change' })
        : null;
      const mail = await this.#links.prepare(tx, {
        user,
        tokenType: 'email_change_token_new',
        kind: 'email_change',
        verifyType: 'email_change',
        address: newEmail,
        redirectTo,
        flowStateId,
        now,
      });
      await repository.updateUser(tx, user.id, { emailChangeSentAt: now });
      await audit(tx, ctx, user.id, 'user_email_change_requested', { resent: true });
      return [mail];
    });
    await this.#links.send(pending);
  }
}
