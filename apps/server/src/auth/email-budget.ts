import type { Database } from '@tedi/db';
import { type Clock, systemClock } from '../platform/clock.ts';
import { countInWindow } from '../platform/throttles.ts';
import { overEmailSendRateLimit } from './errors.ts';
import { sha256 } from './secrets.ts';

/** What an e-mail is for. Each kind has its own hourly budget, so sign-up spam cannot starve password resets. */
export type EmailKind =
  'signup' | 'recovery' | 'magiclink' | 'reauthentication' | 'email_change' | 'notice' | 'invitation';

/** One e-mail about to be sent: its kind, its recipient, and who asked for it. */
export interface EmailSend {
  readonly kind: EmailKind;
  readonly recipient: string;
  /**
   * Who asked: `address:<ip>` for a request from a browser, `account:<id>` for a signed-in person's action; null for
   * what the service sends on its own (a notice to an account's owner), which counts against the recipient only.
   */
  readonly sender: string | null;
}

export interface EmailBudgetLimits {
  /** E-mails of one kind the whole service sends per hour. */
  readonly perKindPerHour: number;
  readonly perRecipientPerHour: number;
  readonly perSenderPerHour: number;
}

const HOUR_MS = 3_600_000;

/** The sender key of a request from a browser. */
export const senderAddress = (ip: string | null): string | null => (ip ? `address:${ip}` : null);
/** The sender key of a signed-in person's action. */
export const senderAccount = (userId: string): string => `account:${userId}`;

/**
 * Hourly e-mail budgets, counted in the database so every instance shares them: per recipient (nobody's mailbox is
 * flooded), per sender (one address or account cannot spend the service's budget), and per kind for the whole
 * service (a runaway loop stops, and sign-up spam leaves recovery and invitations alone).
 */
export class EmailBudget {
  readonly #db: Database;
  readonly #limits: EmailBudgetLimits;
  readonly #clock: Clock;

  constructor(db: Database, limits: EmailBudgetLimits, clock: Clock = systemClock) {
    this.#db = db;
    this.#limits = limits;
    this.#clock = clock;
  }

  /** Counts the e-mail against its budgets; false when one of them is spent (then it must not be sent). */
  async allows(send: EmailSend): Promise<boolean> {
    const now = this.#clock();
    const counts: [string, number][] = [
      [`mail-kind:${send.kind}`, this.#limits.perKindPerHour],
      [`mail-to:${sha256(send.recipient.trim().toLowerCase())}`, this.#limits.perRecipientPerHour],
      ...(send.sender ? [[`mail-from:${send.sender}`, this.#limits.perSenderPerHour] as [string, number]] : []),
    ];
    let allowed = true;
    for (const [key, limit] of counts) {
      if ((await countInWindow(this.#db, key, HOUR_MS, now)) > limit) allowed = false;
    }
    return allowed;
  }

  /** As `allows`, but refuses with 429 over_email_send_rate_limit, as GoTrue does. */
  async spend(send: EmailSend): Promise<void> {
    if (!(await this.allows(send))) throw overEmailSendRateLimit();
  }
}
