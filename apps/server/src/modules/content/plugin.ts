import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import type { Config } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { ContactRepository } from './contact-repository.ts';
import { registerContactRoutes } from './contact-routes.ts';
import { ContactService } from './contact-service.ts';
import { registerContentPages } from './pages.ts';
import { ContentRepository } from './repository.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export interface ContentModuleDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly mailer: Mailer;
}

/**
 * The content capability: its API under /api/v1/content, its pages, the sitemap, robots.txt, the blog's feed, and
 * the site's contact form.
 */
export async function registerContentModule(app: App, deps: ContentModuleDependencies): Promise<ContentService> {
  const service = new ContentService(new ContentRepository(deps.database.db));
  registerContentRoutes(app, service);
  registerContentPages(app, service, deps.config.publicUrl.origin);

  const contact = new ContactService(
    new ContactRepository(deps.database.db),
    deps.mailer,
    deps.config.mail.contactInbox,
  );
  await registerContactRoutes(app, contact);
  // Old sender addresses and messages go on time even when nobody writes (every instance may do it; it is idempotent).
  const purge = () =>
    contact.purgeOld().catch((error: unknown) => app.log.error({ err: error }, 'purging old contact messages failed'));
  const timer = setInterval(() => void purge(), 60 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
  return service;
}
