import type {
  CheckoutConfirmResponse,
  CheckoutCreateInput,
  PaymentPageResponse,
  AccessGrantCreateInput,
  AccessGrantResponse,
  AccessSource,
  LicenceBatchCreatedResponse,
  LicenceBatchCreateInput,
  LicenceBatchDetailResponse,
  LicenceBatchResponse,
  LicenceRedeemResponse,
  LicenceRefusal,
  PlanId,
  SponsorsResponse,
  SubscriptionStatus,
  SubscriptionStatusResponse,
} from '@tedi/contracts';
import { OFFERS, PLAN_IDS, SUBSCRIPTION_STATUSES, TRIAL_DAYS } from '@tedi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/actor.ts';
import type { SubscriptionsConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdministrator, SECOND_FACTOR_FOR_ADMIN } from '../../policies/admin.ts';
import { maySubscription, type SubscriptionAction, type SubscriptionAsker } from '../../policies/subscriptions.ts';
import { formatLicenceCode, newLicenceCode, storedLicenceCode } from './codes.ts';
import { InvalidPaymentEvent, type PaymentOwner, type PaymentProvider } from './payments.ts';
import { presentBatch, presentCodeSummary, presentGrant } from './presenter.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type {
  AccessOwners,
  Membership,
  ParentAccount,
  SubscriptionRow,
  SubscriptionsRepository,
} from './repository.ts';

/** The person asking, or null for a caller who sent no token (answered 401). */
export type SubscriptionsActor = Pick<Actor, 'userId' | 'email' | 'role' | 'aal'> | null;

/** Whether someone has access, and where it comes from. */
export interface AccessDecision {
  readonly hasAccess: boolean;
  readonly source: AccessSource | null;
  /**
   * An ISO date-time (a subscription's period end, the free trial's end) or date (the last day of a licence or
   * grant); null: no end.
   */
  readonly endsAt: string | null;
  readonly plan: PlanId | null;
  readonly status: SubscriptionStatus | null;
  readonly licence: { readonly sponsorName: string; readonly endsAt: string | null } | null;
  /** A subscription that will end at `endsAt` rather than renew. */
  readonly cancelAtPeriodEnd: boolean;
}

const NO_ACCESS: AccessDecision = {
  hasAccess: false,
  source: null,
  endsAt: null,
  plan: null,
  status: null,
  licence: null,
  cancelAtPeriodEnd: false,
};

const granted = (source: AccessSource): AccessDecision => ({ ...NO_ACCESS, hasAccess: true, source });

const DAY_MS = 24 * 3600 * 1000;

/** The moment a free trial that started at `start` ends: TRIAL_DAYS whole days later. */
const trialEndOf = (start: Date): Date => new Date(start.getTime() + TRIAL_DAYS * DAY_MS);

const CONTACT_SPONSOR = 'Please contact the organisation that gave you the code.';

const REFUSALS: Readonly<Record<LicenceRefusal, { code: 'not_found' | 'conflict'; message: string }>> = {
  unknown: {
    code: 'not_found',
    message: 'We don’t recognise that licence code. Please check it and try again.',
  },
  revoked: { code: 'conflict', message: `This licence code can no longer be used. ${CONTACT_SPONSOR}` },
  expired: { code: 'conflict', message: `This licence has ended. ${CONTACT_SPONSOR}` },
  no_seats: {
    code: 'conflict',
    message: `All the places on this licence have been taken. ${CONTACT_SPONSOR}`,
  },
};

function refused(reason: LicenceRefusal): AppError {
  return new AppError(REFUSALS[reason].code, REFUSALS[reason].message, { reason });
}

const planOf = (plan: string): PlanId | null => (PLAN_IDS.includes(plan as PlanId) ? (plan as PlanId) : null);
const statusOf = (status: string): SubscriptionStatus | null =>
  SUBSCRIPTION_STATUSES.includes(status as SubscriptionStatus) ? (status as SubscriptionStatus) : null;

export interface SubscriptionsServiceOptions {
  readonly config: SubscriptionsConfig;
  readonly clock: () => Date;
  /** Null when no payment provider is set up: then only the free trial, licences and grants give access. */
  readonly payments: PaymentProvider | null;
  /** Where people reach Tedi: the payment provider sends payers back here. */
  readonly publicUrl: URL;
  readonly log: FastifyBaseLogger;
}

/** A subscription waiting for a failed payment: the payer mends it at the provider instead of paying twice. */
const PAYMENT_FAILED_STATUSES: readonly string[] = ['past_due', 'unpaid'];

const NO_PAYMENTS = 'Payments aren’t available here. A licence code from a sponsor still gives your family access.';
const PROVIDER_UNREACHABLE =
  'We couldn’t reach our payment provider just now. Nothing was charged. Please try again in a few minutes.';

/**
 * Who has access to the product, and the ways of getting it. `accessOf` is the one access rule: the two gate checks,
 * the status page and any later capability ask it and nothing else.
 */
export class SubscriptionsService {
  readonly #repository: SubscriptionsRepository;
  readonly #access: ChildAccessService;
  readonly #options: SubscriptionsServiceOptions;

  constructor(repository: SubscriptionsRepository, access: ChildAccessService, options: SubscriptionsServiceOptions) {
    this.#repository = repository;
    this.#access = access;
    this.#options = options;
  }

  #today(): string {
    return this.#options.clock().toISOString().slice(0, 10);
  }

  #signedIn(actor: SubscriptionsActor): NonNullable<SubscriptionsActor> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    return actor;
  }

  async #asker(actor: NonNullable<SubscriptionsActor>): Promise<SubscriptionAsker & { membership: Membership }> {
    const membership = await this.#access.member(actor);
    return { role: membership.role, aal: actor.aal, membership };
  }

  async #authorise(
    actor: SubscriptionsActor,
    action: SubscriptionAction,
  ): Promise<NonNullable<SubscriptionsActor> & { membership: Membership }> {
    const signedIn = this.#signedIn(actor);
    const asker = await this.#asker(signedIn);
    if (!maySubscription(asker, action)) {
      if (action === 'redeem_licence') {
        throw new AppError('forbidden', 'Only a parent can redeem a licence code for the family.');
      }
      if (action === 'pay') {
        throw new AppError('forbidden', 'Only a parent can pay for the family’s subscription.');
      }
      throw new AppError(
        'forbidden',
        isAdministrator(asker.role) ? SECOND_FACTOR_FOR_ADMIN : 'Only administrators can do this.',
      );
    }
    return { ...signedIn, membership: asker.membership };
  }

  /** Premium access from configuration: ADMIN_PREMIUM_EMAILS and ADMIN_PREMIUM_USER_IDS. */
  #isConfiguredPremium(account: ParentAccount): boolean {
    const { premiumEmails, premiumUserIds } = this.#options.config;
    return (
      premiumUserIds.includes(account.userId.toLowerCase()) ||
      (account.email !== null && premiumEmails.includes(account.email.toLowerCase()))
    );
  }

  /**
   * The access of an account: a family with its parents, or a parent who has no family yet. Any parent's
   * configured premium, an active subscription, an unexpired licence, an unexpired grant or the free trial gives it.
   * The free trial lasts TRIAL_DAYS from the account's start (see `#trialEnd`), until the family first subscribes:
   * from then on its subscription says whether it has access (a plan chosen during the trial is first paid for when
   * the trial ends, so no day of it is lost).
   */
  async #accountAccess(familyId: string | null, parents: readonly ParentAccount[]): Promise<AccessDecision> {
    if (parents.some((parent) => this.#isConfiguredPremium(parent))) return granted('admin');
    if (this.#options.config.autoGrantPremium && parents.length > 0) return granted('admin');
    const owners: AccessOwners = { familyId, userIds: parents.map((parent) => parent.userId) };
    const now = this.#options.clock();
    const today = this.#today();
    const subscription = await this.#repository.activeSubscription(owners, now);
    if (subscription) return this.#fromSubscription(subscription, true);
    const licence = await this.#repository.activeLicence(owners, today);
    if (licence) {
      return {
        ...granted('licence'),
        endsAt: licence.expiresOn,
        licence: { sponsorName: licence.sponsorName, endsAt: licence.expiresOn },
      };
    }
    const grant = await this.#repository.activeGrant(owners.userIds, today);
    if (grant) return { ...granted('grant'), endsAt: grant.endsOn };
    const latest = await this.#repository.latestSubscription(owners);
    if (latest) return this.#fromSubscription(latest, false);
    const trialEnd = await this.#trialEnd(owners);
    return trialEnd ? { ...granted('trial'), endsAt: trialEnd.toISOString() } : NO_ACCESS;
  }

  /**
   * The end of the owners' free trial while it runs, or null. It starts when the account does: the first of its
   * parents signing up, or the family being made, whichever came first. So a family member never has a trial of
   * their own, a second parent joining doesn't start it again, and neither does making the family again.
   */
  async #trialEnd(owners: AccessOwners): Promise<Date | null> {
    const start = await this.#repository.trialStart(owners);
    if (!start) return null;
    const end = trialEndOf(start);
    return end > this.#options.clock() ? end : null;
  }

  /** The end of the free trial of owners who have never subscribed, while it runs; null otherwise. */
  async #unsubscribedTrialEnd(owners: AccessOwners): Promise<Date | null> {
    if (await this.#repository.latestSubscription(owners)) return null;
    return this.#trialEnd(owners);
  }

  #fromSubscription(row: SubscriptionRow, hasAccess: boolean): AccessDecision {
    return {
      ...NO_ACCESS,
      hasAccess,
      source: hasAccess ? 'subscription' : null,
      endsAt: row.currentPeriodEnd?.toISOString() ?? null,
      plan: planOf(row.plan),
      status: statusOf(row.status),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  /**
   * The access rule. Admins have access. A parent has the access of their family (or their own, before they have
   * a family); family members and children have their family's, and lose it when the family does.
   */
  async accessOf(actor: NonNullable<SubscriptionsActor>): Promise<AccessDecision> {
    const { role, membership } = await this.#asker(actor);
    if (role === 'admin' || role === 'super_admin') return granted('admin');
    const self: ParentAccount = { userId: actor.userId, email: actor.email || null };
    if (this.#isConfiguredPremium(self)) return granted('admin');
    if (role === 'parent') {
      const parents = membership.familyId ? await this.#repository.parentsOf(membership.familyId) : [];
      const withSelf = parents.some((parent) => parent.userId === self.userId) ? parents : [...parents, self];
      return this.#accountAccess(membership.familyId, withSelf);
    }
    if ((role === 'family_member' || role === 'child') && membership.familyId) {
      const family = await this.#accountAccess(
        membership.familyId,
        await this.#repository.parentsOf(membership.familyId),
      );
      // Only that they have access: how the family pays, and who sponsors it, stay with its parents.
      return family.hasAccess ? granted('family_member') : NO_ACCESS;
    }
    return NO_ACCESS;
  }

  /** The gate's check (`has_access`, `subscribed`): anyone signed in may ask about themselves. */
  async hasAccess(actor: SubscriptionsActor): Promise<boolean> {
    const signedIn = await this.#authorise(actor, 'check_own_access');
    return (await this.accessOf(signedIn)).hasAccess;
  }

  async status(actor: SubscriptionsActor): Promise<SubscriptionStatusResponse> {
    const signedIn = await this.#authorise(actor, 'check_own_access');
    const decision = await this.accessOf(signedIn);
    const payments = this.#options.payments;
    const billing = { canManageBilling: false, launchOfferAvailable: false };
    if (payments && (await this.#asker(signedIn)).role === 'parent') {
      const owners = await this.#ownersOf(signedIn);
      billing.canManageBilling = (await this.#repository.latestCustomerId(owners, payments.name)) !== null;
      billing.launchOfferAvailable = (await this.#unsubscribedTrialEnd(owners)) !== null;
    }
    return { ...decision, paymentsAvailable: payments !== null, ...billing };
  }

  // Payments -------------------------------------------------------------------------------------------------------

  /** The family's rows and its parents' (or the parent's own, before there is a family). */
  async #ownersOf(actor: NonNullable<SubscriptionsActor> & { membership?: Membership }): Promise<AccessOwners> {
    const membership = actor.membership ?? (await this.#access.member(actor));
    if (!membership.familyId) return { familyId: null, userIds: [actor.userId] };
    const parents = await this.#repository.parentsOf(membership.familyId);
    return { familyId: membership.familyId, userIds: [...new Set([actor.userId, ...parents.map((p) => p.userId)])] };
  }

  #paymentsOrRefuse(): PaymentProvider {
    if (!this.#options.payments) throw new AppError('not_found', NO_PAYMENTS);
    return this.#options.payments;
  }

  /** Asks the payment provider, turning its failures into one message a payer can act on. */
  async #askProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.#options.log.error({ err: error }, `The payment provider failed to ${what}`);
      throw new AppError('service_unavailable', PROVIDER_UNREACHABLE);
    }
  }

  #url(path: string): string {
    return new URL(path, this.#options.publicUrl).href;
  }

  /**
   * Starts the payment provider's checkout for a plan, for the parent's family (or for the parent, before there is
   * a family). A family that already pays is sent to its billing page instead of paying twice. A family in its free
   * trial that has never subscribed pays nothing until the trial ends: that is the launch offer, and the only free
   * time there is, so the offer is refused to a family whose trial has ended or who has subscribed before.
   */
  async checkout(actor: SubscriptionsActor, input: CheckoutCreateInput): Promise<PaymentPageResponse> {
    const parent = await this.#authorise(actor, 'pay');
    const payments = this.#paymentsOrRefuse();
    const owners = await this.#ownersOf(parent);
    if (await this.#repository.activeSubscription(owners, this.#options.clock())) {
      throw new AppError(
        'conflict',
        'Your family already has a subscription. You can change your plan or card from “Manage billing”.',
      );
    }
    const latest = await this.#repository.latestSubscription(owners);
    if (latest && PAYMENT_FAILED_STATUSES.includes(latest.status)) {
      throw new AppError(
        'conflict',
        'Your last payment didn’t go through. Please update your card in “Manage billing” rather than starting again.',
      );
    }
    const trialEnd = latest ? null : await this.#trialEnd(owners);
    const offer = OFFERS.find((candidate) => candidate.id === input.offer);
    if (offer && latest) {
      throw new AppError(
        'conflict',
        `The ${offer.name.toLowerCase()} is for families who haven’t subscribed before. You can still choose a plan.`,
      );
    }
    if (offer && !trialEnd) {
      throw new AppError(
        'conflict',
        `The ${offer.name.toLowerCase()} is the free trial every new family has, and your family’s trial has ended. You can still choose a plan.`,
      );
    }
    const owner: PaymentOwner = owners.familyId ? { familyId: owners.familyId } : { userId: parent.userId };
    const customerId = await this.#repository.latestCustomerId(owners, payments.name);
    const from = input.from ?? '/subscription';
    const checkout = await this.#askProvider('start a checkout', () =>
      payments.createCheckout({
        plan: input.plan,
        owner,
        customerId,
        email: parent.email || null,
        firstPaymentAt: trialEnd,
        // The provider puts the checkout's id in place of {CHECKOUT_SESSION_ID}.
        successUrl: `${this.#url('/payment-success')}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.#url(from)}?checkout=cancelled`,
      }),
    );
    return { url: checkout.url };
  }

  /** The payment provider's billing page for the family's payer: card, invoices, cancelling. */
  async billingPortal(actor: SubscriptionsActor): Promise<PaymentPageResponse> {
    const parent = await this.#authorise(actor, 'pay');
    const payments = this.#paymentsOrRefuse();
    const customerId = await this.#repository.latestCustomerId(await this.#ownersOf(parent), payments.name);
    if (!customerId) {
      throw new AppError('not_found', 'Your family hasn’t paid for Tedi yet, so there is no billing to manage.');
    }
    return this.#askProvider('open the billing page', () =>
      payments.createPortal(customerId, this.#url('/subscription')),
    );
  }

  /**
   * The page a payer returns to asks about their checkout, so access opens at once even if the provider's webhook
   * is still on its way. Only the family the checkout was for may ask.
   */
  async confirmCheckout(actor: SubscriptionsActor, sessionId: string): Promise<CheckoutConfirmResponse> {
    const parent = await this.#authorise(actor, 'pay');
    const payments = this.#paymentsOrRefuse();
    const owners = await this.#ownersOf(parent);
    const checkout = await this.#askProvider('look up a checkout', () => payments.checkout(sessionId));
    const owner = checkout?.owner;
    const isTheirs =
      owner !== undefined &&
      owner !== null &&
      ('familyId' in owner ? owner.familyId === owners.familyId : owners.userIds.includes(owner.userId));
    if (!checkout || !isTheirs) {
      throw new AppError('not_found', 'We couldn’t find that payment for your family.');
    }
    if (checkout.status === 'complete' && checkout.subscriptionId) {
      await this.#syncSubscription(payments, checkout.subscriptionId, null);
    }
    return { ...(await this.status(parent)), checkoutStatus: checkout.status };
  }

  /**
   * A webhook from the payment provider: acted on once per event id, whatever the order events come in, by asking
   * the provider for the subscription's state now.
   */
  async receivePaymentEvent(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
    const payments = this.#paymentsOrRefuse();
    let event;
    try {
      event = payments.verifyEvent(rawBody, signature);
    } catch (error) {
      if (!(error instanceof InvalidPaymentEvent)) throw error;
      throw new AppError('bad_request', 'The webhook’s signature could not be verified.');
    }
    if (await this.#repository.paymentEventSeen(payments.name, event.id)) return { received: true };
    if (event.subscriptionId) {
      await this.#syncSubscription(payments, event.subscriptionId, event);
    } else {
      await this.#repository.transaction((tx) =>
        this.#repository.recordPaymentEvent(tx, payments.name, event.id, event.type),
      );
    }
    return { received: true };
  }

  /** Saves the provider's current state of a subscription (and records the event that led here, if any). */
  async #syncSubscription(
    payments: PaymentProvider,
    subscriptionId: string,
    event: { readonly id: string; readonly type: string } | null,
  ): Promise<void> {
    const subscription = await payments.subscription(subscriptionId);
    const owner = subscription?.owner ?? null;
    const usable = subscription !== null && owner !== null && (await this.#repository.ownerExists(owner));
    if (!usable) {
      // Not one of ours, or its family has been deleted since: recorded so it is not asked about again.
      this.#options.log.warn({ eventId: event?.id, subscriptionId }, 'A payment event names no Tedi family');
    }
    await this.#repository.transaction(async (tx) => {
      if (event && !(await this.#repository.recordPaymentEvent(tx, payments.name, event.id, event.type))) return;
      if (!usable) return;
      await this.#repository.saveSubscription(
        tx,
        {
          familyId: 'familyId' in owner ? owner.familyId : null,
          userId: 'userId' in owner ? owner.userId : null,
          provider: payments.name,
          providerSubscriptionId: subscription.id,
          providerCustomerId: subscription.customerId,
          plan: subscription.plan ?? 'monthly',
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        },
        this.#options.clock(),
      );
    });
  }

  /**
   * Redeems a licence code for the parent's family (or for the parent, before there is a family). Redeeming a code
   * of a licence the family already has changes nothing and succeeds. Seats are counted with the batch locked.
   */
  async redeem(actor: SubscriptionsActor, typedCode: string): Promise<LicenceRedeemResponse> {
    const signedIn = await this.#authorise(actor, 'redeem_licence');
    const familyId = signedIn.membership.familyId;
    const owners: AccessOwners = { familyId, userIds: [signedIn.userId] };
    const code = storedLicenceCode(typedCode);
    const today = this.#today();
    const alreadyRedeemed = await this.#repository.transaction(async (tx) => {
      const found = await this.#repository.lockCodeForRedemption(tx, code);
      if (!found) throw refused('unknown');
      if (found.code.revokedAt !== null || found.batch.revokedAt !== null) throw refused('revoked');
      if (found.batch.expiresOn < today) throw refused('expired');
      if (await this.#repository.redemptionOf(tx, found.batch.id, owners)) return true;
      if ((await this.#repository.seatsUsed(tx, found.batch.id)) >= found.batch.seats) throw refused('no_seats');
      await this.#repository.insertRedemption(tx, {
        codeId: found.code.id,
        batchId: found.batch.id,
        familyId,
        userId: familyId === null ? signedIn.userId : null,
        redeemedBy: signedIn.userId,
      });
      return false;
    });
    return { ...(await this.status(signedIn)), alreadyRedeemed };
  }

  // Administrators' tools ------------------------------------------------------------------------------------------

  async createBatch(
    actor: SubscriptionsActor,
    input: LicenceBatchCreateInput & { publiclyListed: boolean },
  ): Promise<LicenceBatchCreatedResponse> {
    const admin = await this.#authorise(actor, 'manage_licences');
    return this.#issueBatch(input, admin.userId);
  }

  /** Makes a batch and its codes; `createdBy` is null when the server's operator makes it from the command line. */
  async #issueBatch(
    input: LicenceBatchCreateInput & { publiclyListed: boolean },
    createdBy: string | null,
  ): Promise<LicenceBatchCreatedResponse> {
    if (input.expiresOn < this.#today()) {
      throw new AppError('validation_failed', 'Please check expiresOn: the expiry date must be today or later.', [
        { field: 'expiresOn', message: 'The expiry date must be today or later' },
      ]);
    }
    const { batch, codes } = await this.#repository.insertBatch(
      {
        sponsorName: input.sponsorName,
        sponsorKind: input.sponsorKind,
        seats: input.seats,
        expiresOn: input.expiresOn,
        publiclyListed: input.publiclyListed,
        createdBy,
      },
      (howMany) => Array.from({ length: howMany }, newLicenceCode),
      input.codes,
    );
    return {
      ...presentBatch({ ...batch, seatsUsed: 0 }),
      codes: codes.map((row) => ({ id: row.id, code: formatLicenceCode(row.code) })),
    };
  }

  async listBatches(actor: SubscriptionsActor): Promise<{ batches: LicenceBatchResponse[] }> {
    await this.#authorise(actor, 'manage_licences');
    return { batches: (await this.#repository.batches()).map(presentBatch) };
  }

  async getBatch(actor: SubscriptionsActor, id: string): Promise<LicenceBatchDetailResponse> {
    await this.#authorise(actor, 'manage_licences');
    const batch = await this.#repository.batch(id);
    if (!batch) throw new AppError('not_found', 'There is no such licence batch.');
    return { ...presentBatch(batch), codes: (await this.#repository.codesOf(id)).map(presentCodeSummary) };
  }

  /** Revoking a batch ends the access of every family that redeemed one of its codes. */
  async revokeBatch(actor: SubscriptionsActor, id: string): Promise<LicenceBatchDetailResponse> {
    await this.#authorise(actor, 'manage_licences');
    if (!(await this.#repository.revokeBatch(id, this.#options.clock()))) {
      throw new AppError('not_found', 'There is no such licence batch.');
    }
    return this.getBatch(actor, id);
  }

  /** Revoking a code ends the access of the families that redeemed that code, and nobody can redeem it again. */
  async revokeCode(actor: SubscriptionsActor, id: string): Promise<LicenceBatchDetailResponse> {
    await this.#authorise(actor, 'manage_licences');
    const code = await this.#repository.revokeCode(id, this.#options.clock());
    if (!code) throw new AppError('not_found', 'There is no such licence code.');
    return this.getBatch(actor, code.batchId);
  }

  async createGrant(actor: SubscriptionsActor, input: AccessGrantCreateInput): Promise<AccessGrantResponse> {
    const admin = await this.#authorise(actor, 'manage_grants');
    return this.#grant(input, admin.userId);
  }

  /** Grants access to an account; `grantedBy` is null when the server's operator grants it from the command line. */
  async #grant(
    input: AccessGrantCreateInput,
    grantedBy: string | null,
    beforeGranting?: (userId: string) => Promise<void>,
  ): Promise<AccessGrantResponse> {
    if (input.endsOn < this.#today()) {
      throw new AppError('validation_failed', 'Please check endsOn: the end date must be today or later.', [
        { field: 'endsOn', message: 'The end date must be today or later' },
      ]);
    }
    const userId = await this.#repository.userIdByEmail(input.email);
    if (!userId) throw new AppError('not_found', 'No account uses that e-mail address.');
    await beforeGranting?.(userId);
    return presentGrant(
      await this.#repository.insertGrant({ userId, endsOn: input.endsOn, reason: input.reason, grantedBy }),
    );
  }

  async listGrants(actor: SubscriptionsActor): Promise<{ grants: AccessGrantResponse[] }> {
    await this.#authorise(actor, 'manage_grants');
    return { grants: (await this.#repository.grants()).map(presentGrant) };
  }

  async revokeGrant(actor: SubscriptionsActor, id: string): Promise<AccessGrantResponse> {
    await this.#authorise(actor, 'manage_grants');
    const grant = await this.#repository.revokeGrant(id, this.#options.clock());
    if (!grant) throw new AppError('not_found', 'There is no such grant.');
    return presentGrant(grant);
  }

  // The server's operator, from the command line ------------------------------------------------------------------

  /*
   * Whoever runs a server can give families access without a payment provider: `npm run access:grant` and
   * `npm run access:licences`. Having the database, they need no administrator's account; what they make is the
   * same as an administrator's grant or batch, with no one named as its maker.
   */

  /**
   * Grants a family access until a day, through one of its parents (or a parent who has no family yet): an account
   * of a family member or a child is refused, since access is the family's and goes with its parents.
   */
  async grantFromCommandLine(input: AccessGrantCreateInput): Promise<AccessGrantResponse> {
    return this.#grant(input, null, async (userId) => {
      const { role } = await this.#access.member({ userId });
      if (role === 'family_member' || role === 'child') {
        throw new AppError(
          'conflict',
          `That account belongs to a ${role === 'child' ? 'child' : 'family member'}. A family’s access goes with its parents: grant it to a parent of the family instead.`,
        );
      }
    });
  }

  /** Issues a sponsor's batch of licence codes, returned (the only time they are shown) with the batch. */
  async issueLicencesFromCommandLine(
    input: LicenceBatchCreateInput & { publiclyListed: boolean },
  ): Promise<LicenceBatchCreatedResponse> {
    return this.#issueBatch(input, null);
  }

  /** For the public /sponsors page: sponsors that agreed to be named, with a licence that is running. */
  async sponsors(): Promise<SponsorsResponse> {
    const rows = await this.#repository.publicSponsors(this.#today());
    return {
      sponsors: rows.map((row) => ({ name: row.name, kind: row.kind as SponsorsResponse['sponsors'][number]['kind'] })),
    };
  }
}
