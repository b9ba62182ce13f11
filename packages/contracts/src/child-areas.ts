/**
 * The areas of a child's record. Every piece of child data belongs to exactly one area, and access is given and
 * checked per area: a family member may be shared a child's profile but not their health, and each capability
 * reads and writes only through the area it belongs to. Plain values (no zod), so pages that need only them stay
 * small.
 */
export const CHILD_AREAS = [
  /** Who the child is: names, birthday, photo, communication, senses, likes and needs, school, key contacts. */
  'profile',
  /** Conditions and diagnoses, and later medicines, appointments and the health passport. */
  'health',
  /** The EHCP and everything about school support. */
  'education',
  /** DLA and other benefit claims. */
  'benefits',
  /** Letters, reports and other files kept about the child. */
  'documents',
  /** Weekly tracking of goals, behaviour, sleep and more. */
  'tracking',
  /** Conversations about the child. */
  'messages',
  /** Arrangements and records between the child's parents. */
  'coparenting',
  /** Social stories. */
  'stories',
  /** The child's communication board. */
  'board',
] as const;
export type ChildArea = (typeof CHILD_AREAS)[number];

/** How the areas are named to people. */
export const CHILD_AREA_LABELS: Readonly<Record<ChildArea, string>> = {
  profile: 'Profile',
  health: 'Health',
  education: 'Education',
  benefits: 'Benefits',
  documents: 'Documents',
  tracking: 'Tracking',
  messages: 'Messages',
  coparenting: 'Co-parenting',
  stories: 'Stories',
  board: 'Communication board',
};

/** What someone may do in one area: nothing, read, or read and change. */
export const CHILD_AREA_LEVELS = ['none', 'view', 'edit'] as const;
export type ChildAreaLevel = (typeof CHILD_AREA_LEVELS)[number];

/** A grant on one child, area by area; a missing area means none. */
export type ChildAreaGrant = Partial<Record<ChildArea, ChildAreaLevel>>;

/** Whether a grant lets its holder read an area. */
export function grantAllowsView(grant: ChildAreaGrant | null | undefined, area: ChildArea): boolean {
  const level = grant?.[area];
  return level === 'view' || level === 'edit';
}

/** Whether a grant lets its holder change an area. */
export function grantAllowsEdit(grant: ChildAreaGrant | null | undefined, area: ChildArea): boolean {
  return grant?.[area] === 'edit';
}

/** Whether a grant gives anything at all: a grant of nothing is no grant. */
export function grantGivesAnything(grant: ChildAreaGrant | null | undefined): boolean {
  return CHILD_AREAS.some((area) => grantAllowsView(grant, area));
}
