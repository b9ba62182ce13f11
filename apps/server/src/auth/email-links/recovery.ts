import type { Database } from '@tedi/db';
import type { Config } from '../../platform/config.ts';
import { isBanned, normaliseEmail } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import { type EmailBudget, senderAddress } from '../email-budget.ts';
import { parsePkce } from '../pkce.ts';
import { redirectOrDefault } from '../redirects.ts';
import * as repository from '../repository.ts';
import type { EmailLinks } from './email-links.ts';

/** POST /recover: a link to set a new password, sent only to an address with an account, saying nothing either way. */
export class Recovery {
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
    const redirectTo = redirectOrDefault(this.#config, input.redirectTo, '/reset-password');
    // Counted for every address alike, so a refusal says nothing about whether this one has an account. Recovery
    // has its own budget: sign-ups, however many, never use it up.
    await this.#emailBudget.spend({ kind: 'recovery', recipient: email, sender: senderAddress(ctx.ip) });
    const user = await repository.findUserByEmail(this.#db, email);
    const now = new Date();
    if (!user || isBanned(user, now) || this.#links.recentlySent(user.recoverySentAt, now)) {
      await audit(this.#db, ctx, user?.id ?? null, 'user_recovery_requested', { sent: false });
      return;
    }
    const pending = await this.#db.transaction(async (tx) => {
      const flowStateId = pkce
        ? await repository.insertFlowState(tx, { userId: user.id, ...pkce, authenticationMethod: 'recovery' })
        : null;
      const mail = await this.#links.prepare(tx, {
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
      await audit(tx, ctx, user.id, 'user_recovery_requested', { sent: true });
      return [mail];
    });
    await this.#links.send(pending);
  }
}
