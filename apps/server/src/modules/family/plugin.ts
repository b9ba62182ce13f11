import { type Capability, serviceOf } from '../capability.ts';
import { FAMILY_ENDPOINTS } from './endpoints.ts';
import { FamilyRepository } from './repository.ts';
import { registerFamilyRoutes } from './routes.ts';
import { FamilyService } from './service.ts';

/** Invited family members at /api/v1/family: invitations, members and their grants, children shared with a member. */
export const familyCapability: Capability = {
  name: 'family',
  endpoints: FAMILY_ENDPOINTS,
  register({ app, database, access, mailer, emailBudget, clock, config }, services) {
    const service = new FamilyService({
      repository: new FamilyRepository(database.db),
      access,
      children: serviceOf(services, 'children', 'family'),
      mailer,
      emailBudget,
      clock,
      publicUrl: config.publicUrl,
    });
    registerFamilyRoutes(app, service);
    return Promise.resolve();
  },
};
