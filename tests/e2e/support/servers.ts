import { inject } from 'vitest';
import type { TestAccount } from '../../../apps/server/src/auth/providers/oidc-testing.ts';
import type {
  TestStripeCheckout,
  TestStripeSubscription,
} from '../../../apps/server/src/modules/subscriptions/stripe-testing.ts';
import type { PrivateServerMode, ServerMode, SharedServer, StartingData } from './server-modes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `production` server, started by the global setup before any file runs. */
    productionServer: SharedServer;
    /** Where the global setup's server harness answers (server-harness.ts). */
    serverHarnessUrl: string;
    /** The data folders every server of the run starts from (prepareStartingData in server-modes.ts). */
    startingData: StartingData;
  }
}

/**
 * The server of a mode (server-modes.ts), shared by every file that asks for it in this run: the first file to ask
 * starts it. A journey on a shared server makes its own accounts, or only reads the demo family, so that the files
 * sharing it can run in any order.
 */
export async function e2eServer(mode: ServerMode = 'production'): Promise<SharedServer> {
  if (mode === 'production') return inject('productionServer');
  return harness<SharedServer>('POST', `/servers/${mode}`);
}

export interface PrivateServer extends SharedServer {
  stop(): Promise<void>;
}

/**
 * A server of a mode for one file alone, started in the file's process; the file stops it in `afterAll`. Only for a
 * journey that changes what other journeys on the shared server read, or that must start from the server's first
 * state: say why where it is called.
 */
export async function privateServer(mode: PrivateServerMode): Promise<PrivateServer> {
  // Imported here, so files on shared servers do not load the stand-ins' libraries.
  const { startFrom, startModeServer } = await import('./server-modes.ts');
  startFrom(inject('startingData'));
  const started = await startModeServer(mode, `private ${mode} server`);
  return { ...started.shared, stop: () => started.stop() };
}

/** The Stripe stand-in beside the `payments` server. */
export const e2eStripe = {
  /** The checkouts made for an e-mail address, oldest first. */
  checkoutsFor: (email: string): Promise<TestStripeCheckout[]> =>
    harness('GET', `/payments/checkouts?email=${encodeURIComponent(email)}`),
  /** Changes a subscription as Stripe would (a failed renewal, a cancellation) and sends the update event. */
  changeSubscription: (id: string, changes: Partial<Omit<TestStripeSubscription, 'id'>>): Promise<unknown> =>
    harness('POST', `/payments/subscriptions/${encodeURIComponent(id)}`, changes),
  /** Every webhook event sent so far, in order, with the HTTP status the server answered. */
  sent: (): Promise<{ event: Record<string, unknown>; status: number }[]> => harness('GET', '/payments/sent'),
};

/** Adds a person to the test OpenID provider of the `oidc` server; `login` is their name there (and their sub). */
export async function addOidcAccount(login: string, account: TestAccount): Promise<void> {
  await harness('PUT', `/oidc/accounts/${encodeURIComponent(login)}`, account);
}

async function harness<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('serverHarnessUrl')}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`The e2e server harness answered ${method} ${path} with ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
