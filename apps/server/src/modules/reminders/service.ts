import type { EmailBudget } from '../../auth/email-budget.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ClaimedJob, JobOutcome, JobQueue } from '../../platform/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type { PreferencesService } from '../preferences/service.ts';
import type { AppointmentReader, ScheduledAppointment } from './appointments.ts';
import { atLondonTime, londonDay, londonDayBefore } from './london-time.ts';
import { appointmentReminderMessage, passportReviewMessage } from './mail-message.ts';
import type { RemindersRepository } from './repository.ts';

export const APPOINTMENT_REMINDER_JOB = 'appointment-reminder';
/** Reminders go at 09:00 London time on the day before: time to arrange a lift, a day off, a letter to bring. */
export const REMINDER_HOUR = 9;

const reminderKey = (appointmentId: string) => `${APPOINTMENT_REMINDER_JOB}:${appointmentId}`;

export const PASSPORT_REVIEW_JOB = 'passport-review';
const reviewKey = (childId: string) => `${PASSPORT_REVIEW_JOB}:${childId}`;

/** What the passport review reminder reads when it falls due: the review date as it is now (null: none). */
export interface PassportReviewReader {
  reviewDueOn(childId: string): Promise<string | null>;
}

type ReviewPayload = { readonly childId: string; readonly dueOn: string; readonly sentTo?: readonly string[] };

export interface RemindersDependencies {
  readonly jobs: JobQueue;
  readonly repository: RemindersRepository;
  readonly access: ChildAccessService;
  readonly preferences: PreferencesService;
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  readonly clock: Clock;
  readonly appointmentsLink: string;
  readonly passportLink: string;
  readonly settingsLink: string;
  readonly log: { warn(details: object, message: string): void };
}

/** The job's payload: the appointment's id, and who has had this reminder already (so a retry skips them). */
type ReminderPayload = {
  readonly appointmentId: string;
  readonly sentTo?: readonly string[];
};

/**
 * E-mail reminders of appointments, the day before (decision record 0027). The health hub calls
 * `scheduleAppointmentReminder` whenever an appointment is saved or moved and `cancelAppointmentReminder` when it is
 * cancelled or deleted; the reminder reads the appointment again when it is due, and goes to each parent of the
 * family and each family member who may see the child's health, unless they turned reminders off.
 */
export class AppointmentReminders {
  readonly #deps: RemindersDependencies;
  #appointments: AppointmentReader | null = null;
  #passportReviews: PassportReviewReader | null = null;

  constructor(deps: RemindersDependencies) {
    this.#deps = deps;
    deps.jobs.handle(APPOINTMENT_REMINDER_JOB, (job) => this.#remind(job));
    deps.jobs.handle(PASSPORT_REVIEW_JOB, (job) => this.#remindReview(job));
  }

  /** The health passport gives its reader of review dates when it registers. */
  usePassportReviews(reader: PassportReviewReader): void {
    if (this.#passportReviews) throw new Error('Passport reviews are already read by another reader');
    this.#passportReviews = reader;
  }

  /**
   * Schedules (or moves) the reminder that a child's passport is due its six-monthly check, at nine on the day it
   * falls due, for those who keep the passport up to date.
   */
  async schedulePassportReview(childId: string, dueOn: string): Promise<void> {
    const payload: ReviewPayload = { childId, dueOn };
    await this.#deps.jobs.schedule(
      PASSPORT_REVIEW_JOB,
      atLondonTime(dueOn, REMINDER_HOUR),
      payload,
      reviewKey(childId),
    );
  }

  async #remindReview(job: ClaimedJob): Promise<JobOutcome> {
    if (!this.#passportReviews) throw new Error('No reader of passport reviews is registered');
    const payload = job.payload as unknown as ReviewPayload;
    const dueOn = await this.#passportReviews.reviewDueOn(payload.childId);
    // Checked again since (a later date) or no passport any more: this reminder is not wanted.
    if (dueOn === null || dueOn > londonDay(this.#deps.clock())) return;
    const family = await this.#deps.repository.unsafeFamilyOfChild(payload.childId);
    if (!family) return;
    const sentTo = new Set(payload.sentTo ?? []);
    for (const person of family.people) {
      if (sentTo.has(person.userId)) continue;
      if (!(await this.#mayBeReminded(person.userId, payload.childId, 'edit'))) continue;
      if (!(await this.#deps.emailBudget.allows({ kind: 'notice', recipient: person.email, sender: null }))) continue;
      await this.#deps.mailer.send(
        passportReviewMessage({
          to: person.email,
          childName: family.childName,
          passportLink: this.#deps.passportLink,
          settingsLink: this.#deps.settingsLink,
        }),
      );
      sentTo.add(person.userId);
      await job.saveProgress({ ...payload, sentTo: [...sentTo] });
    }
  }

  /** The health hub gives its reader of appointments when it registers. */
  useAppointments(reader: AppointmentReader): void {
    if (this.#appointments) throw new Error('Appointments are already read by another reader');
    this.#appointments = reader;
  }

  /** When the reminder of an appointment goes: 09:00 the day before, or now if that has passed but it is that day. */
  reminderTimeOf(startsAt: Date): Date | null {
    const now = this.#deps.clock();
    if (startsAt.getTime() <= now.getTime()) return null;
    const dayBefore = londonDayBefore(startsAt);
    const at = atLondonTime(dayBefore, REMINDER_HOUR);
    if (at.getTime() > now.getTime()) return at;
    // Made on the day before, after nine: it still goes. Made on the day itself: "tomorrow" would be wrong.
    return londonDay(now) === dayBefore ? now : null;
  }

  /** Schedules (or moves) the one reminder of an appointment; a cancelled or too-near one has none. */
  async scheduleAppointmentReminder(appointment: ScheduledAppointment): Promise<void> {
    const at = appointment.cancelledAt ? null : this.reminderTimeOf(appointment.startsAt);
    if (at === null) {
      await this.cancelAppointmentReminder(appointment.id);
      return;
    }
    const payload: ReminderPayload = { appointmentId: appointment.id };
    await this.#deps.jobs.schedule(APPOINTMENT_REMINDER_JOB, at, payload, reminderKey(appointment.id));
  }

  async cancelAppointmentReminder(appointmentId: string): Promise<void> {
    await this.#deps.jobs.cancel(reminderKey(appointmentId));
  }

  async #remind(job: ClaimedJob): Promise<JobOutcome> {
    if (!this.#appointments) throw new Error('No reader of appointments is registered');
    const payload = job.payload as unknown as ReminderPayload;
    const appointment = await this.#appointments.appointmentForReminder(payload.appointmentId);
    if (!appointment || appointment.cancelledAt) return;
    const now = this.#deps.clock();
    const dayBefore = londonDayBefore(appointment.startsAt);
    const today = londonDay(now);
    // Moved later without being scheduled again: wait for its own day before.
    if (dayBefore > today) return { runAgainAt: atLondonTime(dayBefore, REMINDER_HOUR) };
    // Moved to today, or already past: a reminder about "tomorrow" would be wrong.
    if (dayBefore < today || appointment.startsAt.getTime() <= now.getTime()) return;

    const family = await this.#deps.repository.unsafeFamilyOfChild(appointment.childId);
    if (!family) return;
    const sentTo = new Set(payload.sentTo ?? []);
    let overBudget = 0;
    for (const person of family.people) {
      if (sentTo.has(person.userId)) continue;
      if (!(await this.#mayBeReminded(person.userId, appointment.childId))) continue;
      if (!(await this.#deps.emailBudget.allows({ kind: 'notice', recipient: person.email, sender: null }))) {
        overBudget += 1;
        continue;
      }
      await this.#deps.mailer.send(
        appointmentReminderMessage({
          to: person.email,
          childName: family.childName,
          withWhom: appointment.withWhom,
          location: appointment.location,
          startsAt: appointment.startsAt,
          appointmentsLink: this.#deps.appointmentsLink,
          settingsLink: this.#deps.settingsLink,
        }),
      );
      sentTo.add(person.userId);
      await job.saveProgress({ ...payload, sentTo: [...sentTo] });
    }
    // A full mailbox budget is not a failure to retry: the person has had many e-mails this hour already.
    if (overBudget > 0) this.#deps.log.warn({ job: job.id, overBudget }, 'appointment reminders over e-mail budget');
  }

  /** Through the one access layer (may they see, or change, this child's health now?) and their choice of e-mails. */
  async #mayBeReminded(userId: string, childId: string, action: 'view' | 'edit' = 'view'): Promise<boolean> {
    const rights = await this.#deps.access.check({ userId }, [childId]);
    if (!rights.may(childId, 'health', action)) return false;
    return this.#deps.preferences.wantsEmailNotice(userId, 'deadlines');
  }
}
