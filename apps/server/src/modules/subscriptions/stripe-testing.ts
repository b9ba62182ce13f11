import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLANS, type PlanId } from '@tedi/contracts';
import { escapeHtml } from '../../platform/html.ts';

/*
 * A local stand-in for Stripe, for tests: it answers the parts of Stripe's HTTP API that Tedi calls (form-encoded
 * requests with a secret key, JSON answers and Stripe's error shape), shows a hosted checkout and billing page a
 * browser can click through, and sends webhook events signed the way Stripe signs them.
 */

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form };

export interface TestStripeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface TestStripeCheckout {
  id: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  /** `subscription_data[trial_end]`: when the first payment is taken (Unix seconds); null: at once. */
  trialEnd: number | null;
  subscription: string | null;
}

/** Where webhook events go: a URL (a running server) or a function (an app driven with inject()). */
export type WebhookReceiver = string | ((body: string, signature: string) => Promise<number>);

export interface TestStripe {
  /** Base URL of the stand-in's API and pages, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** The environment that points a Tedi server at this stand-in. */
  readonly environment: Readonly<Record<string, string>>;
  readonly prices: Readonly<Record<PlanId, string>>;
  readonly checkouts: Map<string, TestStripeCheckout>;
  readonly subscriptions: Map<string, TestStripeSubscription>;
  /** Every event sent, in order, with the HTTP status the webhook answered. */
  readonly sent: { event: Json; status: number }[];
  receiveWebhooksAt(receiver: WebhookReceiver): void;
  /** Completes a checkout as the hosted page's Pay button does; returns the success URL the payer is sent to. */
  pay(checkoutId: string): Promise<string>;
  /** Changes a subscription as Stripe would (a failed renewal, a cancellation) and sends the update event. */
  changeSubscription(id: string, changes: Partial<Omit<TestStripeSubscription, 'id'>>): Promise<Json>;
  /** Sends an event again, exactly as first sent (Stripe delivers some events more than once). */
  resend(event: Json): Promise<number>;
  /** A Stripe-Signature header for a body, as Stripe makes it. */
  sign(body: string, options?: { secret?: string; timestamp?: number }): string;
  close(): Promise<void>;
}

const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(24)
  .toString('base64')
  .replace(/[^A-Za-z0-9]/g, '')}`;
const API_VERSION = '2026-10-28.endive';

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `a[b][0][c]=x` into nested objects (arrays as objects keyed by index). */
function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = form;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    }
  }
  return form;
}

const text = (value: string | Form | undefined): string | null => (typeof value === 'string' ? value : null);
const record = (value: string | Form | undefined): Record<string, string> =>
  typeof value === 'object'
    ? (Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>)
    : {};

class StripeError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly param: string | null;
  constructor(status: number, message: string, code: string | null = null, param: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.param = param;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<main>${body}</main></body></html>`;
}

/** Starts the stand-in on 127.0.0.1 with a free port. */
export async function startTestStripe(): Promise<TestStripe> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const prices: Record<PlanId, string> = { monthly: 'price_test_monthly', annual: 'price_test_annual' };
  const planOfPrice = (priceId: string) => PLANS.find((plan) => prices[plan.id] === priceId);
  const checkouts = new Map<string, TestStripeCheckout>();
  const subscriptions = new Map<string, TestStripeSubscription>();
  const customers = new Map<string, { id: string; email: string | null }>();
  const portals = new Map<string, { customer: string; returnUrl: string }>();
  const sent: { event: Json; status: number }[] = [];
  let receiver: WebhookReceiver | null = null;

  const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) => {
    const timestamp = options.timestamp ?? nowSeconds();
    const digest = createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    return `t=${timestamp},v1=${digest}`;
  };

  const checkoutJson = (checkout: TestStripeCheckout): Json => ({
    id: checkout.id,
    object: 'checkout.session',
    mode: checkout.mode,
    status: checkout.status,
    payment_status: checkout.status === 'complete' ? 'paid' : 'unpaid',
    url: checkout.status === 'open' ? `${url}/checkout/${checkout.id}` : null,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    customer: checkout.customer,
    customer_email: checkout.customerEmail,
    client_reference_id: checkout.clientReferenceId,
    metadata: checkout.metadata,
    subscription: checkout.subscription,
    livemode: false,
  });

  const subscriptionJson = (subscription: TestStripeSubscription): Json => ({
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    metadata: subscription.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          price: { id: subscription.priceId, object: 'price' },
          quantity: 1,
          current_period_end: subscription.currentPeriodEnd,
        },
      ],
      has_more: false,
    },
    livemode: false,
  });

  async function send(type: string, object: Json): Promise<Json> {
    const event: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    await resend(event);
    return event;
  }

  async function resend(event: Json): Promise<number> {
    const body = JSON.stringify(event);
    const signature = sign(body);
    let status = 0;
    if (typeof receiver === 'string') {
      const response = await fetch(receiver, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body,
      });
      status = response.status;
    } else if (receiver) {
      status = await receiver(body, signature);
    }
    sent.push({ event, status });
    return status;
  }

  async function pay(checkoutId: string): Promise<string> {
    const checkout = checkouts.get(checkoutId);
    if (!checkout || checkout.status !== 'open') throw new Error(`no open checkout ${checkoutId}`);
    const plan = planOfPrice(checkout.priceId)!;
    const customer = checkout.customer ?? newId('cus');
    customers.set(customer, { id: customer, email: checkout.customerEmail });
    const periodDays = plan.interval === 'year' ? 365 : 30;
    const subscription: TestStripeSubscription = {
      id: newId('sub'),
      customer,
      status: checkout.trialEnd ? 'trialing' : 'active',
      priceId: checkout.priceId,
      currentPeriodEnd: checkout.trialEnd ?? nowSeconds() + periodDays * 24 * 3600,
      cancelAtPeriodEnd: false,
      metadata: checkout.subscriptionMetadata,
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(checkout, { status: 'complete', customer, subscription: subscription.id });
    // Stripe's order is not guaranteed: here the subscription's event comes before the checkout's.
    await send('customer.subscription.created', subscriptionJson(subscription));
    await send('checkout.session.completed', checkoutJson(checkout));
    return checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id);
  }

  async function changeSubscription(id: string, changes: Partial<Omit<TestStripeSubscription, 'id'>>) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    Object.assign(subscription, changes);
    const type = subscription.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
    return send(type, subscriptionJson(subscription));
  }

  function api(method: string, path: string, form: Form): Json {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = text(
        (form['line_items'] as Form | undefined)?.['0'] && ((form['line_items'] as Form)['0'] as Form)['price'],
      );
      if (text(form['mode']) !== 'subscription')
        throw new StripeError(400, 'Tedi only makes subscription checkouts', null, 'mode');
      if (!priceId || !planOfPrice(priceId))
        throw new StripeError(400, `No such price: '${priceId}'`, 'resource_missing', 'line_items[0][price]');
      const successUrl = text(form['success_url']);
      const cancelUrl = text(form['cancel_url']);
      if (!successUrl || !cancelUrl)
        throw new StripeError(400, 'Missing required param: success_url.', 'parameter_missing');
      const customer = text(form['customer']);
      if (customer && !customers.has(customer))
        throw new StripeError(400, `No such customer: '${customer}'`, 'resource_missing', 'customer');
      const subscriptionData = (form['subscription_data'] as Form | undefined) ?? {};
      const trialEnd = text(subscriptionData['trial_end']);
      if (trialEnd && Number(trialEnd) < nowSeconds() + 48 * 3600) {
        throw new StripeError(
          400,
          'The `trial_end` date has to be at least 2 days in the future.',
          null,
          'subscription_data[trial_end]',
        );
      }
      const checkout: TestStripeCheckout = {
        id: newId('cs'),
        mode: 'subscription',
        status: 'open',
        priceId,
        successUrl,
        cancelUrl,
        customer,
        customerEmail: text(form['customer_email']) ?? (customer ? (customers.get(customer)?.email ?? null) : null),
        clientReferenceId: text(form['client_reference_id']),
        metadata: record(form['metadata']),
        subscriptionMetadata: record(subscriptionData['metadata']),
        trialEnd: trialEnd ? Number(trialEnd) : null,
        subscription: null,
      };
      checkouts.set(checkout.id, checkout);
      return checkoutJson(checkout);
    }
    const checkoutMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && checkoutMatch) {
      const checkout = checkouts.get(decodeURIComponent(checkoutMatch[1]!));
      if (!checkout)
        throw new StripeError(404, `No such checkout.session: '${checkoutMatch[1]}'`, 'resource_missing', 'session');
      return checkoutJson(checkout);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!subscription)
        throw new StripeError(404, `No such subscription: '${subscriptionMatch[1]}'`, 'resource_missing', 'id');
      return subscriptionJson(subscription);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = text(form['customer']);
      if (!customer || !customers.has(customer))
        throw new StripeError(400, `No such customer: '${customer}'`, 'resource_missing', 'customer');
      const id = newId('bps');
      portals.set(id, { customer, returnUrl: text(form['return_url']) ?? url });
      return {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: text(form['return_url']),
        url: `${url}/portal/${id}`,
      };
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The hosted pages a browser sees: checkout with Pay and Back, the billing page with Cancel and Return. */
  async function hostedPage(method: string, path: string, response: ServerResponse): Promise<boolean> {
    const checkoutPage = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (checkoutPage) {
      const checkout = checkouts.get(checkoutPage[1]!);
      if (!checkout || checkout.status !== 'open') return false;
      if (method === 'POST' && checkoutPage[2]) {
        response.writeHead(303, { location: await pay(checkout.id) }).end();
        return true;
      }
      const plan = planOfPrice(checkout.priceId)!;
      const price = `£${(plan.pricePence / 100).toFixed(2)} a ${plan.interval}`;
      const freeUntil = checkout.trialEnd
        ? new Date(checkout.trialEnd * 1000).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : null;
      const terms = freeUntil ? `free until ${freeUntil}, then ${price}` : price;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        page(
          'Test payment page',
          `<h1>Test payment page</h1><p>Tedi ${escapeHtml(plan.name)}: ${escapeHtml(terms)}</p>
<p>Paying as ${escapeHtml(checkout.customerEmail ?? 'a returning customer')}</p>
<form method="post" action="/checkout/${checkout.id}/pay"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(checkout.cancelUrl)}">Back to Tedi</a></p>`,
        ),
      );
      return true;
    }
    const portalPage = /^\/portal\/([^/]+)(\/cancel)?$/.exec(path);
    if (portalPage) {
      const portal = portals.get(portalPage[1]!);
      if (!portal) return false;
      const subscription = [...subscriptions.values()].find((s) => s.customer === portal.customer);
      if (method === 'POST' && portalPage[2] && subscription) {
        await changeSubscription(subscription.id, { cancelAtPeriodEnd: true });
        response.writeHead(303, { location: portal.returnUrl }).end();
        return true;
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          page(
            'Test billing page',
            `<h1>Test billing page</h1>${
              subscription && !subscription.cancelAtPeriodEnd
                ? `<form method="post" action="/portal/${portalPage[1]}/cancel"><button type="submit">Cancel subscription</button></form>`
                : '<p>No subscription to cancel.</p>'
            }<p><a href="${escapeHtml(portal.returnUrl)}">Return to Tedi</a></p>`,
          ),
        );
      return true;
    }
    return false;
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const { pathname, search } = new URL(request.url ?? '/', url);
        const method = request.method ?? 'GET';
        try {
          if (await hostedPage(method, pathname, response)) return;
          if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
            throw new StripeError(401, 'Invalid API Key provided.');
          }
          const form = parseForm(method === 'GET' ? search.slice(1) : Buffer.concat(chunks).toString('utf8'));
          const answer = JSON.stringify(api(method, pathname, form));
          response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
        } catch (error) {
          const failure = error instanceof StripeError ? error : new StripeError(500, (error as Error).message);
          const type =
            failure.status === 401
              ? 'invalid_request_error'
              : failure.status >= 500
                ? 'api_error'
                : 'invalid_request_error';
          response
            .writeHead(failure.status, { 'content-type': 'application/json' })
            .end(
              JSON.stringify({ error: { type, message: failure.message, code: failure.code, param: failure.param } }),
            );
        }
      })();
    });
  });

  return {
    url,
    environment: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: prices.monthly,
      STRIPE_PRICE_ANNUAL: prices.annual,
      STRIPE_API_URL: url,
    },
    prices,
    checkouts,
    subscriptions,
    sent,
    receiveWebhooksAt: (next) => {
      receiver = next;
    },
    pay,
    changeSubscription,
    resend,
    sign,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
