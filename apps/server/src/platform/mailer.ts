import { type Database, schema } from '@tedi/db';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from './config.ts';
import { lazily } from './lazy.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** What the message is for (confirmation, recovery, email_change, ...): for the outbox and the logs. */
  readonly kind: string;
}

/** Sends the messages the server writes to people. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP when configured; otherwise the outbox table, which the developer mailbox and the tests read. */
export function createMailer(config: MailConfig, db: Database): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new OutboxMailer(db);
}

export class SmtpMailer implements Mailer {
  // The SMTP library is loaded with the first message rather than at start, so an idle server does not hold it.
  readonly #transport: () => Promise<Transporter>;
  #opened = false;
  readonly #from: string;

  constructor(smtpUrl: string, from: string) {
    this.#transport = lazily(async () => {
      const { default: nodemailer } = await import('nodemailer');
      this.#opened = true;
      return nodemailer.createTransport(smtpUrl);
    });
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.#transport();
    await transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  async close(): Promise<void> {
    if (this.#opened) (await this.#transport()).close();
  }
}

export class OutboxMailer implements Mailer {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#db.insert(schema.mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      kind: message.kind,
    });
  }

  async close(): Promise<void> {}
}
