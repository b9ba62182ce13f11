/** Plain values of family.ts (no zod), so pages that need only them stay small. */

/** The parts of a child's record that are shared one by one. */
export const FAMILY_GRANT_AREAS = ['profile', 'health', 'education', 'tracking', 'messages', 'stories'] as const;
export type FamilyGrantArea = (typeof FAMILY_GRANT_AREAS)[number];

export const FAMILY_GRANT_LEVELS = ['none', 'view', 'edit'] as const;
export type FamilyGrantLevel = (typeof FAMILY_GRANT_LEVELS)[number];

/** How the areas are named to people. */
export const FAMILY_GRANT_AREA_LABELS: Readonly<Record<FamilyGrantArea, string>> = {
  profile: 'Profile',
  health: 'Health',
  education: 'Education',
  tracking: 'Tracking',
  messages: 'Messages',
  stories: 'Stories',
};

/** Days an invitation link works for. */
export const FAMILY_INVITATION_DAYS = 7;
