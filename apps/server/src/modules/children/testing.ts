import { eq, type ProfileRole, schema } from '@tedi/db';
import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import sharp from 'sharp';
import { buildApp } from '../../app.ts';
import type { App } from '../../platform/app.ts';
import { TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../../auth/testing.ts';
import { testAuthConfig, testConfig } from '../../platform/config.ts';
import { createMemoryStorage } from '../../platform/storage.ts';

export interface SignedIn {
  readonly userId: string;
  readonly email: string;
  readonly headers: { authorization: string };
}

export interface ChildrenTestServer {
  readonly app: App;
  readonly database: TestDatabase;
  readonly storage: ReturnType<typeof createMemoryStorage>;
  /** A new user of the role, signed in with a real access token; placed in a family when one is given. */
  signIn(role: ProfileRole, familyId?: string): Promise<SignedIn>;
  /** The family a user belongs to (parents get one with their first child). */
  familyOf(userId: string): Promise<string | null>;
  /** Another session of an existing user, as signing in on a second device makes. */
  signInAgain(email: string): Promise<SignedIn>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'a long walk by the river';
let userNumber = 0;

/**
 * The whole server on its own fresh database, with file bytes kept in memory, driven with inject(). `clock` is the
 * server's time for what depends on it (account deletions, MFA).
 */
export async function startChildrenServer(options: { clock?: () => Date } = {}): Promise<ChildrenTestServer> {
  const database = await createTestDatabase();
  const storage = createMemoryStorage();
  const config = testConfig({
    auth: testAuthConfig({ publishableKey: TEST_PUBLISHABLE_KEY, secretKey: TEST_SECRET_KEY, autoconfirm: true }),
  });
  const app = await buildApp({ config, database, storage, ...(options.clock ? { clock: options.clock } : {}) });

  async function signIn(role: ProfileRole, familyId?: string): Promise<SignedIn> {
    userNumber += 1;
    const email = `${role.replace('_', '-')}-${userNumber}-${Date.now()}@example.com`;
    const created = await app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: { apikey: TEST_SECRET_KEY, authorization: `Bearer ${TEST_SECRET_KEY}` },
      payload: { email, password: TEST_PASSWORD, email_confirm: true, app_metadata: { role } },
    });
    if (created.statusCode !== 200) throw new Error(`could not create a ${role}: ${created.body}`);
    const userId = created.json<{ id: string }>().id;
    if (familyId) {
      await database.db.update(schema.profiles).set({ familyId }).where(eq(schema.profiles.userId, userId));
    }
    return { ...(await signInAgain(email)), userId };
  }

  async function signInAgain(email: string): Promise<SignedIn> {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: TEST_PUBLISHABLE_KEY },
      payload: { email, password: TEST_PASSWORD },
    });
    const body = signedIn.json<{ access_token?: string; user?: { id: string } }>();
    if (!body.access_token || !body.user) throw new Error(`could not sign in as ${email}: ${signedIn.body}`);
    return { userId: body.user.id, email, headers: { authorization: `Bearer ${body.access_token}` } };
  }

  return {
    app,
    database,
    storage,
    signIn,
    signInAgain,
    familyOf: async (userId) => {
      const [row] = await database.db
        .select({ familyId: schema.profiles.familyId })
        .from(schema.profiles)
        .where(eq(schema.profiles.userId, userId));
      return row?.familyId ?? null;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A small photo as a phone would make it, with camera details and a GPS position in its EXIF. */
export async function photoWithLocation(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#f4a261' } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Camera 12', Copyright: 'Taylor family' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
  });
  return format === 'jpeg'
    ? image.jpeg().toBuffer()
    : format === 'png'
      ? image.png().toBuffer()
      : image.webp().toBuffer();
}

/** A multipart/form-data body with one file, as a browser's form sends it. */
export function multipartBody(
  fileName: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----tedi-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
