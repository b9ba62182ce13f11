import type { Membership } from '../platform/membership.ts';
import { CHILD_ACTIONS, type ChildAction, mayChild } from './children.ts';
import type { GrantAreas } from './family.ts';

/** Who is asking, as the token says; null for a caller who is not signed in. */
export type ChildAccessActor = { readonly userId: string } | null;

/** What the database knows about the asker: their profile's role and family (both may be missing). */
export type ActorMembership = Membership;

/** The facts the check needs, read in two batched queries by the caller's repository (policies hold no SQL). */
export interface ChildAccessFacts {
  membershipOf(userId: string): Promise<ActorMembership>;
  /** The family of each child that exists; children not in the map do not exist. */
  familiesOfChildren(childIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /**
   * A family member's grants on these children, for the family they belong to; children without a grant are not in
   * the map. Asked only about a family member, so a parent's check stays at two queries.
   */
  grantsOf(userId: string, familyId: string, childIds: readonly string[]): Promise<ReadonlyMap<string, GrantAreas>>;
}

/** What one actor may do with one child; every action is false unless a rule allows it. */
export type ChildRights = Readonly<Record<ChildAction, boolean>>;

const NO_RIGHTS: ChildRights = Object.freeze(
  Object.fromEntries(CHILD_ACTIONS.map((action) => [action, false])) as Record<ChildAction, boolean>,
);

/** The answer of one batched check: the actor's membership, and rights per child id asked about. */
export interface ChildAccess {
  readonly membership: ActorMembership;
  /** Rights for a child id; no rights for an id that was not asked about or does not exist. */
  rightsFor(childId: string): ChildRights;
  /** Whether the actor may do this to this child. */
  may(childId: string, action: ChildAction): boolean;
  /** Whether the child exists and belongs to the actor's family (so a refusal may say so rather than "not found"). */
  isInOwnFamily(childId: string): boolean;
}

const NOBODY: ActorMembership = { role: null, familyId: null };

/**
 * The one access check for child data, called first by every service method that touches a child. Deny by default:
 * a child that does not exist, a caller who is not signed in, or any relation the children policy does not name
 * gets no rights. Asked for many children at once, it costs the same two queries (a third for a family member's
 * grants).
 */
export async function checkChildAccess(
  facts: ChildAccessFacts,
  actor: ChildAccessActor,
  childIds: readonly string[],
): Promise<ChildAccess> {
  const membership = actor ? await facts.membershipOf(actor.userId) : NOBODY;
  const unique = [...new Set(childIds)];
  const families = unique.length > 0 && actor ? await facts.familiesOfChildren(unique) : new Map<string, string>();
  const grants =
    actor && membership.role === 'family_member' && membership.familyId !== null && families.size > 0
      ? await facts.grantsOf(actor.userId, membership.familyId, [...families.keys()])
      : new Map<string, GrantAreas>();
  const rights = new Map<string, ChildRights>();
  for (const childId of unique) {
    const childFamilyId = families.get(childId);
    if (childFamilyId === undefined) continue;
    const relation = {
      role: membership.role,
      sameFamily: membership.familyId !== null && membership.familyId === childFamilyId,
      grant: grants.get(childId) ?? null,
    };
    rights.set(
      childId,
      Object.freeze(
        Object.fromEntries(CHILD_ACTIONS.map((action) => [action, mayChild(relation, action)])) as Record<
          ChildAction,
          boolean
        >,
      ),
    );
  }
  return {
    membership,
    rightsFor: (childId) => rights.get(childId) ?? NO_RIGHTS,
    may: (childId, action) => (rights.get(childId) ?? NO_RIGHTS)[action],
    isInOwnFamily: (childId) => membership.familyId !== null && families.get(childId) === membership.familyId,
  };
}
