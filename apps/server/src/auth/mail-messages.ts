import { escapeHtml } from '../platform/html.ts';
import { letter } from '../platform/mail-letter.ts';
import type { MailMessage } from '../platform/mailer.ts';

/** What the messages say. Written for busy, tired parents: short, warm, one clear thing to do. */

export type LinkMessageKind = 'confirmation' | 'recovery' | 'email_change' | 'invite' | 'magiclink';

export interface LinkMessageInput {
  readonly kind: LinkMessageKind;
  readonly to: string;
  readonly link: string;
  readonly code: string;
  readonly validForSeconds: number;
}

interface Wording {
  readonly subject: string;
  readonly opening: string;
  readonly action: string;
  readonly ifNotYou: string;
}

const WORDING: Record<LinkMessageKind, Wording> = {
  confirmation: {
    subject: 'Please confirm your e-mail address for Tedi',
    opening:
      'Thank you for joining Tedi. There is one small step left: please confirm that this is your e-mail address.',
    action: 'Confirm my e-mail address',
    ifNotYou: 'If you did not sign up for Tedi, you can ignore this message. No account will be opened.',
  },
  recovery: {
    subject: 'Reset your Tedi password',
    opening: 'We received a request to reset the password of your Tedi account. You can choose a new one here.',
    action: 'Choose a new password',
    ifNotYou: 'If you did not ask for this, you can ignore this message. Your password stays as it is.',
  },
  email_change: {
    subject: 'Please confirm your new e-mail address for Tedi',
    opening: 'You asked to use this e-mail address for your Tedi account. Please confirm it, and we will switch over.',
    action: 'Confirm my new e-mail address',
    ifNotYou: 'If you did not ask for this, you can ignore this message. Nothing will change.',
  },
  invite: {
    subject: 'You have been invited to Tedi',
    opening: 'You have been invited to join Tedi, one safe place for your family’s records and plans.',
    action: 'Accept the invitation',
    ifNotYou: 'If you were not expecting this, you can ignore this message.',
  },
  magiclink: {
    subject: 'Your link to sign in to Tedi',
    opening: 'Here is your link to sign in to Tedi.',
    action: 'Sign in to Tedi',
    ifNotYou: 'If you did not ask for this, you can ignore this message. Nobody can sign in without this link.',
  },
};

function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function linkMessage(input: LinkMessageInput): MailMessage {
  const wording = WORDING[input.kind];
  const validity = `The link and the code work for ${describeDuration(input.validForSeconds)}.`;
  return letter({
    to: input.to,
    kind: input.kind,
    subject: wording.subject,
    text: [
      wording.opening,
      '',
      `${wording.action}:`,
      input.link,
      '',
      `If Tedi asks you for a code instead, enter: ${input.code}`,
      '',
      validity,
      wording.ifNotYou,
    ],
    html: [
      `<p>${escapeHtml(wording.opening)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(wording.action)}</a></p>`,
      `<p>If Tedi asks you for a code instead, enter: <strong>${escapeHtml(input.code)}</strong></p>`,
      `<p>${escapeHtml(validity)} ${escapeHtml(wording.ifNotYou)}</p>`,
    ],
  });
}

export interface ReauthenticationMessageInput {
  readonly to: string;
  readonly code: string;
  readonly validForSeconds: number;
}

/** The code a signed-in person types to confirm it is them before changing their password (GET /reauthenticate). */
export function reauthenticationMessage(input: ReauthenticationMessageInput): MailMessage {
  const opening = 'You asked to change your Tedi password. To confirm it is you, enter this code in Tedi:';
  const validity = `The code works for ${describeDuration(input.validForSeconds)}, once.`;
  const ifNotYou =
    'If you did not ask for this, someone may be signed in to your account: please choose a new password.';
  return letter({
    to: input.to,
    kind: 'reauthentication',
    subject: 'Your Tedi confirmation code',
    text: [opening, '', input.code, '', validity, ifNotYou],
    html: [
      `<p>${escapeHtml(opening)}</p>`,
      `<p><strong>${escapeHtml(input.code)}</strong></p>`,
      `<p>${escapeHtml(validity)} ${escapeHtml(ifNotYou)}</p>`,
    ],
  });
}

export type SecurityNoticeKind = 'mfa_factor_added' | 'mfa_factor_removed';

export interface SecurityNoticeInput {
  readonly kind: SecurityNoticeKind;
  readonly to: string;
  /** What changed, as a person would say it: "an authenticator app (“Kitchen phone”)". */
  readonly factorDescription: string;
  readonly at: Date;
  /** Whether the account still asks for a second step at sign-in after this change. */
  readonly secondStepRemains: boolean;
  /** Where to reset a password that someone else may know. */
  readonly resetPasswordLink: string;
}

const NOTICE_SUBJECTS: Record<SecurityNoticeKind, string> = {
  mfa_factor_added: 'A new sign-in step was added to your Tedi account',
  mfa_factor_removed: 'A sign-in step was removed from your Tedi account',
};

export type AccountChangeKind = 'password_changed' | 'email_change_requested';

export interface AccountChangeNoticeInput {
  readonly kind: AccountChangeKind;
  /** The address the account has now: its owner hears of the change even if someone else made it. */
  readonly to: string;
  readonly at: Date;
  /** For an e-mail change: the address asked for. */
  readonly newEmail?: string;
  readonly resetPasswordLink: string;
}

const ACCOUNT_CHANGE_SUBJECTS: Record<AccountChangeKind, string> = {
  password_changed: 'Your Tedi password was changed',
  email_change_requested: 'Someone asked to change the e-mail address of your Tedi account',
};

/** A notice to the current address after a password change or a request to move the account to another address. */
export function accountChangeNoticeMessage(input: AccountChangeNoticeInput): MailMessage {
  const when = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.at)} UTC`;
  const what =
    input.kind === 'password_changed'
      ? `The password of your Tedi account was changed on ${when}. Other devices were signed out.`
      : `On ${when}, someone signed in to your Tedi account asked to change its e-mail address to ${input.newEmail ?? 'another address'}. The change happens only when the link sent to that address is opened.`;
  return noticeMessage({
    ...input,
    subject: ACCOUNT_CHANGE_SUBJECTS[input.kind],
    what,
    ifNotYou: 'If this wasn’t you, please choose a new password straight away, which also signs everyone else out:',
  });
}

/** A short notice after a change to how the account is protected, so its owner learns of a change they did not make. */
export function securityNoticeMessage(input: SecurityNoticeInput): MailMessage {
  const when = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.at)} UTC`;
  const what =
    input.kind === 'mfa_factor_added'
      ? `${capitalised(input.factorDescription)} was added to your Tedi account on ${when}. From now on, Tedi will ask for a code from it when you sign in.`
      : `${capitalised(input.factorDescription)} was removed from your Tedi account on ${when}. ${
          input.secondStepRemains
            ? 'Your other sign-in steps still protect your account.'
            : 'Tedi will no longer ask for a code when you sign in.'
        }`;
  return noticeMessage({
    ...input,
    subject: NOTICE_SUBJECTS[input.kind],
    what,
    ifNotYou: 'If this wasn’t you, someone may know your password. Please choose a new one straight away:',
  });
}

export interface LockoutNoticeInput {
  readonly to: string;
  readonly at: Date;
  /** How long sign-in is paused, in seconds. */
  readonly lockedForSeconds: number;
  readonly resetPasswordLink: string;
}

/**
 * Told once per run of lock-outs: someone gave several wrong passwords or codes for the account, so trying is paused
 * for a while. The owner can still get in at once with a link by e-mail.
 */
export function lockoutNoticeMessage(input: LockoutNoticeInput): MailMessage {
  const when = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.at)} UTC`;
  const minutes = Math.max(1, Math.round(input.lockedForSeconds / 60));
  return noticeMessage({
    to: input.to,
    kind: 'sign_in_locked',
    subject: 'Several wrong passwords were tried on your Tedi account',
    what: `On ${when}, someone gave several wrong passwords or codes for your Tedi account, so Tedi has paused signing in to it for about ${minutes} minute${minutes === 1 ? '' : 's'}. Nobody got in: your password and your data are safe. The pause grows longer if the wrong guesses go on.`,
    ifNotYou:
      'If this wasn’t you, someone may be trying to guess your password. You can still sign in at once with a link by e-mail, and we suggest choosing a new, longer password and turning on two-step verification in your settings:',
    resetPasswordLink: input.resetPasswordLink,
  });
}

/** The shape every account notice shares: what happened, and how to take the account back if it wasn't them. */
function noticeMessage(input: {
  readonly to: string;
  readonly kind: string;
  readonly subject: string;
  readonly what: string;
  readonly ifNotYou: string;
  readonly resetPasswordLink: string;
}): MailMessage {
  const ifYou = 'If this was you, there is nothing more to do.';
  return letter({
    to: input.to,
    kind: input.kind,
    subject: input.subject,
    text: [input.what, '', ifYou, input.ifNotYou, input.resetPasswordLink],
    html: [
      `<p>${escapeHtml(input.what)}</p>`,
      `<p>${escapeHtml(ifYou)}</p>`,
      `<p>${escapeHtml(input.ifNotYou)} <a href="${escapeHtml(input.resetPasswordLink)}">Choose a new password</a></p>`,
    ],
  });
}

function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
