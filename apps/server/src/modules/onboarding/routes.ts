import { ONBOARDING_API, onboardingStepSaveSchema, profileUpdateSchema } from '@tedi/contracts';
import type { App } from '../../platform/app.ts';
import type { OnboardingService } from './service.ts';

const PRIVATE = 'private, no-store';

/** The signed-in user's profile and onboarding progress: read, and changed. */
export function registerOnboardingRoutes(app: App, service: OnboardingService): void {
  app.get(ONBOARDING_API.profile, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.profile(actor));
  });

  app.put(ONBOARDING_API.profile, { schema: { body: profileUpdateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.updateProfile(actor, request.body));
  });

  app.get(ONBOARDING_API.onboarding, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.onboarding(actor));
  });

  app.put(ONBOARDING_API.onboarding, { schema: { body: onboardingStepSaveSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.saveStep(actor, request.body));
  });
}
