import { and, asc, type Database, eq, inArray, isNull, sql, schema } from '@tedi/db';
import type { ChildAreaGrant } from '@tedi/contracts';

const { childGrants, children, families, familyInvitations, profiles, users } = schema;

export type InvitationRow = typeof familyInvitations.$inferSelect;
export interface ChildGrantValues {
  readonly childId: string;
  readonly areas: ChildAreaGrant;
}

/** An invitation found by its link, with what the invitation page may show about who sent it. */
export interface InvitationWithFamily {
  readonly invitation: InvitationRow;
  readonly familyName: string;
  readonly inviterDisplayName: string | null;
  readonly inviterMetadata: Record<string, unknown> | null;
}

export interface MemberRow {
  readonly userId: string;
  readonly displayName: string | null;
  readonly email: string | null;
}

export interface GrantRow {
  readonly userId: string;
  readonly childId: string;
  readonly areas: ChildAreaGrant;
}

/** Why an invitation could not be taken up, found under the row lock. */
export type AcceptOutcome =
  | { readonly accepted: true; readonly familyId: string }
  | { readonly accepted: false; readonly reason: 'unknown' | 'used' | 'revoked' | 'expired' };

/**
 * The only SQL of the family capability: invitations, members and their grants. It reads no child data; the
 * children's names and profiles come from the children capability, through the child access check.
 */
export class FamilyRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async familyName(familyId: string): Promise<string | null> {
    const [row] = await this.#db.select({ name: families.name }).from(families).where(eq(families.id, familyId));
    return row?.name ?? null;
  }

  /** Sends a new invitation, withdrawing any open one to the same address in the family (its link stops working). */
  async replaceInvitation(values: {
    familyId: string;
    email: string;
    tokenHash: string;
    invitedBy: string;
    grants: ChildGrantValues[];
    expiresAt: Date;
    now: Date;
  }): Promise<InvitationRow> {
    return this.#db.transaction(async (tx) => {
      await tx
        .update(familyInvitations)
        .set({ revokedAt: values.now, updatedAt: values.now })
        .where(
          and(
            eq(familyInvitations.familyId, values.familyId),
            eq(familyInvitations.email, values.email),
            isNull(familyInvitations.acceptedAt),
            isNull(familyInvitations.revokedAt),
          ),
        );
      const [row] = await tx
        .insert(familyInvitations)
        .values({
          familyId: values.familyId,
          email: values.email,
          tokenHash: values.tokenHash,
          invitedBy: values.invitedBy,
          grants: values.grants.map((grant) => ({ childId: grant.childId, areas: grant.areas })),
          expiresAt: values.expiresAt,
        })
        .returning();
      return row!;
    });
  }

  /** Invitations neither accepted nor revoked, newest first; expired ones too (the list says so). */
  async openInvitations(familyId: string): Promise<InvitationRow[]> {
    return this.#db
      .select()
      .from(familyInvitations)
      .where(
        and(
          eq(familyInvitations.familyId, familyId),
          isNull(familyInvitations.acceptedAt),
          isNull(familyInvitations.revokedAt),
        ),
      )
      .orderBy(sql`${familyInvitations.createdAt} desc`, asc(familyInvitations.id));
  }

  /** Revokes an open invitation of the family; false when there is none with this id. */
  async revoke(familyId: string, invitationId: string, now: Date): Promise<boolean> {
    const rows = await this.#db
      .update(familyInvitations)
      .set({ revokedAt: now, updatedAt: now })
      .where(
        and(
          eq(familyInvitations.id, invitationId),
          eq(familyInvitations.familyId, familyId),
          isNull(familyInvitations.acceptedAt),
          isNull(familyInvitations.revokedAt),
        ),
      )
      .returning({ id: familyInvitations.id });
    return rows.length > 0;
  }

  async findByTokenHash(tokenHash: string): Promise<InvitationWithFamily | undefined> {
    const [row] = await this.#db
      .select({
        invitation: familyInvitations,
        familyName: families.name,
        inviterDisplayName: profiles.displayName,
        inviterMetadata: users.userMetadata,
      })
      .from(familyInvitations)
      .innerJoin(families, eq(families.id, familyInvitations.familyId))
      .leftJoin(profiles, eq(profiles.userId, familyInvitations.invitedBy))
      .leftJoin(users, eq(users.id, familyInvitations.invitedBy))
      .where(eq(familyInvitations.tokenHash, tokenHash));
    return row;
  }

  /**
   * Takes up an invitation in one transaction, the invitation row locked so a link works once even when clicked
   * twice at the same moment: the account joins the family as a family member (in its profile and in the role its
   * next token carries), leaves any grants it had elsewhere, and gets the grants the invitation names for children
   * still in the family.
   */
  async accept(tokenHash: string, userId: string, now: Date): Promise<AcceptOutcome> {
    return this.#db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(familyInvitations)
        .where(eq(familyInvitations.tokenHash, tokenHash))
        .for('update');
      if (!invitation) return { accepted: false, reason: 'unknown' };
      if (invitation.acceptedAt) return { accepted: false, reason: 'used' };
      if (invitation.revokedAt) return { accepted: false, reason: 'revoked' };
      if (invitation.expiresAt.getTime() <= now.getTime()) return { accepted: false, reason: 'expired' };

      await tx
        .update(familyInvitations)
        .set({ acceptedAt: now, acceptedBy: userId, updatedAt: now })
        .where(eq(familyInvitations.id, invitation.id));
      await tx
        .update(profiles)
        .set({ role: 'family_member', familyId: invitation.familyId, updatedAt: now })
        .where(eq(profiles.userId, userId));
      // The role in app_metadata is what the access tokens carry: the next refresh says family_member.
      await tx
        .update(users)
        .set({
          appMetadata: sql`${users.appMetadata} || ${JSON.stringify({ role: 'family_member' })}::jsonb`,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await tx.delete(childGrants).where(eq(childGrants.userId, userId));
      const childIds = invitation.grants.map((grant) => grant.childId);
      const stillThere = new Set(
        childIds.length === 0
          ? []
          : (
              await tx
                .select({ id: children.id })
                .from(children)
                .where(and(inArray(children.id, childIds), eq(children.familyId, invitation.familyId)))
            ).map((row) => row.id),
      );
      const grants = invitation.grants.filter((grant) => stillThere.has(grant.childId));
      if (grants.length > 0) {
        await tx.insert(childGrants).values(
          grants.map((grant) => ({
            childId: grant.childId,
            userId,
            familyId: invitation.familyId,
            areas: grant.areas,
          })),
        );
      }
      return { accepted: true, familyId: invitation.familyId };
    });
  }

  /** The family's members (family_member role), with their sign-in address. */
  async members(familyId: string): Promise<MemberRow[]> {
    return this.#db
      .select({ userId: profiles.userId, displayName: profiles.displayName, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.familyId, familyId), eq(profiles.role, 'family_member')))
      .orderBy(asc(profiles.createdAt), asc(profiles.userId));
  }

  async isMember(familyId: string, userId: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.familyId, familyId), eq(profiles.userId, userId), eq(profiles.role, 'family_member')));
    return row !== undefined;
  }

  /** Grants in the family, for the given members (the children's names come from the children capability). */
  async grantsOfMembers(familyId: string, userIds: readonly string[]): Promise<GrantRow[]> {
    if (userIds.length === 0) return [];
    return this.#db
      .select({ userId: childGrants.userId, childId: childGrants.childId, areas: childGrants.areas })
      .from(childGrants)
      .where(and(eq(childGrants.familyId, familyId), inArray(childGrants.userId, [...userIds])));
  }

  /** Replaces all of a member's grants in the family with these (children outside the family are left out). */
  async replaceGrants(familyId: string, userId: string, grants: readonly ChildGrantValues[], now: Date): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.delete(childGrants).where(and(eq(childGrants.familyId, familyId), eq(childGrants.userId, userId)));
      if (grants.length > 0) {
        await tx
          .insert(childGrants)
          .values(grants.map((grant) => ({ ...grant, userId, familyId, createdAt: now, updatedAt: now })));
      }
    });
  }

  /** Takes a member out of the family: every grant goes, and their profile no longer names the family. */
  async removeMember(familyId: string, userId: string, now: Date): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.delete(childGrants).where(and(eq(childGrants.familyId, familyId), eq(childGrants.userId, userId)));
      await tx
        .update(profiles)
        .set({ familyId: null, updatedAt: now })
        .where(and(eq(profiles.userId, userId), eq(profiles.familyId, familyId), eq(profiles.role, 'family_member')));
    });
  }

  /** A member's grants in their family on children not archived: what is shared with them, nothing else. */
  async grantsOfMember(userId: string, familyId: string): Promise<{ childId: string; areas: ChildAreaGrant }[]> {
    return this.#db
      .select({ childId: childGrants.childId, areas: childGrants.areas })
      .from(childGrants)
      .innerJoin(children, eq(children.id, childGrants.childId))
      .where(
        and(
          eq(childGrants.userId, userId),
          eq(childGrants.familyId, familyId),
          eq(children.familyId, familyId),
          isNull(children.archivedAt),
        ),
      )
      .orderBy(asc(children.createdAt), asc(children.id));
  }
}
