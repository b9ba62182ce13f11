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

/** What a link is for and where it goes. */
export interface LinkInput {
  readonly user: UserRow;
  readonly tokenType: OneTimeTokenType;
  readonly verifyType: VerifyType;
  /** The address the link is sent to (the new one, for an e-mail change). */
  readonly address: string;
  readonly redirectTo: string;
  readonly flowStateId: string | null;
  readonly now: Date;
}

/** A stored link: the token in it (also what `POST /verify` takes as `token_hash`), its code, and the link itself. */
export interface IssuedLink {
  readonly token: string;
  readonly code: string;
  readonly link: string;
}

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
  async prepare(tx: Database, input: LinkInput & { kind: LinkMessageKind }): Promise<PendingMail> {
    const issued = await this.issue(tx, input);
    return {
      message: linkMessage({
        kind: input.kind,
        to: input.address,
        link: issued.link,
        code: issued.code,
        validForSeconds: this.#auth.emailLinkTtlSeconds,
      }),
    };
  }

  /**
   * Stores a one-time token for a link and its code, and hands them over instead of mailing them: for the admin API,
   * whose caller sends the message itself (`/admin/generate_link`).
   */
  async issue(tx: Database, input: LinkInput): Promise<IssuedLink> {
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
    return { token, code, link: link.href };
  }

  /** Seconds until another message of a kind may go out, or 0 when it may go out now. */
  secondsUntilResend(sentAt: Date | null, now: Date): number {
    if (sentAt === null) return 0;
    const waitMs = sentAt.getTime() + this.#auth.emailResendIntervalSeconds * 1000 - now.getTime();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** GoTrue's answer to a message asked for again too soon. */
  tooSoon(sentAt: Date | null, now: Date): AuthApiError {
    return new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${this.secondsUntilResend(sentAt, now)} seconds.`,
    );
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
