import type { Database } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import type { AuthContext } from '../context.ts';
import { AuthApiError } from '../errors.ts';
import { type LinkMessageKind, linkMessage } from '../mail-messages.ts';
import * as repository from '../repository.ts';
import type { OneTimeTokenType, UserRow } from '../repository.ts';
import { randomCode, randomToken, sha256 } from '../secrets.ts';

/** The `type` of a link or code at /verify, as GoTrue names them. */
export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Starts the token of a link that belongs to a PKCE flow, so the link answers with a code rather than a session. */
export const PKCE_TOKEN_PREFIX = 'pkce_';

/** A message to send once the transaction that stored its token has committed. */
export interface PendingMail {
  readonly message: MailMessage;
}

/** The hash of a code sent by e-mail, bound to the address it was sent to. */
export function codeHash(address: string, code: string): string {
  return sha256(`${address.toLowerCase()}:${code}`);
}

/**
 * The links (each with a code to type instead) that confirm an address, recover an account or change an address:
 * stored as one-time tokens inside the caller's transaction, and sent once it has committed.
 */
export class EmailLinks {
  readonly #config: Config;
  readonly #mailer: Mailer;
  readonly #log: FastifyBaseLogger;

  constructor(context: AuthContext) {
    this.#config = context.config;
    this.#mailer = context.mailer;
    this.#log = context.log;
  }

  get #auth() {
    return this.#config.auth;
  }

  /** Stores a one-time token for a link and its code; returns the message to send once the transaction commits. */
  async prepare(
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

  /** Whether a link of this kind went out less than the resend interval ago: then no other is sent yet. */
  recentlySent(sentAt: Date | null, now: Date): boolean {
    return sentAt !== null && now.getTime() - sentAt.getTime() < this.#auth.emailResendIntervalSeconds * 1000;
  }

  /** Sends what `prepare` returned, once its transaction has committed; a message that fails fails the request. */
  async send(pending: readonly PendingMail[]): Promise<void> {
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
}
