import type { ProfileRole } from '@tedi/db';

/** Everything that can be done with a child's profile and the files kept about the child. */
export const CHILD_ACTIONS = [
  /** Read the profile, its conditions and contacts. */
  'view',
  /** Add a child to the family (asked about the family, not about an existing child). */
  'create',
  /** Change the profile, its conditions and contacts. */
  'update',
  /** Archive the child, and bring them back. */
  'archive',
  'upload_photo',
  'download_file',
] as const;
export type ChildAction = (typeof CHILD_ACTIONS)[number];

/**
 * How the asker stands towards a child: their role (null when signed out or without a profile) and whether they
 * belong to the family that owns the child.
 */
export interface ChildRelation {
  readonly role: ProfileRole | null;
  readonly sameFamily: boolean;
}

const isFamilyParent = ({ role, sameFamily }: ChildRelation) => role === 'parent' && sameFamily;

/**
 * Who may do what. The family owns its children and a parent of that family may do everything. Family members
 * (per-child grants), children (their own narrow rights) and a documented support flow for admins come with
 * later capabilities; until then they are refused like anyone else. Anything not listed is refused.
 */
const ALLOWED: Readonly<Record<ChildAction, (relation: ChildRelation) => boolean>> = {
  view: isFamilyParent,
  create: isFamilyParent,
  update: isFamilyParent,
  archive: isFamilyParent,
  upload_photo: isFamilyParent,
  download_file: isFamilyParent,
};

export function mayChild(relation: ChildRelation, action: ChildAction): boolean {
  const rule = ALLOWED[action] as ((relation: ChildRelation) => boolean) | undefined;
  return rule ? rule(relation) : false;
}
