import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { registerFileRoutes } from './file-routes.ts';
import { ChildrenRepository } from './repository.ts';
import { registerChildrenRoutes } from './routes.ts';
import { ChildrenService } from './service.ts';

export interface ChildrenModuleDependencies {
  readonly database: DatabaseHandle;
  readonly storage: StorageDriver;
}

/** The children capability: profiles under /api/v1/children, the family's export, and child files at /storage/v1. */
export async function registerChildrenModule(app: App, deps: ChildrenModuleDependencies): Promise<ChildrenService> {
  const service = new ChildrenService(new ChildrenRepository(deps.database.db), deps.storage);
  registerChildrenRoutes(app, service);
  await registerFileRoutes(app, service);
  return service;
}
