import { readFileSync } from 'node:fs';

/** ASVS 5.0: at least 8 characters, no composition rules, common passwords refused. */
export const MIN_PASSWORD_LENGTH = 8;
/** Far beyond any passphrase; keeps hashing cost bounded. */
export const MAX_PASSWORD_LENGTH = 256;

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export interface WeakPassword {
  readonly reasons: WeakPasswordReason[];
  readonly message: string;
}

let commonPasswords: ReadonlySet<string> | undefined;

/** The 10,000 most common passwords of 8 characters or more, lower-cased (see generate-common-passwords.ts). */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords;
}

/** Null when the password is acceptable; otherwise why not, in the contract's terms. */
export function checkPasswordStrength(password: string): WeakPassword | null {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (loadCommonPasswords().has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length === 0 ? null : { reasons, message: messages.join(' ') };
}
