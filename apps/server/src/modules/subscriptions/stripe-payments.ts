import { PLAN_IDS, type PlanId } from '@tedi/contracts';
import Stripe from 'stripe';
import type { StripeConfig } from '../../platform/config.ts';
import {
  InvalidPaymentEvent,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentOwner,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderSubscription,
} from './payments.ts';

/** How old a webhook's signature may be, in seconds (Stripe's own default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe takes a checkout's `trial_end` only when it is at least 48 hours away (with a minute's margin here). In the
 * last two days of a family's free trial the first payment is therefore taken up to two days after the trial ends:
 * later than promised, never earlier.
 */
const SHORTEST_TRIAL_MS = (48 * 60 + 1) * 60 * 1000;

/** The `trial_end` to ask Stripe for, in seconds, for a first payment at `at`. */
export function stripeTrialEnd(at: Date, now: Date): number {
  return Math.ceil(Math.max(at.getTime(), now.getTime() + SHORTEST_TRIAL_MS) / 1000);
}

/** Metadata keys on checkouts and subscriptions naming whose access they pay for. */
const FAMILY_KEY = 'tedi_family_id';
const USER_KEY = 'tedi_user_id';
const PLAN_KEY = 'tedi_plan';

/** Events that can change a subscription's state; the rest are recorded and left alone. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
]);

function ownerMetadata(owner: PaymentOwner): Record<string, string> {
  return 'familyId' in owner ? { [FAMILY_KEY]: owner.familyId } : { [USER_KEY]: owner.userId };
}

function ownerOf(metadata: Stripe.Metadata | null | undefined): PaymentOwner | null {
  const familyId = metadata?.[FAMILY_KEY];
  if (familyId) return { familyId };
  const userId = metadata?.[USER_KEY];
  return userId ? { userId } : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Payments through Stripe: Checkout for a plan, the customer portal, and signed webhook events. */
export function createStripePayments(config: StripeConfig): PaymentProvider {
  const apiUrl = config.apiUrl;
  const stripe = new Stripe(config.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tedi' },
  });
  const planByPrice = new Map<string, PlanId>([
    [config.prices.monthly, 'monthly'],
    [config.prices.annual, 'annual'],
  ]);

  function planOf(subscription: Stripe.Subscription): PlanId | null {
    const priceId = subscription.items.data[0]?.price.id;
    const fromPrice = priceId ? planByPrice.get(priceId) : undefined;
    if (fromPrice) return fromPrice;
    const fromMetadata = subscription.metadata[PLAN_KEY];
    return PLAN_IDS.find((plan) => plan === fromMetadata) ?? null;
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const metadata = { ...ownerMetadata(request.owner), [PLAN_KEY]: request.plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[request.plan], quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: 'familyId' in request.owner ? request.owner.familyId : request.owner.userId,
        metadata,
        subscription_data: {
          metadata,
          ...(request.firstPaymentAt ? { trial_end: stripeTrialEnd(request.firstPaymentAt, new Date()) } : {}),
        },
        ...(request.customerId
          ? { customer: request.customerId }
          : request.email
            ? { customer_email: request.email }
            : {}),
        allow_promotion_codes: true,
      });
      if (!session.url) throw new Error('Stripe made a checkout without a page to send the payer to');
      return { id: session.id, url: session.url };
    },

    async createPortal(customerId: string, returnUrl: string) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async checkout(id: string): Promise<ProviderCheckout | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
          owner: ownerOf(session.metadata),
          subscriptionId: idOf(session.subscription),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async subscription(id: string): Promise<ProviderSubscription | null> {
      try {
        const subscription = await stripe.subscriptions.retrieve(id);
        const periodEnd = subscription.items.data[0]?.current_period_end;
        return {
          id: subscription.id,
          customerId: idOf(subscription.customer) ?? '',
          owner: ownerOf(subscription.metadata),
          plan: planOf(subscription),
          status: subscription.status,
          currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
          // The portal can end a subscription at the period's end, or at a date it sets in `cancel_at`.
          cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!signature) throw new InvalidPaymentEvent('The request has no Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (error) {
        throw new InvalidPaymentEvent((error as Error).message);
      }
      if (!SUBSCRIPTION_EVENTS.has(event.type)) return { id: event.id, type: event.type, subscriptionId: null };
      const object = event.data.object as { object?: string; id?: string; subscription?: string | { id: string } };
      const subscriptionId = object.object === 'subscription' ? (object.id ?? null) : idOf(object.subscription);
      return { id: event.id, type: event.type, subscriptionId };
    },
  };
}
