import { type Database, schema } from '@tedi/db';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './config.ts';

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
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(smtpUrl: string, from: string) {
    this.#transport = nodemailer.createTransport(smtpUrl);
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  async close(): Promise<void> {
    this.#transport.close();
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
