import type { Database } from '@tedi/db';
import type { Config } from '../../platform/config.ts';
import { mergeMetadata, normaliseEmail } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import type { EmailLinks, IssuedLink, VerifyType } from '../email-links/email-links.ts';
import { type EmailBudget, senderAddress } from '../email-budget.ts';
import { AuthApiError, unprocessable, validationFailed } from '../errors.ts';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from '../passwords/password-policy.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { presentUser } from '../presenter.ts';
import { redirectOrDefault } from '../redirects.ts';
import * as repository from '../repository.ts';
import type { OneTimeTokenType, UserRow } from '../repository.ts';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

export interface InviteInput {
  readonly email?: string | null;
  readonly data?: Record<string, unknown> | null;
  readonly redirectTo?: string | null;
}

export interface GenerateLinkInput {
  readonly type?: string | null;
  readonly email?: string | null;
  readonly newEmail?: string | null;
  readonly password?: string | null;
  readonly data?: Record<string, unknown> | null;
  readonly redirectTo?: string | null;
}

/** What each link type of /admin/generate_link stores, and the `type` its link carries to /verify. */
const LINK_TOKENS: Record<string, { readonly tokenType: OneTimeTokenType; readonly verifyType: VerifyType }> = {
  signup: { tokenType: 'confirmation_token', verifyType: 'signup' },
  invite: { tokenType: 'invite_token', verifyType: 'invite' },
  magiclink: { tokenType: 'magiclink_token', verifyType: 'magiclink' },
  recovery: { tokenType: 'recovery_token', verifyType: 'recovery' },
  email_change_new: { tokenType: 'email_change_token_new', verifyType: 'email_change' },
};

/**
 * The admin API's e-mail links: POST /invite (an account opened by an administrator, with an invitation mailed to
 * it) and POST /admin/generate_link (the link and code of any e-mail, handed to the caller to send itself).
 */
export class AdminLinks {
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

  /** The account an address belongs to, for checking who may act on it (the address is checked first). */
  async accountIdOf(email: string | null | undefined): Promise<string | null> {
    return (await repository.findUserByEmail(this.#db, normaliseEmail(email)))?.id ?? null;
  }

  async invite(input: InviteInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const email = normaliseEmail(input.email);
    const redirectTo = redirectOrDefault(this.#config, input.redirectTo, '/');
    const existing = await repository.findUserByEmail(this.#db, email);
    if (existing?.emailConfirmedAt) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    await this.#emailBudget.spend({ kind: 'invitation', recipient: email, sender: senderAddress(ctx.ip) });
    const now = new Date();
    const { user, pending } = await this.#db.transaction(async (tx) => {
      const invited = existing ?? (await this.#newInvitedUser(tx, email, input.data, ctx));
      const mail = await this.#links.prepare(tx, {
        user: invited,
        tokenType: 'invite_token',
        kind: 'invite',
        verifyType: 'invite',
        address: email,
        redirectTo,
        flowStateId: null,
        now,
      });
      const updated = await repository.updateUser(tx, invited.id, { invitedAt: now, confirmationSentAt: now });
      await audit(tx, ctx, invited.id, 'user_invited', { user_email: email });
      return { user: updated, pending: [mail] };
    });
    await this.#links.send(pending);
    return presentUser(await repository.viewOf(this.#db, user));
  }

  async generateLink(input: GenerateLinkInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const email = normaliseEmail(input.email);
    const redirectTo = redirectOrDefault(this.#config, input.redirectTo, '/');
    const existing = await repository.findUserByEmail(this.#db, email);
    let type = input.type ?? '';
    if (!existing) {
      // A magic link for an address without an account opens one, as a sign-up would.
      if (type === 'magiclink') type = 'signup';
      if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new')
        throw new AuthApiError(404, 'user_not_found', 'User with this email not found');
    }
    if (type === 'email_change_current') {
      // Tedi confirms an e-mail change from the new address only (GoTrue's "secure email change" turned off).
      throw validationFailed('Enable secure email change to generate link for current email');
    }
    const token = LINK_TOKENS[type];
    if (!token) throw validationFailed(`Invalid email action link type requested: ${type}`);
    let passwordHash: string | null = null;
    if (type === 'signup' && !existing && input.password) {
      if (input.password.length > MAX_PASSWORD_LENGTH)
        throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
      const weak = await checkPasswordStrength(input.password);
      if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      passwordHash = await hashPassword(input.password);
    }
    const newEmail = type === 'email_change_new' ? normaliseEmail(input.newEmail) : null;

    const now = new Date();
    const { user, issued } = await this.#db.transaction(async (tx) => {
      let user: UserRow;
      let address = email;
      switch (type) {
        case 'signup':
        case 'invite':
          if (existing?.emailConfirmedAt) throw unprocessable('email_exists', DUPLICATE_EMAIL);
          if (existing) {
            user = input.data
              ? await repository.updateUser(tx, existing.id, {
                  userMetadata: mergeMetadata(existing.userMetadata, input.data),
                })
              : existing;
          } else if (type === 'invite') {
            user = await this.#newInvitedUser(tx, email, input.data, ctx);
          } else {
            user = await repository.createUser(tx, {
              email,
              passwordHash,
              userMetadata: input.data ?? {},
              role: 'parent',
              emailConfirmedAt: null,
            });
            await audit(tx, ctx, user.id, 'user_signedup', { provider: 'email', by: 'admin_link' });
          }
          user = await repository.updateUser(
            tx,
            user.id,
            type === 'invite' ? { invitedAt: now, confirmationSentAt: now } : { confirmationSentAt: now },
          );
          break;
        case 'magiclink':
        case 'recovery':
          user = await repository.updateUser(tx, existing!.id, { recoverySentAt: now });
          break;
        default: {
          // email_change_new: the change waits for the link to the new address, as one the person asked for.
          const holder = await repository.findUserByEmail(tx, newEmail!);
          if (holder) throw unprocessable('email_exists', DUPLICATE_EMAIL);
          user = await repository.updateUser(tx, existing!.id, { newEmail, emailChangeSentAt: now });
          address = newEmail!;
        }
      }
      const issued: IssuedLink = await this.#links.issue(tx, {
        user,
        tokenType: token.tokenType,
        verifyType: token.verifyType,
        address,
        redirectTo,
        flowStateId: null,
        now,
      });
      await audit(tx, ctx, user.id, 'admin_generated_link', { type });
      return { user, issued };
    });
    return {
      ...presentUser(await repository.viewOf(this.#db, user)),
      action_link: issued.link,
      email_otp: issued.code,
      hashed_token: issued.token,
      verification_type: type,
      redirect_to: redirectTo,
    };
  }

  async #newInvitedUser(
    tx: Database,
    email: string,
    data: Record<string, unknown> | null | undefined,
    ctx: RequestContext,
  ): Promise<UserRow> {
    const user = await repository.createUser(tx, {
      email,
      passwordHash: null,
      userMetadata: data ?? {},
      role: 'parent',
      emailConfirmedAt: null,
    });
    await audit(tx, ctx, user.id, 'user_signedup', { provider: 'email', by: 'invite' });
    return user;
  }
}
