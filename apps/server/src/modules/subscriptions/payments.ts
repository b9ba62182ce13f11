import type { PlanId } from '@tedi/contracts';

/**
 * What the subscriptions capability needs from a payment provider (Stripe, in `stripe-payments.ts`). Without one,
 * the status says payments are not available, the pages offer licence codes only, and checkout, the billing portal
 * and the webhook answer 404.
 */
export interface PaymentProvider {
  /** Stored in `subscriptions.provider` and `payment_events.provider`. */
  readonly name: string;
  /** The provider's hosted checkout for one plan; the person is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ readonly id: string; readonly url: string }>;
  /** The provider's page where a payer changes their card, sees invoices or cancels. */
  createPortal(customerId: string, returnUrl: string): Promise<{ readonly url: string }>;
  /** A checkout as the provider has it now; null when the provider knows no such checkout. */
  checkout(id: string): Promise<ProviderCheckout | null>;
  /** A subscription as the provider has it now; null when the provider knows no such subscription. */
  subscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * The event of a webhook request, when its signature proves it comes from the provider; throws
   * `InvalidPaymentEvent` otherwise. Only the id, the type and the subscription it concerns are read from it: the
   * subscription's state is always asked of the provider, so events arriving late or out of order change nothing.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** Who a payment gives access to: a family, or a parent who has no family yet. */
export type PaymentOwner = { readonly familyId: string } | { readonly userId: string };

export interface CheckoutRequest {
  readonly plan: PlanId;
  readonly owner: PaymentOwner;
  /** The payer's customer at the provider from an earlier subscription, so their cards and invoices stay together. */
  readonly customerId: string | null;
  /** Filled in on the checkout page when there is no customer yet. */
  readonly email: string | null;
  /**
   * When the first payment is taken, for a family choosing a plan during its free trial (the trial's end); null: at
   * once. The provider may take it a little later than asked, never earlier.
   */
  readonly firstPaymentAt: Date | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface ProviderCheckout {
  readonly id: string;
  /** `complete` once paid (or a trial started), `open` while waiting, `expired` when abandoned. */
  readonly status: 'open' | 'complete' | 'expired';
  readonly owner: PaymentOwner | null;
  readonly subscriptionId: string | null;
}

export interface ProviderSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly owner: PaymentOwner | null;
  readonly plan: PlanId | null;
  /** The provider's status, e.g. active, trialing, past_due, canceled. */
  readonly status: string;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
}

export interface PaymentEvent {
  readonly id: string;
  readonly type: string;
  /** The subscription the event is about, when it is about one that we act on. */
  readonly subscriptionId: string | null;
}

/** A webhook request whose signature is missing, wrong or too old. */
export class InvalidPaymentEvent extends Error {
  override readonly name = 'InvalidPaymentEvent';
}
