/** Checks made before anything is sent, with the same words a person would see from the server. */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** Deliberately loose: the server decides; this only catches the obvious slip (no @, a space, no dot). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return 'Enter your e-mail address.';
  if (!EMAIL_SHAPE.test(value)) return 'Enter an e-mail address in the form name@example.com.';
  return undefined;
}

export function checkPasswordPresent(password: string, what = 'your password'): string | undefined {
  return password === '' ? `Enter ${what}.` : undefined;
}

/** For a new password: the length rule shown up front; the server also refuses common passwords. */
export function checkNewPassword(password: string): string | undefined {
  if (password === '') return 'Enter a password.';
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `Your password needs at least ${MIN_PASSWORD_LENGTH} characters. It has ${[...password].length} now.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Your password can have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/** A 6-digit code from an authenticator app; spaces are allowed, as some apps show the code as "123 456". */
export function checkCode(code: string): string | undefined {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return 'Enter the 6-digit code from your authenticator app.';
  if (!/^\d{6}$/.test(digits)) return 'The code is 6 digits, like 123456. Please check it and try again.';
  return undefined;
}

export const NEW_PASSWORD_HINT =
  'Use at least 8 characters. Very common passwords are refused. Three or four unrelated words make a strong password that is easy to remember.';
