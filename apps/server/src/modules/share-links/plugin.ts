import type { Capability } from '../capability.ts';
import { SHARE_LINKS_ENDPOINTS } from './endpoints.ts';
import { ShareLinksRepository } from './repository.ts';
import { registerShareLinkRoutes } from './routes.ts';
import { ShareLinksService } from './service.ts';

/**
 * Share links: parents make, list and withdraw links to one thing about a child; capabilities that share
 * register the page a link opens with `registerSharedPage` and the `shareLinks` service.
 */
export const shareLinksCapability: Capability = {
  name: 'share-links',
  endpoints: SHARE_LINKS_ENDPOINTS,
  async register({ app, config, database, access, clock }) {
    const shareLinks = new ShareLinksService(
      new ShareLinksRepository(database.db),
      access,
      database.db,
      clock,
      config.publicUrl,
    );
    registerShareLinkRoutes(app, shareLinks);
    return { shareLinks };
  },
};
