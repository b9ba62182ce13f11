import { type Capability, serviceOf } from '../capability.ts';
import { createAppointmentReminders } from '../reminders/setup.ts';
import { CALENDAR_ENDPOINTS } from './endpoints.ts';
import { CalendarFeedRepository } from './repository.ts';
import { registerCalendarRoutes } from './routes.ts';
import { CalendarService } from './service.ts';

/**
 * What happens on a date, shared by every capability: the .ics writer, each person's private feed at
 * /api/v1/calendar-feed and /calendar/v1/<token>.ics made of the calendar sources capabilities add, and the e-mail
 * reminders of appointments (`services.reminders`).
 */
export const calendarCapability: Capability = {
  name: 'calendar',
  endpoints: CALENDAR_ENDPOINTS,
  async register(context, services) {
    const { app, database, clock, config } = context;
    const calendar = new CalendarService({
      repository: new CalendarFeedRepository(database.db),
      children: serviceOf(services, 'children', 'calendar'),
      clock,
      publicUrl: config.publicUrl,
    });
    await registerCalendarRoutes(app, calendar);
    const reminders = createAppointmentReminders(context, serviceOf(services, 'preferences', 'calendar'));
    return { calendar, reminders };
  },
};
