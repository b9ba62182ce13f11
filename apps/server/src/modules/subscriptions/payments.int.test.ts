import type { CheckoutConfirmResponse, PaymentPageResponse, SubscriptionStatusResponse } from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import type { SignedIn } from '../children/testing.ts';
import { startTestStripe, type TestStripe } from './stripe-testing.ts';
import { type AccessTestServer, startAccessServer } from './testing.ts';

const WEBHOOK = '/api/v1/subscriptions/stripe/webhook';

let stripe: TestStripe;
let server: AccessTestServer;

beforeAll(async () => {
  stripe = await startTestStripe();
  server = await startAccessServer({ subscriptions: { stripe: loadConfig(stripe.environment).subscriptions.stripe } });
});

beforeEach(() => {
  // Events reach the app as Stripe's would reach a running server: a signed POST of the exact bytes.
  stripe.receiveWebhooksAt(async (body, signature) => {
    const response = await server.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: body,
    });
    return response.statusCode;
  });
});

afterAll(async () => {
  await server.close();
  await stripe.close();
});

async function status(who: SignedIn): Promise<SubscriptionStatusResponse> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/subscriptions/me', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriptionStatusResponse>();
}

function startCheckout(who: SignedIn, payload: object) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/checkout',
    headers: who.headers,
    payload,
  });
}

/** Starts a checkout and returns the stand-in's record of it. */
async function checkoutFor(who: SignedIn, payload: object = { plan: 'monthly' }) {
  const response = await startCheckout(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json<PaymentPageResponse>();
  const id = url.split('/').pop()!;
  return { url, checkout: stripe.checkouts.get(id)! };
}

async function subscriptionRows(familyId: string) {
  return server.database.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.familyId, familyId));
}

describe('paying through Stripe Checkout', () => {
  test('a parent is sent to Stripe’s checkout for the plan, and the signed webhook opens the family’s access', async () => {
    const parent = await server.parentWithFamily();
    const otherParent = await server.signIn('parent', { familyId: parent.familyId });
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    await server.endTrial(parent);
    expect(await status(parent)).toMatchObject({
      hasAccess: false,
      paymentsAvailable: true,
      canManageBilling: false,
      launchOfferAvailable: false,
    });

    const { url, checkout } = await checkoutFor(parent, { plan: 'annual', from: '/annual-license-offer' });
    expect(url).toBe(`${stripe.url}/checkout/${checkout.id}`);
    expect(checkout).toMatchObject({
      mode: 'subscription',
      priceId: stripe.prices.annual,
      customer: null,
      customerEmail: parent.email,
      trialEnd: null,
      metadata: { tedi_family_id: parent.familyId, tedi_plan: 'annual' },
      subscriptionMetadata: { tedi_family_id: parent.familyId, tedi_plan: 'annual' },
      successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/annual-license-offer?checkout=cancelled',
    });
    expect(await server.hasAccess(parent)).toBe(false);

    const successUrl = await stripe.pay(checkout.id);
    expect(successUrl).toBe(`http://localhost:3000/payment-success?session_id=${checkout.id}`);
    expect(stripe.sent.slice(-2).map(({ event, status: answered }) => [event['type'], answered])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
    ]);

    const subscription = stripe.subscriptions.get(checkout.subscription!)!;
    expect(await status(parent)).toEqual({
      hasAccess: true,
      source: 'subscription',
      endsAt: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
      plan: 'annual',
      status: 'active',
      paymentsAvailable: true,
      licence: null,
      cancelAtPeriodEnd: false,
      canManageBilling: true,
      launchOfferAvailable: false,
    });
    // Both parents share the family's access, and the family member inherits it without seeing how it is paid.
    expect(await server.hasAccess(otherParent)).toBe(true);
    expect(await status(member)).toMatchObject({
      hasAccess: true,
      source: 'family_member',
      plan: null,
      canManageBilling: false,
    });
    const rows = await subscriptionRows(parent.familyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: subscription.id,
      providerCustomerId: subscription.customer,
      plan: 'annual',
      status: 'active',
    });
  });

  test('a parent with no family yet pays for themselves, and a second checkout is refused while they pay', async () => {
    const parent = await server.signIn('parent');
    await server.endTrial(parent);
    const { checkout } = await checkoutFor(parent);
    expect(checkout.metadata).toEqual({ tedi_user_id: parent.userId, tedi_plan: 'monthly' });
    expect(checkout.cancelUrl).toBe('http://localhost:3000/subscription?checkout=cancelled');
    await stripe.pay(checkout.id);
    expect(await status(parent)).toMatchObject({ hasAccess: true, plan: 'monthly', status: 'active' });

    const again = await startCheckout(parent, { plan: 'annual' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      message: 'Your family already has a subscription. You can change your plan or card from “Manage billing”.',
    });
  });

  test('the launch offer is the free trial: a plan chosen during it is first paid for when the trial ends', async () => {
    const parent = await server.parentWithFamily();
    await server.signedUpDaysAgo(parent, 10);
    const before = await status(parent);
    expect(before).toMatchObject({ hasAccess: true, source: 'trial', launchOfferAvailable: true });
    const trialEnd = Math.ceil(new Date(before.endsAt!).getTime() / 1000);
    // Thirty days from sign-up, ten days ago.
    expect(Math.abs(trialEnd - (Date.now() / 1000 + 20 * 24 * 3600))).toBeLessThan(60);

    const { checkout } = await checkoutFor(parent, { plan: 'monthly', offer: 'launch', from: '/tedi-launch-offer' });
    expect(checkout.trialEnd).toBe(trialEnd);
    await stripe.pay(checkout.id);
    expect(await status(parent)).toMatchObject({
      hasAccess: true,
      source: 'subscription',
      status: 'trialing',
      endsAt: new Date(trialEnd * 1000).toISOString(),
      launchOfferAvailable: false,
    });

    // Choosing a plan during the trial without the offer's page waits for the trial's end all the same.
    const other = await server.parentWithFamily();
    await server.signedUpDaysAgo(other, 10);
    const { checkout: plain } = await checkoutFor(other, { plan: 'annual' });
    expect(plain.trialEnd).toBe(Math.ceil(new Date((await status(other)).endsAt!).getTime() / 1000));

    await stripe.changeSubscription(checkout.subscription!, { status: 'canceled' });
    expect(await server.hasAccess(parent)).toBe(false);
    const refused = await startCheckout(parent, { plan: 'monthly', offer: 'launch' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'The tedi launch offer is for families who haven’t subscribed before. You can still choose a plan.',
    );
    // A returning payer keeps their Stripe customer, so their cards and invoices stay together.
    const { checkout: returning } = await checkoutFor(parent, { plan: 'monthly' });
    expect(returning).toMatchObject({ customer: checkout.customer, trialEnd: null });
  });

  test('after the free trial there is no free month: the offer is refused, and a plan is paid for at once', async () => {
    const parent = await server.parentWithFamily();
    await server.endTrial(parent);
    expect(await status(parent)).toMatchObject({ hasAccess: false, launchOfferAvailable: false });
    const refused = await startCheckout(parent, { plan: 'monthly', offer: 'launch' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'conflict',
      message:
        'The tedi launch offer is the free trial every new family has, and your family’s trial has ended. You can still choose a plan.',
    });
    const { checkout } = await checkoutFor(parent, { plan: 'monthly' });
    expect(checkout.trialEnd).toBeNull();
  });

  test('in the last two days of the trial the first payment is taken two days on, as Stripe allows, never sooner', async () => {
    const parent = await server.parentWithFamily();
    await server.signedUpDaysAgo(parent, 29);
    const trialEnd = new Date((await status(parent)).endsAt!).getTime() / 1000;
    const soonest = Math.floor(Date.now() / 1000) + 48 * 3600;
    const { checkout } = await checkoutFor(parent, { plan: 'monthly', offer: 'launch' });
    expect(checkout.trialEnd).toBeGreaterThan(trialEnd);
    expect(checkout.trialEnd).toBeGreaterThanOrEqual(soonest);
    expect(checkout.trialEnd).toBeLessThan(soonest + 5 * 60);
  });

  test('a plan that does not exist is refused with a message', async () => {
    const parent = await server.parentWithFamily();
    const response = await startCheckout(parent, { plan: 'weekly' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.body).toContain('Please choose the monthly or the annual plan');
  });

  test('family members and children cannot pay for the family', async () => {
    const parent = await server.parentWithFamily();
    for (const role of ['family_member', 'child'] as const) {
      const who = await server.signIn(role, { familyId: parent.familyId });
      const response = await startCheckout(who, { plan: 'monthly' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'forbidden',
        message: 'Only a parent can pay for the family’s subscription.',
      });
    }
  });
});

describe('Stripe’s webhook', () => {
  test('follows the subscription: a failed renewal and a cancellation close access, a cancelled renewal keeps it to the end', async () => {
    const parent = await server.parentWithFamily();
    const { checkout } = await checkoutFor(parent);
    await stripe.pay(checkout.id);
    const subscriptionId = checkout.subscription!;

    await stripe.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    expect(await status(parent)).toMatchObject({ hasAccess: true, cancelAtPeriodEnd: true });

    await stripe.changeSubscription(subscriptionId, { status: 'past_due', cancelAtPeriodEnd: false });
    expect(await status(parent)).toMatchObject({ hasAccess: false, status: 'past_due', canManageBilling: true });
    // The payer mends the card they pay with rather than paying twice.
    const twice = await startCheckout(parent, { plan: 'annual' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(
      'Your last payment didn’t go through. Please update your card in “Manage billing” rather than starting again.',
    );

    await stripe.changeSubscription(subscriptionId, { status: 'active' });
    expect(await server.hasAccess(parent)).toBe(true);

    await stripe.changeSubscription(subscriptionId, { status: 'canceled' });
    expect(stripe.sent.at(-1)?.event['type']).toBe('customer.subscription.deleted');
    expect(await status(parent)).toMatchObject({ hasAccess: false, status: 'canceled', plan: 'monthly' });
    expect(await subscriptionRows(parent.familyId)).toHaveLength(1);
  });

  test('acts on an event once, however often it comes, and an old event never undoes a newer state', async () => {
    const parent = await server.parentWithFamily();
    const { checkout } = await checkoutFor(parent);
    await stripe.pay(checkout.id);
    const created = stripe.sent.find(
      ({ event }) =>
        event['type'] === 'customer.subscription.created' && JSON.stringify(event).includes(checkout.subscription!),
    )!.event;

    await stripe.changeSubscription(checkout.subscription!, { status: 'canceled' });
    expect(await stripe.resend(created)).toBe(200);
    // A different event with the old state in its payload: the state is asked of Stripe, so it stays cancelled.
    expect(await stripe.resend({ ...created, id: 'evt_test_late_delivery' })).toBe(200);
    expect(await server.hasAccess(parent)).toBe(false);

    const events = await server.database.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.providerEventId, created['id'] as string));
    expect(events).toHaveLength(1);
    expect(await subscriptionRows(parent.familyId)).toHaveLength(1);
  });

  test('refuses a request whose signature is missing, wrong or too old, and stores nothing from it', async () => {
    const parent = await server.parentWithFamily();
    await server.endTrial(parent);
    const { checkout } = await checkoutFor(parent);
    stripe.receiveWebhooksAt(async () => 0);
    await stripe.pay(checkout.id);
    const body = JSON.stringify(stripe.sent.at(-1)!.event);
    const signatures = {
      missing: undefined,
      'signed with another secret': stripe.sign(body, { secret: 'whsec_someoneelsessecret123' }),
      'signed an hour ago': stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      'not a signature': 'hello',
    };
    for (const [why, signature] of Object.entries(signatures)) {
      const response = await server.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        payload: body,
      });
      expect(response.statusCode, why).toBe(400);
      expect(response.json()).toEqual({
        code: 'bad_request',
        message: 'The webhook’s signature could not be verified.',
      });
    }
    // A body changed after signing fails too.
    const tampered = await server.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(body) },
      payload: body.replace('checkout.session.completed', 'checkout.session.completed '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await subscriptionRows(parent.familyId)).toHaveLength(0);
    expect(await server.hasAccess(parent)).toBe(false);
  });

  test('records events about nothing of ours, and a family deleted since, without failing', async () => {
    const parent = await server.parentWithFamily();
    const { checkout } = await checkoutFor(parent);
    await server.database.db.delete(schema.families).where(eq(schema.families.id, parent.familyId));
    await stripe.pay(checkout.id);
    expect(stripe.sent.slice(-2).map(({ status: answered }) => answered)).toEqual([200, 200]);
    const body = JSON.stringify({
      id: 'evt_test_invoice',
      object: 'event',
      type: 'invoice.created',
      data: { object: {} },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(body) },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const recorded = await server.database.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.providerEventId, 'evt_test_invoice'));
    expect(recorded).toHaveLength(1);
    const orphans = await server.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.providerSubscriptionId, checkout.subscription!));
    expect(orphans).toHaveLength(0);
  });
});

describe('coming back from checkout', () => {
  test('opens access at once, even before the webhook arrives, for the family that paid alone', async () => {
    const parent = await server.parentWithFamily();
    await server.endTrial(parent);
    const { checkout } = await checkoutFor(parent);
    const confirm = (who: SignedIn) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/checkout/confirm',
        headers: who.headers,
        payload: { sessionId: checkout.id },
      });

    const waiting = await confirm(parent);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json<CheckoutConfirmResponse>()).toMatchObject({ checkoutStatus: 'open', hasAccess: false });

    stripe.receiveWebhooksAt(async () => 503);
    await stripe.pay(checkout.id);
    expect(await server.hasAccess(parent)).toBe(false);
    const paid = await confirm(parent);
    expect(paid.json<CheckoutConfirmResponse>()).toMatchObject({
      checkoutStatus: 'complete',
      hasAccess: true,
      plan: 'monthly',
      status: 'active',
    });

    const stranger = await server.parentWithFamily();
    const refused = await confirm(stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'not_found', message: 'We couldn’t find that payment for your family.' });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout/confirm',
      headers: parent.headers,
      payload: { sessionId: 'cs_test_nothing' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the billing page', () => {
  test('opens Stripe’s portal for a family that paid, and says so plainly to one that never did', async () => {
    const parent = await server.parentWithFamily();
    const portal = () =>
      server.app.inject({ method: 'POST', url: '/api/v1/subscriptions/portal', headers: parent.headers });
    const none = await portal();
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      code: 'not_found',
      message: 'Your family hasn’t paid for Tedi yet, so there is no billing to manage.',
    });

    const { checkout } = await checkoutFor(parent);
    await stripe.pay(checkout.id);
    const opened = await portal();
    expect(opened.statusCode).toBe(200);
    expect(opened.json<PaymentPageResponse>().url).toMatch(new RegExp(`^${stripe.url}/portal/bps_test_`));
  });
});

describe('when Stripe cannot be reached', () => {
  test('the parent is told nothing was charged, and may try again', async () => {
    const down = await startTestStripe();
    const config = { ...loadConfig(down.environment).subscriptions.stripe!, apiUrl: new URL('http://127.0.0.1:9') };
    const offline = await startAccessServer({ subscriptions: { stripe: config }, database: server.database });
    await down.close();
    try {
      const parent = await offline.parentWithFamily();
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/checkout',
        headers: parent.headers,
        payload: { plan: 'monthly' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'service_unavailable',
        message:
          'We couldn’t reach our payment provider just now. Nothing was charged. Please try again in a few minutes.',
      });
    } finally {
      await offline.close();
    }
  });
});

describe('without a payment provider', () => {
  test('payments are said to be unavailable and their endpoints answer 404', async () => {
    const plain = await startAccessServer({ database: server.database });
    try {
      const parent = await plain.parentWithFamily();
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/v1/subscriptions/me',
        headers: parent.headers,
      });
      // The free trial runs all the same.
      expect(answer.json()).toMatchObject({
        hasAccess: true,
        source: 'trial',
        paymentsAvailable: false,
        canManageBilling: false,
        launchOfferAvailable: false,
      });
      for (const [url, payload] of [
        ['/api/v1/subscriptions/checkout', { plan: 'monthly' }],
        ['/api/v1/subscriptions/portal', {}],
        ['/api/v1/subscriptions/checkout/confirm', { sessionId: 'cs_test_1' }],
      ] as const) {
        const response = await plain.app.inject({ method: 'POST', url, headers: parent.headers, payload });
        expect(response.statusCode, url).toBe(404);
        expect(response.json<{ message: string }>().message).toBe(
          'Payments aren’t available here. A licence code from a sponsor still gives your family access.',
        );
      }
      const webhook = await plain.app.inject({ method: 'POST', url: WEBHOOK, payload: '{}' });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
