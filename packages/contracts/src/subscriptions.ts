import { z } from 'zod';

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

/** Where a family's access comes from. */
export const ACCESS_SOURCES = ['subscription', 'licence', 'grant', 'admin', 'family_member', 'onboarding'] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** POST /api/v1/rpc/check_user_subscription_access (no arguments), as the spec's gate calls it. */
export interface SubscriptionAccessResponse {
  readonly has_access: boolean;
}

/** POST /functions/v1/check-subscription, the gate's fallback. */
export interface CheckSubscriptionResponse {
  readonly subscribed: boolean;
}

/** GET /api/v1/subscriptions/me: the family's status for /subscription and the renewal page. */
export interface SubscriptionStatusResponse {
  readonly hasAccess: boolean;
  readonly source: AccessSource | null;
  /** When access ends (a subscription's period end, a licence's or grant's end), or null when it does not. */
  readonly endsAt: string | null;
  readonly plan: PlanId | null;
  readonly status: SubscriptionStatus | null;
  /** Whether the payment provider is set up here: without it, only licence codes and grants give access. */
  readonly paymentsAvailable: boolean;
  /** A licence the family redeemed, shown with its sponsor. */
  readonly licence: { readonly sponsorName: string; readonly endsAt: string | null } | null;
}

/** Licence codes: letters and digits, grouped for reading aloud, e.g. TEDI-7KQ2-M9XD. Case and spaces don't matter. */
export const licenceCodeSchema = z
  .string({ error: 'Please enter your licence code' })
  .trim()
  .min(1, { error: 'Please enter your licence code' })
  .transform((value) => value.toUpperCase().replace(/[\s-]+/g, ''))
  .refine((value) => /^[A-Z0-9]{8,24}$/.test(value), {
    error: 'A licence code has 8 to 24 letters and numbers, for example TEDI-7KQ2-M9XD',
  });

export const licenceRedeemSchema = z.strictObject({ code: licenceCodeSchema });
export type LicenceRedeemInput = z.input<typeof licenceRedeemSchema>;

export const SPONSOR_KINDS = ['employer', 'charity', 'insurer', 'council', 'school', 'other'] as const;

/** An administrator's batch of licence codes for a sponsor. */
export const licenceBatchCreateSchema = z.strictObject({
  sponsorName: z.string().trim().min(1, { error: 'Please enter the sponsor’s name' }).max(200),
  sponsorKind: z.enum(SPONSOR_KINDS),
  /** How many families the batch covers in all. */
  seats: z.number().int().min(1, { error: 'A batch needs at least one seat' }).max(100_000),
  /** How many codes to make; each can be redeemed until the batch's seats are used. */
  codes: z.number().int().min(1).max(1000),
  /** The last day a code can be redeemed, and the day access ends for families who redeemed one. */
  expiresOn: z.iso.date({ error: 'Please give the expiry date like 2027-12-31' }),
  /** Whether the sponsor agreed to be named on /sponsors. */
  publiclyListed: z.boolean().default(false),
});
export type LicenceBatchCreateInput = z.input<typeof licenceBatchCreateSchema>;

/** An administrator's grant of access to one account, with an end date and a reason. */
export const accessGrantCreateSchema = z.strictObject({
  email: z.email({ error: 'Please enter the account’s e-mail address' }),
  endsOn: z.iso.date({ error: 'Please give the end date like 2027-12-31' }),
  reason: z.string().trim().min(3, { error: 'Please say why access is granted' }).max(500),
});
export type AccessGrantCreateInput = z.input<typeof accessGrantCreateSchema>;

export const checkoutCreateSchema = z.strictObject({ plan: z.enum(PLAN_IDS) });

export const SUBSCRIPTIONS_API = {
  accessRpc: '/api/v1/rpc/check_user_subscription_access',
  checkFunction: '/functions/v1/check-subscription',
  status: '/api/v1/subscriptions/me',
  redeem: '/api/v1/subscriptions/licences/redeem',
  checkout: '/api/v1/subscriptions/checkout',
  portal: '/api/v1/subscriptions/portal',
  stripeWebhook: '/api/v1/subscriptions/stripe/webhook',
  licenceBatches: '/api/v1/admin/licence-batches',
  accessGrants: '/api/v1/admin/access-grants',
} as const;
