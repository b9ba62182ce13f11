import {
  ONBOARDING,
  type OnboardingAnswers,
  onboardingAnswersSchema,
  type OnboardingResponse,
  type ProfileResponse,
} from '@tedi/contracts';
import type { ProfileRow, ProgressRow } from './repository.ts';

export function presentProfile(row: ProfileRow): ProfileResponse {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    displayName: row.displayName,
    onboardingCompleted: row.onboardingCompleted,
    accountType: row.accountType,
  };
}

/** Saved answers as the contract has them; an answer an older version saved that no longer fits is left out. */
export function answersOf(stored: Record<string, unknown> | undefined): OnboardingAnswers {
  const answers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored ?? {})) {
    const parsed = onboardingAnswersSchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(answers, parsed.data);
  }
  return answers;
}

/** Complete when the profile says so, or the saved step is 6 or more (spec section 4). */
export function presentOnboarding(profile: ProfileRow, progress: ProgressRow | undefined): OnboardingResponse {
  const currentStep = progress?.currentStep ?? 0;
  return {
    currentStep,
    completed: profile.onboardingCompleted || currentStep >= ONBOARDING.completeFromStep,
    answers: answersOf(progress?.answers),
  };
}
