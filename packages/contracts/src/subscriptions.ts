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

/** POST /api/v1/subscriptions/licences/redeem: the family's status after redeeming. */
export interface LicenceRedeemResponse extends SubscriptionStatusResponse {
  /** True when this family had already redeemed a code of the same licence: nothing changed, no seat was taken. */
  readonly alreadyRedeemed: boolean;
}

/**
 * Why a licence code was refused, in `details.reason` of the error (404 `not_found` for an unknown code, 409
 * `conflict` for the others), so the page can offer the right next step.
 */
export const LICENCE_REFUSALS = ['unknown', 'revoked', 'expired', 'no_seats'] as const;
export type LicenceRefusal = (typeof LICENCE_REFUSALS)[number];

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

/** A licence batch as administrators see it; `seatsUsed` counts the families that redeemed one of its codes. */
export interface LicenceBatchResponse {
  readonly id: string;
  readonly sponsorName: string;
  readonly sponsorKind: (typeof SPONSOR_KINDS)[number];
  readonly seats: number;
  readonly seatsUsed: number;
  readonly expiresOn: string;
  readonly publiclyListed: boolean;
  readonly revokedAt: string | null;
  readonly createdAt: string;
}

/** One code of a batch after it was made: only its last characters, so a list on screen can't be copied and used. */
export interface LicenceCodeSummary {
  readonly id: string;
  /** e.g. "TEDI-••••-M9XD". */
  readonly hint: string;
  readonly revokedAt: string | null;
  readonly redemptions: number;
}

/** GET /api/v1/admin/licence-batches/:id */
export interface LicenceBatchDetailResponse extends LicenceBatchResponse {
  readonly codes: readonly LicenceCodeSummary[];
}

/** POST /api/v1/admin/licence-batches: the only time the codes themselves are shown. */
export interface LicenceBatchCreatedResponse extends LicenceBatchResponse {
  readonly codes: readonly { readonly id: string; readonly code: string }[];
}

/** GET /api/v1/sponsors: organisations that pay for families and agreed to be named. */
export interface SponsorsResponse {
  readonly sponsors: readonly { readonly name: string; readonly kind: (typeof SPONSOR_KINDS)[number] }[];
}

/** An administrator's grant of access to one account, with an end date and a reason. */
export const accessGrantCreateSchema = z.strictObject({
  email: z.email({ error: 'Please enter the account’s e-mail address' }),
  endsOn: z.iso.date({ error: 'Please give the end date like 2027-12-31' }),
  reason: z.string().trim().min(3, { error: 'Please say why access is granted' }).max(500),
});
export type AccessGrantCreateInput = z.input<typeof accessGrantCreateSchema>;

export interface AccessGrantResponse {
  readonly id: string;
  readonly userId: string;
  readonly email: string | null;
  readonly endsOn: string;
  readonly reason: string;
  readonly grantedBy: string | null;
  readonly revokedAt: string | null;
  readonly createdAt: string;
}

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
  licenceCodes: '/api/v1/admin/licence-codes',
  accessGrants: '/api/v1/admin/access-grants',
  sponsors: '/api/v1/sponsors',
} as const;
