/** Plain values of subscriptions.ts (no zod), so pages that need only them stay small. */

/** The plans a family can pay for, as data: the pages, checkout and the gate all read them from here. */
export const PLANS = [
  {
    id: 'monthly',
    name: 'Monthly',
    pricePence: 499,
    interval: 'month',
    description: 'Everything in Tedi, paid month by month. Cancel any time.',
  },
  {
    id: 'annual',
    name: 'Annual licence',
    pricePence: 4900,
    interval: 'year',
    description: 'A year of everything in Tedi for the price of ten months.',
  },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];

export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/**
 * Every new family's free trial, in days: it starts when its first parent's account is made (sign-up), once per
 * family, and gives the whole family access while it runs, with or without a payment provider.
 */
export const TRIAL_DAYS = 30;

/**
 * Offers, as data: each one changes what checkout asks of the payer. The launch offer is the free trial itself, on
 * either plan: a family that chooses a plan during its trial pays nothing until the trial ends, and cancelling before
 * then costs nothing. It is once per family, so a family that has subscribed before, or whose trial has ended, pays
 * from the day it subscribes.
 */
export const OFFERS = [
  {
    id: 'launch',
    name: 'Tedi launch offer',
    trialDays: TRIAL_DAYS,
    description: 'Every family new to Tedi has its first month free, from the day it signs up, with no card needed.',
  },
] as const;
export type OfferId = (typeof OFFERS)[number]['id'];
export const OFFER_IDS = OFFERS.map((offer) => offer.id) as [OfferId, ...OfferId[]];

/** The pages a checkout can start from; a payer who cancels goes back to the one they came from. */
export const CHECKOUT_ORIGINS = [
  '/subscription',
  '/subscription-gate',
  '/subscription-renewal',
  '/onboarding',
  '/annual-license-offer',
  '/tedi-launch-offer',
] as const;
export type CheckoutOrigin = (typeof CHECKOUT_ORIGINS)[number];

/** Where a family's access comes from; `trial` is the free trial every new family has (TRIAL_DAYS). */
export const ACCESS_SOURCES = [
  'subscription',
  'licence',
  'grant',
  'trial',
  'admin',
  'family_member',
  'onboarding',
] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];

/** A subscription's state, as the payment provider reports it (Stripe's names). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Why a licence code was refused, in `details.reason` of the error (404 `not_found` for an unknown code, 409
 * `conflict` for the others), so the page can offer the right next step.
 */
export const LICENCE_REFUSALS = ['unknown', 'revoked', 'expired', 'no_seats'] as const;
export type LicenceRefusal = (typeof LICENCE_REFUSALS)[number];

export const SPONSOR_KINDS = ['employer', 'charity', 'insurer', 'council', 'school', 'other'] as const;
export type SponsorKind = (typeof SPONSOR_KINDS)[number];

/** How each kind of sponsor is named: one of them (a form's choice), and a group of them (a heading). */
export const SPONSOR_KIND_NAMES: Readonly<Record<SponsorKind, { readonly one: string; readonly group: string }>> = {
  employer: { one: 'Employer', group: 'Employers' },
  charity: { one: 'Charity', group: 'Charities' },
  insurer: { one: 'Insurer', group: 'Insurers' },
  council: { one: 'Council', group: 'Councils' },
  school: { one: 'School', group: 'Schools' },
  other: { one: 'Another kind of organisation', group: 'Other organisations' },
};

/** The sponsors' pages: who sponsors families, how to become a sponsor, and the confirmation after an enquiry. */
export const SPONSOR_PATHS = {
  list: '/sponsors',
  landing: '/sponsor-landing',
  success: '/sponsor-success',
} as const;

export const SUBSCRIPTIONS_API = {
  accessRpc: '/api/v1/rpc/check_user_subscription_access',
  checkFunction: '/functions/v1/check-subscription',
  status: '/api/v1/subscriptions/me',
  redeem: '/api/v1/subscriptions/licences/redeem',
  checkout: '/api/v1/subscriptions/checkout',
  checkoutConfirm: '/api/v1/subscriptions/checkout/confirm',
  portal: '/api/v1/subscriptions/portal',
  stripeWebhook: '/api/v1/subscriptions/stripe/webhook',
  licenceBatches: '/api/v1/admin/licence-batches',
  licenceCodes: '/api/v1/admin/licence-codes',
  accessGrants: '/api/v1/admin/access-grants',
  sponsors: '/api/v1/sponsors',
} as const;
