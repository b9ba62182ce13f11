import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { OnboardingRepository } from './repository.ts';
import { registerOnboardingRoutes } from './routes.ts';
import { OnboardingService } from './service.ts';

/** The signed-in user's profile (/api/v1/me/profile) and onboarding progress (/api/v1/me/onboarding). */
export function registerOnboardingModule(
  app: App,
  deps: { readonly database: DatabaseHandle; readonly preferences: PreferencesService },
): OnboardingService {
  const service = new OnboardingService(new OnboardingRepository(deps.database.db), deps.preferences);
  registerOnboardingRoutes(app, service);
  return service;
}
