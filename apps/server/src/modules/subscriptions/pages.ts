import { SPONSOR_PATHS } from '@tedi/contracts';
import type { App } from '../../platform/app.ts';
import type { SubscriptionsService } from './service.ts';

/**
 * The public list of sponsors, rendered on the server with the sponsors who agreed to be named, so it works without
 * JavaScript and for crawlers, and shows a sponsor the moment their licence is made (and not after it ends).
 */
export function registerSponsorPages(app: App, service: SubscriptionsService): void {
  app.get(SPONSOR_PATHS.list, async (request, reply) => {
    if (!app.webPages) return reply.callNotFound();
    return app.webPages.send(reply, request.url, { sponsors: await service.sponsors() });
  });
}
