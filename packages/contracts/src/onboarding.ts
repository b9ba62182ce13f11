import { z } from 'zod';
import { HELP_AREAS, ACCOUNT_TYPES, RELATIONSHIPS, type AccountType } from './onboarding-values.ts';
import { ONBOARDING } from './constants.ts';
import { FONT_FAMILIES, TEXT_SIZES } from './settings-values.ts';

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** What each step records; every field may be skipped except where a step says otherwise. */
export const onboardingAnswersSchema = z.strictObject({
  aboutYou: z
    .strictObject({
      displayName: optionalText(100, 'Your name'),
      relationship: z
        .enum(RELATIONSHIPS, { error: 'Please choose how you are related to your child' })
        .nullable()
        .optional(),
    })
    .optional(),
  family: z
    .strictObject({
      hasCoParent: z.boolean().optional(),
      coParentName: optionalText(100, 'Your co-parent’s name'),
      helpers: optionalText(1000, 'Who else helps'),
    })
    .optional(),
  /** Saved by the web app after step 3 created the first child through the children API. */
  firstChildId: z.uuid().nullable().optional(),
  needs: z
    .array(z.enum(HELP_AREAS, { error: 'Please choose from the list' }))
    .max(HELP_AREAS.length)
    .optional(),
  dashboardSettings: z
    .strictObject({
      fontFamily: z.enum(FONT_FAMILIES).optional(),
      contentSize: z.enum(TEXT_SIZES).optional(),
      headingSize: z.enum(TEXT_SIZES).optional(),
      reduceMotion: z.boolean().optional(),
    })
    .optional(),
  plan: z.enum(['monthly', 'annual', 'licence', 'later']).nullable().optional(),
});
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

/**
 * Saving a step: the step just completed, and what it recorded (merged into what earlier steps recorded).
 * `currentStep` never goes backwards on the server, so a parent revisiting step 2 keeps their place.
 */
export const onboardingStepSaveSchema = z.strictObject({
  completedStep: z
    .number({ error: 'The step must be a number' })
    .int()
    .min(1, { error: 'The step must be between 1 and 6' })
    .max(ONBOARDING.completeFromStep, { error: 'The step must be between 1 and 6' }),
  answers: onboardingAnswersSchema.optional(),
});
export type OnboardingStepSave = z.input<typeof onboardingStepSaveSchema>;

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

export const profileUpdateSchema = z.strictObject({
  displayName: optionalText(100, 'Your name'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Please choose parent or carer, or family member' }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
