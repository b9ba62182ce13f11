import { CONTACT_LIMITS } from '@tedi/contracts';
import { desc, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactServiceWithClock, type ContentTestServer, startContentServer } from './testing.ts';

let server: ContentTestServer;

beforeAll(async () => {
  // No built web app: refused forms answer JSON here; the browser journeys check the page itself.
  server = await startContentServer({ webDistDir: '/nonexistent-web-build' });
});

afterAll(async () => {
  await server.close();
});

const GOOD = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  topic: 'My account',
  message: 'I cannot find where to change my e-mail address.',
};

const serviceWithClock = () => contactServiceWithClock(server.database);

describe('the contact form over HTTP, as a browser without JavaScript sends it', () => {
  test('a message is stored, e-mailed to the contact inbox, and answered with a redirect to the confirmation', async () => {
    const token = (await server.app.inject({ method: 'GET', url: '/api/v1/contact-form' })).json<{
      formToken: string;
    }>().formToken;
    await new Promise((resolve) => setTimeout(resolve, CONTACT_LIMITS.minimumFillSeconds * 1000 + 200));
    const response = await server.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...GOOD, formToken: token, website: '' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');

    const [stored] = await server.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, GOOD.email));
    expect(stored).toMatchObject({ ...GOOD, status: 'new', senderAddress: '127.0.0.1' });

    const [mail] = await server.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'contact_message'))
      .orderBy(desc(schema.mailOutbox.createdAt));
    expect(mail).toMatchObject({
      toAddress: 'no-reply@localhost',
      subject: 'Contact form: My account (from Priya Shah)',
    });
    expect(mail?.textBody).toContain(GOOD.message);
  });

  test('the site’s staff read the messages; a parent and a stranger may not', async () => {
    const admin = await server.signInAs('admin');
    const listed = await server.app.inject({ method: 'GET', url: '/api/v1/contact-messages', headers: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items[0]).toMatchObject({ ...GOOD, status: 'new' });
    expect(listed.json().items[0]).not.toHaveProperty('senderAddress');

    const parent = await server.signInAs('parent');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/v1/contact-messages', headers: parent })).statusCode,
    ).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/contact-messages' })).statusCode).toBe(401);
  });

  test('a refused message comes back with what was typed and each problem named by field', async () => {
    const token = (await server.app.inject({ method: 'GET', url: '/api/v1/contact-form' })).json<{
      formToken: string;
    }>().formToken;

    const response = await server.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Sam',
        email: 'not-an-address',
        topic: 'Using Tedi',
        message: 'Hi',
        formToken: token,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'email',
      'message',
    ]);
  });
});

describe('bot protection and limits', () => {
  test('a reply faster than a person could write is refused, keeping what was typed', async () => {
    const { service, clock } = serviceWithClock();
    const formToken = await service.issueToken();
    clock.now += 1000;
    const outcome = await service.submit({ ...GOOD, formToken }, '203.0.113.1');
    expect(outcome).toMatchObject({
      kind: 'refused',
      status: 400,
      form: { values: GOOD, errors: { form: expect.any(String) } },
    });
  });

  test('a made-up or expired token is refused with a fresh one', async () => {
    const { service, clock } = serviceWithClock();
    const forged = await service.submit({ ...GOOD, formToken: `${clock.now - 60_000}.not-a-signature` }, '203.0.113.2');
    expect(forged).toMatchObject({ kind: 'refused', status: 400 });
    const formToken = await service.issueToken();
    clock.now += (CONTACT_LIMITS.formLifetimeHours + 1) * 3600 * 1000;
    const expired = await service.submit({ ...GOOD, formToken }, '203.0.113.2');
    expect(expired).toMatchObject({ kind: 'refused', status: 400 });
    if (expired.kind === 'refused') expect(expired.form.formToken).not.toBe(formToken);
  });

  test('a filled-in hidden field looks sent to the bot, but nothing is stored or mailed', async () => {
    const { service, sent, clock } = serviceWithClock();
    const formToken = await service.issueToken();
    clock.now += 30_000;
    const before = (await server.database.db.select().from(schema.contactMessages)).length;
    expect(await service.submit({ ...GOOD, formToken, website: 'https://spam.example' }, '203.0.113.3')).toEqual({
      kind: 'sent',
    });
    expect((await server.database.db.select().from(schema.contactMessages)).length).toBe(before);
    expect(sent).toEqual([]);
  });

  test('one internet address may send a few messages an hour, then is asked to wait', async () => {
    const { service, sent, clock } = serviceWithClock();
    for (let count = 0; count < CONTACT_LIMITS.messagesPerAddressPerHour; count += 1) {
      const formToken = await service.issueToken();
      clock.now += 30_000;
      expect(await service.submit({ ...GOOD, formToken }, '198.51.100.7')).toEqual({ kind: 'sent' });
    }
    const formToken = await service.issueToken();
    clock.now += 30_000;
    const refused = await service.submit({ ...GOOD, formToken }, '198.51.100.7');
    expect(refused).toMatchObject({ kind: 'refused', status: 429, form: { values: GOOD } });
    expect(sent).toHaveLength(CONTACT_LIMITS.messagesPerAddressPerHour);
    expect(sent[0]).toMatchObject({ to: 'hello@tedi.example.org', kind: 'contact_message' });
    // Another address is not held back.
    expect(await service.submit({ ...GOOD, formToken: await service.issueToken() }, '198.51.100.8')).toMatchObject({
      kind: 'refused',
      status: 400,
    });
  });

  test('old sender addresses are forgotten after 30 days and messages deleted after a year', async () => {
    const { service, clock } = serviceWithClock();
    const formToken = await service.issueToken();
    clock.now += 30_000;
    await service.submit({ ...GOOD, email: 'old@example.com', formToken }, '192.0.2.50');

    clock.now += 31 * 24 * 3600 * 1000;
    await service.purgeOld();
    const [kept] = await server.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, 'old@example.com'));
    expect(kept?.senderAddress).toBeNull();

    clock.now += 366 * 24 * 3600 * 1000;
    await service.purgeOld();
    const gone = await server.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, 'old@example.com'));
    expect(gone).toEqual([]);
  });
});
