import { TRIAL_DAYS } from '@tedi/contracts';
import { eq, type ProfileRole, schema } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { buildApp } from '../../app.ts';
import type { App } from '../../platform/app.ts';
import { raisedToAal2, TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../../auth/testing.ts';
import {
  type SubscriptionsConfig,
  testAuthConfig,
  testConfig,
  testSubscriptionsConfig,
} from '../../platform/config.ts';
import { createMemoryStorage } from '../../platform/storage.ts';
import type { SignedIn } from '../children/testing.ts';

export interface AccessTestServer {
  readonly app: App;
  readonly database: TestDatabase;
  /** A new user of the role, signed in at aal1; placed in the family when one is given. */
  signIn(role: ProfileRole, options?: { familyId?: string; email?: string }): Promise<SignedIn>;
  /** A new admin (or super admin) who proved an authenticator app: signed in at aal2. */
  signInAtAal2(role: 'admin' | 'super_admin' | 'parent'): Promise<SignedIn>;
  /** A parent with a family of their own (made as adding a first child makes it). */
  parentWithFamily(): Promise<SignedIn & { familyId: string }>;
  /** Moves an account's sign-up (and its family's making) back by `days`: its free trial started then. */
  signedUpDaysAgo(who: { userId: string }, days: number): Promise<void>;
  /** Ends the free trial of the account (and so of its family): it signed up a day longer ago than a trial lasts. */
  endTrial(who: { userId: string }): Promise<void>;
  /** Another session of an existing user (made by these helpers unless a password is given). */
  signInAgain(email: string, password?: string): Promise<SignedIn>;
  /** What the gate's check answers for a caller. */
  hasAccess(who: SignedIn): Promise<boolean>;
  close(): Promise<void>;
}

const PASSWORD = 'a long walk by the river';
const DAY_MS = 24 * 3600 * 1000;
let userNumber = 0;

/**
 * The whole server on a fresh database, driven with inject(), with the subscription settings given and, when
 * given, a clock of its own (the server's "today" for licence and grant end dates).
 */
export async function startAccessServer(
  options: {
    subscriptions?: Partial<SubscriptionsConfig>;
    clock?: () => Date;
    /** Another test server's database, to start a second server with other settings on the same data. */
    database?: TestDatabase;
  } = {},
): Promise<AccessTestServer> {
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig({
    auth: testAuthConfig({ publishableKey: TEST_PUBLISHABLE_KEY, secretKey: TEST_SECRET_KEY, autoconfirm: true }),
    subscriptions: testSubscriptionsConfig({ licenceRedeemAttempts: 1000, ...options.subscriptions }),
  });
  const app = await buildApp({
    config,
    database,
    storage: createMemoryStorage(),
    ...(options.clock ? { clock: options.clock } : {}),
  });

  async function tokenFor(email: string, password = PASSWORD): Promise<{ token: string; userId: string }> {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: TEST_PUBLISHABLE_KEY },
      payload: { email, password },
    });
    const body = response.json<{ access_token?: string; user?: { id: string } }>();
    if (!body.access_token || !body.user) throw new Error(`could not sign in as ${email}: ${response.body}`);
    return { token: body.access_token, userId: body.user.id };
  }

  async function signIn(role: ProfileRole, extra: { familyId?: string; email?: string } = {}): Promise<SignedIn> {
    userNumber += 1;
    const email = extra.email ?? `${role.replace('_', '-')}-${userNumber}-${Date.now()}@example.com`;
    const created = await app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${TEST_SECRET_KEY}` },
      payload: { email, password: PASSWORD, email_confirm: true, app_metadata: { role } },
    });
    if (created.statusCode !== 200) throw new Error(`could not create a ${role}: ${created.body}`);
    const userId = created.json<{ id: string }>().id;
    if (extra.familyId) {
      await database.db
        .update(schema.profiles)
        .set({ familyId: extra.familyId })
        .where(eq(schema.profiles.userId, userId));
    }
    const { token } = await tokenFor(email);
    return { userId, email, headers: { authorization: `Bearer ${token}` } };
  }

  async function signInAtAal2(role: 'admin' | 'super_admin' | 'parent'): Promise<SignedIn> {
    const user = await signIn(role);
    const token = await raisedToAal2(app, user.headers.authorization.slice('Bearer '.length));
    return { ...user, headers: { authorization: `Bearer ${token}` } };
  }

  async function parentWithFamily(): Promise<SignedIn & { familyId: string }> {
    const [family] = await database.db
      .insert(schema.families)
      .values({ name: 'A family' })
      .returning({ id: schema.families.id });
    const parent = await signIn('parent', { familyId: family!.id });
    return { ...parent, familyId: family!.id };
  }

  async function signedUpDaysAgo(who: { userId: string }, days: number): Promise<void> {
    const then = new Date(Date.now() - days * DAY_MS);
    await database.db.update(schema.users).set({ createdAt: then }).where(eq(schema.users.id, who.userId));
    const [profile] = await database.db
      .select({ familyId: schema.profiles.familyId })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, who.userId));
    if (profile?.familyId) {
      await database.db
        .update(schema.families)
        .set({ createdAt: then })
        .where(eq(schema.families.id, profile.familyId));
    }
  }

  return {
    app,
    database,
    signIn,
    signInAtAal2,
    parentWithFamily,
    signedUpDaysAgo,
    endTrial: (who) => signedUpDaysAgo(who, TRIAL_DAYS + 1),
    signInAgain: async (email, password) => {
      const { token, userId } = await tokenFor(email, password);
      return { userId, email, headers: { authorization: `Bearer ${token}` } };
    },
    hasAccess: async (who) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/rpc/check_user_subscription_access',
        headers: who.headers,
      });
      if (response.statusCode !== 200) throw new Error(`the access check failed: ${response.body}`);
      return response.json<{ has_access: boolean }>().has_access;
    },
    close: async () => {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}
