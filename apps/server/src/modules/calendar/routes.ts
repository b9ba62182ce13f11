import rateLimit from '@fastify/rate-limit';
import { CALENDAR_FEED_API } from '@tedi/contracts';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import { acceptEmptyJsonBody } from '../../platform/json-body.ts';
import type { CalendarService } from './service.ts';

const PRIVATE = 'private, no-store';
/** Calendar apps check a feed every few hours; this leaves room for a family's devices behind one address. */
const FEED_READS_PER_HOUR = 120;
const HOUR_MS = 3_600_000;

export interface CalendarRouteOptions {
  readonly feedReadsPerHour?: number;
}

/** The signed-in person's feed address (read, made anew, stopped) and the feed that calendar apps read. */
export async function registerCalendarRoutes(
  app: App,
  service: CalendarService,
  options: CalendarRouteOptions = {},
): Promise<void> {
  await app.register(async (scope) => {
    // Making a new address and stopping it send no body; an empty one with a JSON content type is taken as `{}`.
    acceptEmptyJsonBody(scope);
    await scope.register(rateLimit, { global: false });

    scope.get(CALENDAR_FEED_API.feed, async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply.header('Cache-Control', PRIVATE).send(await service.state(actor));
    });
    scope.post(CALENDAR_FEED_API.feed, async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply.header('Cache-Control', PRIVATE).send(await service.create(actor));
    });
    scope.delete(CALENDAR_FEED_API.feed, async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply.header('Cache-Control', PRIVATE).send(await service.revoke(actor));
    });

    const limit = scope.rateLimit({
      max: options.feedReadsPerHour ?? FEED_READS_PER_HOUR,
      timeWindow: HOUR_MS,
      errorResponseBuilder: () =>
        new AppError('rate_limited', 'This calendar has been asked for too often. Please try again in an hour.'),
    });
    scope.get<{ Params: { feed: string } }>(
      CALENDAR_FEED_API.publicFeed,
      { onRequest: limit },
      async (request, reply) => {
        // The address is the secret: it is never indexed, and caches between here and the calendar app keep nothing.
        void reply.header('Cache-Control', PRIVATE).header('X-Robots-Tag', 'noindex, nofollow');
        const token = request.params.feed.endsWith('.ics') ? request.params.feed.slice(0, -'.ics'.length) : '';
        const calendar = await service.feed(token);
        if (calendar === null) {
          throw new AppError('not_found', 'There is no calendar at this address. It may have been turned off.');
        }
        return reply.type('text/calendar; charset=utf-8').send(calendar);
      },
    );
  });
}
