import { escapeHtml } from '../../platform/html.ts';
import { letter } from '../../platform/mail-letter.ts';
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

/** Longest name a message shows; longer ones are cut with an ellipsis. */
const NAME_MAX = 40;
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** A word that a mail program might turn into a link: an address with a scheme, www., a domain or an e-mail address. */
function looksLikeLink(word: string): boolean {
  return (
    /[a-z][a-z0-9+.-]*:\/\//i.test(word) ||
    /^\W*www\./i.test(word) ||
    word.includes('@') ||
    /[\p{L}\p{N}-]\.[\p{L}]{2,}/u.test(word)
  );
}

/**
 * A name the sender chose, made safe to put in an e-mail's subject and text: control and bidirectional characters
 * removed, anything that could become a link left out, spaces tidied and the length capped. The name is the
 * sender's own words in a message that comes from Tedi, so it must not be able to carry a link of theirs.
 */
export function nameForMessage(name: string, fallback: string): string {
  const words = name
    .replace(CONTROL_OR_INVISIBLE, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !looksLikeLink(word));
  const joined = words.join(' ');
  const capped =
    [...joined].length > NAME_MAX
      ? `${[...joined]
          .slice(0, NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : joined;
  return /[\p{L}\p{N}]/u.test(capped) ? capped : fallback;
}

/** The invitation: who asks, to which family, the link, and until when it works. */
export function invitationMessage(input: InvitationMessageInput): MailMessage {
  const inviter = nameForMessage(input.inviterName, 'A parent in your family');
  const family = nameForMessage(input.familyName, 'their family');
  const subject = `${inviter} invites you to join ${family} on Tedi`;
  const paragraphs = [
    `${inviter} has invited you to join ${family} on Tedi, where they keep what matters about their children in one place.`,
    `Open the link below to accept. You can create a Tedi account there, or sign in if you have one; please use this e-mail address. The link works once, until ${longDate(input.expiresAt)}.`,
    'If you weren’t expecting this, you can ignore this e-mail and nothing will happen.',
  ];
  return letter({
    to: input.to,
    kind: 'family_invitation',
    subject,
    text: [...paragraphs.flatMap((paragraph) => [paragraph, '']), input.link],
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>`,
    ],
  });
}
