import type { CapabilityContext } from '../capability.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { DeadlineReminders, type DeadlineSource } from './deadlines.ts';
import { RemindersRepository } from './repository.ts';
import { AppointmentReminders } from './service.ts';

/**
 * The appointment reminders, with their job handler on the queue. They serve no routes, so the calendar capability
 * (what happens on a date) sets them up and offers them as `services.reminders`.
 */
export function createAppointmentReminders(
  { app, database, jobs, access, mailer, emailBudget, clock, config }: CapabilityContext,
  preferences: PreferencesService,
): AppointmentReminders {
  return new AppointmentReminders({
    jobs,
    repository: new RemindersRepository(database.db),
    access,
    preferences,
    mailer,
    emailBudget,
    clock,
    appointmentsLink: new URL('/parent/health-hub', config.publicUrl).href,
    passportLink: new URL('/parent/health-passport', config.publicUrl).href,
    settingsLink: new URL('/parent/settings', config.publicUrl).href,
    log: app.log,
  });
}

/**
 * E-mail reminders of a capability's statutory deadlines (EHCP, DLA): the capability gives its source and calls
 * `reschedule(childId)` whenever the dates change.
 */
export function createDeadlineReminders(
  { app, database, jobs, access, mailer, emailBudget, clock, config }: CapabilityContext,
  preferences: PreferencesService,
  source: DeadlineSource,
): DeadlineReminders {
  return new DeadlineReminders(
    {
      jobs,
      repository: new RemindersRepository(database.db),
      access,
      preferences,
      mailer,
      emailBudget,
      clock,
      settingsLink: new URL('/parent/settings', config.publicUrl).href,
      log: app.log,
    },
    source,
  );
}
