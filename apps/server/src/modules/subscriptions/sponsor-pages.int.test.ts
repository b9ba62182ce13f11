import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignedIn } from '../children/testing.ts';
import { type AccessTestServer, startAccessServer } from './testing.ts';

/**
 * The sponsor pages as the server sends them, rendered with the built web app's own components: the list of
 * sponsors with the data of the moment, the enquiry form with its state, and the prerendered confirmation.
 */
let server: AccessTestServer;
let admin: SignedIn;

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startAccessServer();
  admin = await server.signInAtAal2('admin');
});

afterAll(async () => {
  await server.close();
});

async function createBatch(sponsorName: string, sponsorKind: string, publiclyListed: boolean): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/admin/licence-batches',
    headers: admin.headers,
    payload: { sponsorName, sponsorKind, seats: 20, codes: 1, expiresOn: inAYear(), publiclyListed },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function page(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: response.headers['content-type'], html: response.body };
}

/** The text of the page's main region, without tags, so assertions read like what a person sees. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('/sponsors', () => {
  test('before any sponsor agrees to be named, says so plainly and offers the way to become one', async () => {
    const { status, type, html } = await page('/sponsors');
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Sponsors – Tedi</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/sponsors" \/>/);
    expect(html).toContain('<meta property="og:title" content="Sponsors – Tedi" />');
    expect(html).not.toContain('noindex');
    const text = mainText(html);
    expect(text).toContain('No sponsors are named here yet.');
    expect(html).toContain('href="/sponsor-landing"');
    // The page arrives whole: only the static-page script, no app.
    expect(html.match(/<script /g)).toHaveLength(1);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/static-page-[^"]+\.js"><\/script>/);
  });

  test('names the sponsors who agreed to it, grouped under their kind, and nobody else', async () => {
    await createBatch('Riverside Carers Trust', 'charity', true);
    await createBatch('Northgate Engineering', 'employer', true);
    await createBatch('Acorn Family Fund', 'charity', true);
    await createBatch('Quiet Holdings', 'employer', false);
    const revoked = await createBatch('Old Mill Council', 'council', true);
    const revoke = await server.app.inject({
      method: 'POST',
      url: `/api/v1/admin/licence-batches/${revoked}/revoke`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(200);

    const text = mainText((await page('/sponsors')).html);
    expect(text).not.toContain('No sponsors are named here yet.');
    expect(text).toMatch(/Employers Northgate Engineering Charities Acorn Family Fund Riverside Carers Trust/);
    expect(text).not.toContain('Quiet Holdings');
    expect(text).not.toContain('Old Mill Council');
    expect(text).not.toContain('Councils');
  });

  test('is listed in the sitemap with the page about sponsoring, but not the confirmation', async () => {
    const { html } = await page('/sitemap.xml');
    expect(html).toMatch(/<loc>http:\/\/localhost:\d+\/sponsors<\/loc>/);
    expect(html).toMatch(/<loc>http:\/\/localhost:\d+\/sponsor-landing<\/loc>/);
    expect(html).not.toContain('/sponsor-success');
  });
});

describe('/sponsor-landing and /sponsor-success', () => {
  test('the enquiry form arrives with a signed form token and the hidden field bots fill in', async () => {
    const { status, html } = await page('/sponsor-landing');
    expect(status).toBe(200);
    expect(html).toContain('<title>Sponsor Tedi for families – Tedi</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/sponsor-landing" \/>/);
    expect(html).toMatch(/<form [^>]*action="\/sponsor-landing" method="post">/);
    expect(html).toMatch(/<input type="hidden" name="formToken" value="\d+\.[\w-]+"\/>/);
    expect(html).toContain('name="website"');
    for (const field of ['organisationName', 'organisationType', 'families', 'name', 'email', 'message']) {
      expect(html, field).toContain(`name="${field}"`);
    }
  });

  test('a refused enquiry comes back as the page with what was typed, each problem and a summary', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/sponsor-landing',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        organisationName: 'Northgate Engineering',
        organisationType: 'employer',
        families: '51 to 250',
        name: 'Amara Okafor',
        email: 'amara at northgate',
        message: 'We would like to support the parents among our staff.',
        formToken: 'not-a-token',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('<title>Error: Sponsor Tedi for families – Tedi</title>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Your enquiry has not been sent yet');
    expect(html).toContain('<a href="#email" class="font-semibold text-danger">');
    expect(html).toContain('Enter your work e-mail address like name@organisation.org.uk, so we can reply');
    expect(html).toContain('value="Northgate Engineering"');
    expect(html).toContain('value="amara at northgate"');
    expect(html).toContain('<option value="employer" selected="">Employer</option>');
    expect(html).toContain('<option value="51 to 250" selected="">51 to 250</option>');
    expect(html).toContain('We would like to support the parents among our staff.</textarea>');
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="email"/);
  });

  test('the confirmation is a page of its own, kept out of search engines', async () => {
    const { status, html } = await page('/sponsor-success');
    expect(status).toBe(200);
    expect(html).toContain('<title>Enquiry sent – Tedi</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const text = mainText(html);
    expect(text).toContain('Thank you, your enquiry has been sent');
    expect(text).toContain('They will reply by e-mail');
  });
});
