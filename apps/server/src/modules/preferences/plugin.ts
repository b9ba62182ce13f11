import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import { PreferencesRepository } from './repository.ts';
import { registerPreferencesRoutes } from './routes.ts';
import { PreferencesService } from './service.ts';

/** A user's own preferences at /api/v1/me/preferences: dashboard look and layout, e-mail notifications. */
export function registerPreferencesModule(app: App, deps: { readonly database: DatabaseHandle }): PreferencesService {
  const service = new PreferencesService(new PreferencesRepository(deps.database.db));
  registerPreferencesRoutes(app, service);
  return service;
}
