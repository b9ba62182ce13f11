import { type Capability, serviceOf } from '../capability.ts';
import { ONBOARDING_ENDPOINTS } from './endpoints.ts';
import { OnboardingRepository } from './repository.ts';
import { registerOnboardingRoutes } from './routes.ts';
import { OnboardingService } from './service.ts';

/** The signed-in user's profile (/api/v1/me/profile) and onboarding progress (/api/v1/me/onboarding). */
/** The signed-in user's profile and onboarding progress at /api/v1/me. */
export const onboardingCapability: Capability = {
  name: 'onboarding',
  endpoints: ONBOARDING_ENDPOINTS,
  register({ app, database, access }, services) {
    const service = new OnboardingService(
      new OnboardingRepository(database.db),
      serviceOf(services, 'preferences', 'onboarding'),
      access,
    );
    registerOnboardingRoutes(app, service);
    return Promise.resolve();
  },
};
