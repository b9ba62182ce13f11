import type { AccessGrantResponse, LicenceBatchCreatedResponse, PaymentPageResponse } from '@tedi/contracts';
import { schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { startTestStripe, type TestStripe } from './stripe-testing.ts';
import { type AccessTestServer, startAccessServer } from './testing.ts';

/**
 * Every endpoint of onboarding and subscriptions, tried by everyone who should not reach someone else's data or the
 * administrators' tools: refused with 401 or 403, or answered about the caller alone; no refused answer carries
 * the family's licence, the batch's codes or a grant, and nothing changes.
 */
let server: AccessTestServer;
let stripe: TestStripe;
/** The family's paid checkout at Stripe. */
let checkoutId: string;
let batch: LicenceBatchCreatedResponse;
let grant: AccessGrantResponse;
const callers = new Map<string, Record<string, string>>();

/** Words only the family's and the administrators' data hold; none may appear in an answer to a caller below. */
const SECRET_WORDS = ['Hidden Sponsor Trust', 'Grant for a secret pilot', 'Sam Secretkeeper'];

beforeAll(async () => {
  stripe = await startTestStripe();
  server = await startAccessServer({ subscriptions: { stripe: loadConfig(stripe.environment).subscriptions.stripe } });
  stripe.receiveWebhooksAt(async (body, signature) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    return response.statusCode;
  });
  const admin = await server.signInAtAal2('admin');
  batch = (
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/admin/licence-batches',
      headers: admin.headers,
      payload: {
        sponsorName: 'Hidden Sponsor Trust',
        sponsorKind: 'charity',
        seats: 10,
        codes: 2,
        expiresOn: '2099-12-31',
      },
    })
  ).json<LicenceBatchCreatedResponse>();
  const parent = await server.parentWithFamily();
  await server.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/licences/redeem',
    headers: parent.headers,
    payload: { code: batch.codes[0]!.code },
  });
  await server.app.inject({
    method: 'PUT',
    url: '/api/v1/me/onboarding',
    headers: parent.headers,
    payload: { completedStep: 1, answers: { aboutYou: { displayName: 'Sam Secretkeeper' } } },
  });
  const checkout = await server.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/checkout',
    headers: parent.headers,
    payload: { plan: 'monthly' },
  });
  checkoutId = checkout.json<PaymentPageResponse>().url.split('/').pop()!;
  await stripe.pay(checkoutId);
  grant = (
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/admin/access-grants',
      headers: admin.headers,
      payload: { email: parent.email, endsOn: '2099-12-31', reason: 'Grant for a secret pilot' },
    })
  ).json<AccessGrantResponse>();

  callers.set('a signed-out caller', {});
  callers.set('a caller with a forged token', { authorization: 'Bearer not.a.token' });
  const otherParent = await server.parentWithFamily();
  const otherParentAtAal2 = await server.signInAtAal2('parent');
  // Past their own free trials, so that any access they were told of could only be the family's.
  await Promise.all([server.endTrial(otherParent), server.endTrial(otherParentAtAal2)]);
  callers.set('a parent of another family', otherParent.headers);
  callers.set('a parent of another family at aal2', otherParentAtAal2.headers);
  callers.set(
    'a family member of the family',
    (await server.signIn('family_member', { familyId: parent.familyId })).headers,
  );
  callers.set('a child of the family', (await server.signIn('child', { familyId: parent.familyId })).headers);
  callers.set('an admin without a second factor', (await server.signIn('admin')).headers);
  callers.set('a super admin without a second factor', (await server.signIn('super_admin')).headers);
});

afterAll(async () => {
  await server.close();
  await stripe.close();
});

interface Endpoint {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly url: () => string;
  readonly payload?: () => object;
}

const CALLERS = [
  'a signed-out caller',
  'a caller with a forged token',
  'a parent of another family',
  'a parent of another family at aal2',
  'a family member of the family',
  'a child of the family',
  'an admin without a second factor',
  'a super admin without a second factor',
];
const isSignedOut = (caller: string) => caller.includes('signed-out') || caller.includes('forged');

async function attempt(endpoint: Endpoint, caller: string) {
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    headers: callers.get(caller)!,
    ...(endpoint.payload ? { payload: endpoint.payload() } : {}),
  });
}

function expectNoSecrets(body: string): void {
  for (const word of SECRET_WORDS) expect(body).not.toContain(word);
  for (const { code } of batch.codes) {
    expect(body).not.toContain(code);
    expect(body).not.toContain(code.replaceAll('-', ''));
  }
}

const ADMIN_ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'create a licence batch',
    method: 'POST',
    url: () => '/api/v1/admin/licence-batches',
    payload: () => ({ sponsorName: 'Intruder', sponsorKind: 'other', seats: 1, codes: 1, expiresOn: '2099-01-01' }),
  },
  { name: 'list licence batches', method: 'GET', url: () => '/api/v1/admin/licence-batches' },
  { name: 'read a licence batch', method: 'GET', url: () => `/api/v1/admin/licence-batches/${batch.id}` },
  { name: 'revoke a licence batch', method: 'POST', url: () => `/api/v1/admin/licence-batches/${batch.id}/revoke` },
  {
    name: 'revoke a licence code',
    method: 'POST',
    url: () => `/api/v1/admin/licence-codes/${batch.codes[0]!.id}/revoke`,
  },
  {
    name: 'grant access',
    method: 'POST',
    url: () => '/api/v1/admin/access-grants',
    payload: () => ({ email: 'someone@example.com', endsOn: '2099-01-01', reason: 'Intruder' }),
  },
  { name: 'list grants', method: 'GET', url: () => '/api/v1/admin/access-grants' },
  { name: 'revoke a grant', method: 'POST', url: () => `/api/v1/admin/access-grants/${grant.id}/revoke` },
];

describe.each(ADMIN_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('is refused to %s', async (caller) => {
    const response = await attempt(endpoint, caller);
    const expected = isSignedOut(caller) ? 401 : 403;
    expect(response.statusCode, response.body).toBe(expected);
    expect(response.json<{ code: string }>().code).toBe(expected === 401 ? 'unauthorized' : 'forbidden');
    expectNoSecrets(response.body);
  });
});

test('the refused administrators’ calls changed nothing', async () => {
  const batches = await server.database.db.select().from(schema.licenceBatches);
  expect(batches.map((row) => row.sponsorName)).toEqual(['Hidden Sponsor Trust']);
  expect(batches[0]!.revokedAt).toBeNull();
  const codes = await server.database.db.select().from(schema.licenceCodes);
  expect(codes.every((row) => row.revokedAt === null)).toBe(true);
  const grants = await server.database.db.select().from(schema.accessGrants);
  expect(grants).toHaveLength(1);
  expect(grants[0]!.revokedAt).toBeNull();
});

/** Endpoints about the caller alone: signed-out callers are refused, anyone else hears only about themselves. */
const OWN_ENDPOINTS: readonly Endpoint[] = [
  { name: 'the access check', method: 'POST', url: () => '/api/v1/rpc/check_user_subscription_access' },
  { name: 'the check-subscription function', method: 'POST', url: () => '/functions/v1/check-subscription' },
  { name: 'the subscription status', method: 'GET', url: () => '/api/v1/subscriptions/me' },
];

describe.each(OWN_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('never tells %s about another family', async (caller) => {
    const response = await attempt(endpoint, caller);
    if (isSignedOut(caller)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    } else {
      expect(response.statusCode).toBe(200);
    }
    if (caller.includes('another family')) expect(response.body).toMatch(/"(has_access|subscribed|hasAccess)":false/);
    expectNoSecrets(response.body);
  });
});

describe('redeeming a licence code', () => {
  test.each(CALLERS)('by %s takes no seat of the family’s licence unless they are a parent', async (caller) => {
    const response = await attempt(
      {
        name: 'redeem',
        method: 'POST',
        url: () => '/api/v1/subscriptions/licences/redeem',
        payload: () => ({ code: 'TEDI-ZZZZ-ZZZZ' }),
      },
      caller,
    );
    if (isSignedOut(caller)) expect(response.statusCode).toBe(401);
    else if (caller.includes('family member') || caller.includes('child')) expect(response.statusCode).toBe(403);
    else expect(response.statusCode).toBe(404);
    expectNoSecrets(response.body);
  });
});

/** Paying is a parent's: family members, children and administrators are refused; other parents hear of their own. */
const PAYMENT_ENDPOINTS: readonly (Endpoint & { readonly otherParent: number })[] = [
  {
    name: 'starting a checkout',
    method: 'POST',
    url: () => '/api/v1/subscriptions/checkout',
    payload: () => ({ plan: 'annual' }),
    otherParent: 200,
  },
  {
    name: 'confirming the family’s checkout',
    method: 'POST',
    url: () => '/api/v1/subscriptions/checkout/confirm',
    payload: () => ({ sessionId: checkoutId }),
    otherParent: 404,
  },
  { name: 'opening the billing page', method: 'POST', url: () => '/api/v1/subscriptions/portal', otherParent: 404 },
];

describe.each(PAYMENT_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('never reaches the family’s billing for %s', async (caller) => {
    const response = await attempt(endpoint, caller);
    const expected = isSignedOut(caller) ? 401 : caller.includes('another family') ? endpoint.otherParent : 403;
    expect(response.statusCode, response.body).toBe(expected);
    expect(response.body).not.toContain(stripe.subscriptions.values().next().value!.customer);
    expectNoSecrets(response.body);
  });
});

test('the webhook refuses anyone without Stripe’s signature', async () => {
  for (const caller of CALLERS) {
    const response = await attempt(
      {
        name: 'webhook',
        method: 'POST',
        url: () => '/api/v1/subscriptions/stripe/webhook',
        payload: () => ({ id: 'evt_forged', type: 'customer.subscription.deleted', data: { object: {} } }),
      },
      caller,
    );
    expect(response.statusCode, caller).toBe(400);
  }
});

test('the refused payment calls changed nothing', async () => {
  const subscriptions = await server.database.db.select().from(schema.subscriptions);
  // The family chose its plan during its free trial, so it is trialing until the trial ends.
  expect(subscriptions.map((row) => row.status)).toEqual(['trialing']);
  const events = await server.database.db.select().from(schema.paymentEvents);
  expect(events.map((row) => row.providerEventId)).not.toContain('evt_forged');
});

const PROFILE_ENDPOINTS: readonly Endpoint[] = [
  { name: 'read the profile', method: 'GET', url: () => '/api/v1/me/profile' },
  {
    name: 'change the profile',
    method: 'PUT',
    url: () => '/api/v1/me/profile',
    payload: () => ({ accountType: 'parent' }),
  },
  { name: 'read onboarding', method: 'GET', url: () => '/api/v1/me/onboarding' },
  { name: 'save a step', method: 'PUT', url: () => '/api/v1/me/onboarding', payload: () => ({ completedStep: 1 }) },
];

describe.each(PROFILE_ENDPOINTS)('$name', (endpoint) => {
  test.each(CALLERS)('shows %s only their own, or refuses', async (caller) => {
    const response = await attempt(endpoint, caller);
    const expected = isSignedOut(caller) ? 401 : caller.includes('child') || caller.includes('super admin') ? 403 : 200;
    expect(response.statusCode, response.body).toBe(expected);
    expectNoSecrets(response.body);
  });
});

test('the public sponsors list names no sponsor that did not agree to it', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/sponsors' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ sponsors: [] });
});
