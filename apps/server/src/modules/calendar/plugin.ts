import { type Capability, serviceOf } from '../capability.ts';
import { CALENDAR_ENDPOINTS } from './endpoints.ts';
import { CalendarFeedRepository } from './repository.ts';
import { registerCalendarRoutes } from './routes.ts';
import { CalendarService } from './service.ts';

/**
 * The calendar shared by every capability: the .ics writer, and each person's private feed at
 * /api/v1/calendar-feed and /calendar/v1/<token>.ics, made of the calendar sources capabilities add.
 */
export const calendarCapability: Capability = {
  name: 'calendar',
  endpoints: CALENDAR_ENDPOINTS,
  async register({ app, database, clock, config }, services) {
    const calendar = new CalendarService({
      repository: new CalendarFeedRepository(database.db),
      children: serviceOf(services, 'children', 'calendar'),
      clock,
      publicUrl: config.publicUrl,
    });
    await registerCalendarRoutes(app, calendar);
    return { calendar };
  },
};
