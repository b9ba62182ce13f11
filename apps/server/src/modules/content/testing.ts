import type { ProfileRole } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { buildApp } from '../../app.ts';
import type { App } from '../../platform/app.ts';
import { raisedToAal2, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../../auth/testing.ts';
import { type Config, testAuthConfig, testConfig } from '../../platform/config.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import { ContactRepository } from './contact-repository.ts';
import { ContactService } from './contact-service.ts';

export interface ContentTestServer {
  readonly app: App;
  readonly database: TestDatabase;
  /**
   * Signs in a new user of the role (made through the admin API) and returns the Authorization header. An admin
   * also proves an authenticator app (aal2), as every admin action needs, unless `secondFactor` is false.
   */
  signInAs(role: ProfileRole, options?: { secondFactor?: boolean }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const PASSWORD = 'a long walk by the river';
let userNumber = 0;

/** The whole server on its own fresh database, driven with inject(). */
export async function startContentServer(overrides: Partial<Config> = {}): Promise<ContentTestServer> {
  const database = await createTestDatabase();
  const config = testConfig({
    auth: testAuthConfig({ publishableKey: TEST_PUBLISHABLE_KEY, secretKey: TEST_SECRET_KEY, autoconfirm: true }),
    ...overrides,
  });
  const app = await buildApp({ config, database });

  async function signInAs(
    role: ProfileRole,
    { secondFactor = role === 'admin' || role === 'super_admin' }: { secondFactor?: boolean } = {},
  ): Promise<{ authorization: string }> {
    userNumber += 1;
    const email = `${role.replace('_', '-')}-${userNumber}-${Date.now()}@example.com`;
    const created = await app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${TEST_SECRET_KEY}` },
      payload: { email, password: PASSWORD, email_confirm: true, app_metadata: { role } },
    });
    if (created.statusCode !== 200) throw new Error(`could not create a ${role}: ${created.body}`);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: TEST_PUBLISHABLE_KEY },
      payload: { email, password: PASSWORD },
    });
    const token = signedIn.json<{ access_token?: string }>().access_token;
    if (!token) throw new Error(`could not sign in as a ${role}: ${signedIn.body}`);
    if (!secondFactor) return { authorization: `Bearer ${token}` };
    return { authorization: `Bearer ${await raisedToAal2(app, token)}` };
  }

  return {
    app,
    database,
    signInAs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A contact service on a test database with a clock the test moves, and a mailer that remembers what it sent.
 * Messages are dated by the database's clock, so the test's clock starts at the real time.
 */
export function contactServiceWithClock(database: TestDatabase): {
  service: ContactService;
  sent: MailMessage[];
  clock: { now: number };
} {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message), close: async () => {} };
  const clock = { now: Date.now() };
  const service = new ContactService(
    new ContactRepository(database.db),
    mailer,
    'hello@tedi.example.org',
    () => new Date(clock.now),
  );
  return { service, sent, clock };
}
