import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { HEALTH_ENDPOINTS } from './endpoints.ts';
import { HealthRepository } from './repository.ts';
import { registerHealthRoutes } from './routes.ts';
import { HealthService } from './service.ts';

/**
 * The health capability: a child's health hub under /api/v1/children/:childId/health, its documents uploaded at
 * /storage/v1, and the health record in the family's export.
 */
export const healthCapability: Capability = {
  name: 'health',
  endpoints: HEALTH_ENDPOINTS,
  async register({ app, database, access, storage, clock, audit }, services) {
    const children = serviceOf(services, 'children', 'health');
    const calendar = serviceOf(services, 'calendar', 'health');
    const reminders = serviceOf(services, 'reminders', 'health');
    const health = new HealthService(new HealthRepository(database.db), access, children, storage, clock, audit, {
      reminders,
      calendar,
    });
    // Appointments reach people outside the hub: an e-mail the day before, and their private calendar feed.
    reminders.useAppointments({ appointmentForReminder: (id) => health.appointmentForReminder(id) });
    calendar.addSource({
      name: 'health-appointments',
      area: 'health',
      eventsFor: (pass, window) => health.appointmentEvents(pass, window.from, window.to),
    });
    await registerHealthRoutes(app, health);
    children.addExportContributor({
      name: 'health',
      recordsOf: (rights, childIds) => health.recordsOf(rights, childIds),
    });
    return { health };
  },
};
