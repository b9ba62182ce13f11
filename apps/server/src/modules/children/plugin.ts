import type { Capability } from '../capability.ts';
import { CHILDREN_ENDPOINTS } from './endpoints.ts';
import { registerFileRoutes } from './file-routes.ts';
import { ChildrenRepository } from './repository.ts';
import { registerChildrenRoutes } from './routes.ts';
import { ChildrenService } from './service.ts';

/** The children capability: profiles under /api/v1/children, the family's export, and child files at /storage/v1. */
export const childrenCapability: Capability = {
  name: 'children',
  endpoints: CHILDREN_ENDPOINTS,
  async register({ app, database, access, audit, storage }) {
    const children = new ChildrenService(new ChildrenRepository(database.db), access, storage, audit);
    registerChildrenRoutes(app, children);
    await registerFileRoutes(app, children);
    return { children };
  },
};
