import { randomBytes } from 'node:crypto';
import { and, type Database, desc, eq, gte, isNotNull, lt, schema, sql } from '@tedi/db';

const messages = schema.contactMessages;
const keys = schema.formSigningKeys;

export type ContactMessageRow = typeof messages.$inferSelect;

/** The only SQL of the site's forms to its staff (contact, sponsor enquiries): their messages and the key that signs them. */
export class ContactRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The named signing key, made on first use; every instance reads the same one. */
  async signingKey(name: string): Promise<string> {
    await this.#db
      .insert(keys)
      .values({ name, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: keys.name });
    const [row] = await this.#db.select({ secret: keys.secret }).from(keys).where(eq(keys.name, name)).limit(1);
    return row!.secret;
  }

  async countFromAddressSince(address: string, since: Date): Promise<number> {
    const [row] = await this.#db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.senderAddress, address), gte(messages.createdAt, since)));
    return row?.count ?? 0;
  }

  async insert(
    values: Omit<typeof messages.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'> & { senderAddress: string },
  ): Promise<ContactMessageRow> {
    const [row] = await this.#db.insert(messages).values(values).returning();
    return row!;
  }

  /** Newest first; of one kind when a kind is given. */
  async list(
    limit: number,
    offset: number,
    kind?: ContactMessageRow['kind'],
  ): Promise<{ rows: ContactMessageRow[]; total: number }> {
    const where = kind === undefined ? undefined : eq(messages.kind, kind);
    const [rows, [counted]] = await Promise.all([
      this.#db.select().from(messages).where(where).orderBy(desc(messages.createdAt)).limit(limit).offset(offset),
      this.#db
        .select({ total: sql<number>`count(*)::int` })
        .from(messages)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Forgets sender addresses older than one date and deletes messages older than another. */
  async purge(forgetAddressesBefore: Date, deleteMessagesBefore: Date): Promise<void> {
    await this.#db
      .update(messages)
      .set({ senderAddress: null, updatedAt: new Date() })
      .where(and(isNotNull(messages.senderAddress), lt(messages.createdAt, forgetAddressesBefore)));
    await this.#db.delete(messages).where(lt(messages.createdAt, deleteMessagesBefore));
  }
}
