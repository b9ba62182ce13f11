import { CHILD_AREAS, type ChildArea, type ChildAreaGrant, grantAllowsEdit, grantAllowsView } from '@tedi/contracts';
import type { ProfileRole } from '@tedi/db';
import { AppError } from '../platform/errors.ts';
import type { Membership } from '../platform/access-repository.ts';

/**
 * The one access check for child data. Every service method that reads or changes anything about a child asks it
 * first, naming the children, the area of the child's record (`@tedi/contracts` CHILD_AREAS) and what it wants to
 * do there. The answer is a pass for exactly that area and action, and repositories of child data take a pass
 * instead of bare child ids: health data cannot be read or written with a profile pass, so a module cannot slip
 * data of one area out under another's grant.
 */

/** What can be done in one area of a child's record. */
export const CHILD_ACTIONS = [
  /** Read the area's data. */
  'view',
  /** Change it: add, edit and remove entries. */
  'edit',
  /** What stays with the family's parents: archiving the child, the child's photo and files, sharing. */
  'manage',
] as const;
export type ChildAction = (typeof CHILD_ACTIONS)[number];
/** Actions that change data; a pass for one of them also allows reading. */
export type ChildChange = Exclude<ChildAction, 'view'>;

/** What can be done about a family's children as a whole rather than about one child. */
export const FAMILY_CHILDREN_ACTIONS = [
  /** List the family's children. */
  'list',
  /** Add a child to the family. */
  'add',
  /** Download everything the family holds. */
  'export',
  /** Trust devices for the children's own sign-in, and set the grown-up PIN that leaves the child area. */
  'devices',
] as const;
export type FamilyChildrenAction = (typeof FAMILY_CHILDREN_ACTIONS)[number];

/** How the asker stands towards one child. */
export interface ChildRelation {
  /** From the asker's profile (null when signed out or without a profile): the role's one source. */
  readonly role: ProfileRole | null;
  /** Whether the asker belongs to the family that owns the child. */
  readonly sameFamily: boolean;
  /** A family member's grant on this child, when they have one; ignored for any other role. */
  readonly grant?: ChildAreaGrant | null;
}

/**
 * Who may do what with a child, deny by default. The family owns its children, and a parent of that family may do
 * everything. An invited family member may read an area with a view or edit grant on that child and change it with
 * an edit grant; what only parents do (`manage`) is never shared. Children (their own narrow rights) and a
 * documented support flow for administrators come with later capabilities; until then they are refused like
 * anyone else.
 */
export function mayChild(relation: ChildRelation, area: ChildArea, action: ChildAction): boolean {
  if (!relation.sameFamily) return false;
  if (relation.role === 'parent') return true;
  if (relation.role === 'family_member') {
    if (action === 'view') return grantAllowsView(relation.grant, area);
    if (action === 'edit') return grantAllowsEdit(relation.grant, area);
  }
  return false;
}

/** Only a parent lists, adds to and exports the family's children; members see what is shared with them. */
export function mayFamilyChildren(role: ProfileRole | null, action: FamilyChildrenAction): boolean {
  const allowed: Readonly<Record<FamilyChildrenAction, boolean>> = {
    list: role === 'parent',
    add: role === 'parent',
    export: role === 'parent',
    devices: role === 'parent',
  };
  return allowed[action] === true;
}

/** The person asking, as the access token says; null for a caller who is not signed in. */
export type AccessActor = { readonly userId: string } | null;

/** A signed-in asker with what the database says about them: the only source of their role and family. */
export interface Member extends Membership {
  readonly userId: string;
}

/** The facts the check needs, read by the access repository in batched queries (policies hold no SQL). */
export interface ChildAccessFacts {
  membershipOf(userId: string): Promise<Membership>;
  /** The family of each child that exists; children not in the map do not exist. */
  familiesOfChildren(childIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** A family member's grants on these children in the family they belong to; children without one are left out. */
  grantsOf(userId: string, familyId: string, childIds: readonly string[]): Promise<ReadonlyMap<string, ChildAreaGrant>>;
  /** The family a user belongs to, made when they have none yet. */
  ensureFamilyOf(userId: string): Promise<string>;
  /** Names a family after this parent when its name is still the one it got before their name was known. */
  nameUnnamedFamily(familyId: string, userId: string): Promise<void>;
}

/** Only this module makes passes, so holding one proves the check was asked. */
const ISSUED = Symbol('child pass');

/**
 * Proof that the access check allowed `action` in `area` for each of `childIds`. Repositories of child data take
 * one in place of bare child ids and read or write only the children it covers.
 */
export class ChildPass<Area extends ChildArea = ChildArea, Action extends ChildAction = ChildAction> {
  readonly area: Area;
  readonly action: Action;
  readonly member: Member;
  readonly childIds: readonly string[];
  /** Set when the pass was issued for a share link someone opened: the reader is the link's holder, not `member`. */
  readonly shareLinkId: string | null;
  readonly #covered: ReadonlySet<string>;

  constructor(
    issued: typeof ISSUED,
    member: Member,
    area: Area,
    action: Action,
    childIds: readonly string[],
    shareLinkId: string | null = null,
  ) {
    if (issued !== ISSUED) throw new Error('Only the child access check issues passes');
    this.area = area;
    this.action = action;
    this.member = member;
    this.childIds = Object.freeze([...childIds]);
    this.shareLinkId = shareLinkId;
    this.#covered = new Set(childIds);
  }

  covers(childId: string): boolean {
    return this.#covered.has(childId);
  }

  /** For repositories: refuses, as a programming error, to touch a child the pass does not cover. */
  assertCovers(childIds: readonly string[]): void {
    const outside = childIds.filter((id) => !this.#covered.has(id));
    if (outside.length > 0) throw new Error(`A ${this.area} pass was used for a child it does not cover`);
  }

  /** The same allowance narrowed to one of its children. */
  only(childId: string): ChildPass<Area, Action> {
    this.assertCovers([childId]);
    return new ChildPass(ISSUED, this.member, this.area, this.action, [childId], this.shareLinkId);
  }
}

/**
 * Proof that the asker may know who these children are (id, name, preferred name): whoever may read any area of a
 * child's record may, so a family member shared only a child's health still sees whose health it is.
 */
export class ChildNamePass {
  readonly childIds: readonly string[];

  constructor(issued: typeof ISSUED, childIds: readonly string[]) {
    if (issued !== ISSUED) throw new Error('Only the child access check issues passes');
    this.childIds = Object.freeze([...childIds]);
  }
}

/**
 * What a child signed in to their own area may read of their own record: their board and their profile (the
 * child-area capability shows only the child's own parts of it: name, photo, favourite things). Nothing else,
 * and nothing of any other child: every other endpoint refuses a child, as `mayChild` does.
 */
export const CHILD_OWN_AREAS = ['board', 'profile'] as const satisfies readonly ChildArea[];
export type ChildOwnArea = (typeof CHILD_OWN_AREAS)[number];

export const NOT_A_CHILD_SESSION = 'This is for a child signed in to their own area.';

/** A pass to read an area: any allowed action includes reading. */
export type ReadPass<Area extends ChildArea> = ChildPass<Area>;
/** A pass to change an area. */
export type WritePass<Area extends ChildArea> = ChildPass<Area, ChildChange>;
/** A pass for what only the family's parents do. */
export type ManagePass<Area extends ChildArea> = ChildPass<Area, 'manage'>;

/** Per area, what the asker may do with one child: what presenters return so the web app never guesses. */
export type ChildAreaRights = Readonly<Record<ChildArea, Readonly<Record<ChildAction, boolean>>>>;

/** No right to do anything: what someone reading through a share link has. */
export const NO_RIGHTS: ChildAreaRights = allRightsOf({ role: null, sameFamily: false });
/** A parent's rights on a child of their family, the same every time, so worked out once. */
const PARENT_RIGHTS: ChildAreaRights = allRightsOf({ role: 'parent', sameFamily: true });

function rightsOf(relation: ChildRelation): ChildAreaRights {
  if (!relation.sameFamily) return NO_RIGHTS;
  if (relation.role === 'parent') return PARENT_RIGHTS;
  return allRightsOf(relation);
}

function allRightsOf(relation: ChildRelation): ChildAreaRights {
  return Object.freeze(
    Object.fromEntries(
      CHILD_AREAS.map((area) => [
        area,
        Object.freeze({
          view: mayChild(relation, area, 'view'),
          edit: mayChild(relation, area, 'edit'),
          manage: mayChild(relation, area, 'manage'),
        }),
      ]),
    ) as Record<ChildArea, Record<ChildAction, boolean>>,
  );
}

/** The answer about a set of children: the asker, and per child and area what they may do. */
export class ChildRights {
  readonly member: Member;
  readonly #rights: ReadonlyMap<string, ChildAreaRights>;
  readonly #families: ReadonlyMap<string, string>;

  constructor(member: Member, rights: ReadonlyMap<string, ChildAreaRights>, families: ReadonlyMap<string, string>) {
    this.member = member;
    this.#rights = rights;
    this.#families = families;
  }

  /** Every area's rights for a child; none for a child that was not asked about or does not exist. */
  of(childId: string): ChildAreaRights {
    return this.#rights.get(childId) ?? NO_RIGHTS;
  }

  may(childId: string, area: ChildArea, action: ChildAction): boolean {
    return this.of(childId)[area][action];
  }

  /** Whether the child exists and belongs to the asker's family (so a refusal may say so rather than "not found"). */
  isInOwnFamily(childId: string): boolean {
    return this.member.familyId !== null && this.#families.get(childId) === this.member.familyId;
  }

  /** A pass for the children, of those asked about, that allow this; it may cover none. */
  pass<Area extends ChildArea, Action extends ChildAction>(
    area: Area,
    action: Action,
    childIds: readonly string[] = [...this.#rights.keys()],
  ): ChildPass<Area, Action> {
    const allowed = [...new Set(childIds)].filter((id) => this.may(id, area, action));
    return new ChildPass(ISSUED, this.member, area, action, allowed);
  }

  /** A pass to the names of the children, of those asked about, that the asker may read anything of. */
  namePass(childIds: readonly string[]): ChildNamePass {
    const allowed = [...new Set(childIds)].filter((id) => CHILD_AREAS.some((area) => this.may(id, area, 'view')));
    return new ChildNamePass(ISSUED, allowed);
  }

  /** A pass when this child allows it, else null: for data a response includes only when the asker may read it. */
  passIfAllowed<Area extends ChildArea, Action extends ChildAction>(
    childId: string,
    area: Area,
    action: Action,
  ): ChildPass<Area, Action> | null {
    return this.may(childId, area, action) ? this.pass(area, action, [childId]) : null;
  }
}

export const CHILD_NOT_FOUND = 'There is no child with this id in your family.';

const REFUSALS: Readonly<Record<ChildAction, string>> = {
  view: 'This part of the child’s record hasn’t been shared with you. Please ask a parent of the family.',
  edit: 'You can’t change this part of the child’s record. Please ask a parent of the family.',
  manage: 'Only a parent of the family can do this.',
};

/**
 * The service every module calls first. Deny by default: a caller who is not signed in gets 401; a child that does
 * not exist or belongs to another family gets 404, whoever asks (nobody learns that another family's child
 * exists); inside the family, what the rules do not allow gets 403. Asked about many children at once it costs
 * the same two queries, and a third for a family member's grants; none for facts the server already holds in
 * memory (CachedAccessFacts, decision record 0039).
 */
export class ChildAccessService {
  readonly #facts: ChildAccessFacts;

  constructor(facts: ChildAccessFacts) {
    this.#facts = facts;
  }

  /** The signed-in asker with their role and family from the database; 401 for a caller who is not signed in. */
  async member(actor: AccessActor): Promise<Member> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    return { userId: actor.userId, ...(await this.#facts.membershipOf(actor.userId)) };
  }

  /** What the asker may do with each of these children, without refusing anything but a missing sign-in. */
  async check(actor: AccessActor, childIds: readonly string[]): Promise<ChildRights> {
    const member = await this.member(actor);
    return this.#rightsOf(member, childIds);
  }

  async #rightsOf(member: Member, childIds: readonly string[]): Promise<ChildRights> {
    const unique = [...new Set(childIds)];
    const families = unique.length > 0 ? await this.#facts.familiesOfChildren(unique) : new Map<string, string>();
    const own = [...families].filter(([, familyId]) => familyId === member.familyId).map(([id]) => id);
    const grants =
      member.role === 'family_member' && member.familyId !== null && own.length > 0
        ? await this.#facts.grantsOf(member.userId, member.familyId, own)
        : new Map<string, ChildAreaGrant>();
    const rights = new Map<string, ChildAreaRights>();
    for (const childId of unique) {
      const familyId = families.get(childId);
      if (familyId === undefined) continue;
      const sameFamily = member.familyId !== null && familyId === member.familyId;
      rights.set(childId, rightsOf({ role: member.role, sameFamily, grant: grants.get(childId) ?? null }));
    }
    return new ChildRights(member, rights, families);
  }

  /**
   * A pass for `action` in `area` on every one of these children, or a refusal: 404 when any is not a child of the
   * asker's family, 403 when one is but the rules do not allow this.
   */
  async requireChild<Area extends ChildArea, Action extends ChildAction>(
    actor: AccessActor,
    childIds: readonly string[],
    area: Area,
    action: Action,
  ): Promise<{ pass: ChildPass<Area, Action>; rights: ChildRights }> {
    const rights = await this.check(actor, childIds);
    for (const childId of childIds) {
      if (rights.may(childId, area, action)) continue;
      if (!rights.isInOwnFamily(childId)) throw new AppError('not_found', CHILD_NOT_FOUND);
      throw new AppError('forbidden', REFUSALS[action]);
    }
    return { pass: rights.pass(area, action, childIds), rights };
  }

  /**
   * A read pass for a child signed in to their own area, on their own record only; 403 for anyone else (a
   * parent's token is not a child's), 401 for a caller who is not signed in.
   */
  async requireOwnChild<Area extends ChildOwnArea>(actor: AccessActor, area: Area): Promise<ReadPass<Area>> {
    const member = await this.member(actor);
    if (member.role !== 'child' || !member.ownChildId || member.familyId === null) {
      throw new AppError('forbidden', NOT_A_CHILD_SESSION);
    }
    return new ChildPass(ISSUED, member, area, 'view', [member.ownChildId]);
  }

  /** For what concerns the family's children as a whole: the asker, when the rules allow it. */
  async requireFamily(actor: AccessActor, action: FamilyChildrenAction): Promise<Member> {
    const member = await this.member(actor);
    if (!mayFamilyChildren(member.role, action)) throw new AppError('forbidden', REFUSALS.manage);
    return member;
  }

  /** The family of a parent allowed to add to it, made when they have none yet (with a first child or invitation). */
  async familyToAddTo(member: Member): Promise<string> {
    if (!mayFamilyChildren(member.role, 'add')) throw new AppError('forbidden', REFUSALS.manage);
    return member.familyId ?? this.#facts.ensureFamilyOf(member.userId);
  }

  /**
   * Called when a parent gives their name: a family made before Tedi knew it, and never named since, takes a name
   * from it ("The Taylor family"). Nothing happens for anyone else.
   */
  async nameFamilyAfter(actor: AccessActor): Promise<void> {
    const member = await this.member(actor);
    if (member.role !== 'parent' || member.familyId === null) return;
    await this.#facts.nameUnnamedFamily(member.familyId, member.userId);
  }

  /**
   * A read pass for what an open share link shows: one child, an area of the shared thing. The share links service
   * asks for a link it has just found open in the database; the page of the shared thing asks again, with the pass
   * it was given, for another area the thing is made from (the health passport shows how the child communicates,
   * from the profile). The link was made by a parent, whose right to share it is checked again here (a link
   * outlives neither their account nor their place in the family).
   */
  async sharedLinkPass<Area extends ChildArea>(
    link: { readonly id: string; readonly childId: string; readonly createdByUserId: string | null },
    area: Area,
  ): Promise<ReadPass<Area> | null> {
    if (link.createdByUserId === null) return null;
    const member = await this.member({ userId: link.createdByUserId });
    const rights = await this.#rightsOf(member, [link.childId]);
    if (!rights.may(link.childId, area, 'manage')) return null;
    return new ChildPass(ISSUED, member, area, 'view', [link.childId], link.id);
  }

  /** What a member may do with these children (e.g. the family's children, once a family-wide check has passed). */
  rightsOf(member: Member, childIds: readonly string[]): Promise<ChildRights> {
    return this.#rightsOf(member, childIds);
  }
}
