import { addDays, type CalendarDate, type ChildArea, compareDates, formatLongDate } from '@tedi/contracts';
import type { EmailBudget } from '../../auth/email-budget.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ClaimedJob, JobOutcome, JobQueue } from '../../platform/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { atLondonTime, londonDay } from './london-time.ts';
import { deadlineReminderMessage } from './mail-message.ts';
import type { RemindersRepository } from './repository.ts';
import { REMINDER_HOUR } from './service.ts';

/** A deadline as the reminders see it: what, when, and whether it is still to be done. */
export interface RemindedDeadline {
  readonly title: string;
  readonly due: CalendarDate;
  /** Not done, and not a window that has closed. */
  readonly open: boolean;
  /** Missed by someone else (the council): reminded the day after as overdue. A family's own window is not. */
  readonly remindWhenOverdue: boolean;
}

/** Where a capability's statutory deadlines come from (EHCP, DLA), read again each time a reminder is due. */
export interface DeadlineSource {
  /** The job kind, unique per source (`ehcp-deadlines`). */
  readonly kind: string;
  /** The area of the child's record the deadlines belong to: only those who may view it are told. */
  readonly area: ChildArea;
  /** How the e-mail names them ("EHCP"). */
  readonly subjectOf: string;
  /** The page where they are seen. */
  readonly link: string;
  /** The child's deadlines as they are now; none when the child has no case. Read by the system, not a person. */
  deadlinesOf(childId: string): Promise<readonly RemindedDeadline[]>;
}

/** How many days before a deadline the first reminder goes. */
export const DEADLINE_REMINDER_DAYS_BEFORE = 7;

type Payload = {
  readonly childId: string;
  /** The day this run reminds of. */
  readonly forDay: CalendarDate;
  /** The last day whose reminder went, so a day's reminder goes once however often the job is moved. */
  readonly sentDay?: CalendarDate | null;
  /** Who has had this day's reminder, so a retry part-way skips them. */
  readonly sentTo?: readonly string[];
};

export interface DeadlineRemindersDependencies {
  readonly jobs: JobQueue;
  readonly repository: RemindersRepository;
  readonly access: ChildAccessService;
  readonly preferences: PreferencesService;
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  readonly clock: Clock;
  readonly settingsLink: string;
  readonly log: { warn(details: object, message: string): void };
}

/** The lines a reminder on `day` carries: a week before a deadline still open, and the day after a missed one. */
export function reminderLines(deadlines: readonly RemindedDeadline[], day: CalendarDate): string[] {
  const lines: string[] = [];
  for (const deadline of deadlines) {
    if (!deadline.open) continue;
    if (addDays(deadline.due, -DEADLINE_REMINDER_DAYS_BEFORE) === day) {
      lines.push(`${deadline.title}: due ${formatLongDate(deadline.due)}, in a week`);
    } else if (deadline.remindWhenOverdue && addDays(deadline.due, 1) === day) {
      lines.push(`${deadline.title}: was due ${formatLongDate(deadline.due)} and is now overdue`);
    }
  }
  return lines;
}

/** The first day after `after` (or on it, when `inclusive`) with something to remind of, or null. */
export function nextReminderDay(
  deadlines: readonly RemindedDeadline[],
  after: CalendarDate,
  inclusive: boolean,
): CalendarDate | null {
  const days = deadlines
    .filter((deadline) => deadline.open)
    .flatMap((deadline) => [
      addDays(deadline.due, -DEADLINE_REMINDER_DAYS_BEFORE),
      ...(deadline.remindWhenOverdue ? [addDays(deadline.due, 1)] : []),
    ])
    .filter((day) => (inclusive ? compareDates(day, after) >= 0 : compareDates(day, after) > 0))
    .sort(compareDates);
  return days[0] ?? null;
}

/**
 * E-mail reminders of a child's statutory deadlines, at 09:00 London time: a week before each one still open, and
 * the day after one the council has missed. One job per child and source, kept on the next day with something to
 * say: `reschedule` is called whenever the dates change (and is idempotent), and each run reads the deadlines again,
 * sends what is due that day once to each person who may see the area and wants deadline e-mails, and moves itself on.
 */
export class DeadlineReminders {
  readonly #deps: DeadlineRemindersDependencies;
  readonly #source: DeadlineSource;

  constructor(deps: DeadlineRemindersDependencies, source: DeadlineSource) {
    this.#deps = deps;
    this.#source = source;
    deps.jobs.handle(source.kind, (job) => this.#remind(job));
  }

  #key(childId: string): string {
    return `${this.#source.kind}:${childId}`;
  }

  /** Puts the child's reminder job on the next day with something to remind of, or takes it away. */
  async reschedule(childId: string): Promise<void> {
    const deadlines = await this.#source.deadlinesOf(childId);
    const now = this.#deps.clock();
    const today = londonDay(now);
    const existing = await this.#deps.jobs.find(this.#key(childId));
    const sentDay = (existing?.payload as Payload | undefined)?.sentDay ?? null;
    const day = nextReminderDay(deadlines, today, sentDay !== today);
    if (day === null) {
      await this.#deps.jobs.cancel(this.#key(childId));
      return;
    }
    // Today's nine o'clock has passed: today's reminder goes at once.
    const nine = atLondonTime(day, REMINDER_HOUR);
    const at = nine.getTime() < now.getTime() ? now : nine;
    const payload: Payload = { childId, forDay: day, sentDay };
    await this.#deps.jobs.schedule(this.#source.kind, at, payload, this.#key(childId));
  }

  async #remind(job: ClaimedJob): Promise<JobOutcome> {
    const payload = job.payload as unknown as Payload;
    const deadlines = await this.#source.deadlinesOf(payload.childId);
    const today = londonDay(this.#deps.clock());
    // A run a day or more late (the server was down) says nothing stale; a day's reminder goes once.
    const lines = payload.forDay === today && payload.sentDay !== today ? reminderLines(deadlines, today) : [];
    let sentDay = payload.sentDay ?? null;
    if (lines.length > 0) {
      await this.#send(job, payload, lines);
      sentDay = today;
    }
    const next = nextReminderDay(deadlines, today, false);
    await job.saveProgress({ childId: payload.childId, forDay: next ?? today, sentDay });
    if (next === null) return;
    return { runAgainAt: atLondonTime(next, REMINDER_HOUR) };
  }

  async #send(job: ClaimedJob, payload: Payload, lines: readonly string[]): Promise<void> {
    const family = await this.#deps.repository.unsafeFamilyOfChild(payload.childId);
    if (!family) return;
    const sentTo = new Set(payload.sentTo ?? []);
    for (const person of family.people) {
      if (sentTo.has(person.userId)) continue;
      const rights = await this.#deps.access.check({ userId: person.userId }, [payload.childId]);
      if (!rights.may(payload.childId, this.#source.area, 'view')) continue;
      if (!(await this.#deps.preferences.wantsEmailNotice(person.userId, 'deadlines'))) continue;
      if (!(await this.#deps.emailBudget.allows({ kind: 'notice', recipient: person.email, sender: null }))) {
        this.#deps.log.warn({ job: job.id }, 'deadline reminder over e-mail budget');
        continue;
      }
      await this.#deps.mailer.send(
        deadlineReminderMessage({
          to: person.email,
          childName: family.childName,
          subjectOf: this.#source.subjectOf,
          lines,
          link: this.#source.link,
          settingsLink: this.#deps.settingsLink,
          kind: `${this.#source.kind.replaceAll('-', '_')}_reminder`,
        }),
      );
      sentTo.add(person.userId);
      await job.saveProgress({ ...payload, sentTo: [...sentTo] });
    }
  }
}
