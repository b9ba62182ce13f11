import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../secrets.ts';

/** The library's `Algorithm.Argon2id`; its enum is const, which isolated modules cannot read. */
const ARGON2ID_ALGORITHM = 2;

/** argon2id with OWASP's recommended parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends about the time a real password check takes, so that an unknown address answers no faster than a known
 * one with a wrong password.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken(16));
  await verifyPassword(await dummyHash, password);
}
