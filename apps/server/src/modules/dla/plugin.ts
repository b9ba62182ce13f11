import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { DLA_ENDPOINTS } from './endpoints.ts';
import { DlaReminders } from './reminders.ts';
import { DlaRepository } from './repository.ts';
import { registerDlaRoutes } from './routes.ts';
import { DlaService } from './service.ts';

/**
 * The DLA helper: a child's claim under /api/v1/children/:childId/dla, in the child's `benefits` area. It reads the
 * child's profile and health hub through their services (for the date of birth and for suggestions), reminds the
 * family of its deadlines by e-mail through the job queue, and puts them in the family's calendar feed.
 */
export const dlaCapability: Capability = {
  name: 'dla',
  endpoints: DLA_ENDPOINTS,
  register({ app, config, database, access, audit, clock, jobs, mailer, emailBudget }, services) {
    const children = serviceOf(services, 'children', 'dla');
    const health = serviceOf(services, 'health', 'dla');
    const calendar = serviceOf(services, 'calendar', 'dla');
    const preferences = serviceOf(services, 'preferences', 'dla');
    const repository = new DlaRepository(database.db);
    const dla = new DlaService(repository, access, audit, clock, {
      child: async (actor, childId) => {
        const [shared] = await children.sharedWith(actor, [childId]);
        return {
          name: shared ? (shared.preferredName ?? shared.name) : 'Your child',
          dateOfBirth: shared?.profile?.dateOfBirth ?? null,
          needs: shared?.profile?.needs ?? null,
        };
      },
      health: async (actor, childId) => {
        const rights = await access.check(actor, [childId]);
        if (!rights.may(childId, 'health', 'view')) return null;
        // The hub's first screen, read in bounded windows: what the helper offers needs no more than that.
        const hub = await health.hub(actor, childId);
        return {
          conditions: hub.conditions,
          medicines: hub.medications
            .filter((medicine) => medicine.current)
            .map((medicine) => `${medicine.name} ${medicine.doseAmount} ${medicine.doseUnit}`),
          professionals: hub.professionals,
          documents: hub.documents.map((document) => ({ id: document.id, title: document.title })),
        };
      },
    });
    dla.useReminders(
      new DlaReminders({
        jobs,
        repository,
        access,
        preferences,
        mailer,
        emailBudget,
        clock,
        dlaLink: new URL('/parent/dla', config.publicUrl).href,
        settingsLink: new URL('/parent/settings', config.publicUrl).href,
        deadlinesOf: (childId) => dla.deadlinesForReminder(childId),
      }),
    );
    calendar.addSource({
      name: 'dla-deadlines',
      area: 'benefits',
      eventsFor: (pass, window) => dla.deadlineEvents(pass, window),
    });
    // The claim's dates, answers, diary and evidence fill the DLA letters.
    serviceOf(services, 'documentGenerator', 'dla').addSource('dla', (actor, childId) =>
      dla.templateFacts(actor, childId),
    );
    registerDlaRoutes(app, dla);
    children.addExportContributor({ name: 'dla', recordsOf: (rights, ids) => dla.recordsOf(rights, ids) });
    return Promise.resolve({ dla });
  },
};
