import { personNameOf } from '../../platform/person-names.ts';
import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { DOCUMENTS_ENDPOINTS } from './endpoints.ts';
import { DocumentsRepository } from './repository.ts';
import { registerDocumentsRoutes } from './routes.ts';
import { DocumentsService } from './service.ts';

/**
 * The document library: a child's documents under /api/v1/children/:childId/documents, uploaded at /storage/v1,
 * kept by other capabilities through `storeGenerated`, with the health hub's documents shown beside them.
 */
export const documentsCapability: Capability = {
  name: 'documents',
  endpoints: DOCUMENTS_ENDPOINTS,
  async register({ app, database, access, audit, storage, jobs, clock }, services) {
    const health = serviceOf(services, 'health', 'documents');
    const documents = new DocumentsService({
      repository: new DocumentsRepository(database.db),
      access,
      audit,
      storage,
      jobs,
      clock,
      health,
      nameOf: (userId) => personNameOf(database.db, userId),
    });
    await registerDocumentsRoutes(app, documents);
    return { documents };
  },
};
