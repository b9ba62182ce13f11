import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mailer.ts';
import { londonDateAndTime } from './london-time.ts';

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
  const subject = `Reminder: ${input.childName} has an appointment tomorrow`;
  const what = `${input.childName} has an appointment with ${input.withWhom} tomorrow, ${londonDateAndTime(input.startsAt)}${
    input.location ? `, at ${input.location}` : ''
  }.`;
  const optOut =
    'You get this because reminders of deadlines and appointments are on in your Tedi settings. You can turn them off there at any time.';
  const text = [
    'Hello,',
    '',
    what,
    '',
    'You can see the appointment and add notes in Tedi:',
    input.appointmentsLink,
    '',
    optOut,
    input.settingsLink,
    '',
    'With warm wishes,',
    'The Tedi team',
    '',
  ];
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    '<p>Hello,</p>',
    `<p>${escapeHtml(what)}</p>`,
    `<p><a href="${escapeHtml(input.appointmentsLink)}">See the appointment in Tedi</a></p>`,
    `<p>${escapeHtml(optOut)} <a href="${escapeHtml(input.settingsLink)}">Your settings</a></p>`,
    '<p>With warm wishes,<br>The Tedi team</p>',
    '</body>',
    '</html>',
    '',
  ];
  return { to: input.to, subject, text: text.join('\n'), html: html.join('\n'), kind: 'appointment_reminder' };
}

export interface PassportReviewInput {
  readonly to: string;
  readonly childName: string;
  readonly passportLink: string;
  readonly settingsLink: string;
}

/** Six months on: the passport should be read through, so a hospital never works from an old weight or medicine. */
export function passportReviewMessage(input: PassportReviewInput): MailMessage {
  const subject = `${input.childName}’s hospital passport is due a check`;
  const what = `It is six months since ${input.childName}’s hospital passport was last checked. Please read it through: medicines, weight and what helps change, and staff rely on what it says.`;
  const optOut =
    'You get this because reminders of deadlines and appointments are on in your Tedi settings. You can turn them off there at any time.';
  const text = [
    'Hello,',
    '',
    what,
    '',
    'Open the passport, correct anything that has changed, and mark it as checked:',
    input.passportLink,
    '',
    optOut,
    input.settingsLink,
    '',
    'With warm wishes,',
    'The Tedi team',
    '',
  ];
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    '<p>Hello,</p>',
    `<p>${escapeHtml(what)}</p>`,
    `<p><a href="${escapeHtml(input.passportLink)}">Open the passport in Tedi</a></p>`,
    `<p>${escapeHtml(optOut)} <a href="${escapeHtml(input.settingsLink)}">Your settings</a></p>`,
    '<p>With warm wishes,<br>The Tedi team</p>',
    '</body>',
    '</html>',
    '',
  ];
  return { to: input.to, subject, text: text.join('\n'), html: html.join('\n'), kind: 'passport_review' };
}
