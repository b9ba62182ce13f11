import { Writable } from 'node:stream';
import { GoTrueClient } from '@supabase/auth-js';
import { desc, eq, schema, sql } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { buildApp } from '../app.ts';
import type { App } from '../platform/app.ts';
import { type AuthConfig, testAuthConfig, testConfig } from '../platform/config.ts';
import type { Notifications } from '../platform/notifications.ts';
import type { Clock } from '../platform/clock.ts';
import { totpCode } from './mfa/totp.ts';

/** Fixed keys for tests, so requests can name them. */
export const TEST_PUBLISHABLE_KEY = 'sb_publishable_tests0000000000000000000000';
export const TEST_SECRET_KEY = 'sb_secret_tests000000000000000000000000000000000000';

/** Generous limits, so only the tests about limits meet them. */
const TEST_RATE_LIMITS: AuthConfig['rateLimits'] = {
  windowSeconds: 300,
  token: 1000,
  verify: 1000,
  signupAndRecover: 1000,
  mfaPerMinute: 1000,
  emailsPerHour: 1000,
};

export interface AuthTestServer {
  readonly app: App;
  readonly database: TestDatabase;
  /** The running server's /auth/v1, as the client library is given it. */
  readonly authUrl: string;
  readonly origin: string;
  /** A client as the web app makes one: the publishable key, storage in memory. */
  client(options?: { flowType?: 'implicit' | 'pkce'; autoRefreshToken?: boolean }): GoTrueClient;
  /** Messages in the outbox to an address, newest first. */
  messagesTo(address: string): Promise<(typeof schema.mailOutbox.$inferSelect)[]>;
  /** The link of the newest message to an address, pointed at the running server. */
  latestLinkTo(address: string): Promise<string>;
  /** Follows an e-mail link as a browser would, up to the redirect; returns where it sends the person. */
  followLink(link: string): Promise<URL>;
  close(): Promise<void>;
}

export function memoryStorage(): {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
} {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * A real server on 127.0.0.1 with its own fresh database, for driving the unmodified client library against it.
 * Pass `database` (and `notifications`) to run a second instance on the same database.
 */
export async function startAuthServer(
  options: {
    auth?: Partial<AuthConfig>;
    database?: TestDatabase;
    notifications?: Notifications;
    /** Collects the server's log lines (at level info) here. */
    logLines?: string[];
    /** The clock of the MFA checks, for tests that move time forward. */
    clock?: Clock;
  } = {},
): Promise<AuthTestServer> {
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const logLines = options.logLines;
  const config = testConfig({
    ...(logLines ? { logLevel: 'info' as const } : {}),
    auth: testAuthConfig({
      publishableKey: TEST_PUBLISHABLE_KEY,
      secretKey: TEST_SECRET_KEY,
      rateLimits: TEST_RATE_LIMITS,
      emailBudgets: { perRecipientPerHour: 1000, perSenderPerHour: 1000 },
      lockout: { accountFailures: 1000, addressFailures: 1000, firstLockSeconds: 30, maxLockSeconds: 900 },
      ...options.auth,
    }),
  });
  const logDestination = logLines
    ? new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      })
    : undefined;
  const app = await buildApp({
    config,
    database,
    ...(options.notifications ? { notifications: options.notifications } : {}),
    ...(logDestination ? { logDestination } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const authUrl = `${origin}/auth/v1`;

  const messagesTo = (address: string) =>
    database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(sql`lower(${schema.mailOutbox.toAddress})`, address.toLowerCase()))
      .orderBy(desc(schema.mailOutbox.createdAt));

  return {
    app,
    database,
    authUrl,
    origin,
    client: ({ flowType = 'implicit', autoRefreshToken = false } = {}) =>
      new GoTrueClient({
        url: authUrl,
        headers: { apikey: TEST_PUBLISHABLE_KEY },
        storage: memoryStorage(),
        autoRefreshToken,
        persistSession: true,
        detectSessionInUrl: false,
        flowType,
      }),
    messagesTo,
    latestLinkTo: async (address) => {
      const [message] = await messagesTo(address);
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message?.textBody ?? '')?.[0];
      if (!link) throw new Error(`no link in the latest message to ${address}`);
      const url = new URL(link);
      return `${origin}${url.pathname}${url.search}`;
    },
    followLink: async (link) => {
      const response = await fetch(link, { redirect: 'manual' });
      if (response.status !== 303) throw new Error(`the link answered ${response.status}, not a redirect`);
      return new URL(response.headers.get('location')!);
    },
    close: async () => {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}

/** The tokens in a redirect's fragment (implicit flow). */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/**
 * Enrols and proves an authenticator app in the session of `token`, as an administrator does before the admin
 * area lets them in; the session's new (aal2) access token.
 */
export async function raisedToAal2(app: App, token: string): Promise<string> {
  const headers = { apikey: TEST_PUBLISHABLE_KEY, authorization: `Bearer ${token}` };
  const enrolled = await app.inject({
    method: 'POST',
    url: '/auth/v1/factors',
    headers,
    payload: { factor_type: 'totp', friendly_name: 'Work phone' },
  });
  const factor = enrolled.json<{ id: string; totp: { secret: string } }>();
  const challenge = await app.inject({
    method: 'POST',
    url: `/auth/v1/factors/${factor.id}/challenge`,
    headers,
    payload: {},
  });
  const verified = await app.inject({
    method: 'POST',
    url: `/auth/v1/factors/${factor.id}/verify`,
    headers,
    payload: { challenge_id: challenge.json<{ id: string }>().id, code: totpCode(factor.totp.secret, Date.now()) },
  });
  const aal2 = verified.json<{ access_token?: string }>().access_token;
  if (!aal2) throw new Error(`could not reach aal2: ${verified.body}`);
  return aal2;
}
