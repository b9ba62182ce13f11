import { createHmac, randomBytes } from 'node:crypto';
import { type Database, schema } from '@tedi/db';
import { encryptionKeyBytes } from '../../platform/config.ts';
import { openWithKey, sealWithKey, sha256 } from '../secrets.ts';

/** The id of the key kept in the database when the environment gives none. */
const DATABASE_KEY_ID = 'database';

interface EncryptionKey {
  readonly id: string;
  readonly bytes: Buffer;
}

/**
 * The keys that seal secrets kept at rest (TOTP secrets) and key the digests of codes sent by SMS. A sealed value
 * names its key, so secrets sealed with the database key still open after a key is set in the environment.
 */
export class EncryptionKeys {
  readonly #current: EncryptionKey;
  readonly #byId: ReadonlyMap<string, Buffer>;

  constructor(current: EncryptionKey, others: readonly EncryptionKey[] = []) {
    this.#current = current;
    this.#byId = new Map([...others, current].map((key) => [key.id, key.bytes]));
  }

  /** `plaintext` sealed with the current key, bound to `context` (what it belongs to, e.g. a factor id). */
  seal(plaintext: string, context: string): string {
    return `${this.#current.id}.${sealWithKey(this.#current.bytes, plaintext, context)}`;
  }

  /** What `seal` sealed; null when its key is unknown, or it was sealed for another context, or it is damaged. */
  open(sealed: string, context: string): string | null {
    const separator = sealed.indexOf('.');
    if (separator < 0) return null;
    const key = this.#byId.get(sealed.slice(0, separator));
    return key ? openWithKey(key, sealed.slice(separator + 1), context) : null;
  }

  /** A digest of a short code that nobody without the key can reverse by trying every code. */
  codeDigest(code: string, context: string): string {
    return createHmac('sha256', this.#current.bytes).update(`${context}:${code}`).digest('hex');
  }
}

/**
 * The key from the environment when given (its id is derived from it, so changing it is noticed); the key kept in
 * the database is also loaded, or made on the first start when the environment gives none.
 */
export async function setUpEncryptionKeys(
  db: Database,
  fromEnvironment: string | undefined,
): Promise<{ keys: EncryptionKeys; fromEnvironment: boolean }> {
  if (!fromEnvironment) {
    await db
      .insert(schema.encryptionKeys)
      .values({ id: DATABASE_KEY_ID, keyMaterial: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
  }
  const rows = await db.select().from(schema.encryptionKeys);
  const stored = rows.map((row) => ({ id: row.id, bytes: Buffer.from(row.keyMaterial, 'base64url') }));
  if (!fromEnvironment) {
    const databaseKey = stored.find((key) => key.id === DATABASE_KEY_ID)!;
    return { keys: new EncryptionKeys(databaseKey, stored), fromEnvironment: false };
  }
  const bytes = encryptionKeyBytes(fromEnvironment);
  if (bytes?.length !== 32) throw new Error('AUTH_ENCRYPTION_KEY must be 32 bytes');
  const current = { id: `env-${sha256(bytes.toString('hex')).slice(0, 12)}`, bytes };
  return { keys: new EncryptionKeys(current, stored), fromEnvironment: true };
}
