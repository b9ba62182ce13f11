/**
 * The seam for a payment provider (Stripe is a later step). Until one is set up, `available` is false: the status
 * says so, the subscription page offers licence codes only, and no checkout, portal or webhook route exists. A
 * provider's webhook will write rows of the `subscriptions` table, which the access rule already reads.
 */
export interface PaymentProvider {
  readonly available: boolean;
}

export const NO_PAYMENT_PROVIDER: PaymentProvider = Object.freeze({ available: false });
