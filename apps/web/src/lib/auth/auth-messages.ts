/**
 * What the auth service's refusals mean, in plain words for a tired parent. The auth client gives errors with a
 * `status`, a `code` (when the server sent one) and, for a weak password, `reasons`; only those are read here,
 * so these functions are plain and need no client.
 */
export interface AuthProblem {
  readonly name?: string;
  readonly status?: number | undefined;
  readonly code?: string | undefined;
  readonly message: string;
  readonly reasons?: readonly string[];
}

/** Which field a message belongs to, so it is shown beside that field. */
export type AuthField = 'email' | 'password' | 'currentPassword' | 'newPassword' | 'code';

export interface ProblemMessage {
  readonly message: string;
  readonly field?: AuthField;
}

export const SIGN_IN_MISMATCH = "That e-mail address and password don't match an account. Check them and try again.";

/** Spec section 8, word for word: a 401 or a legacy-API failure at sign-in points at the key configuration. */
export const API_KEY_ADVICE =
  "Authentication failed: please check the project's API key settings and use the new publishable key format.";

const OFFLINE = 'You seem to be offline. Please check your internet connection and try again.';
// The browser is online, so the request was stopped between it and Tedi: not something the person can mend.
const UNREACHABLE =
  "We couldn't reach Tedi just now. Please try again in a moment; if it keeps happening, please contact support.";
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again in a moment.';
const TOO_MANY_ATTEMPTS = 'There have been too many attempts. Please wait a few minutes, then try again.';
const TOO_MANY_EMAILS = "We've sent several e-mails just now. Please wait a few minutes, then try again.";
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Whether the browser says it is offline; only then is the person's own connection to blame. */
function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function isNetworkOrServerProblem(problem: AuthProblem): ProblemMessage | null {
  if (problem.name === 'AuthRetryableFetchError' && (problem.status ?? 0) === 0) {
    return { message: browserIsOffline() ? OFFLINE : UNREACHABLE };
  }
  if ((problem.status ?? 0) >= 500) return { message: SERVER_PROBLEM };
  return null;
}

function isRateLimited(problem: AuthProblem): ProblemMessage | null {
  if (problem.code === 'over_email_send_rate_limit') return { message: TOO_MANY_EMAILS };
  if (problem.status === 429) return { message: TOO_MANY_ATTEMPTS };
  return null;
}

/** Plain words for each reason of a weak password (`length`, `characters`, `pwned`). */
export function describeWeakPassword(reasons: readonly string[] | undefined): string {
  const parts: string[] = [];
  if (reasons?.includes('length')) parts.push('Your password needs at least 8 characters.');
  if (reasons?.includes('pwned'))
    parts.push(
      'This password is easy to guess: it is one of the most common ones, or follows a simple pattern. Try a few words that mean something to you but not to others.',
    );
  if (reasons?.includes('characters'))
    parts.push('Your password needs a wider mix of characters: add some capital letters, numbers or symbols.');
  return parts.length > 0 ? parts.join(' ') : 'Please choose a stronger password.';
}

export function describeSignInError(problem: AuthProblem): ProblemMessage {
  if (problem.status === 401 || /legacy/i.test(problem.message)) return { message: API_KEY_ADVICE };
  const general = isNetworkOrServerProblem(problem) ?? isRateLimited(problem);
  if (general) return general;
  switch (problem.code) {
    case 'email_not_confirmed':
      return {
        message:
          'Please confirm your e-mail address first: open the link in the e-mail we sent when you created your account.',
      };
    case 'user_banned':
      return { message: "This account can't be used to sign in at the moment. Please contact support." };
    default:
      // invalid_credentials and anything else: never say which of the two was wrong, or whether the account exists.
      return { message: SIGN_IN_MISMATCH };
  }
}

export function describeSignUpError(problem: AuthProblem): ProblemMessage {
  const general = isNetworkOrServerProblem(problem) ?? isRateLimited(problem);
  if (general) return general;
  switch (problem.code) {
    case 'weak_password':
      return { field: 'password', message: describeWeakPassword(problem.reasons) };
    case 'user_already_exists':
    case 'email_exists':
      return {
        field: 'email',
        message: 'There is already an account with this e-mail address. Sign in, or reset the password if you need to.',
      };
    case 'signup_disabled':
      return { message: "New accounts can't be created at the moment. Please try again later." };
    case 'email_address_invalid':
    case 'validation_failed':
      return /password/i.test(problem.message)
        ? { field: 'password', message: 'Please choose a password of 8 to 256 characters.' }
        : { field: 'email', message: 'Enter an e-mail address in the form name@example.com.' };
    default:
      return { message: SERVER_PROBLEM };
  }
}

export function describeRecoveryError(problem: AuthProblem): ProblemMessage {
  const general = isNetworkOrServerProblem(problem) ?? isRateLimited(problem);
  if (general) return general;
  if (problem.code === 'validation_failed' || problem.code === 'email_address_invalid')
    return { field: 'email', message: 'Enter an e-mail address in the form name@example.com.' };
  return { message: SERVER_PROBLEM };
}

/** Changing the password or the e-mail address from settings, or setting a new password after a reset link. */
export function describeAccountChangeError(problem: AuthProblem): ProblemMessage {
  if (problem.name === 'AuthSessionMissingError' || problem.code === 'session_not_found')
    return { message: SESSION_ENDED };
  const general = isNetworkOrServerProblem(problem) ?? isRateLimited(problem);
  if (general) return general;
  switch (problem.code) {
    case 'current_password_required':
    case 'current_password_mismatch':
    case 'reauthentication_needed':
      return { field: 'currentPassword', message: "That isn't your current password. Check it and try again." };
    case 'weak_password':
      return { field: 'newPassword', message: describeWeakPassword(problem.reasons) };
    case 'same_password':
      return { field: 'newPassword', message: 'Your new password must be different from the one you use now.' };
    case 'email_exists':
      return { field: 'email', message: 'That e-mail address belongs to another Tedi account. Please use another.' };
    case 'email_address_invalid':
    case 'validation_failed':
      return { field: 'email', message: 'Enter an e-mail address in the form name@example.com.' };
    case 'insufficient_aal':
      return {
        message: 'For your safety, enter a code from your authenticator app first, then make this change again.',
      };
    default:
      return { message: SERVER_PROBLEM };
  }
}

/** Typing a code from an authenticator app, at sign-in or when turning two-step verification on. */
export function describeCodeError(problem: AuthProblem): ProblemMessage {
  if (problem.name === 'AuthSessionMissingError' || problem.code === 'session_not_found')
    return { message: SESSION_ENDED };
  const general = isNetworkOrServerProblem(problem) ?? isRateLimited(problem);
  if (general) return general;
  switch (problem.code) {
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return {
        field: 'code',
        message: "That code didn't work. The code changes every 30 seconds: type the one your app shows now.",
      };
    case 'mfa_challenge_expired':
      return { field: 'code', message: 'That took a little too long. Please type the code your app shows now.' };
    case 'mfa_factor_not_found':
      return { message: 'That authenticator app is no longer set up for your account. Please sign in again.' };
    default:
      return { message: SERVER_PROBLEM };
  }
}

/** Setting up, or removing, an authenticator app. */
export function describeFactorError(problem: AuthProblem): ProblemMessage {
  const general = isNetworkOrServerProblem(problem) ?? isRateLimited(problem);
  if (general) return general;
  switch (problem.code) {
    case 'too_many_enrolled_mfa_factors':
      return { message: 'You have set up as many authenticator apps as Tedi allows. Remove one to add another.' };
    case 'insufficient_aal':
      return { message: 'For your safety, please sign out and sign in again with a code from your app first.' };
    case 'mfa_totp_enroll_not_enabled':
    case 'mfa_totp_enroll_disabled':
      return { message: "Two-step verification can't be set up on this Tedi service at the moment." };
    default:
      return problem.status === 404
        ? { message: "Two-step verification isn't available on this Tedi service yet." }
        : { message: SERVER_PROBLEM };
  }
}

/** The error an e-mail link or a provider sent back, in plain words; the service's own words come last. */
export function describeCallbackError(error: {
  error: string | null;
  code: string | null;
  description: string | null;
}): string {
  switch (error.code) {
    case 'otp_expired':
      return 'This link has expired or has already been used. Each link works once, for 24 hours. Please ask for a new one.';
    case 'flow_state_expired':
    case 'flow_state_not_found':
    case 'bad_code_verifier':
      return 'This link could not finish signing you in. Links work only in the browser where you asked for them, and only for a short while. Please try again from here.';
    case 'user_banned':
      return "This account can't be used to sign in at the moment. Please contact support.";
    default:
      break;
  }
  if (error.error === 'access_denied') return 'Signing in was cancelled, so you are not signed in. You can try again.';
  const details = error.description?.trim();
  return details
    ? `We couldn't finish signing you in. The message we got was: "${details}"`
    : "We couldn't finish signing you in. Please try again.";
}
