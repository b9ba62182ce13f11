import { z as zod } from 'zod';
import {
  CHECKOUT_ORIGINS,
  OFFER_IDS,
  PLAN_IDS,
  SPONSOR_KINDS,
  type PlanId,
  type AccessSource,
  type SubscriptionStatus,
} from './subscription-values.ts';
import { checkLicenceCode, LICENCE_CODE_MESSAGES } from './constants.ts';

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
  /**
   * When access ends, or null when it does not: a subscription's period end or the free trial's end (date-times), a
   * licence's or grant's last day (a date).
   */
  readonly endsAt: string | null;
  readonly plan: PlanId | null;
  readonly status: SubscriptionStatus | null;
  /** Whether the payment provider is set up here: without it, only licence codes and grants give access. */
  readonly paymentsAvailable: boolean;
  /** A licence the family redeemed, shown with its sponsor. */
  readonly licence: { readonly sponsorName: string; readonly endsAt: string | null } | null;
  /** The subscription will end at `endsAt` rather than renew (it was cancelled). */
  readonly cancelAtPeriodEnd: boolean;
  /** The asker can open the payment provider's billing page: a parent whose family has paid through it. */
  readonly canManageBilling: boolean;
  /**
   * The asker may take the launch offer: a parent whose family is in its free trial and has never subscribed, with
   * payments available. A plan chosen then is first paid for when the trial ends.
   */
  readonly launchOfferAvailable: boolean;
}

/** Licence codes: checked the same way by the server's schema and, without zod, by the web form. */
export const licenceCodeSchema = zod.string({ error: LICENCE_CODE_MESSAGES.missing }).transform((value, context) => {
  const checked = checkLicenceCode(value);
  if ('code' in checked) return checked.code;
  context.addIssue({ code: 'custom', message: checked.error });
  return zod.NEVER;
});

export const licenceRedeemSchema = zod.strictObject({ code: licenceCodeSchema });
export type LicenceRedeemInput = zod.input<typeof licenceRedeemSchema>;

/** POST /api/v1/subscriptions/licences/redeem: the family's status after redeeming. */
export interface LicenceRedeemResponse extends SubscriptionStatusResponse {
  /** True when this family had already redeemed a code of the same licence: nothing changed, no seat was taken. */
  readonly alreadyRedeemed: boolean;
}

/** An administrator's batch of licence codes for a sponsor. */
export const licenceBatchCreateSchema = zod.strictObject({
  sponsorName: zod.string().trim().min(1, { error: 'Please enter the sponsor’s name' }).max(200),
  sponsorKind: zod.enum(SPONSOR_KINDS),
  /** How many families the batch covers in all. */
  seats: zod.number().int().min(1, { error: 'A batch needs at least one seat' }).max(100_000),
  /** How many codes to make; each can be redeemed until the batch's seats are used. */
  codes: zod.number().int().min(1).max(1000),
  /** The last day a code can be redeemed, and the day access ends for families who redeemed one. */
  expiresOn: zod.iso.date({ error: 'Please give the expiry date like 2027-12-31' }),
  /** Whether the sponsor agreed to be named on /sponsors. */
  publiclyListed: zod.boolean().default(false),
});
export type LicenceBatchCreateInput = zod.input<typeof licenceBatchCreateSchema>;

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
export const accessGrantCreateSchema = zod.strictObject({
  email: zod.email({ error: 'Please enter the account’s e-mail address' }),
  endsOn: zod.iso.date({ error: 'Please give the end date like 2027-12-31' }),
  reason: zod.string().trim().min(3, { error: 'Please say why access is granted' }).max(500),
});
export type AccessGrantCreateInput = zod.input<typeof accessGrantCreateSchema>;

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

/** POST /api/v1/subscriptions/checkout: a plan, an offer, and the page to come back to if the payer cancels. */
export const checkoutCreateSchema = zod.strictObject({
  plan: zod.enum(PLAN_IDS, { error: 'Please choose the monthly or the annual plan' }),
  offer: zod.enum(OFFER_IDS).optional(),
  from: zod.enum(CHECKOUT_ORIGINS).optional(),
});
export type CheckoutCreateInput = zod.input<typeof checkoutCreateSchema>;

/** Where to send the payer: the payment provider's checkout page, or its billing page. */
export interface PaymentPageResponse {
  readonly url: string;
}

/** POST /api/v1/subscriptions/checkout/confirm: after paying, the page the payer returns to checks the payment. */
export const checkoutConfirmSchema = zod.strictObject({
  sessionId: zod.string().trim().min(1).max(255),
});

export interface CheckoutConfirmResponse extends SubscriptionStatusResponse {
  /** `complete` when paid (or a free month started), `open` while the provider still waits, `expired` if abandoned. */
  readonly checkoutStatus: 'open' | 'complete' | 'expired';
}
