import { z as zod } from 'zod';
import { HELP_AREAS, ACCOUNT_TYPES, RELATIONSHIPS, type AccountType } from './onboarding-values.ts';
import { ONBOARDING } from './constants.ts';
import { FONT_FAMILIES, TEXT_SIZES } from './settings-values.ts';

const optionalText = (max: number, label: string) =>
  zod
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** What each step records; every field may be skipped except where a step says otherwise. */
export const onboardingAnswersSchema = zod.strictObject({
  aboutYou: zod
    .strictObject({
      displayName: optionalText(100, 'Your name'),
      relationship: zod
        .enum(RELATIONSHIPS, { error: 'Please choose how you are related to your child' })
        .nullable()
        .optional(),
    })
    .optional(),
  family: zod
    .strictObject({
      hasCoParent: zod.boolean().optional(),
      coParentName: optionalText(100, 'Your co-parent’s name'),
      helpers: optionalText(1000, 'Who else helps'),
    })
    .optional(),
  /** Saved by the web app after step 3 created the first child through the children API. */
  firstChildId: zod.uuid().nullable().optional(),
  needs: zod
    .array(zod.enum(HELP_AREAS, { error: 'Please choose from the list' }))
    .max(HELP_AREAS.length)
    .optional(),
  dashboardSettings: zod
    .strictObject({
      fontFamily: zod.enum(FONT_FAMILIES).optional(),
      contentSize: zod.enum(TEXT_SIZES).optional(),
      headingSize: zod.enum(TEXT_SIZES).optional(),
      reduceMotion: zod.boolean().optional(),
    })
    .optional(),
  plan: zod.enum(['monthly', 'annual', 'licence', 'later']).nullable().optional(),
});
export type OnboardingAnswers = zod.infer<typeof onboardingAnswersSchema>;

/**
 * Saving a step: the step just completed, and what it recorded (merged into what earlier steps recorded).
 * `currentStep` never goes backwards on the server, so a parent revisiting step 2 keeps their place.
 */
export const onboardingStepSaveSchema = zod.strictObject({
  completedStep: zod
    .number({ error: 'The step must be a number' })
    .int()
    .min(1, { error: 'The step must be between 1 and 6' })
    .max(ONBOARDING.completeFromStep, { error: 'The step must be between 1 and 6' }),
  answers: onboardingAnswersSchema.optional(),
});
export type OnboardingStepSave = zod.input<typeof onboardingStepSaveSchema>;

export interface OnboardingResponse {
  /** The spec's onboarding_progress.current_step: the last step completed (0 before the first). */
  readonly currentStep: number;
  /** True when the profile says so or currentStep is 6 or more. */
  readonly completed: boolean;
  readonly answers: OnboardingAnswers;
}

/** The signed-in user's profile as the spec's gate reads it (profiles: id, user_id, onboarding_completed, role). */
export interface ProfileResponse {
  readonly id: string;
  readonly userId: string;
  readonly role: 'parent' | 'family_member' | 'child' | 'admin' | 'super_admin';
  readonly displayName: string | null;
  readonly onboardingCompleted: boolean;
  readonly accountType: AccountType | null;
}

export const profileUpdateSchema = zod.strictObject({
  displayName: optionalText(100, 'Your name'),
  accountType: zod.enum(ACCOUNT_TYPES, { error: 'Please choose parent or carer, or family member' }).optional(),
});
export type ProfileUpdateInput = zod.input<typeof profileUpdateSchema>;
