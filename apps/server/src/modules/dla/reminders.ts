import type { DlaDeadline, DlaDeadlineKey } from '@tedi/contracts';
import { addDays, formatRuleDate } from '@tedi/contracts';
import type { EmailBudget } from '../../auth/email-budget.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ClaimedJob, JobOutcome, JobQueue } from '../../platform/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { atLondonTime, londonDay } from '../reminders/london-time.ts';
import { reminderMail } from '../reminders/mail-message.ts';
import type { DlaRepository } from './repository.ts';

export const DLA_DEADLINE_JOB = 'dla-deadline';
/** Reminders go at 09:00 London time a week before the day: time to post a form or write a letter. */
const REMINDER_HOUR = 9;
const DAYS_BEFORE = 7;

/** The deadlines a parent is reminded of by e-mail. */
const REMINDED: readonly DlaDeadlineKey[] = ['form-return', 'reconsideration', 'appeal'];

const jobKey = (childId: string, key: DlaDeadlineKey) => `${DLA_DEADLINE_JOB}:${childId}:${key}`;

type Payload = {
  readonly childId: string;
  readonly key: DlaDeadlineKey;
  readonly due: string;
  readonly sentTo?: readonly string[];
};

export interface DlaRemindersDependencies {
  readonly jobs: JobQueue;
  readonly repository: DlaRepository;
  readonly access: ChildAccessService;
  readonly preferences: PreferencesService;
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  readonly clock: Clock;
  readonly dlaLink: string;
  readonly settingsLink: string;
  /** The claim's deadlines as they are now, worked out again when a reminder falls due. */
  readonly deadlinesOf: (childId: string) => Promise<readonly DlaDeadline[]>;
}

/**
 * E-mail reminders of a claim's deadlines, through the durable job queue: a week before the claim form is due back,
 * before the reconsideration must be asked for, and before the appeal must be sent. Each is scheduled (or moved, or
 * cancelled) whenever the claim is saved; when it falls due it reads the claim again and goes only if the deadline
 * still stands and is not done, to each parent and family member who may see the child's benefits and has
 * reminders of deadlines on.
 */
export class DlaReminders {
  readonly #deps: DlaRemindersDependencies;

  constructor(deps: DlaRemindersDependencies) {
    this.#deps = deps;
    deps.jobs.handle(DLA_DEADLINE_JOB, (job) => this.#remind(job));
  }

  /** When a deadline's reminder goes: a week before at nine, or now when that has passed and the day has not. */
  reminderTimeOf(due: string): Date | null {
    const now = this.#deps.clock();
    const today = londonDay(now);
    if (due < today) return null;
    const at = atLondonTime(addDays(due, -DAYS_BEFORE), REMINDER_HOUR);
    return at.getTime() > now.getTime() ? at : now;
  }

  /** Brings the claim's reminders in line with its deadlines: one for each that is still to do. */
  async sync(childId: string, deadlines: readonly DlaDeadline[]): Promise<void> {
    for (const key of REMINDED) {
      const deadline = deadlines.find((candidate) => candidate.key === key);
      const at = deadline && !deadline.done ? this.reminderTimeOf(deadline.due) : null;
      if (!deadline || at === null) {
        await this.#deps.jobs.cancel(jobKey(childId, key));
        continue;
      }
      const payload: Payload = { childId, key, due: deadline.due };
      await this.#deps.jobs.schedule(DLA_DEADLINE_JOB, at, payload, jobKey(childId, key));
    }
  }

  async #remind(job: ClaimedJob): Promise<JobOutcome> {
    const payload = job.payload as unknown as Payload;
    const deadlines = await this.#deps.deadlinesOf(payload.childId);
    const deadline = deadlines.find((candidate) => candidate.key === payload.key);
    // Done, or its date gone or moved (saving the claim schedules the new one): this reminder is not wanted.
    if (!deadline || deadline.done || deadline.due !== payload.due) return;
    if (deadline.due < londonDay(this.#deps.clock())) return;
    const family = await this.#deps.repository.unsafeFamilyOfChild(payload.childId);
    if (!family) return;
    const sentTo = new Set(payload.sentTo ?? []);
    for (const person of family.people) {
      if (sentTo.has(person.userId)) continue;
      const rights = await this.#deps.access.check({ userId: person.userId }, [payload.childId]);
      if (!rights.may(payload.childId, 'benefits', 'view')) continue;
      if (!(await this.#deps.preferences.wantsEmailNotice(person.userId, 'deadlines'))) continue;
      if (!(await this.#deps.emailBudget.allows({ kind: 'notice', recipient: person.email, sender: null }))) continue;
      await this.#deps.mailer.send(this.#message(person.email, family.childName, deadline));
      sentTo.add(person.userId);
      await job.saveProgress({ ...payload, sentTo: [...sentTo] });
    }
  }

  #message(to: string, childName: string, deadline: DlaDeadline) {
    const when = formatRuleDate(deadline.due);
    const what: Record<DlaDeadlineKey, string> = {
      'form-return': `${childName}’s DLA claim form needs to be back by ${when}, so the claim starts from the day you phoned. If you need more time, phone the DLA helpline before then.`,
      reconsideration: `If you disagree with ${childName}’s DLA decision, ask for a mandatory reconsideration by ${when}.`,
      'late-reconsideration': `A late request to reconsider ${childName}’s DLA decision can be made until ${when}, with your reasons.`,
      appeal: `If you want to appeal ${childName}’s DLA decision, the tribunal needs your form by ${when}.`,
    };
    return reminderMail({
      to,
      subject: `Reminder: ${deadline.title.toLowerCase()} by ${when}`,
      what: what[deadline.key],
      linkIntro: 'You can see the dates and your answers in Tedi:',
      link: this.#deps.dlaLink,
      linkLabel: 'Open the DLA helper in Tedi',
      settingsLink: this.#deps.settingsLink,
      kind: 'dla_deadline_reminder',
    });
  }
}
