import { type Database, eq, schema } from '@tedi/db';
import { randomToken, secretsEqual, sha256 } from '../secrets.ts';

export const PUBLISHABLE_PREFIX = 'sb_publishable_';
export const SECRET_PREFIX = 'sb_secret_';

export type ApiKeyKind = 'publishable' | 'secret';

export interface ApiKeySetup {
  readonly publishableKey: string;
  /** The secret key, only when it was made just now (it is shown once; only its hash is kept). */
  readonly newSecretKey: string | null;
}

/**
 * The keys clients send in `apikey`: the publishable key belongs in the web app, the secret key only in
 * server-to-server calls. Comparisons run in constant time.
 */
export class ApiKeys {
  readonly #publishableKey: string;
  readonly #secretKeyHash: string;

  constructor(publishableKey: string, secretKeyHash: string) {
    this.#publishableKey = publishableKey;
    this.#secretKeyHash = secretKeyHash;
  }

  get publishableKey(): string {
    return this.#publishableKey;
  }

  /** Which key this is, or null for anything else. */
  identify(presented: string): ApiKeyKind | null {
    // Both comparisons always run, so the time taken says nothing about which matched.
    const isPublishable = secretsEqual(presented, this.#publishableKey);
    const isSecret = secretsEqual(sha256(presented), this.#secretKeyHash);
    if (isSecret) return 'secret';
    if (isPublishable) return 'publishable';
    return null;
  }
}

/**
 * Keys from the environment when given; otherwise those kept in the database, made on the first start.
 */
export async function setUpApiKeys(
  db: Database,
  fromEnvironment: { publishableKey: string | undefined; secretKey: string | undefined },
): Promise<{ keys: ApiKeys; setup: ApiKeySetup }> {
  let publishableKey = fromEnvironment.publishableKey;
  let secretKeyHash = fromEnvironment.secretKey ? sha256(fromEnvironment.secretKey) : undefined;
  let newSecretKey: string | null = null;

  if (!publishableKey) {
    const candidate = `${PUBLISHABLE_PREFIX}${randomToken(24)}`;
    await db
      .insert(schema.apiKeys)
      .values({ kind: 'publishable', keyHash: sha256(candidate), publicValue: candidate })
      .onConflictDoNothing();
    const [row] = await db.select().from(schema.apiKeys).where(eq(schema.apiKeys.kind, 'publishable'));
    publishableKey = row!.publicValue!;
  }
  if (!secretKeyHash) {
    const candidate = `${SECRET_PREFIX}${randomToken(32)}`;
    const inserted = await db
      .insert(schema.apiKeys)
      .values({ kind: 'secret', keyHash: sha256(candidate) })
      .onConflictDoNothing()
      .returning({ kind: schema.apiKeys.kind });
    if (inserted.length > 0) newSecretKey = candidate;
    const [row] = await db.select().from(schema.apiKeys).where(eq(schema.apiKeys.kind, 'secret'));
    secretKeyHash = row!.keyHash;
  }
  return { keys: new ApiKeys(publishableKey, secretKeyHash), setup: { publishableKey, newSecretKey } };
}
