import { overEmailSendRateLimit } from './errors.ts';

/** At most `perHour` e-mails from this instance in any hour, to anybody: a runaway loop or an abuser can't spam. */
export class EmailBudget {
  readonly #perHour: number;
  readonly #sentAt: number[] = [];

  constructor(perHour: number) {
    this.#perHour = perHour;
  }

  #prune(now: number): void {
    while (this.#sentAt.length > 0 && this.#sentAt[0]! <= now - 3_600_000) this.#sentAt.shift();
  }

  /** Throws 429 over_email_send_rate_limit when the hour's budget is spent. */
  ensureAvailable(now = Date.now()): void {
    this.#prune(now);
    if (this.#sentAt.length >= this.#perHour) throw overEmailSendRateLimit();
  }

  take(now = Date.now()): void {
    this.ensureAvailable(now);
    this.#sentAt.push(now);
  }
}
