import {
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from '../../../apps/server/src/auth/providers/oidc-testing.ts';
import { startTestStripe, type TestStripe } from '../../../apps/server/src/modules/subscriptions/stripe-testing.ts';
import { newServerKeys, type ServerKeys } from './administrators.ts';
import path from 'node:path';
import { freePort, type RunningServer, type ServerAddress, startServer } from './server-process.ts';

/**
 * The server configurations the journeys need. Each is started at most once per e2e run and shared by every file
 * that asks for it (see e2eServer in servers.ts):
 *
 * - `production`: the server as a user starts it, in production mode: no demo family, no developer mailbox.
 * - `demo`: development mode, with the demo family seeded and the developer mailbox, on a known port so that the
 *   links in its e-mails and its client configuration point back at it. Journeys on it register their own parents,
 *   or use the demo family only in ways no other journey reads: a journey that changes what others see of the
 *   family (the demo parent's settings, a second factor, the family's files) takes a private server instead.
 * - `pilot`: `demo` with the pilot switch (AUTO_GRANT_PREMIUM), which gives every signed-in parent access.
 * - `payments`: `demo` with the Stripe stand-in configured; the stand-in runs beside the server.
 * - `oidc`: `demo` with a test OpenID provider ("keycloak") as a way to sign in.
 *
 * Every server has API keys the journeys know, so they can call the admin API as the site's operator would.
 */
export const SERVER_MODES = ['production', 'demo', 'pilot', 'payments', 'oidc'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];

/** The modes a file can also start a server of its own in (the others need stand-ins beside the server). */
export type PrivateServerMode = Exclude<ServerMode, 'payments' | 'oidc'>;

/** The name of the test OpenID provider in the `oidc` mode, as the sign-in button shows it. */
export const OIDC_PROVIDER_NAME = 'keycloak';

/** What a journey knows of a server it shares: where it is and its keys (JSON, as it crosses processes). */
export interface SharedServer extends ServerAddress {
  readonly mode: ServerMode;
  readonly keys: ServerKeys;
  /** The Stripe stand-in's address (`payments` mode). */
  readonly stripeUrl?: string;
  /** The test OpenID provider's issuer (`oidc` mode). */
  readonly oidcIssuer?: string;
}

/** A started mode: its server and the stand-ins beside it, all stopped together. */
export interface StartedMode {
  readonly shared: SharedServer;
  readonly stripe?: TestStripe;
  readonly oidcProvider?: TestOpenIdProvider;
  stop(): Promise<void>;
}

/**
 * Journeys that share a server also share its limits per hour and per address (all of them call from 127.0.0.1),
 * so the limits are raised: one journey's sign-ups and e-mails never use up another's. The limits themselves are
 * tested in the server's integration tests.
 */
const SHARED_LIMITS = {
  AUTH_RATE_LIMIT_TOKEN: '5000',
  AUTH_RATE_LIMIT_VERIFY: '1000',
  AUTH_RATE_LIMIT_SIGNUP_RECOVER: '1000',
  AUTH_RATE_LIMIT_EMAILS_PER_HOUR: '1000',
  AUTH_EMAILS_PER_RECIPIENT_PER_HOUR: '1000',
  AUTH_EMAILS_PER_SENDER_PER_HOUR: '1000',
  AUTH_LOCKOUT_ADDRESS_FAILURES: '1000',
} as const;

/** The data folders servers start from in this process, by the mode of the server that left them. */
export type StartingData = Partial<Record<'production' | 'development', string>>;
const startingData: StartingData = {};

/** Servers started in this process from now on start from copies of these folders (see prepareStartingData). */
export function startFrom(data: StartingData): void {
  Object.assign(startingData, data);
}

/**
 * Starts a production and a development server once each on empty folders under `root`, and keeps what they
 * leave: the database migrated, and in development mode the demo family seeded. Every server of the run then
 * starts from a copy, which takes a few seconds instead of migrating and seeding again each time.
 */
export async function prepareStartingData(root: string): Promise<StartingData> {
  const prepare = async (kind: 'production' | 'development') => {
    const dataDir = path.join(root, kind);
    const environment: Record<string, string> = { NODE_ENV: kind, ...newServerKeys().environment };
    if (kind === 'development') environment['PORT'] = String(await freePort());
    const server = await startServer({ dataDir, environment });
    await server.stop();
    return dataDir;
  };
  const [production, development] = await Promise.all([prepare('production'), prepare('development')]);
  return { production, development };
}

/** Starts the server of a mode, and its stand-ins; `label` prefixes the lines the server prints. */
export async function startModeServer(mode: ServerMode, label: string = `${mode} server`): Promise<StartedMode> {
  const keys = newServerKeys();
  const onOutput = (line: string) => console.error(`[${label}] ${line}`);
  if (mode === 'production') {
    const server = await startServer({
      environment: { ...SHARED_LIMITS, ...keys.environment },
      onOutput,
      startingData: startingData.production,
    });
    return started(mode, server, keys);
  }

  // Development mode on a port chosen first, so the server's public address (and its e-mail links) can name it.
  const port = await freePort();
  const environment: Record<string, string> = {
    NODE_ENV: 'development',
    PORT: String(port),
    ...SHARED_LIMITS,
    ...keys.environment,
  };
  if (mode === 'pilot') environment['AUTO_GRANT_PREMIUM'] = 'true';

  if (mode === 'payments') {
    const stripe = await startTestStripe();
    try {
      const server = await startServer({
        environment: { ...environment, ...stripe.environment },
        onOutput,
        startingData: startingData.development,
      });
      stripe.receiveWebhooksAt(`${server.loopbackUrl}/api/v1/subscriptions/stripe/webhook`);
      return started(mode, server, keys, { stripe });
    } catch (error) {
      await stripe.close();
      throw error;
    }
  }

  if (mode === 'oidc') {
    const oidcProvider = await startTestOpenIdProvider({
      name: OIDC_PROVIDER_NAME,
      redirectUri: `http://localhost:${port}/auth/v1/callback`,
    });
    const prefix = `AUTH_OIDC_${OIDC_PROVIDER_NAME.toUpperCase()}_`;
    try {
      const server = await startServer({
        environment: {
          ...environment,
          AUTH_OIDC_PROVIDERS: OIDC_PROVIDER_NAME,
          [`${prefix}ISSUER`]: oidcProvider.issuer,
          [`${prefix}CLIENT_ID`]: oidcProvider.config.clientId,
          [`${prefix}CLIENT_SECRET`]: oidcProvider.config.clientSecret,
        },
        onOutput,
        startingData: startingData.development,
      });
      return started(mode, server, keys, { oidcProvider });
    } catch (error) {
      await oidcProvider.close();
      throw error;
    }
  }

  return started(mode, await startServer({ environment, onOutput, startingData: startingData.development }), keys);
}

function started(
  mode: ServerMode,
  server: RunningServer,
  keys: ServerKeys,
  standIns: { stripe?: TestStripe; oidcProvider?: TestOpenIdProvider } = {},
): StartedMode {
  const { stripe, oidcProvider } = standIns;
  return {
    shared: {
      mode,
      url: server.url,
      loopbackUrl: server.loopbackUrl,
      keys,
      ...(stripe ? { stripeUrl: stripe.url } : {}),
      ...(oidcProvider ? { oidcIssuer: oidcProvider.issuer } : {}),
    },
    stripe,
    oidcProvider,
    stop: async () => {
      await server.stop();
      await Promise.all([stripe?.close(), oidcProvider?.close()]);
    },
  };
}
