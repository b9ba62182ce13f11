import type { ChildAllowances, ChildChoices, ChildSignInMethod } from '@tedi/contracts';
import { and, desc, eq, isNull, schema, sql, type Database } from '@tedi/db';
import type { ManagePass, ReadPass } from '../../policies/child-access.ts';

const { childSignIns, childSignInAttempts, children, grownUpPins, profiles, trustedDevices, users } = schema;

export type ChildSignInRow = typeof childSignIns.$inferSelect;
export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;

export interface SignInValues {
  readonly method: ChildSignInMethod;
  readonly secretHash: string;
  readonly sessionMinutes: number;
  readonly allowances: ChildAllowances;
}

export interface AttemptRow {
  readonly at: Date;
  readonly succeeded: boolean;
  readonly deviceName: string | null;
}

/** A child as a trusted device lists them, before anyone has signed in. */
export interface DeviceChildRow {
  readonly childId: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly photoFileId: string | null;
  readonly method: ChildSignInMethod;
  readonly lockedAt: Date | null;
}

/**
 * The only SQL of the child area: children's sign-ins (read and changed with a parent's manage pass on the
 * child's profile, or with the pass of the child signed in), the family's trusted devices and grown-up PIN, and
 * what a trusted device may know before anyone signs in. Those last queries are scoped by the device's family,
 * found from its token, not by a person's pass, so they are named `unsafe…`.
 */
export class ChildAreaRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  get db(): Database {
    return this.#db;
  }

  // A child's sign-in, as a parent manages it ----------------------------------------------------------------

  async signIn(pass: ReadPass<'profile'>, childId: string): Promise<ChildSignInRow | null> {
    pass.assertCovers([childId]);
    const [row] = await this.#db.select().from(childSignIns).where(eq(childSignIns.childId, childId));
    return row ?? null;
  }

  async insertSignIn(
    tx: Database,
    pass: ManagePass<'profile'>,
    childId: string,
    userId: string,
    values: SignInValues,
    choices: ChildChoices,
  ): Promise<void> {
    pass.assertCovers([childId]);
    await tx.insert(childSignIns).values({ childId, userId, ...values, choices });
  }

  /** Changes the sign-in; a new secret starts the count of wrong tries again and unlocks. */
  async updateSignIn(
    pass: ManagePass<'profile'>,
    childId: string,
    values: Omit<SignInValues, 'secretHash'> & { readonly secretHash: string | null },
  ): Promise<void> {
    pass.assertCovers([childId]);
    const { secretHash, ...rest } = values;
    await this.#db
      .update(childSignIns)
      .set({
        ...rest,
        ...(secretHash ? { secretHash, failedAttempts: 0, lockedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(childSignIns.childId, childId));
  }

  async unlock(pass: ManagePass<'profile'>, childId: string): Promise<void> {
    pass.assertCovers([childId]);
    await this.#db
      .update(childSignIns)
      .set({ failedAttempts: 0, lockedAt: null, updatedAt: new Date() })
      .where(eq(childSignIns.childId, childId));
  }

  async attempts(pass: ReadPass<'profile'>, childId: string, limit: number): Promise<AttemptRow[]> {
    pass.assertCovers([childId]);
    return this.#db
      .select({ at: childSignInAttempts.at, succeeded: childSignInAttempts.succeeded, deviceName: trustedDevices.name })
      .from(childSignInAttempts)
      .leftJoin(trustedDevices, eq(trustedDevices.id, childSignInAttempts.deviceId))
      .where(eq(childSignInAttempts.childId, childId))
      .orderBy(desc(childSignInAttempts.at))
      .limit(limit);
  }

  async recordHandOver(pass: ManagePass<'profile'>, childId: string, at: Date): Promise<void> {
    pass.assertCovers([childId]);
    await this.#db.insert(childSignInAttempts).values({ childId, deviceId: null, succeeded: true, at });
  }

  // The child signed in --------------------------------------------------------------------------------------

  async updateChoices(pass: ReadPass<'profile'>, childId: string, choices: ChildChoices): Promise<void> {
    pass.assertCovers([childId]);
    await this.#db
      .update(childSignIns)
      .set({ choices, updatedAt: new Date() })
      .where(eq(childSignIns.childId, childId));
  }

  // The family's devices and grown-up PIN ----------------------------------------------------------------------

  async devicesOf(familyId: string): Promise<TrustedDeviceRow[]> {
    return this.#db
      .select()
      .from(trustedDevices)
      .where(and(eq(trustedDevices.familyId, familyId), isNull(trustedDevices.revokedAt)))
      .orderBy(desc(trustedDevices.createdAt));
  }

  async insertDevice(familyId: string, values: { name: string; tokenHash: string; userId: string }) {
    const [row] = await this.#db
      .insert(trustedDevices)
      .values({ familyId, name: values.name, tokenHash: values.tokenHash, createdByUserId: values.userId })
      .returning();
    return row!;
  }

  /** Stops trusting one of the family's devices; false when the family has no such device. */
  async revokeDevice(familyId: string, deviceId: string): Promise<boolean> {
    const rows = await this.#db
      .update(trustedDevices)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(trustedDevices.familyId, familyId), eq(trustedDevices.id, deviceId), isNull(trustedDevices.revokedAt)),
      )
      .returning({ id: trustedDevices.id });
    return rows.length > 0;
  }

  async grownUpPinHash(familyId: string): Promise<string | null> {
    const [row] = await this.#db.select().from(grownUpPins).where(eq(grownUpPins.familyId, familyId));
    return row?.pinHash ?? null;
  }

  async setGrownUpPin(familyId: string, pinHash: string): Promise<void> {
    await this.#db
      .insert(grownUpPins)
      .values({ familyId, pinHash })
      .onConflictDoUpdate({ target: grownUpPins.familyId, set: { pinHash, updatedAt: new Date() } });
  }

  async removeGrownUpPin(familyId: string): Promise<void> {
    await this.#db.delete(grownUpPins).where(eq(grownUpPins.familyId, familyId));
  }

  /** A parent of the family with this e-mail address (for leaving the child area with a password). */
  async parentOfFamilyByEmail(familyId: string, email: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          sql`lower(${users.email}) = lower(${email})`,
          eq(profiles.familyId, familyId),
          eq(profiles.role, 'parent'),
          isNull(users.deletedAt),
        ),
      );
    return row?.id ?? null;
  }

  // What a trusted device may know before anyone signs in -------------------------------------------------------

  /** The device a token belongs to, while it is trusted. */
  async unsafeDeviceByToken(tokenHash: string): Promise<TrustedDeviceRow | null> {
    const [row] = await this.#db
      .select()
      .from(trustedDevices)
      .where(and(eq(trustedDevices.tokenHash, tokenHash), isNull(trustedDevices.revokedAt)));
    return row ?? null;
  }

  async unsafeTouchDevice(deviceId: string, at: Date): Promise<void> {
    await this.#db.update(trustedDevices).set({ lastUsedAt: at }).where(eq(trustedDevices.id, deviceId));
  }

  /** The children of the device's family whose sign-in is on and who are not archived. */
  async unsafeSignInChildrenOfFamily(familyId: string): Promise<DeviceChildRow[]> {
    return this.#db
      .select({
        childId: children.id,
        name: children.name,
        preferredName: children.preferredName,
        photoFileId: children.photoFileId,
        method: childSignIns.method,
        lockedAt: childSignIns.lockedAt,
      })
      .from(childSignIns)
      .innerJoin(children, eq(children.id, childSignIns.childId))
      .where(and(eq(children.familyId, familyId), isNull(children.archivedAt)))
      .orderBy(children.createdAt);
  }

  /** What the notice of a locked sign-in says, and to whom: the child's name, the device's, the parents' addresses. */
  async unsafeLockNoticeFacts(
    childId: string,
    deviceId: string,
  ): Promise<{ childName: string; deviceName: string; parentEmails: string[] } | null> {
    const [row] = await this.#db
      .select({
        name: children.name,
        preferredName: children.preferredName,
        familyId: children.familyId,
        deviceName: trustedDevices.name,
      })
      .from(children)
      .innerJoin(trustedDevices, and(eq(trustedDevices.id, deviceId), eq(trustedDevices.familyId, children.familyId)))
      .where(eq(children.id, childId));
    if (!row) return null;
    const parents = await this.#db
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.familyId, row.familyId), eq(profiles.role, 'parent')));
    return {
      childName: row.preferredName ?? row.name,
      deviceName: row.deviceName,
      parentEmails: parents.flatMap((parent) => (parent.email ? [parent.email] : [])),
    };
  }

  /** One child's sign-in, when the child belongs to the device's family (and is not archived). */
  async unsafeSignInOfFamilyChild(familyId: string, childId: string): Promise<ChildSignInRow | null> {
    const [row] = await this.#db
      .select({ signIn: childSignIns })
      .from(childSignIns)
      .innerJoin(children, eq(children.id, childSignIns.childId))
      .where(and(eq(children.familyId, familyId), eq(children.id, childId), isNull(children.archivedAt)));
    return row?.signIn ?? null;
  }

  /**
   * Counts a try at the child's sign-in and returns the count of wrong tries after it. A wrong try that reaches
   * the limit locks the sign-in; one update, so two devices guessing at once can't both slip under the limit.
   */
  async unsafeRecordAttempt(
    childId: string,
    deviceId: string,
    succeeded: boolean,
    lockAt: number,
    at: Date,
  ): Promise<{ failedAttempts: number; locked: boolean }> {
    return this.#db.transaction(async (tx) => {
      await tx.insert(childSignInAttempts).values({ childId, deviceId, succeeded, at });
      const [row] = await tx
        .update(childSignIns)
        .set(
          succeeded
            ? { failedAttempts: 0, updatedAt: at }
            : {
                failedAttempts: sql`${childSignIns.failedAttempts} + 1`,
                lockedAt: sql`case when ${childSignIns.failedAttempts} + 1 >= ${lockAt} then coalesce(${childSignIns.lockedAt}, ${at.toISOString()}::timestamptz) else ${childSignIns.lockedAt} end`,
                updatedAt: at,
              },
        )
        .where(eq(childSignIns.childId, childId))
        .returning({ failedAttempts: childSignIns.failedAttempts, lockedAt: childSignIns.lockedAt });
      return { failedAttempts: row?.failedAttempts ?? 0, locked: row?.lockedAt != null };
    });
  }
}
