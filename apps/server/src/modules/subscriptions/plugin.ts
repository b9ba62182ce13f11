import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../app.ts';
import type { SubscriptionsConfig } from '../../platform/config.ts';
import { registerSponsorPages } from './pages.ts';
import { NO_PAYMENT_PROVIDER, type PaymentProvider } from './payments.ts';
import { SubscriptionsRepository } from './repository.ts';
import { registerSubscriptionsRoutes } from './routes.ts';
import { SubscriptionsService } from './service.ts';

/**
 * Access to the product: the gate's checks (`/api/v1/rpc/check_user_subscription_access`,
 * `/functions/v1/check-subscription`), the family's status, licence codes, administrators' licence batches and
 * grants, and the public sponsors list (its API and its page). Returns the service, whose `accessOf` is the one
 * access rule.
 */
export async function registerSubscriptionsModule(
  app: App,
  deps: {
    readonly database: DatabaseHandle;
    readonly config: SubscriptionsConfig;
    readonly clock: () => Date;
    readonly payments?: PaymentProvider;
  },
): Promise<SubscriptionsService> {
  const service = new SubscriptionsService(new SubscriptionsRepository(deps.database.db), {
    config: deps.config,
    clock: deps.clock,
    payments: deps.payments ?? NO_PAYMENT_PROVIDER,
  });
  await registerSubscriptionsRoutes(app, service, { licenceRedeemAttempts: deps.config.licenceRedeemAttempts });
  registerSponsorPages(app, service);
  return service;
}
