import type { Database } from '@tedi/db';
import type { Config } from '../../platform/config.ts';
import { normaliseEmail } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import type { EmailLinks, PendingMail } from '../email-links/email-links.ts';
import { type EmailBudget, senderAddress } from '../email-budget.ts';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from '../passwords/password-policy.ts';
import { hashPassword, spendPasswordCheckTime } from '../passwords/passwords.ts';
import { parsePkce } from '../pkce.ts';
import { obfuscatedSignUpUser, presentSession, presentUser } from '../presenter.ts';
import { redirectOrDefault } from '../redirects.ts';
import * as repository from '../repository.ts';
import type { UserRow } from '../repository.ts';
import type { Sessions } from '../sessions/sessions.ts';

export interface SignUpInput {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly password?: string | null;
  readonly data?: Record<string, unknown> | null;
  readonly codeChallenge?: string | null;
  readonly codeChallengeMethod?: string | null;
  readonly redirectTo?: string | null;
}

/** POST /signup: a new account with a password, confirmed by a link (or at once, with autoconfirm). */
export class SignUp {
  readonly #db: Database;
  readonly #config: Config;
  readonly #emailBudget: EmailBudget;
  readonly #sessions: Sessions;
  readonly #links: EmailLinks;

  constructor(context: AuthContext, sessions: Sessions, links: EmailLinks) {
    this.#db = context.db;
    this.#config = context.config;
    this.#emailBudget = context.emailBudget;
    this.#sessions = sessions;
    this.#links = links;
  }

  get #auth() {
    return this.#config.auth;
  }

  async signUp(input: SignUpInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    // Without an address or a phone number the client asks for an anonymous account, which Tedi does not offer.
    if (!input.email && !input.phone)
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    if (this.#auth.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (input.email && input.phone)
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    if (input.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const email = normaliseEmail(input.email);
    const password = input.password ?? '';
    if (password === '') throw validationFailed('Signup requires a valid password');
    if (password.length > MAX_PASSWORD_LENGTH)
      throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
    const weak = await checkPasswordStrength(password);
    if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
    const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
    const redirectTo = redirectOrDefault(this.#config, input.redirectTo, '/');
    const userMetadata = input.data ?? {};
    const autoconfirm = this.#auth.autoconfirm;
    if (!autoconfirm)
      await this.#emailBudget.spend({ kind: 'signup', recipient: email, sender: senderAddress(ctx.ip) });

    const existing = await repository.findUserByEmail(this.#db, email);
    if (existing?.emailConfirmedAt) {
      await spendPasswordCheckTime(password);
      await audit(this.#db, ctx, existing.id, 'user_repeated_signup', { provider: 'email' });
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
        await audit(tx, ctx, user.id, 'user_signedup', { provider: 'email' });
      }
      if (autoconfirm) {
        const session = await this.#sessions.start(tx, user, 'password', ctx, now);
        await audit(tx, ctx, user.id, 'login', { provider: 'email', method: 'signup' });
        return presentSession(session);
      }
      if (!this.#links.recentlySent(user.confirmationSentAt, now)) {
        const flowStateId = pkce
          ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'email/signup' })
          : null;
        pending.push(
          await this.#links.prepare(tx, {
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
        await audit(tx, ctx, user.id, 'user_confirmation_requested', { provider: 'email' });
      }
      return presentUser(await repository.viewOf(tx, user));
    });
    await this.#links.send(pending);
    return result;
  }
}
