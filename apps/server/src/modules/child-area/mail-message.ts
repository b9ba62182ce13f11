import { escapeHtml } from '../../platform/html.ts';
import { letter } from '../../platform/mail-letter.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export interface ChildSignInLockedInput {
  readonly to: string;
  /** The name the child is called. */
  readonly childName: string;
  readonly deviceName: string;
  readonly at: Date;
  /** The child's profile, where a parent unlocks the sign-in. */
  readonly profileLink: string;
}

/**
 * Told to each parent when wrong tries lock a child's own sign-in: a security notice, like a grown-up's lock-out,
 * so it is always sent. The child is shown, in pictures, to fetch a grown-up; this reaches one who isn't in the room.
 */
export function childSignInLockedMessage(input: ChildSignInLockedInput): MailMessage {
  const when = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.at)} UTC`;
  const child = input.childName;
  const what = `On ${when}, three wrong picture passwords or PINs were tried for ${child} on “${input.deviceName}”, so ${child}’s own sign-in is locked. Nobody got in. ${child} is being asked, in pictures, to fetch a grown-up.`;
  const next = `To let ${child} sign in again, open ${child}’s profile in Tedi and choose Unlock. If the tries weren’t ${child}’s, you can change the picture password there, or stop trusting the device:`;
  return letter({
    to: input.to,
    kind: 'child_sign_in_locked',
    subject: `${child}’s sign-in is locked after three wrong tries`,
    text: [what, '', next, input.profileLink],
    html: [
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(next)} <a href="${escapeHtml(input.profileLink)}">Open ${escapeHtml(child)}’s profile</a></p>`,
    ],
  });
}
