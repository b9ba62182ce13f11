import { type Database, schema } from '@tedi/db';
import { escapeHtml } from './html.ts';

export interface SmsMessage {
  /** E.164 number, e.g. +447700900123. */
  readonly to: string;
  readonly text: string;
}

/** Sends text messages (the codes of phone MFA factors). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The `kind` of outbox entries that are text messages. */
export const SMS_OUTBOX_KIND = 'sms';

/**
 * Writes each text message into the mail outbox, addressed to the phone number with kind `sms`, where the
 * developer mailbox and the tests read it. The sender used when no SMS provider is given to the server.
 */
export class OutboxSmsSender implements SmsSender {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async send(message: SmsMessage): Promise<void> {
    await this.#db.insert(schema.mailOutbox).values({
      toAddress: message.to,
      subject: `Text message to ${message.to}`,
      textBody: message.text,
      htmlBody: `<p>${escapeHtml(message.text)}</p>`,
      kind: SMS_OUTBOX_KIND,
    });
  }
}
