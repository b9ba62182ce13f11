import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { createDeadlineReminders } from '../reminders/setup.ts';
import { EHCP_ENDPOINTS } from './endpoints.ts';
import { EhcpRepository } from './repository.ts';
import { registerEhcpRoutes } from './routes.ts';
import { EhcpService } from './service.ts';

/**
 * The EHCP capability (area `education`): a child's case with its statutory deadlines worked out from the family's
 * dates, the contact log and the plan's sections, under /api/v1/children/:childId/ehcp; the deadlines reach the
 * family by e-mail (a week before, and the day after the council misses one) and in their calendar feed.
 */
export const ehcpCapability: Capability = {
  name: 'ehcp',
  endpoints: EHCP_ENDPOINTS,
  async register(context, services) {
    const { app, config, database, access, audit, clock } = context;
    const children = serviceOf(services, 'children', 'ehcp');
    const calendar = serviceOf(services, 'calendar', 'ehcp');
    const preferences = serviceOf(services, 'preferences', 'ehcp');
    const ehcp = new EhcpService(new EhcpRepository(database.db), access, audit, clock);
    const reminders = createDeadlineReminders(context, preferences, {
      kind: 'ehcp-deadlines',
      area: 'education',
      subjectOf: 'EHCP',
      link: new URL('/parent/ehcp', config.publicUrl).href,
      deadlinesOf: (childId) => ehcp.remindedDeadlines(childId),
    });
    ehcp.useReminders(reminders);
    calendar.addSource({
      name: 'ehcp-deadlines',
      area: 'education',
      eventsFor: (pass, window) => ehcp.deadlineEvents(pass, window.from, window.to),
    });
    await registerEhcpRoutes(app, ehcp);
    // The case's dates, deadlines, contact log and sections fill the EHCP letters.
    serviceOf(services, 'documentGenerator', 'ehcp').addSource('ehcp', (actor, childId) =>
      ehcp.templateFacts(actor, childId),
    );
    children.addExportContributor({
      name: 'ehcp',
      recordsOf: (rights, childIds) => ehcp.recordsOf(rights, childIds),
    });
    return { ehcp };
  },
};
