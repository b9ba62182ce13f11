import type { Capability } from '../capability.ts';
import { CONTENT_ENDPOINTS } from './endpoints.ts';
import { ContactRepository } from './contact-repository.ts';
import { registerContactRoutes } from './contact-routes.ts';
import { ContactService } from './contact-service.ts';
import { registerContentPages } from './pages.ts';
import { ContentRepository } from './repository.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

/**
 * The content capability: its API under /api/v1/content, its pages, the sitemap, robots.txt, the blog's feed, and
 * the site's contact form.
 */
export const contentCapability: Capability = {
  name: 'content',
  endpoints: CONTENT_ENDPOINTS,
  async register({ app, database, access, mailer, config }) {
    const service = new ContentService(new ContentRepository(database.db));
    registerContentRoutes(app, service, access);
    registerContentPages(app, service, config.publicUrl.origin);

    const contact = new ContactService(new ContactRepository(database.db), mailer, config.mail.contactInbox);
    await registerContactRoutes(app, contact, access);
    // Old sender addresses and messages go on time even when nobody writes (every instance may do it; it is idempotent).
    const purge = () =>
      contact
        .purgeOld()
        .catch((error: unknown) => app.log.error({ err: error }, 'purging old contact messages failed'));
    const timer = setInterval(() => void purge(), 60 * 60 * 1000);
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => clearInterval(timer));
  },
};
