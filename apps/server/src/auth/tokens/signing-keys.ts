import { randomUUID } from 'node:crypto';
import { type Database, and, eq, lt, ne, schema } from '@tedi/db';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const SIGNING_ALGORITHM = 'ES256';
/** Announced after a rotation, so that every instance loads the new key. */
export const SIGNING_KEYS_CHANGED_CHANNEL = 'tedi_auth_signing_keys_changed';

/** A key in memory, ready to sign or to verify. */
interface LoadedKey {
  readonly kid: string;
  readonly status: 'current' | 'previous';
  readonly publicJwk: JWK;
  readonly verifyKey: CryptoKey;
  readonly signKey: CryptoKey | null;
}

type KeyRow = typeof schema.signingKeys.$inferSelect;

async function newKeyRow(): Promise<{ kid: string; privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig', key_ops: ['verify'] };
  return { kid, privateJwk, publicJwk };
}

/**
 * Makes a new current key; the one that signed until now becomes `previous` and stays in the JWKS until every
 * token it signed has expired. Keys that stopped signing longer ago than a token lives are retired.
 */
export async function rotateSigningKeys(
  db: Database,
  accessTokenTtlSeconds: number,
  now = new Date(),
): Promise<string> {
  const fresh = await newKeyRow();
  await db.transaction(async (tx) => {
    await tx
      .update(schema.signingKeys)
      .set({ status: 'previous', rotatedAt: now })
      .where(eq(schema.signingKeys.status, 'current'));
    await tx.insert(schema.signingKeys).values({ ...fresh, status: 'current', createdAt: now });
  });
  await retireExpiredKeys(db, accessTokenTtlSeconds, now);
  return fresh.kid;
}

async function retireExpiredKeys(db: Database, accessTokenTtlSeconds: number, now: Date): Promise<void> {
  // A minute of slack covers clocks that differ between instances.
  const cutoff = new Date(now.getTime() - (accessTokenTtlSeconds + 60) * 1000);
  await db
    .update(schema.signingKeys)
    .set({ status: 'retired', retiredAt: now })
    .where(and(eq(schema.signingKeys.status, 'previous'), lt(schema.signingKeys.rotatedAt, cutoff)));
}

/** The keys that sign access tokens and those that still verify them, loaded from the database. */
export class SigningKeys {
  readonly #db: Database;
  readonly #accessTokenTtlSeconds: number;
  #keys = new Map<string, LoadedKey>();
  #current: LoadedKey | null = null;
  #lastReload = 0;

  constructor(db: Database, accessTokenTtlSeconds: number) {
    this.#db = db;
    this.#accessTokenTtlSeconds = accessTokenTtlSeconds;
  }

  /** Loads the keys, creating the first one on the first start. */
  async load(): Promise<void> {
    await retireExpiredKeys(this.#db, this.#accessTokenTtlSeconds, new Date());
    let rows = await this.#activeRows();
    if (!rows.some((row) => row.status === 'current')) {
      const fresh = await newKeyRow();
      // Two instances starting together may both try; the unique index lets one win, and both then read it.
      await this.#db
        .insert(schema.signingKeys)
        .values({ ...fresh, status: 'current' })
        .onConflictDoNothing();
      rows = await this.#activeRows();
    }
    const keys = new Map<string, LoadedKey>();
    let current: LoadedKey | null = null;
    for (const row of rows) {
      const status = row.status === 'current' ? 'current' : 'previous';
      const key: LoadedKey = {
        kid: row.kid,
        status,
        publicJwk: row.publicJwk,
        verifyKey: (await importJWK(row.publicJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey,
        signKey:
          status === 'current' ? ((await importJWK(row.privateJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey) : null,
      };
      keys.set(row.kid, key);
      if (status === 'current') current = key;
    }
    if (!current) throw new Error('No current signing key could be loaded');
    this.#keys = keys;
    this.#current = current;
    this.#lastReload = Date.now();
  }

  #activeRows(): Promise<KeyRow[]> {
    return this.#db.select().from(schema.signingKeys).where(ne(schema.signingKeys.status, 'retired'));
  }

  get current(): { kid: string; key: CryptoKey } {
    if (!this.#current?.signKey) throw new Error('Signing keys are not loaded');
    return { kid: this.#current.kid, key: this.#current.signKey };
  }

  /**
   * The key that verifies tokens signed under `kid`. An unknown kid may be a key another instance made since we
   * loaded ours, so the keys are read again, at most every 5 seconds so that made-up kids cost nothing.
   */
  async verificationKey(kid: string): Promise<CryptoKey | null> {
    const known = this.#keys.get(kid);
    if (known) return known.verifyKey;
    if (Date.now() - this.#lastReload < 5_000) return null;
    await this.load();
    return this.#keys.get(kid)?.verifyKey ?? null;
  }

  /** Public keys for `/.well-known/jwks.json`: the current one and those whose tokens may still be in use. */
  jwks(): { keys: JWK[] } {
    return { keys: [...this.#keys.values()].map((key) => key.publicJwk) };
  }
}
