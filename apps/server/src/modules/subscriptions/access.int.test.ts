import type {
  AccessGrantResponse,
  LicenceBatchCreatedResponse,
  LicenceBatchDetailResponse,
  LicenceRedeemResponse,
  SubscriptionStatusResponse,
} from '@tedi/contracts';
import { TRIAL_DAYS } from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { SignedIn } from '../children/testing.ts';
import { type AccessTestServer, startAccessServer } from './testing.ts';

const DAY_MS = 24 * 3600 * 1000;
const realNow = () => new Date();
let offsetMs = 0;
/** The server's clock: real time, moved forward by tests about end dates and put back after each test. */
const clock = () => new Date(Date.now() + offsetMs);
const dayFromNow = (days: number) => new Date(realNow().getTime() + days * DAY_MS).toISOString().slice(0, 10);

let server: AccessTestServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startAccessServer({ clock });
  admin = await server.signInAtAal2('admin');
});

afterEach(() => {
  offsetMs = 0;
});

afterAll(async () => {
  await server.close();
});

async function createBatch(
  overrides: Partial<{ sponsorName: string; seats: number; codes: number; expiresOn: string; publiclyListed: boolean }>,
  who: SignedIn = admin,
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/admin/licence-batches',
    headers: who.headers,
    payload: {
      sponsorName: 'Riverside Council',
      sponsorKind: 'council',
      seats: 5,
      codes: 2,
      expiresOn: dayFromNow(30),
      ...overrides,
    },
  });
}

async function newBatch(overrides: Parameters<typeof createBatch>[0] = {}): Promise<LicenceBatchCreatedResponse> {
  const response = await createBatch(overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LicenceBatchCreatedResponse>();
}

const redeem = (who: SignedIn, code: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/licences/redeem',
    headers: who.headers,
    payload: { code },
  });

const status = async (who: SignedIn) => {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/subscriptions/me', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriptionStatusResponse>();
};

const batchDetail = async (id: string) =>
  (
    await server.app.inject({ method: 'GET', url: `/api/v1/admin/licence-batches/${id}`, headers: admin.headers })
  ).json<LicenceBatchDetailResponse>();

describe('the gate’s two checks', () => {
  test('refuse a caller without a valid token with the JSON error shape', async () => {
    for (const url of ['/api/v1/rpc/check_user_subscription_access', '/functions/v1/check-subscription']) {
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
        const response = await server.app.inject({ method: 'POST', url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ code: 'unauthorized' });
      }
    }
  });

  test('take no arguments: no body, an empty JSON body, or {}', async () => {
    const parent = await server.signIn('parent');
    await server.endTrial(parent);
    for (const request of [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ]) {
      const rpc = await server.app.inject({
        method: 'POST',
        url: '/api/v1/rpc/check_user_subscription_access',
        ...request,
        headers: { ...request.headers, ...parent.headers },
      });
      expect(rpc.statusCode, rpc.body).toBe(200);
      expect(rpc.json()).toEqual({ has_access: false });
      expect(rpc.headers['cache-control']).toBe('private, no-store');
      const fn = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/check-subscription',
        ...request,
        headers: { ...request.headers, ...parent.headers },
      });
      expect(fn.statusCode, fn.body).toBe(200);
      expect(fn.json()).toEqual({ subscribed: false });
    }
  });

  test('give administrators access, and a parent whose free trial has ended none', async () => {
    expect(await server.hasAccess(await server.signIn('admin'))).toBe(true);
    expect(await server.hasAccess(await server.signIn('super_admin'))).toBe(true);
    const parent = await server.signIn('parent');
    await server.endTrial(parent);
    expect(await server.hasAccess(parent)).toBe(false);
    expect(await status(parent)).toEqual({
      hasAccess: false,
      source: null,
      endsAt: null,
      plan: null,
      status: null,
      paymentsAvailable: false,
      licence: null,
      cancelAtPeriodEnd: false,
      canManageBilling: false,
      launchOfferAvailable: false,
    });
  });
});

describe('the free trial', () => {
  /** When the account signed up, as the database has it. */
  async function signedUpAt(who: SignedIn): Promise<Date> {
    const [user] = await server.database.db
      .select({ createdAt: schema.users.createdAt })
      .from(schema.users)
      .where(eq(schema.users.id, who.userId));
    return user!.createdAt;
  }
  const trialEndFrom = (start: Date) => new Date(start.getTime() + TRIAL_DAYS * DAY_MS).toISOString();

  test('gives a new parent access from sign-up, ending TRIAL_DAYS later, with no payment provider', async () => {
    expect(TRIAL_DAYS).toBe(30);
    const parent = await server.signIn('parent');
    const endsAt = trialEndFrom(await signedUpAt(parent));
    expect(await server.hasAccess(parent)).toBe(true);
    expect(await status(parent)).toEqual({
      hasAccess: true,
      source: 'trial',
      endsAt,
      plan: null,
      status: null,
      paymentsAvailable: false,
      licence: null,
      cancelAtPeriodEnd: false,
      canManageBilling: false,
      launchOfferAvailable: false,
    });
    const fn = await server.app.inject({
      method: 'POST',
      url: '/functions/v1/check-subscription',
      headers: parent.headers,
    });
    expect(fn.json()).toEqual({ subscribed: true });

    offsetMs = (TRIAL_DAYS - 1) * DAY_MS;
    expect(await status(parent)).toMatchObject({ hasAccess: true, source: 'trial', endsAt });
    offsetMs = new Date(endsAt).getTime() - Date.now() + 1000;
    expect(await server.hasAccess(parent)).toBe(false);
    offsetMs = (TRIAL_DAYS + 1) * DAY_MS;
    expect(await status(parent)).toMatchObject({ hasAccess: false, source: null, endsAt: null });
  });

  test('is the family’s: its members and children have access while it runs, and lose it when it ends', async () => {
    const parent = await server.parentWithFamily();
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    const child = await server.signIn('child', { familyId: parent.familyId });
    for (const who of [member, child]) {
      expect(await status(who)).toMatchObject({ hasAccess: true, source: 'family_member', endsAt: null });
    }
    offsetMs = (TRIAL_DAYS + 1) * DAY_MS;
    for (const who of [parent, member, child]) expect(await server.hasAccess(who)).toBe(false);
  });

  test('is not a family member’s own: one without a family has none', async () => {
    expect(await server.hasAccess(await server.signIn('family_member'))).toBe(false);
  });

  test('does not start again when a second parent joins, or when the family is made again', async () => {
    const first = await server.parentWithFamily();
    await server.signedUpDaysAgo(first, 20);
    const endsAt = trialEndFrom(await signedUpAt(first));
    const second = await server.signIn('parent', { familyId: first.familyId });
    for (const who of [first, second]) expect(await status(who)).toMatchObject({ source: 'trial', endsAt });
    offsetMs = 11 * DAY_MS;
    for (const who of [first, second]) expect(await server.hasAccess(who)).toBe(false);
    offsetMs = 0;

    // A parent whose trial has ended makes a family (by adding a first child): the new family has no trial.
    const late = await server.signIn('parent');
    await server.endTrial(late);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: late.headers,
      payload: { name: 'Robin' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await server.hasAccess(late)).toBe(false);
  });

  test('gives way to a licence or a grant, which show as the family’s access', async () => {
    const batch = await newBatch({ sponsorName: 'Harbour Trust', expiresOn: dayFromNow(90) });
    const licensed = await server.parentWithFamily();
    expect((await redeem(licensed, batch.codes[0]!.code)).statusCode).toBe(200);
    expect(await status(licensed)).toMatchObject({
      source: 'licence',
      endsAt: dayFromNow(90),
      licence: { sponsorName: 'Harbour Trust' },
    });

    const granted = await server.signIn('parent');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/admin/access-grants',
      headers: admin.headers,
      payload: { email: granted.email, endsOn: dayFromNow(60), reason: 'Pilot with the parent forum' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await status(granted)).toMatchObject({ source: 'grant', endsAt: dayFromNow(60) });
  });

  test('ends when the family first subscribes: from then on its subscription says', async () => {
    const parent = await server.parentWithFamily();
    await server.database.db.insert(schema.subscriptions).values({
      familyId: parent.familyId,
      provider: 'stripe',
      providerSubscriptionId: `sub_${Math.random().toString(36).slice(2)}`,
      plan: 'monthly',
      status: 'canceled',
      currentPeriodEnd: new Date(Date.now() - DAY_MS),
    });
    expect(await status(parent)).toMatchObject({ hasAccess: false, source: null, status: 'canceled' });
  });
});

describe('a subscription', () => {
  async function subscribe(familyId: string, values: { status: string; currentPeriodEnd: Date | null }) {
    await server.database.db.delete(schema.subscriptions).where(eq(schema.subscriptions.familyId, familyId));
    await server.database.db.insert(schema.subscriptions).values({
      familyId,
      provider: 'stripe',
      providerSubscriptionId: `sub_${Math.random().toString(36).slice(2)}`,
      plan: 'monthly',
      ...values,
    });
  }

  test('gives the family access while it is active or trialing and its period has not ended', async () => {
    const parent = await server.parentWithFamily();
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    const periodEnd = new Date(Date.now() + 20 * DAY_MS);
    await subscribe(parent.familyId, { status: 'active', currentPeriodEnd: periodEnd });
    expect(await status(parent)).toMatchObject({
      hasAccess: true,
      source: 'subscription',
      plan: 'monthly',
      status: 'active',
      endsAt: periodEnd.toISOString(),
    });
    expect(await server.hasAccess(member)).toBe(true);

    await subscribe(parent.familyId, { status: 'trialing', currentPeriodEnd: periodEnd });
    expect(await server.hasAccess(parent)).toBe(true);

    offsetMs = 21 * DAY_MS;
    expect(await server.hasAccess(parent)).toBe(false);
    expect(await server.hasAccess(member)).toBe(false);
    offsetMs = 0;

    for (const ended of ['past_due', 'canceled', 'unpaid', 'incomplete']) {
      await subscribe(parent.familyId, { status: ended, currentPeriodEnd: periodEnd });
      expect(await status(parent)).toMatchObject({ hasAccess: false, source: null, status: ended, plan: 'monthly' });
      expect(await server.hasAccess(member)).toBe(false);
    }
  });
});

describe('licence batches', () => {
  test('are made with the codes shown once, grouped and without look-alike characters', async () => {
    const batch = await newBatch({ codes: 3, seats: 2, publiclyListed: true });
    expect(batch).toMatchObject({
      sponsorName: 'Riverside Council',
      sponsorKind: 'council',
      seats: 2,
      seatsUsed: 0,
      publiclyListed: true,
      revokedAt: null,
    });
    expect(batch.codes).toHaveLength(3);
    for (const { code } of batch.codes) expect(code).toMatch(/^TEDI-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);

    const detail = await batchDetail(batch.id);
    expect(detail.codes.map((code) => code.id).sort()).toEqual(batch.codes.map((code) => code.id).sort());
    for (const code of batch.codes) {
      expect(JSON.stringify(detail)).not.toContain(code.code);
      expect(JSON.stringify(detail)).not.toContain(code.code.replaceAll('-', ''));
    }
    expect(detail.codes[0]!.hint).toMatch(/^TEDI-••••-[A-Z2-9]{4}$/);

    const list = await server.app.inject({
      method: 'GET',
      url: '/api/v1/admin/licence-batches',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ batches: { id: string }[] }>().batches.map((row) => row.id)).toContain(batch.id);
    expect(list.body).not.toContain(batch.codes[0]!.code);
  });

  test('refuse an expiry date in the past, and a batch without seats', async () => {
    const past = await createBatch({ expiresOn: dayFromNow(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'validation_failed' });
    expect(past.body).toContain('expiresOn');
    expect((await createBatch({ seats: 0 })).statusCode).toBe(400);
  });

  test('are the administrators’ work, and only with a second factor proved', async () => {
    const notAllowed = [
      await server.signIn('admin'),
      await server.signIn('super_admin'),
      await server.signIn('parent'),
      await server.signInAtAal2('parent'),
      await server.signIn('family_member'),
      await server.signIn('child'),
    ];
    for (const who of notAllowed) {
      const response = await createBatch({}, who);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    const superAdmin = await server.signInAtAal2('super_admin');
    expect((await createBatch({}, superAdmin)).statusCode).toBe(201);
  });
});

describe('redeeming a licence code', () => {
  test('gives the family access, counts one seat, and is idempotent for the family', async () => {
    const batch = await newBatch({ seats: 3, codes: 2, sponsorName: 'Acme Employer', expiresOn: dayFromNow(40) });
    const parent = await server.parentWithFamily();
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    const child = await server.signIn('child', { familyId: parent.familyId });
    const coParent = await server.signIn('parent', { familyId: parent.familyId });
    await server.endTrial(parent);
    expect(await server.hasAccess(member)).toBe(false);

    // Typed as people type: lower case, spaces, no prefix.
    const first = await redeem(parent, ` ${batch.codes[0]!.code.slice(5).toLowerCase().replace('-', ' ')} `);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<LicenceRedeemResponse>()).toMatchObject({
      hasAccess: true,
      source: 'licence',
      alreadyRedeemed: false,
      endsAt: dayFromNow(40),
      licence: { sponsorName: 'Acme Employer', endsAt: dayFromNow(40) },
    });
    for (const who of [parent, coParent]) expect(await status(who)).toMatchObject({ source: 'licence' });
    for (const who of [member, child]) {
      expect(await status(who)).toMatchObject({ hasAccess: true, source: 'family_member' });
    }

    for (const again of [
      await redeem(parent, batch.codes[0]!.code),
      await redeem(parent, batch.codes[1]!.code),
      await redeem(coParent, batch.codes[0]!.code),
    ]) {
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<LicenceRedeemResponse>()).toMatchObject({ hasAccess: true, alreadyRedeemed: true });
    }
    expect((await batchDetail(batch.id)).seatsUsed).toBe(1);
  });

  test('refuses an unknown code, and a badly typed one, with plain messages', async () => {
    const parent = await server.signIn('parent');
    await server.endTrial(parent);
    const unknown = await redeem(parent, 'TEDI-AAAA-BBBB');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'not_found',
      message: 'We don’t recognise that licence code. Please check it and try again.',
      details: { reason: 'unknown' },
    });
    const malformed = await redeem(parent, 'TEDI!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed' });
    expect(await server.hasAccess(parent)).toBe(false);
  });

  test('refuses a family when all the seats are taken', async () => {
    const batch = await newBatch({ seats: 2, codes: 1 });
    const [first, second, third] = [
      await server.parentWithFamily(),
      await server.parentWithFamily(),
      await server.parentWithFamily(),
    ];
    expect((await redeem(first, batch.codes[0]!.code)).statusCode).toBe(200);
    expect((await redeem(second, batch.codes[0]!.code)).statusCode).toBe(200);
    await server.endTrial(third);
    const full = await redeem(third, batch.codes[0]!.code);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      code: 'conflict',
      message:
        'All the places on this licence have been taken. Please contact the organisation that gave you the code.',
      details: { reason: 'no_seats' },
    });
    expect(await server.hasAccess(third)).toBe(false);
    // A family that already has the licence is not refused by the full batch.
    expect((await redeem(first, batch.codes[0]!.code)).json()).toMatchObject({ alreadyRedeemed: true });
    expect((await batchDetail(batch.id)).seatsUsed).toBe(2);
  });

  test('ends when the batch expires, and an expired code cannot be redeemed', async () => {
    const batch = await newBatch({ expiresOn: dayFromNow(10) });
    const parent = await server.parentWithFamily();
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    await server.endTrial(parent);
    expect((await redeem(parent, batch.codes[0]!.code)).statusCode).toBe(200);

    offsetMs = 10 * DAY_MS; // the last day still counts
    expect(await server.hasAccess(parent)).toBe(true);
    offsetMs = 11 * DAY_MS;
    expect(await server.hasAccess(parent)).toBe(false);
    expect(await server.hasAccess(member)).toBe(false);
    const late = await redeem(await server.parentWithFamily(), batch.codes[1]!.code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'conflict',
      message: 'This licence has ended. Please contact the organisation that gave you the code.',
      details: { reason: 'expired' },
    });
  });

  test('ends for the families of a revoked code, and for everyone when the batch is revoked', async () => {
    const batch = await newBatch({ codes: 2 });
    const [one, two] = [await server.parentWithFamily(), await server.parentWithFamily()];
    const memberOfOne = await server.signIn('family_member', { familyId: one.familyId });
    await Promise.all([server.endTrial(one), server.endTrial(two)]);
    await redeem(one, batch.codes[0]!.code);
    await redeem(two, batch.codes[1]!.code);
    expect(await server.hasAccess(memberOfOne)).toBe(true);

    const revokedCode = await server.app.inject({
      method: 'POST',
      url: `/api/v1/admin/licence-codes/${batch.codes[0]!.id}/revoke`,
      headers: admin.headers,
    });
    expect(revokedCode.statusCode, revokedCode.body).toBe(200);
    const codeRow = revokedCode.json<LicenceBatchDetailResponse>().codes.find((c) => c.id === batch.codes[0]!.id);
    expect(codeRow).toMatchObject({ redemptions: 1, revokedAt: expect.any(String) });
    expect(await server.hasAccess(one)).toBe(false);
    expect(await server.hasAccess(memberOfOne)).toBe(false);
    expect(await server.hasAccess(two)).toBe(true);
    const again = await redeem(await server.parentWithFamily(), batch.codes[0]!.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This licence code can no longer be used. Please contact the organisation that gave you the code.',
      details: { reason: 'revoked' },
    });

    const revokedBatch = await server.app.inject({
      method: 'POST',
      url: `/api/v1/admin/licence-batches/${batch.id}/revoke`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(revokedBatch.statusCode, revokedBatch.body).toBe(200);
    expect(revokedBatch.json()).toMatchObject({ revokedAt: expect.any(String), seatsUsed: 2 });
    expect(await server.hasAccess(two)).toBe(false);
    expect((await redeem(await server.parentWithFamily(), batch.codes[1]!.code)).json()).toMatchObject({
      details: { reason: 'revoked' },
    });

    for (const url of [
      '/api/v1/admin/licence-batches/00000000-0000-4000-8000-000000000000/revoke',
      '/api/v1/admin/licence-codes/00000000-0000-4000-8000-000000000000/revoke',
    ]) {
      expect((await server.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(404);
    }
  });

  test('by a parent without a family yet is kept with the parent and becomes the family’s', async () => {
    const batch = await newBatch();
    const parent = await server.signIn('parent');
    expect((await redeem(parent, batch.codes[0]!.code)).json()).toMatchObject({
      hasAccess: true,
      alreadyRedeemed: false,
    });
    // The parent adds a first child, which makes the family; an invited family member joins it later.
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: parent.headers,
      payload: { name: 'Robin' },
    });
    expect(created.statusCode).toBe(201);
    const [profile] = await server.database.db
      .select({ familyId: schema.profiles.familyId })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, parent.userId));
    const member = await server.signIn('family_member', { familyId: profile!.familyId! });
    expect(await server.hasAccess(parent)).toBe(true);
    expect(await server.hasAccess(member)).toBe(true);
    expect((await redeem(parent, batch.codes[1]!.code)).json()).toMatchObject({ alreadyRedeemed: true });
    expect((await batchDetail(batch.id)).seatsUsed).toBe(1);
  });

  test('is for parents and administrators only: family members and children are refused', async () => {
    const batch = await newBatch();
    const parent = await server.parentWithFamily();
    for (const role of ['family_member', 'child'] as const) {
      const who = await server.signIn(role, { familyId: parent.familyId });
      const response = await redeem(who, batch.codes[0]!.code);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        message: 'Only a parent can redeem a licence code for the family.',
      });
    }
    expect((await batchDetail(batch.id)).seatsUsed).toBe(0);
    expect((await redeem(await server.signIn('admin'), batch.codes[0]!.code)).statusCode).toBe(200);
  });
});

describe('grants of access', () => {
  const grant = (payload: object, who: SignedIn = admin) =>
    server.app.inject({ method: 'POST', url: '/api/v1/admin/access-grants', headers: who.headers, payload });

  test('give an account access until their last day, and end when revoked', async () => {
    const parent = await server.parentWithFamily();
    const member = await server.signIn('family_member', { familyId: parent.familyId });
    await server.endTrial(parent);
    const created = await grant({
      email: parent.email.toUpperCase(),
      endsOn: dayFromNow(7),
      reason: 'Pilot with the parent forum',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<AccessGrantResponse>();
    expect(body).toMatchObject({
      userId: parent.userId,
      email: parent.email,
      endsOn: dayFromNow(7),
      reason: 'Pilot with the parent forum',
      grantedBy: admin.userId,
      revokedAt: null,
    });
    expect(await status(parent)).toMatchObject({ hasAccess: true, source: 'grant', endsAt: dayFromNow(7) });
    expect(await server.hasAccess(member)).toBe(true);

    offsetMs = 8 * DAY_MS;
    expect(await server.hasAccess(parent)).toBe(false);
    expect(await server.hasAccess(member)).toBe(false);
    offsetMs = 0;

    const list = await server.app.inject({ method: 'GET', url: '/api/v1/admin/access-grants', headers: admin.headers });
    expect(list.json<{ grants: { id: string }[] }>().grants.map((row) => row.id)).toContain(body.id);

    const revoked = await server.app.inject({
      method: 'POST',
      url: `/api/v1/admin/access-grants/${body.id}/revoke`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: body.id, revokedAt: expect.any(String) });
    expect(await server.hasAccess(parent)).toBe(false);
    expect(await server.hasAccess(member)).toBe(false);
  });

  test('refuse an unknown account, a past end date, and anyone but an administrator at aal2', async () => {
    const unknown = await grant({ email: 'nobody@example.com', endsOn: dayFromNow(3), reason: 'Testing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No account uses that e-mail address.' });
    const parent = await server.signIn('parent');
    await server.endTrial(parent);
    expect((await grant({ email: parent.email, endsOn: dayFromNow(-1), reason: 'Testing' })).statusCode).toBe(400);
    const adminAtAal1 = await server.signIn('admin');
    const refused = await grant({ email: parent.email, endsOn: dayFromNow(3), reason: 'Testing' }, adminAtAal1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message:
        'Please confirm it is you with your second sign-in step (two-step verification) before using the administrators’ tools.',
    });
    expect(await server.hasAccess(parent)).toBe(false);
  });
});

describe('the public sponsors list', () => {
  test('names sponsors that agreed to it, with a licence running, once each and to anyone', async () => {
    await newBatch({ sponsorName: 'Zephyr Charity', publiclyListed: true });
    await newBatch({ sponsorName: 'Zephyr Charity', publiclyListed: true });
    await newBatch({ sponsorName: 'Quiet Employer', publiclyListed: false });
    const revoked = await newBatch({ sponsorName: 'Withdrawn Insurer', publiclyListed: true });
    await server.app.inject({
      method: 'POST',
      url: `/api/v1/admin/licence-batches/${revoked.id}/revoke`,
      headers: admin.headers,
    });
    await newBatch({ sponsorName: 'Short School', publiclyListed: true, expiresOn: dayFromNow(1) });

    const response = await server.app.inject({ method: 'GET', url: '/api/v1/sponsors' });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ sponsors: { name: string; kind: string }[] }>().sponsors.map((s) => s.name);
    expect(names.filter((name) => name === 'Zephyr Charity')).toHaveLength(1);
    expect(names).toContain('Short School');
    expect(names).not.toContain('Quiet Employer');
    expect(names).not.toContain('Withdrawn Insurer');
    expect(response.body).not.toMatch(/TEDI|seats/);

    offsetMs = 2 * DAY_MS;
    const later = await server.app.inject({ method: 'GET', url: '/api/v1/sponsors' });
    expect(later.json<{ sponsors: { name: string }[] }>().sponsors.map((s) => s.name)).not.toContain('Short School');
  });
});
