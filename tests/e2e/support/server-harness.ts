import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestAccount } from '../../../apps/server/src/auth/providers/oidc-testing.ts';
import type { TestStripeSubscription } from '../../../apps/server/src/modules/subscriptions/stripe-testing.ts';
import { SERVER_MODES, type ServerMode, type StartedMode, startModeServer } from './server-modes.ts';

/**
 * The shared servers of an e2e run, kept by the global setup. Test files run in workers, so they reach it over HTTP
 * on 127.0.0.1 (servers.ts is their side):
 *
 * - `POST /servers/<mode>` starts the mode's server the first time it is asked for, and answers its SharedServer;
 * - `GET /payments/checkouts?email=`, `POST /payments/subscriptions/<id>`, `GET /payments/sent` read and drive the
 *   Stripe stand-in of the `payments` mode;
 * - `PUT /oidc/accounts/<login>` adds a person to the test OpenID provider of the `oidc` mode.
 */
export interface ServerHarness {
  readonly url: string;
  /** Starts a mode's server now (or returns the one started), as a request from a file would. */
  server(mode: ServerMode): Promise<StartedMode>;
  /** Stops every server started, and the harness. */
  close(): Promise<void>;
}

class HttpProblem extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function startServerHarness(): Promise<ServerHarness> {
  // A mode's start is kept even when it fails, so every file asking for it gets the same error at once.
  const starts = new Map<ServerMode, Promise<StartedMode>>();
  const server = (mode: ServerMode): Promise<StartedMode> => {
    let start = starts.get(mode);
    if (!start) {
      start = startModeServer(mode);
      starts.set(mode, start);
    }
    return start;
  };

  async function answer(request: IncomingMessage, body: string): Promise<unknown> {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://harness');
    const method = request.method ?? 'GET';
    const [section, name, ...rest] = pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (method === 'POST' && section === 'servers' && name && rest.length === 0) {
      if (!(SERVER_MODES as readonly string[]).includes(name)) throw new HttpProblem(404, `No server mode "${name}"`);
      return (await server(name as ServerMode)).shared;
    }
    if (section === 'payments') {
      const stripe = (await server('payments')).stripe!;
      if (method === 'GET' && name === 'checkouts') {
        const email = searchParams.get('email');
        return [...stripe.checkouts.values()].filter((checkout) => email === null || checkout.customerEmail === email);
      }
      if (method === 'POST' && name === 'subscriptions' && rest.length === 1) {
        const changes = JSON.parse(body) as Partial<Omit<TestStripeSubscription, 'id'>>;
        return stripe.changeSubscription(rest[0]!, changes);
      }
      if (method === 'GET' && name === 'sent') return stripe.sent;
    }
    if (section === 'oidc' && method === 'PUT' && name === 'accounts' && rest.length === 1) {
      const provider = (await server('oidc')).oidcProvider!;
      provider.accounts.set(rest[0]!, JSON.parse(body) as TestAccount);
      return { login: rest[0] };
    }
    throw new HttpProblem(404, `Nothing at ${method} ${pathname}`);
  }

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer(request, Buffer.concat(chunks).toString('utf8')).then(
        (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error: unknown) =>
          response
            .writeHead(error instanceof HttpProblem ? error.status : 500, { 'content-type': 'text/plain' })
            .end(error instanceof Error ? error.message : String(error)),
      );
    });
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');

  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    server,
    close: async () => {
      http.closeAllConnections();
      http.close();
      const started = await Promise.allSettled([...starts.values()]);
      await Promise.all(started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])));
    },
  };
}
