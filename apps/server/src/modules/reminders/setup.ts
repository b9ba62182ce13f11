import type { CapabilityContext } from '../capability.ts';
import type { PreferencesService } from '../preferences/service.ts';
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
