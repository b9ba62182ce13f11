import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../app.ts';
import type { Config } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { registerContentPages } from './pages.ts';
import { ContentRepository } from './repository.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export interface ContentModuleDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly mailer: Mailer;
}

/** The content capability: its API under /api/v1/content, its pages, the sitemap, robots.txt and the blog's feed. */
export function registerContentModule(app: App, deps: ContentModuleDependencies): ContentService {
  const service = new ContentService(new ContentRepository(deps.database.db));
  registerContentRoutes(app, service);
  registerContentPages(app, service, deps.config.publicUrl.origin);
  return service;
}
