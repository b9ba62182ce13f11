import { CONTACT_LIMITS } from '@tedi/contracts';
import { desc, eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactServiceWithClock, type ContentTestServer, startContentServer } from './testing.ts';

let server: ContentTestServer;

beforeAll(async () => {
  // No built web app: refused forms answer JSON here; the sponsor pages' own test and the browser journey check the
  // page itself.
  server = await startContentServer({ webDistDir: '/nonexistent-web-build' });
});

afterAll(async () => {
  await server.close();
});

const ENQUIRY = {
  organisationName: 'Northgate Engineering',
  organisationType: 'employer',
  families: '10 to 50',
  name: 'Amara Okafor',
  email: 'amara.okafor@northgate.example.co.uk',
  message: 'We have about thirty staff caring for a child with SEND and would like to support them from April.',
};

const CONTACT_MESSAGE = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  topic: 'My account',
  message: 'I cannot find where to change my e-mail address.',
};

const serviceWithClock = () => contactServiceWithClock(server.database);

async function formToken(): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/contact-form' });
  return response.json<{ formToken: string }>().formToken;
}

function postEnquiry(fields: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/sponsor-landing',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('a sponsor’s enquiry over HTTP, as a browser without JavaScript sends it', () => {
  test('is stored with its organisation, e-mailed to the contact inbox, and answered with the confirmation page', async () => {
    const token = await formToken();
    await new Promise((resolve) => setTimeout(resolve, CONTACT_LIMITS.minimumFillSeconds * 1000 + 200));
    const response = await postEnquiry({ ...ENQUIRY, formToken: token, website: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sponsor-success');

    const [stored] = await server.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, ENQUIRY.email));
    expect(stored).toMatchObject({
      kind: 'sponsor_enquiry',
      name: ENQUIRY.name,
      topic: 'Sponsoring families',
      message: ENQUIRY.message,
      organisationName: 'Northgate Engineering',
      organisationType: 'employer',
      familiesEstimate: '10 to 50',
      status: 'new',
      senderAddress: '127.0.0.1',
    });

    const [mail] = await server.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'sponsor_enquiry'))
      .orderBy(desc(schema.mailOutbox.createdAt));
    expect(mail).toMatchObject({
      toAddress: 'no-reply@localhost',
      subject: 'Sponsor enquiry: Northgate Engineering (from Amara Okafor)',
    });
    expect(mail?.textBody).toContain('Organisation: Northgate Engineering');
    expect(mail?.textBody).toContain('Kind: Employer');
    expect(mail?.textBody).toContain('Families: 10 to 50');
    expect(mail?.textBody).toContain(ENQUIRY.message);
    expect(mail?.textBody).toContain(`Reply to ${ENQUIRY.email}.`);
  });

  test('a refused enquiry names each problem by its field, in plain words', async () => {
    const response = await postEnquiry({
      organisationName: '  ',
      organisationType: 'a spaceship',
      families: '',
      name: 'Amara Okafor',
      email: 'amara at northgate',
      message: 'Hello',
      formToken: await formToken(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      organisationName: 'Enter the name of your organisation',
      organisationType: 'Choose what kind of organisation it is',
      families: 'Choose roughly how many families you would like to support',
      email: 'Enter your work e-mail address like name@organisation.org.uk, so we can reply',
      message: 'Write your message (at least 10 characters)',
    });
  });
});

describe('the site’s staff read enquiries beside the contact form’s messages', () => {
  test('listed with their organisation, and on their own when asked for by kind', async () => {
    const { service, clock } = serviceWithClock();
    const token = await service.issueToken();
    clock.now += 30_000;
    expect(await service.submit({ ...CONTACT_MESSAGE, formToken: token }, '192.0.2.20')).toEqual({ kind: 'sent' });

    const admin = await server.signInAs('admin');
    const all = await server.app.inject({ method: 'GET', url: '/api/v1/contact-messages', headers: admin });
    expect(all.statusCode).toBe(200);
    const kinds = all.json<{ items: { kind: string }[] }>().items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['message', 'sponsor_enquiry']));

    const enquiries = await server.app.inject({
      method: 'GET',
      url: '/api/v1/contact-messages?kind=sponsor_enquiry',
      headers: admin,
    });
    expect(enquiries.statusCode).toBe(200);
    const body = enquiries.json<{ items: Record<string, unknown>[]; total: number }>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      kind: 'sponsor_enquiry',
      name: ENQUIRY.name,
      email: ENQUIRY.email,
      organisation: { name: 'Northgate Engineering', type: 'employer', families: '10 to 50' },
    });
    expect(body.items[0]).not.toHaveProperty('senderAddress');

    const messages = await server.app.inject({
      method: 'GET',
      url: '/api/v1/contact-messages?kind=message',
      headers: admin,
    });
    const items = messages.json<{ items: Record<string, unknown>[] }>().items;
    expect(items.every((item) => item.kind === 'message' && item.organisation === null)).toBe(true);
    expect(items).toContainEqual(expect.objectContaining(CONTACT_MESSAGE));
  });

  test('an unknown kind is refused with the kinds there are', async () => {
    const admin = await server.signInAs('admin');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/contact-messages?kind=complaint',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('sponsor_enquiry');
  });
});

describe('bot protection and limits, shared with the contact form', () => {
  test('a reply faster than a person could write is refused, keeping everything typed', async () => {
    const { service, clock } = serviceWithClock();
    const token = await service.issueToken();
    clock.now += 1000;
    const outcome = await service.submit({ ...ENQUIRY, formToken: token }, '203.0.113.40', 'sponsor_enquiry');
    expect(outcome).toMatchObject({
      kind: 'refused',
      status: 400,
      form: { values: ENQUIRY, errors: { form: expect.any(String) } },
    });
  });

  test('a filled-in hidden field looks sent to the bot, but nothing is stored or mailed', async () => {
    const { service, sent, clock } = serviceWithClock();
    const token = await service.issueToken();
    clock.now += 30_000;
    const before = (await server.database.db.select().from(schema.contactMessages)).length;
    const outcome = await service.submit(
      { ...ENQUIRY, formToken: token, website: 'https://spam.example' },
      '203.0.113.41',
      'sponsor_enquiry',
    );
    expect(outcome).toEqual({ kind: 'sent' });
    expect((await server.database.db.select().from(schema.contactMessages)).length).toBe(before);
    expect(sent).toEqual([]);
  });

  test('one internet address may send a few messages an hour through either form, then is asked to wait', async () => {
    const { service, sent, clock } = serviceWithClock();
    const address = '198.51.100.60';
    for (let count = 0; count < CONTACT_LIMITS.messagesPerAddressPerHour; count += 1) {
      const token = await service.issueToken();
      clock.now += 30_000;
      const outcome =
        count % 2 === 0
          ? await service.submit({ ...CONTACT_MESSAGE, formToken: token }, address)
          : await service.submit({ ...ENQUIRY, formToken: token }, address, 'sponsor_enquiry');
      expect(outcome).toEqual({ kind: 'sent' });
    }
    const token = await service.issueToken();
    clock.now += 30_000;
    const refused = await service.submit({ ...ENQUIRY, formToken: token }, address, 'sponsor_enquiry');
    expect(refused).toMatchObject({
      kind: 'refused',
      status: 429,
      form: { values: ENQUIRY, errors: { form: expect.stringMatching(/try again in an hour/) } },
    });
    expect(sent.map((message) => message.kind)).toEqual([
      'contact_message',
      'sponsor_enquiry',
      'contact_message',
      'sponsor_enquiry',
      'contact_message',
    ]);
  });

  test('enquiries follow the contact form’s retention: the sender’s address goes after 30 days', async () => {
    const { service, clock } = serviceWithClock();
    const token = await service.issueToken();
    clock.now += 30_000;
    const email = 'old.enquiry@charity.example.org.uk';
    await service.submit({ ...ENQUIRY, email, formToken: token }, '192.0.2.70', 'sponsor_enquiry');
    clock.now += 31 * 24 * 3600 * 1000;
    await service.purgeOld();
    const [kept] = await server.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, email));
    expect(kept).toMatchObject({ kind: 'sponsor_enquiry', senderAddress: null });
  });
});
