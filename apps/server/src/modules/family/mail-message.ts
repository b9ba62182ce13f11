import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mailer.ts';

function longDate(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

export interface InvitationMessageInput {
  readonly to: string;
  readonly inviterName: string;
  readonly familyName: string;
  readonly link: string;
  readonly expiresAt: Date;
}

/** The invitation: who asks, to which family, the link, and until when it works. */
export function invitationMessage(input: InvitationMessageInput): MailMessage {
  const subject = `${input.inviterName} invites you to join ${input.familyName} on Tedi`;
  const paragraphs = [
    `${input.inviterName} has invited you to join ${input.familyName} on Tedi, where they keep what matters about their children in one place.`,
    `Open the link below to accept. You can create a Tedi account there, or sign in if you have one; please use this e-mail address. The link works once, until ${longDate(input.expiresAt)}.`,
    'If you weren’t expecting this, you can ignore this e-mail and nothing will happen.',
  ];
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    input.link,
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
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>`,
    '<p>With warm wishes,<br>The Tedi team</p>',
    '</body>',
    '</html>',
    '',
  ];
  return { to: input.to, subject, text: text.join('\n'), html: html.join('\n'), kind: 'family_invitation' };
}
