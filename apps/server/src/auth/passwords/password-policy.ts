import { readFileSync } from 'node:fs';
import { DEMO_LOGINS } from '@tedi/db';
import { lazily } from '../../platform/lazy.ts';

/**
 * ASVS 5.0: at least 8 characters, no composition rules, common passwords refused; and, so that "aaaaaaaaaaaa" or
 * "Summer2024!" are refused too, a password must be hard to guess by zxcvbn's estimate (see MIN_STRENGTH_SCORE).
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Far beyond any passphrase; keeps hashing cost bounded. */
export const MAX_PASSWORD_LENGTH = 256;

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export interface WeakPassword {
  readonly reasons: WeakPasswordReason[];
  readonly message: string;
}

/**
 * zxcvbn's score from 0 to 4; 3 means "safely unguessable", some 10^8 guesses or more. Passphrases of a few words
 * pass easily; repeats, keyboard runs, a word with a year and a symbol, or a name with the site's name do not.
 */
export const MIN_STRENGTH_SCORE = 3;
/** zxcvbn's time grows with length; what follows the first characters adds strength the estimate need not see. */
const STRENGTH_CHECKED_LENGTH = 64;
/** Words that make a password easy to guess here: the site's own name, and the published demo password. */
const SITE_WORDS = ['tedi', 'demo', 'family', ...new Set(DEMO_LOGINS.map((login) => login.password))];

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Loaded and built on first use: zxcvbn's dictionaries are megabytes of words in memory, which a server that has
 * not yet checked a password need not hold.
 */
const estimator = lazily(async () => {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: STRENGTH_CHECKED_LENGTH });
});

/** The 10,000 most common passwords of 8 characters or more, lower-cased (see generate-common-passwords.ts). */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords;
}

/**
 * Null when the password is acceptable; otherwise why not, in the contract's terms (`pwned` for one that is easy
 * to guess, as GoTrue says of a leaked one).
 */
export async function checkPasswordStrength(password: string): Promise<WeakPassword | null> {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (
    loadCommonPasswords().has(password.toLowerCase()) ||
    (reasons.length === 0 && (await estimator()).check(password, SITE_WORDS).score < MIN_STRENGTH_SCORE)
  ) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length === 0 ? null : { reasons, message: messages.join(' ') };
}
