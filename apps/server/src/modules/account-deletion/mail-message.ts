import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export interface DeletionMessageInput {
  readonly to: string;
  readonly deleteAfter: Date;
  readonly removesFamilyData: boolean;
  /** Where the deletion can be cancelled: the settings page. */
  readonly settingsLink: string;
}

function longDate(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

function message(to: string, kind: string, subject: string, paragraphs: readonly string[], link?: string): MailMessage {
  const text = ['Hello,', '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [link, ''] : [])];
  text.push('With warm wishes,', 'The Tedi team', '');
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    '<p>Hello,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">Open your Tedi settings</a></p>`] : []),
    '<p>With warm wishes,<br>The Tedi team</p>',
    '</body>',
    '</html>',
    '',
  ];
  return { to, subject, text: text.join('\n'), html: html.join('\n'), kind };
}

/** Sent when someone asks for their account to be deleted: what will go, when, and how to change their mind. */
export function deletionScheduledMessage(input: DeletionMessageInput): MailMessage {
  const what = input.removesFamilyData
    ? 'Your account will be deleted, and with it your family’s children’s profiles and every file your family keeps in Tedi, because you are the family’s only parent.'
    : 'Your account will be deleted. Your family’s children’s profiles stay with the family’s other parent.';
  return message(
    input.to,
    'account_deletion_scheduled',
    'Your Tedi account is due to be deleted',
    [
      'We have your request to delete your Tedi account. We’re sorry to see you go, and thank you for the time you spent with us.',
      `${what} This will happen on ${longDate(input.deleteAfter)}.`,
      'Until then nothing is lost, and you can change your mind: sign in and choose “Keep my account” in your settings. If you’d like a copy of your family’s data, you can download it there too.',
      'If you didn’t ask for this, please sign in, keep your account and choose a new password.',
    ],
    input.settingsLink,
  );
}

/** Sent when a scheduled deletion is cancelled, so the owner knows it happened even if someone else did it. */
export function deletionCancelledMessage(to: string, settingsLink: string): MailMessage {
  return message(
    to,
    'account_deletion_cancelled',
    'Your Tedi account will not be deleted',
    [
      'The deletion of your Tedi account has been cancelled, and everything stays as it was. Welcome back.',
      'If you didn’t do this, please sign in and choose a new password.',
    ],
    settingsLink,
  );
}
