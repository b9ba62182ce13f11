import { CHILD_AREA_LABELS, CHILD_AREA_LEVELS, type ChildArea, type ChildAreaLevel } from './child-areas.ts';

/** Plain values of family.ts (no zod), so pages that need only them stay small. */

/**
 * The areas of a child's record a parent can share with an invited family member, one by one. Documents are shared
 * as a whole library (view: list and download; edit: upload and change). The board shared to view lets a member use
 * the child's board with them; to edit, change it too. Benefits and co-parenting are kept between the parents until
 * their capabilities say what a family member would see there.
 */
export const FAMILY_GRANT_AREAS = [
  'profile',
  'health',
  'education',
  'documents',
  'tracking',
  'messages',
  'stories',
  'board',
] as const satisfies readonly ChildArea[];
export type FamilyGrantArea = (typeof FAMILY_GRANT_AREAS)[number];

export const FAMILY_GRANT_LEVELS = CHILD_AREA_LEVELS;
export type FamilyGrantLevel = ChildAreaLevel;

/** How the shareable areas are named to people. */
export const FAMILY_GRANT_AREA_LABELS: Readonly<Record<FamilyGrantArea, string>> = CHILD_AREA_LABELS;

/** Days an invitation link works for. */
export const FAMILY_INVITATION_DAYS = 7;
