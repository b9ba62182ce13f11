import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessTestServer, startAccessServer } from './testing.ts';

/** Premium access from configuration (ADMIN_PREMIUM_EMAILS, ADMIN_PREMIUM_USER_IDS, AUTO_GRANT_PREMIUM). */
describe('premium access from configuration', () => {
  let server: AccessTestServer;

  beforeAll(async () => {
    server = await startAccessServer({
      subscriptions: { premiumEmails: ['ops@tedi.example.org'] },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  test('is given to a listed e-mail address, whatever its case, and passes to the family', async () => {
    const family = await server.parentWithFamily();
    const premium = await server.signIn('parent', { familyId: family.familyId, email: 'Ops@Tedi.example.org' });
    const member = await server.signIn('family_member', { familyId: family.familyId });
    // Past the family's free trial, so that what is seen is the configured access.
    await server.endTrial(family);
    expect(await server.hasAccess(premium)).toBe(true);
    // The family's other parent and its family member share the family's access.
    expect(await server.hasAccess(family)).toBe(true);
    expect(await server.hasAccess(member)).toBe(true);
    const statusResponse = await server.app.inject({
      method: 'GET',
      url: '/api/v1/subscriptions/me',
      headers: member.headers,
    });
    expect(statusResponse.json()).toMatchObject({ hasAccess: true, source: 'family_member' });
  });

  test('is not given to anyone else', async () => {
    const unlisted = await server.signIn('parent');
    const lookalike = await server.signIn('parent', { email: 'ops@tedi.example.org.evil.test' });
    for (const who of [unlisted, lookalike]) {
      await server.endTrial(who);
      expect(await server.hasAccess(who)).toBe(false);
    }
  });

  test('is given to a listed user id', async () => {
    const listed = await server.signIn('parent');
    const unlisted = await server.signIn('parent');
    await Promise.all([server.endTrial(listed), server.endTrial(unlisted)]);
    // The same data, served with the first parent's id in ADMIN_PREMIUM_USER_IDS.
    const second = await startAccessServer({
      database: server.database,
      subscriptions: { premiumUserIds: [listed.userId] },
    });
    try {
      expect(await second.hasAccess(await second.signInAgain(listed.email))).toBe(true);
      expect(await second.hasAccess(await second.signInAgain(unlisted.email))).toBe(false);
      expect(await server.hasAccess(listed)).toBe(false);
    } finally {
      await second.close();
    }
  });
});

describe('the AUTO_GRANT_PREMIUM pilot switch', () => {
  let server: AccessTestServer;

  beforeAll(async () => {
    server = await startAccessServer({ subscriptions: { autoGrantPremium: true } });
  });

  afterAll(async () => {
    await server.close();
  });

  test('gives every signed-in parent access, and their families, trial or not', async () => {
    const withFamily = await server.parentWithFamily();
    const parent = await server.signIn('parent');
    await Promise.all([server.endTrial(withFamily), server.endTrial(parent)]);
    expect(await server.hasAccess(withFamily)).toBe(true);
    expect(await server.hasAccess(parent)).toBe(true);
    expect(await server.hasAccess(await server.signIn('family_member', { familyId: withFamily.familyId }))).toBe(true);
  });

  test('gives nothing to a family member who has no family yet', async () => {
    expect(await server.hasAccess(await server.signIn('family_member'))).toBe(false);
  });

  test('is off by default', async () => {
    const plain = await startAccessServer();
    try {
      const parent = await plain.signIn('parent');
      await plain.endTrial(parent);
      expect(await plain.hasAccess(parent)).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('guessing licence codes', () => {
  let server: AccessTestServer;

  beforeAll(async () => {
    server = await startAccessServer({ subscriptions: { licenceRedeemAttempts: 3 } });
  });

  afterAll(async () => {
    await server.close();
  });

  test('is stopped after a few attempts from one address', async () => {
    const parent = await server.signIn('parent');
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/licences/redeem',
        headers: parent.headers,
        payload: { code: 'TEDI-AAAA-BBBB' },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(404);
    const stopped = await attempt();
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many licence codes have been tried from here. Please wait 15 minutes and try again.',
    });
    // The gate's checks are not limited with it.
    expect(await server.hasAccess(parent)).toBe(true);
  });
});
