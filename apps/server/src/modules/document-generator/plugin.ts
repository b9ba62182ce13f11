import { AppError } from '../../platform/errors.ts';
import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { GENERATOR_ENDPOINTS } from './endpoints.ts';
import { childFacts, familyFacts, healthFacts } from './facts.ts';
import { GeneratorRepository } from './repository.ts';
import { registerGeneratorRoutes } from './routes.ts';
import { DocumentGeneratorService } from './service.ts';

/** The page of a child's library (the child the dashboard is about). */
const LIBRARY_PAGE = '/dashboard/parent/documents';

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

    // What is made is kept in the child's library: one document per letter, a new version each time.
    const documents = serviceOf(services, 'documents', 'document-generator');
    generator.useLibrary({
      storeGenerated: async (actor, childId, input) => {
        const { documentId, ...rest } = input;
        const store = (to?: string) =>
          documents.storeGenerated(actor, childId, { ...rest, ...(to ? { documentId: to } : {}) });
        try {
          return { documentId: (await store(documentId)).id };
        } catch (error) {
          // The letter's document was deleted or has gone for good: this making starts a new one.
          if (documentId && error instanceof AppError && (error.code === 'conflict' || error.code === 'not_found')) {
            return { documentId: (await store()).id };
          }
          throw error;
        }
      },
      linkTo: () => LIBRARY_PAGE,
    });

    registerGeneratorRoutes(app, generator);
    return Promise.resolve({ documentGenerator: generator });
  },
};
