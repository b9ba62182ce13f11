import type { AccountDeletionScope } from '@tedi/contracts';
import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export interface DeletionMessageInput {
  readonly to: string;
  readonly deleteAfter: Date;
  readonly removes: AccountDeletionScope;
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

/** What goes, in the words of each kind of deletion. */
const WHAT_GOES: Readonly<Record<AccountDeletionScope, string>> = {
  family:
    'Your account will be deleted, and with it your family’s children’s profiles and every file your family keeps in Tedi, because you are the family’s only parent.',
  account: 'Your account will be deleted. Your family’s children’s profiles stay with the family’s other parent.',
  membership:
    'Your account will be deleted, and with it your access to what your family shares with you in Tedi. Nothing the family keeps in Tedi is deleted.',
};

/** Sent when someone asks for their account to be deleted: what will go, when, and how to change their mind. */
export function deletionScheduledMessage(input: DeletionMessageInput): MailMessage {
  // A family member has no family data of their own to take a copy of; a parent does.
  const undo =
    input.removes === 'membership'
      ? 'Until then nothing is lost, and you can change your mind: sign in and choose “Keep my account” in your settings.'
      : 'Until then nothing is lost, and you can change your mind: sign in and choose “Keep my account” in your settings. If you’d like a copy of your family’s data, you can download it there too.';
  return message(
    input.to,
    'account_deletion_scheduled',
    'Your Tedi account is due to be deleted',
    [
      'We have your request to delete your Tedi account. We’re sorry to see you go, and thank you for the time you spent with us.',
      `${WHAT_GOES[input.removes]} This will happen on ${longDate(input.deleteAfter)}.`,
      undo,
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
