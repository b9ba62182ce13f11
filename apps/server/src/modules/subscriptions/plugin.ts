import type { DatabaseHandle } from '@tedi/db';
import type { App } from '../../platform/app.ts';
import type { SubscriptionsConfig } from '../../platform/config.ts';
import { registerSponsorPages } from './pages.ts';
import type { PaymentProvider } from './payments.ts';
import { SubscriptionsRepository } from './repository.ts';
import { registerSubscriptionsRoutes } from './routes.ts';
import { SubscriptionsService } from './service.ts';
import { createStripePayments } from './stripe-payments.ts';

/**
 * Access to the product: the gate's checks (`/api/v1/rpc/check_user_subscription_access`,
 * `/functions/v1/check-subscription`), the family's status, payments through Stripe when it is configured (checkout,
 * the billing portal, webhooks), licence codes, administrators' licence batches and grants, and the public sponsors
 * list (its API and its page). Returns the service, whose `accessOf` is the one access rule.
 */
export async function registerSubscriptionsModule(
  app: App,
  deps: {
    readonly database: DatabaseHandle;
    readonly config: SubscriptionsConfig;
    readonly clock: () => Date;
    readonly publicUrl: URL;
  },
): Promise<SubscriptionsService> {
  const payments: PaymentProvider | null = deps.config.stripe ? createStripePayments(deps.config.stripe) : null;
  const service = new SubscriptionsService(new SubscriptionsRepository(deps.database.db), {
    config: deps.config,
    clock: deps.clock,
    payments,
    publicUrl: deps.publicUrl,
    log: app.log,
  });
  await registerSubscriptionsRoutes(app, service, { licenceRedeemAttempts: deps.config.licenceRedeemAttempts });
  registerSponsorPages(app, service);
  return service;
}
