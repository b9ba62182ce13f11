import type { Capability } from '../capability.ts';
import { ACCOUNT_DELETION_ENDPOINTS } from './endpoints.ts';
import { startIntervalJob } from '../../platform/jobs.ts';
import { AccountDeletionRepository } from './repository.ts';
import { registerAccountDeletionRoutes } from './routes.ts';
import { AccountDeletionService } from './service.ts';

/** How often the server looks for account deletions whose grace period has ended. */
const JOB_INTERVAL_MS = 15 * 60 * 1000;

/** Deleting one's own account at /api/v1/me/deletion, and the job that carries deletions out. */
export const accountDeletionCapability: Capability = {
  name: 'account-deletion',
  endpoints: ACCOUNT_DELETION_ENDPOINTS,
  register({ app, database, accounts, storage, mailer, clock, config }) {
    const accountDeletions = new AccountDeletionService({
      repository: new AccountDeletionRepository(database.db),
      accounts,
      storage,
      mailer,
      clock,
      settingsLink: new URL('/parent/settings', config.publicUrl).href,
      log: app.log,
    });
    registerAccountDeletionRoutes(app, accountDeletions);
    // Tests carry deletions out themselves, at the time their clock says.
    if (config.env !== 'test') {
      const job = startIntervalJob('account deletions', JOB_INTERVAL_MS, () => accountDeletions.carryOutDue(), app.log);
      app.addHook('onClose', async () => job.stop());
    }
    return Promise.resolve({ accountDeletions });
  },
};
