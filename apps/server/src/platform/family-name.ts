/**
 * The name a family gets when it is made: from its parent's name, "Sam Taylor" making "The Taylor family", so an
 * invitation reads "Join The Taylor family on Tedi". Tedi learns the name at onboarding's first step (the profile's
 * display name) or from the sign-in provider (the account's metadata); until then the family has a plain name, which
 * it swaps for one from the parent's name once Tedi knows it.
 */

/** A family's name while its parent's name is not known. */
export const UNNAMED_FAMILY = 'Our family';

/**
 * Names a family had before its parent's name was known: this version's, and the one earlier versions gave every
 * family. A family under one of these was never named by anyone, so it may take its parent's name.
 */
export const PLACEHOLDER_FAMILY_NAMES: readonly string[] = [UNNAMED_FAMILY, 'My family'];

/** Lower-case words that belong to a surname rather than to the names before it ("Anna van der Berg"). */
const SURNAME_PARTICLES = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'dos',
  'du',
  'el',
  'ibn',
  'la',
  'le',
  'st',
  'ten',
  'ter',
  'van',
  'von',
]);

/** Words after a surname that are not part of it. */
const SUFFIX = /^(jr|sr|ii|iii|iv)\.?$/i;

/** The person's name as they gave it: the profile's, else one the sign-in provider gave; null when there is none. */
export function personNameFrom(
  displayName: string | null | undefined,
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): string | null {
  const candidates = [displayName, ...['full_name', 'name', 'display_name'].map((key) => metadata?.[key])];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim().replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * "The Taylor family" from "Sam Taylor" (the last word, with the particles before it: "The van der Berg family"),
 * "Sam’s family" from a name of one word, and UNNAMED_FAMILY when there is no name.
 */
export function familyNameFor(personName: string | null | undefined): string {
  const words = (personName ?? '').trim().split(/\s+/).filter(Boolean);
  while (words.length > 1 && SUFFIX.test(words.at(-1)!)) words.pop();
  if (words.length === 0) return UNNAMED_FAMILY;
  if (words.length === 1) return `${words[0]}’s family`;
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  return `The ${words.slice(start).join(' ')} family`;
}
