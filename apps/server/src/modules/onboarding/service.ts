import {
  ONBOARDING,
  type OnboardingAnswers,
  type OnboardingResponse,
  type ProfileResponse,
  type onboardingStepSaveSchema,
  type profileUpdateSchema,
} from '@tedi/contracts';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { answersOf, presentOnboarding, presentProfile } from './presenter.ts';
import type { OnboardingRepository, ProfileRow } from './repository.ts';

/** The person asking, or null for a caller who sent no token (answered 401). */
export type OnboardingActor = Pick<Actor, 'userId'> | null;

type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type StepSave = z.output<typeof onboardingStepSaveSchema>;

/** Answers that are groups of fields: a later save of a group changes only the fields it sends. */
const GROUPED_ANSWERS = ['aboutYou', 'family', 'dashboardSettings'] as const;

/** Later answers over earlier ones; groups merged field by field, lists and single answers replaced. */
export function mergeAnswers(current: OnboardingAnswers, change: OnboardingAnswers): OnboardingAnswers {
  const merged: Record<string, unknown> = { ...current, ...change };
  for (const group of GROUPED_ANSWERS) {
    if (current[group] && change[group]) merged[group] = { ...current[group], ...change[group] };
  }
  return merged;
}

/**
 * The signed-in user's own profile and onboarding. Nobody reads or changes another's: every method works on the
 * actor's own rows. Children have their own sign-in and super admins their own dashboard: neither onboards.
 */
export class OnboardingService {
  readonly #repository: OnboardingRepository;
  readonly #preferences: PreferencesService;
  /** Names a family made before its parent's name was known, once they give it. */
  readonly #access: Pick<ChildAccessService, 'nameFamilyAfter'>;

  constructor(
    repository: OnboardingRepository,
    preferences: PreferencesService,
    access: Pick<ChildAccessService, 'nameFamilyAfter'>,
  ) {
    this.#repository = repository;
    this.#preferences = preferences;
    this.#access = access;
  }

  async #profile(actor: OnboardingActor): Promise<ProfileRow> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    const profile = await this.#repository.profile(actor.userId);
    if (!profile) throw new AppError('not_found', 'Your profile has not been set up yet.');
    if (profile.role === 'child' || profile.role === 'super_admin') {
      throw new AppError('forbidden', 'Onboarding is for parents, carers and family members.');
    }
    return profile;
  }

  async profile(actor: OnboardingActor): Promise<ProfileResponse> {
    return presentProfile(await this.#profile(actor));
  }

  /**
   * Changes the name and the account type chosen at /account-type-selection. Choosing "family member" records the
   * choice and nothing else: the invitation a family member accepts is what puts them in a family.
   */
  async updateProfile(actor: OnboardingActor, change: ProfileUpdate): Promise<ProfileResponse> {
    const profile = await this.#profile(actor);
    const values: Partial<Pick<ProfileRow, 'displayName' | 'accountType'>> = {};
    if (change.displayName !== undefined) values.displayName = change.displayName;
    if (change.accountType !== undefined) values.accountType = change.accountType;
    if (Object.keys(values).length === 0) return presentProfile(profile);
    const updated = (await this.#repository.updateProfile(profile.userId, values)) ?? profile;
    if (values.displayName) await this.#access.nameFamilyAfter(actor);
    return presentProfile(updated);
  }

  async onboarding(actor: OnboardingActor): Promise<OnboardingResponse> {
    const profile = await this.#profile(actor);
    return presentOnboarding(profile, await this.#repository.progress(profile.userId));
  }

  /**
   * Saves a completed step: its answers merge into the earlier ones and the step never goes backwards. Reaching
   * step 6 marks the profile's onboarding complete. The chosen look of the dashboard becomes the user's preference,
   * and the name given in step 1 the profile's name (and the family's, when it was made before the name was known).
   */
  async saveStep(actor: OnboardingActor, save: StepSave): Promise<OnboardingResponse> {
    let profile = await this.#profile(actor);
    const progress = await this.#repository.progress(profile.userId);
    const change = save.answers ?? {};
    const answers = mergeAnswers(answersOf(progress?.answers), change);
    const currentStep = Math.max(progress?.currentStep ?? 0, save.completedStep);
    const saved = await this.#repository.saveProgress(profile.userId, currentStep, answers);

    if (change.dashboardSettings && Object.keys(change.dashboardSettings).length > 0) {
      await this.#preferences.update(actor, { dashboardSettings: change.dashboardSettings });
    }
    const profileChange: Partial<Pick<ProfileRow, 'displayName' | 'onboardingCompleted'>> = {};
    if (change.aboutYou?.displayName !== undefined) profileChange.displayName = change.aboutYou.displayName;
    if (currentStep >= ONBOARDING.completeFromStep && !profile.onboardingCompleted) {
      profileChange.onboardingCompleted = true;
    }
    if (Object.keys(profileChange).length > 0) {
      profile = (await this.#repository.updateProfile(profile.userId, profileChange)) ?? profile;
    }
    if (profileChange.displayName) await this.#access.nameFamilyAfter(actor);
    return presentOnboarding(profile, saved);
  }
}
