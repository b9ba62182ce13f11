import { and, asc, count, type Database, desc, eq, gt, gte, inArray, isNull, min, or, schema, sql } from '@tedi/db';

const {
  accessGrants,
  families,
  licenceBatches,
  licenceCodes,
  licenceRedemptions,
  paymentEvents,
  profiles,
  subscriptions,
  users,
} = schema;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Subscription statuses that give access while the paid period lasts. */
export const ACCESS_GIVING_STATUSES = ['active', 'trialing'] as const;

/** Whose access rows to look at: the family's own, and those of the parents who own it (or the one parent). */
export interface AccessOwners {
  readonly familyId: string | null;
  readonly userIds: readonly string[];
}

export type { Membership } from '../../platform/access-repository.ts';

export interface ParentAccount {
  readonly userId: string;
  readonly email: string | null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BatchRow = typeof licenceBatches.$inferSelect;
export type CodeRow = typeof licenceCodes.$inferSelect;
export type GrantRow = typeof accessGrants.$inferSelect;

export interface ActiveLicence {
  readonly sponsorName: string;
  readonly expiresOn: string;
}

export interface BatchWithUse extends BatchRow {
  readonly seatsUsed: number;
}

export interface CodeSummaryRow {
  readonly id: string;
  readonly code: string;
  readonly revokedAt: Date | null;
  readonly redemptions: number;
}

export interface GrantWithEmail extends GrantRow {
  readonly email: string | null;
}

/** Rows owned by the family, or by one of the given users. */
function ownedBy(
  table:
    | { familyId: typeof subscriptions.familyId; userId: typeof subscriptions.userId }
    | { familyId: typeof licenceRedemptions.familyId; userId: typeof licenceRedemptions.userId },
  owners: AccessOwners,
) {
  const conditions = [];
  if (owners.familyId !== null) conditions.push(eq(table.familyId, owners.familyId));
  if (owners.userIds.length > 0) conditions.push(inArray(table.userId, [...owners.userIds]));
  return conditions.length === 0 ? sql`false` : or(...conditions)!;
}

/** The only SQL of the subscriptions capability. */
export class SubscriptionsRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The parents of a family, with their e-mail addresses (for premium access by configuration). */
  async parentsOf(familyId: string): Promise<readonly ParentAccount[]> {
    return this.#db
      .select({ userId: profiles.userId, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.familyId, familyId), eq(profiles.role, 'parent')));
  }

  /** The subscription giving access now that runs longest, if any. */
  async activeSubscription(owners: AccessOwners, now: Date): Promise<SubscriptionRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(subscriptions)
      .where(
        and(
          ownedBy(subscriptions, owners),
          inArray(subscriptions.status, [...ACCESS_GIVING_STATUSES]),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
        ),
      )
      .orderBy(sql`${subscriptions.currentPeriodEnd} desc nulls first`)
      .limit(1);
    return row;
  }

  /** The most recent subscription whatever its state, for the status page. */
  async latestSubscription(owners: AccessOwners): Promise<SubscriptionRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(subscriptions)
      .where(ownedBy(subscriptions, owners))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1);
    return row;
  }

  /** A redeemed licence still giving access on `today` (code and batch not revoked, batch not expired). */
  async activeLicence(owners: AccessOwners, today: string): Promise<ActiveLicence | undefined> {
    const [row] = await this.#db
      .select({ sponsorName: licenceBatches.sponsorName, expiresOn: licenceBatches.expiresOn })
      .from(licenceRedemptions)
      .innerJoin(licenceBatches, eq(licenceBatches.id, licenceRedemptions.batchId))
      .innerJoin(licenceCodes, eq(licenceCodes.id, licenceRedemptions.codeId))
      .where(
        and(
          ownedBy(licenceRedemptions, owners),
          isNull(licenceBatches.revokedAt),
          isNull(licenceCodes.revokedAt),
          gte(licenceBatches.expiresOn, today),
        ),
      )
      .orderBy(desc(licenceBatches.expiresOn))
      .limit(1);
    return row;
  }

  /** A grant to one of the users still giving access on `today`. */
  async activeGrant(userIds: readonly string[], today: string): Promise<GrantRow | undefined> {
    if (userIds.length === 0) return undefined;
    const [row] = await this.#db
      .select()
      .from(accessGrants)
      .where(
        and(
          inArray(accessGrants.userId, [...userIds]),
          isNull(accessGrants.revokedAt),
          gte(accessGrants.endsOn, today),
        ),
      )
      .orderBy(desc(accessGrants.endsOn))
      .limit(1);
    return row;
  }

  /**
   * When the owners' free trial started: the earliest of the family's creation and its parents' sign-ups. A second
   * parent joining, or a family made again, never starts it afresh. Undefined when neither exists any more.
   */
  async trialStart(owners: AccessOwners): Promise<Date | undefined> {
    const starts: Date[] = [];
    if (owners.familyId !== null) {
      const [family] = await this.#db
        .select({ createdAt: families.createdAt })
        .from(families)
        .where(eq(families.id, owners.familyId));
      if (family) starts.push(family.createdAt);
    }
    if (owners.userIds.length > 0) {
      const [earliest] = await this.#db
        .select({ createdAt: min(users.createdAt) })
        .from(users)
        .where(inArray(users.id, [...owners.userIds]));
      if (earliest?.createdAt) starts.push(earliest.createdAt);
    }
    return starts.length === 0 ? undefined : new Date(Math.min(...starts.map((start) => start.getTime())));
  }

  // Payments -------------------------------------------------------------------------------------------------------

  /** The payer's customer at the provider, from the owners' latest subscription there. */
  async latestCustomerId(owners: AccessOwners, provider: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ customerId: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(
        and(
          ownedBy(subscriptions, owners),
          eq(subscriptions.provider, provider),
          sql`${subscriptions.providerCustomerId} is not null`,
        ),
      )
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1);
    return row?.customerId ?? null;
  }

  async paymentEventSeen(provider: string, eventId: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, eventId)))
      .limit(1);
    return row !== undefined;
  }

  /** Records an event; false when it was recorded before (a second delivery, or two at once). */
  async recordPaymentEvent(tx: Transaction, provider: string, eventId: string, type: string): Promise<boolean> {
    const rows = await tx
      .insert(paymentEvents)
      .values({ provider, providerEventId: eventId, type })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /** Whether the family or account a payment names still exists (it may have been deleted since). */
  async ownerExists(owner: { familyId: string } | { userId: string }): Promise<boolean> {
    const [row] =
      'familyId' in owner
        ? await this.#db.select({ id: families.id }).from(families).where(eq(families.id, owner.familyId))
        : await this.#db.select({ id: users.id }).from(users).where(eq(users.id, owner.userId));
    return row !== undefined;
  }

  /** The provider's latest word on a subscription: inserted the first time, its state replaced after that. */
  async saveSubscription(
    tx: Transaction,
    values: {
      familyId: string | null;
      userId: string | null;
      provider: string;
      providerSubscriptionId: string;
      providerCustomerId: string;
      plan: string;
      status: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    },
    now: Date,
  ): Promise<void> {
    await tx
      .insert(subscriptions)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [subscriptions.provider, subscriptions.providerSubscriptionId],
        set: {
          providerCustomerId: values.providerCustomerId,
          plan: values.plan,
          status: values.status,
          currentPeriodEnd: values.currentPeriodEnd,
          cancelAtPeriodEnd: values.cancelAtPeriodEnd,
          updatedAt: now,
        },
      });
  }

  // Licences -------------------------------------------------------------------------------------------------------

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#db.transaction(work);
  }

  /** A code and its batch, the batch row locked so that seats are counted one redemption at a time. */
  async lockCodeForRedemption(tx: Transaction, code: string): Promise<{ code: CodeRow; batch: BatchRow } | undefined> {
    const [found] = await tx.select().from(licenceCodes).where(eq(licenceCodes.code, code)).limit(1);
    if (!found) return undefined;
    const [batch] = await tx.select().from(licenceBatches).where(eq(licenceBatches.id, found.batchId)).for('update');
    return batch ? { code: found, batch } : undefined;
  }

  async redemptionOf(tx: Transaction, batchId: string, owners: AccessOwners): Promise<{ id: string } | undefined> {
    const [row] = await tx
      .select({ id: licenceRedemptions.id })
      .from(licenceRedemptions)
      .where(and(eq(licenceRedemptions.batchId, batchId), ownedBy(licenceRedemptions, owners)))
      .limit(1);
    return row;
  }

  async seatsUsed(tx: Transaction | Database, batchId: string): Promise<number> {
    const [row] = await tx
      .select({ used: count() })
      .from(licenceRedemptions)
      .where(eq(licenceRedemptions.batchId, batchId));
    return row?.used ?? 0;
  }

  async insertRedemption(
    tx: Transaction,
    values: { codeId: string; batchId: string; familyId: string | null; userId: string | null; redeemedBy: string },
  ): Promise<void> {
    await tx.insert(licenceRedemptions).values(values);
  }

  /** A batch and its codes; codes whose text is already taken are skipped and reported back as missing. */
  async insertBatch(
    values: Omit<typeof licenceBatches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
    makeCodes: (howMany: number) => string[],
    codes: number,
  ): Promise<{ batch: BatchRow; codes: { id: string; code: string }[] }> {
    return this.#db.transaction(async (tx) => {
      const [batch] = await tx.insert(licenceBatches).values(values).returning();
      const made: { id: string; code: string }[] = [];
      // Codes are random; a clash with an existing code is very unlikely, and simply made again.
      for (let round = 0; made.length < codes && round < 10; round += 1) {
        const inserted = await tx
          .insert(licenceCodes)
          .values(makeCodes(codes - made.length).map((code) => ({ batchId: batch!.id, code })))
          .onConflictDoNothing({ target: licenceCodes.code })
          .returning({ id: licenceCodes.id, code: licenceCodes.code });
        made.push(...inserted);
      }
      if (made.length < codes) throw new Error('could not make unique licence codes');
      return { batch: batch!, codes: made };
    });
  }

  async batches(): Promise<BatchWithUse[]> {
    const used = this.#db
      .select({ batchId: licenceRedemptions.batchId, used: count().as('used') })
      .from(licenceRedemptions)
      .groupBy(licenceRedemptions.batchId)
      .as('used');
    const rows = await this.#db
      .select({ batch: licenceBatches, used: used.used })
      .from(licenceBatches)
      .leftJoin(used, eq(used.batchId, licenceBatches.id))
      .orderBy(desc(licenceBatches.createdAt));
    return rows.map((row) => ({ ...row.batch, seatsUsed: Number(row.used ?? 0) }));
  }

  async batch(id: string): Promise<BatchWithUse | undefined> {
    const [row] = await this.#db.select().from(licenceBatches).where(eq(licenceBatches.id, id));
    if (!row) return undefined;
    return { ...row, seatsUsed: await this.seatsUsed(this.#db, id) };
  }

  async codesOf(batchId: string): Promise<CodeSummaryRow[]> {
    const rows = await this.#db
      .select({
        id: licenceCodes.id,
        code: licenceCodes.code,
        revokedAt: licenceCodes.revokedAt,
        redemptions: count(licenceRedemptions.id),
      })
      .from(licenceCodes)
      .leftJoin(licenceRedemptions, eq(licenceRedemptions.codeId, licenceCodes.id))
      .where(eq(licenceCodes.batchId, batchId))
      .groupBy(licenceCodes.id)
      .orderBy(asc(licenceCodes.createdAt), asc(licenceCodes.code));
    return rows;
  }

  /** Sets revoked_at once; a second revocation keeps the first time. Returns false when there is no such batch. */
  async revokeBatch(id: string, now: Date): Promise<boolean> {
    const rows = await this.#db
      .update(licenceBatches)
      .set({ revokedAt: sql`coalesce(${licenceBatches.revokedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(licenceBatches.id, id))
      .returning({ id: licenceBatches.id });
    return rows.length > 0;
  }

  async revokeCode(id: string, now: Date): Promise<CodeRow | undefined> {
    const [row] = await this.#db
      .update(licenceCodes)
      .set({ revokedAt: sql`coalesce(${licenceCodes.revokedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(licenceCodes.id, id))
      .returning();
    return row;
  }

  /** Sponsors that agreed to be named, of batches neither revoked nor expired on `today`; one entry each. */
  async publicSponsors(today: string): Promise<{ name: string; kind: string }[]> {
    return this.#db
      .selectDistinct({ name: licenceBatches.sponsorName, kind: licenceBatches.sponsorKind })
      .from(licenceBatches)
      .where(
        and(
          eq(licenceBatches.publiclyListed, true),
          isNull(licenceBatches.revokedAt),
          gte(licenceBatches.expiresOn, today),
        ),
      )
      .orderBy(asc(licenceBatches.sponsorName), asc(licenceBatches.sponsorKind));
  }

  // Grants ---------------------------------------------------------------------------------------------------------

  async userIdByEmail(email: string): Promise<string | undefined> {
    const [row] = await this.#db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return row?.id;
  }

  async insertGrant(values: {
    userId: string;
    endsOn: string;
    reason: string;
    /** Null for a grant made from the command line. */
    grantedBy: string | null;
  }): Promise<GrantWithEmail> {
    const [row] = await this.#db.insert(accessGrants).values(values).returning();
    return (await this.grant(row!.id))!;
  }

  async grant(id: string): Promise<GrantWithEmail | undefined> {
    const [row] = await this.#db
      .select({ grant: accessGrants, email: users.email })
      .from(accessGrants)
      .leftJoin(users, eq(users.id, accessGrants.userId))
      .where(eq(accessGrants.id, id));
    return row ? { ...row.grant, email: row.email } : undefined;
  }

  async grants(): Promise<GrantWithEmail[]> {
    const rows = await this.#db
      .select({ grant: accessGrants, email: users.email })
      .from(accessGrants)
      .leftJoin(users, eq(users.id, accessGrants.userId))
      .orderBy(desc(accessGrants.createdAt));
    return rows.map((row) => ({ ...row.grant, email: row.email }));
  }

  async revokeGrant(id: string, now: Date): Promise<GrantWithEmail | undefined> {
    const rows = await this.#db
      .update(accessGrants)
      .set({ revokedAt: sql`coalesce(${accessGrants.revokedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(accessGrants.id, id))
      .returning({ id: accessGrants.id });
    return rows.length > 0 ? this.grant(id) : undefined;
  }
}
