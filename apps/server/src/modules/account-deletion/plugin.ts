import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import type { AccountRemoval } from '../../auth/user/account-removal.ts';
import type { Clock } from '../../platform/clock.ts';
import { startIntervalJob } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { AccountDeletionRepository } from './repository.ts';
import { registerAccountDeletionRoutes } from './routes.ts';
import { AccountDeletionService } from './service.ts';

export interface AccountDeletionModuleDependencies {
  readonly database: DatabaseHandle;
  readonly accounts: AccountRemoval;
  readonly storage: StorageDriver;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly publicUrl: URL;
  /** How often due deletions are looked for; 0 leaves it to whoever calls `carryOutDue` (the tests). */
  readonly jobIntervalMs: number;
}

/** Deleting one's own account at /api/v1/me/deletion, and the job that carries deletions out. */
export function registerAccountDeletionModule(
  app: App,
  deps: AccountDeletionModuleDependencies,
): AccountDeletionService {
  const service = new AccountDeletionService({
    repository: new AccountDeletionRepository(deps.database.db),
    accounts: deps.accounts,
    storage: deps.storage,
    mailer: deps.mailer,
    clock: deps.clock,
    settingsLink: new URL('/parent/settings', deps.publicUrl).href,
    log: app.log,
  });
  registerAccountDeletionRoutes(app, service);
  if (deps.jobIntervalMs > 0) {
    const job = startIntervalJob('account deletions', deps.jobIntervalMs, () => service.carryOutDue(), app.log);
    app.addHook('onClose', async () => job.stop());
  }
  return service;
}
