import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { FamilyRepository } from './repository.ts';
import { registerFamilyRoutes } from './routes.ts';
import { FamilyService } from './service.ts';

export interface FamilyModuleDependencies {
  readonly database: DatabaseHandle;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly publicUrl: URL;
}

/** Invited family members at /api/v1/family: invitations, members and their grants, children shared with a member. */
export function registerFamilyModule(app: App, deps: FamilyModuleDependencies): FamilyService {
  const service = new FamilyService({
    repository: new FamilyRepository(deps.database.db),
    mailer: deps.mailer,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
  });
  registerFamilyRoutes(app, service);
  return service;
}
