import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { GENERATOR_ENDPOINTS } from './endpoints.ts';
import { childFacts, familyFacts, healthFacts } from './facts.ts';
import { GeneratorRepository } from './repository.ts';
import { registerGeneratorRoutes } from './routes.ts';
import { DocumentGeneratorService } from './service.ts';

/**
 * The document generator: letters and documents filled from the child's record, under
 * /api/v1/children/:childId/document-generator. It gives the `child`, `health` and `family` facts itself; the
 * EHCP and DLA capabilities, registered after it, add theirs with `addSource`.
 */
export const documentGeneratorCapability: Capability = {
  name: 'document-generator',
  endpoints: GENERATOR_ENDPOINTS,
  register({ app, database, access, audit, clock }, services) {
    const children = serviceOf(services, 'children', 'document-generator');
    const health = serviceOf(services, 'health', 'document-generator');
    const generator = new DocumentGeneratorService(new GeneratorRepository(database.db), access, audit, clock);

    generator.addSource('child', async (actor, childId) => {
      const [shared] = await children.sharedWith(actor, [childId]);
      return shared ? childFacts(shared, shared.conditions, generator.today()) : {};
    });
    generator.addSource('health', async (actor, childId) => {
      const rights = await access.check(actor, [childId]);
      if (!rights.may(childId, 'health', 'view')) return {};
      return healthFacts(await health.recordFor(actor, childId));
    });
    generator.addSource('family', async (actor, childId) =>
      familyFacts(await generator.senderFor(actor, childId), generator.today()),
    );

    registerGeneratorRoutes(app, generator);
    return Promise.resolve({ documentGenerator: generator });
  },
};
