import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MIN_PASSWORD_LENGTH } from './password-policy.ts';

// Writes data/common-passwords.txt: the 10,000 most common passwords that the length rule alone would let through,
// most common first, from the ranked list of leaked passwords that zxcvbn-ts ships (@zxcvbn-ts/language-common).
// Run again after updating that package: node apps/server/src/auth/passwords/generate-common-passwords.ts
const LIST_SIZE = 10_000;

const require = createRequire(import.meta.url);
const ranked = JSON.parse(
  readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'),
) as string[];
const seen = new Set<string>();
for (const password of ranked) {
  const normalised = password.toLowerCase();
  if (normalised.length >= MIN_PASSWORD_LENGTH && !seen.has(normalised)) seen.add(normalised);
  if (seen.size === LIST_SIZE) break;
}
writeFileSync(new URL('./data/common-passwords.txt', import.meta.url), `${[...seen].join('\n')}\n`);
console.log(`Wrote ${seen.size} common passwords.`);
