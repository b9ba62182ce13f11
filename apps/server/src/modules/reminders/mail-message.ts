import { escapeHtml } from '../../platform/html.ts';
import { letter } from '../../platform/mail-letter.ts';
import type { MailMessage } from '../../platform/mailer.ts';
import { londonDateAndTime } from './london-time.ts';

const OPT_OUT =
  'You get this because reminders of deadlines and appointments are on in your Tedi settings. You can turn them off there at any time.';

/** A reminder e-mail: what is due, a link to it in Tedi, and how to turn these e-mails off; text and HTML alike. */
function reminderMail(input: {
  readonly to: string;
  readonly subject: string;
  readonly what: string;
  readonly linkIntro: string;
  readonly link: string;
  readonly linkLabel: string;
  readonly settingsLink: string;
  readonly kind: string;
}): MailMessage {
  return letter({
    to: input.to,
    kind: input.kind,
    subject: input.subject,
    text: [input.what, '', input.linkIntro, input.link, '', OPT_OUT, input.settingsLink],
    html: [
      `<p>${escapeHtml(input.what)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.linkLabel)}</a></p>`,
      `<p>${escapeHtml(OPT_OUT)} <a href="${escapeHtml(input.settingsLink)}">Your settings</a></p>`,
    ],
  });
}

export interface AppointmentReminderInput {
  readonly to: string;
  /** The name the family uses for the child. */
  readonly childName: string;
  readonly withWhom: string;
  readonly location: string | null;
  readonly startsAt: Date;
  /** Where the appointment is seen: the health hub. */
  readonly appointmentsLink: string;
  /** Where this e-mail is turned off. */
  readonly settingsLink: string;
}

/** The day before an appointment: who, when and where, and how to stop these e-mails. */
export function appointmentReminderMessage(input: AppointmentReminderInput): MailMessage {
  return reminderMail({
    to: input.to,
    subject: `Reminder: ${input.childName} has an appointment tomorrow`,
    what: `${input.childName} has an appointment with ${input.withWhom} tomorrow, ${londonDateAndTime(input.startsAt)}${
      input.location ? `, at ${input.location}` : ''
    }.`,
    linkIntro: 'You can see the appointment and add notes in Tedi:',
    link: input.appointmentsLink,
    linkLabel: 'See the appointment in Tedi',
    settingsLink: input.settingsLink,
    kind: 'appointment_reminder',
  });
}

export interface PassportReviewInput {
  readonly to: string;
  readonly childName: string;
  readonly passportLink: string;
  readonly settingsLink: string;
}

/** Six months on: the passport should be read through, so a hospital never works from an old weight or medicine. */
export function passportReviewMessage(input: PassportReviewInput): MailMessage {
  return reminderMail({
    to: input.to,
    subject: `${input.childName}’s hospital passport is due a check`,
    what: `It is six months since ${input.childName}’s hospital passport was last checked. Please read it through: medicines, weight and what helps change, and staff rely on what it says.`,
    linkIntro: 'Open the passport, correct anything that has changed, and mark it as checked:',
    link: input.passportLink,
    linkLabel: 'Open the passport in Tedi',
    settingsLink: input.settingsLink,
    kind: 'passport_review',
  });
}

export interface DeadlineReminderInput {
  readonly to: string;
  readonly childName: string;
  /** What the deadlines belong to, as a parent names it ("EHCP"). */
  readonly subjectOf: string;
  /** One line per deadline: "Final plan: due 20 July 2026 (in a week)". */
  readonly lines: readonly string[];
  readonly link: string;
  readonly settingsLink: string;
  readonly kind: string;
}

/** Statutory deadlines coming up or missed: each on its line, and where to see them and what to do. */
export function deadlineReminderMessage(input: DeadlineReminderInput): MailMessage {
  const overdue = input.lines.some((line) => line.includes('overdue'));
  return reminderMail({
    to: input.to,
    subject: overdue
      ? `${input.childName}’s ${input.subjectOf}: a deadline has been missed`
      : `${input.childName}’s ${input.subjectOf}: a deadline is coming up`,
    what: `${input.childName}’s ${input.subjectOf}: ${input.lines.join('; ')}.`,
    linkIntro: 'You can see every deadline, the rule behind it and the letter you can send in Tedi:',
    link: input.link,
    linkLabel: `See the ${input.subjectOf} deadlines in Tedi`,
    settingsLink: input.settingsLink,
    kind: input.kind,
  });
}
