import type { Capability } from '../capability.ts';
import { PREFERENCES_ENDPOINTS } from './endpoints.ts';
import { PreferencesRepository } from './repository.ts';
import { registerPreferencesRoutes } from './routes.ts';
import { PreferencesService } from './service.ts';

/** A user's own preferences at /api/v1/me/preferences: dashboard look and layout, e-mail notifications. */
/** The signed-in user's preferences at /api/v1/me/preferences. */
export const preferencesCapability: Capability = {
  name: 'preferences',
  endpoints: PREFERENCES_ENDPOINTS,
  register({ app, database }) {
    const preferences = new PreferencesService(new PreferencesRepository(database.db));
    registerPreferencesRoutes(app, preferences);
    return Promise.resolve({ preferences });
  },
};
