import { randomInt } from 'node:crypto';

/** Letters and digits that can't be mistaken for each other when read aloud or copied: no 0/O, 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_PREFIX = 'TEDI';
const RANDOM_LENGTH = 8;

/** A new random code, stored form (no dashes): TEDI and 8 characters, about 40 bits of chance per guess. */
export function newLicenceCode(): string {
  let code = CODE_PREFIX;
  for (let index = 0; index < RANDOM_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A code as typed (already upper case without spaces or dashes, see licenceCodeSchema) in its stored form: someone
 * who leaves out the TEDI prefix still gets their code.
 */
export function storedLicenceCode(typed: string): string {
  return typed.length === RANDOM_LENGTH && !typed.startsWith(CODE_PREFIX) ? `${CODE_PREFIX}${typed}` : typed;
}

/** A stored code grouped for reading: TEDI-7KQ2-M9XD. */
export function formatLicenceCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/** Only the last group of a code: enough to tell codes apart on an administrator's screen, not enough to use one. */
export function licenceCodeHint(code: string): string {
  const groups = formatLicenceCode(code).split('-');
  return groups.map((group, index) => (index === 0 || index === groups.length - 1 ? group : '••••')).join('-');
}
