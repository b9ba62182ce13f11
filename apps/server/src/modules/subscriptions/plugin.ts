import type { Capability } from '../capability.ts';
import { SUBSCRIPTIONS_ENDPOINTS } from './endpoints.ts';
import { registerSponsorPages } from './pages.ts';
import type { PaymentProvider } from './payments.ts';
import { SubscriptionsRepository } from './repository.ts';
import { registerSubscriptionsRoutes } from './routes.ts';
import { SubscriptionsService } from './service.ts';

/**
 * Access to the product: the gate's checks (`/api/v1/rpc/check_user_subscription_access`,
 * `/functions/v1/check-subscription`), the family's status, payments through Stripe when it is configured (checkout,
 * the billing portal, webhooks), licence codes, administrators' licence batches and grants, and the public sponsors
 * list (its API and its page). Returns the service, whose `accessOf` is the one access rule.
 */
/** Subscriptions, licences, the access gate's checks, payments and the sponsors' pages. */
export const subscriptionsCapability: Capability = {
  name: 'subscriptions',
  endpoints: SUBSCRIPTIONS_ENDPOINTS,
  async register({ app, database, access, config, clock }) {
    const settings = config.subscriptions;
    // Stripe's library is loaded only when payments are configured: without them it would be memory held for nothing.
    const payments: PaymentProvider | null = settings.stripe
      ? (await import('./stripe-payments.ts')).createStripePayments(settings.stripe)
      : null;
    const service = new SubscriptionsService(new SubscriptionsRepository(database.db), access, {
      config: settings,
      clock,
      payments,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    await registerSubscriptionsRoutes(app, service, { licenceRedeemAttempts: settings.licenceRedeemAttempts });
    registerSponsorPages(app, service);
  },
};
