/** Plain values of onboarding.ts (no zod), so pages that need only them stay small. */

/**
 * Onboarding (spec section 4): six steps, each saved as it is completed, so a parent can stop and carry on later
 * on any device. Onboarding is complete when the profile says so or the saved step is 6 or more.
 */
export const ONBOARDING_STEPS = [
  { step: 1, id: 'about-you', title: 'About you' },
  { step: 2, id: 'your-family', title: 'Your family' },
  { step: 3, id: 'first-child', title: 'Your child' },
  { step: 4, id: 'needs', title: 'What you need help with' },
  { step: 5, id: 'dashboard-settings', title: 'How Tedi looks' },
  { step: 6, id: 'your-plan', title: 'Your plan' },
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** The areas a parent can say they need help with (step 4); the dashboard puts these first. */
export const HELP_AREAS = ['health', 'school', 'benefits', 'routines', 'communication'] as const;
export type HelpArea = (typeof HELP_AREAS)[number];

/** Who a new user is (/account-type-selection). */
export const ACCOUNT_TYPES = ['parent', 'family_member'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const RELATIONSHIPS = ['mother', 'father', 'carer', 'guardian', 'other'] as const;

export const ONBOARDING_API = {
  profile: '/api/v1/me/profile',
  onboarding: '/api/v1/me/onboarding',
} as const;
