import { createTestDatabase, type TestDatabase } from '@tedi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../platform/app.ts';
import { loadConfig, testAuthConfig, testConfig } from '../platform/config.ts';
import { TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from './testing.ts';

let database: TestDatabase;
let app: App;

/** The load balancer in front of the server, which appends the address it saw to X-Forwarded-For. */
const LOAD_BALANCER = '10.0.0.2';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({
      trustProxy: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy,
      auth: testAuthConfig({
        publishableKey: TEST_PUBLISHABLE_KEY,
        secretKey: TEST_SECRET_KEY,
        rateLimits: {
          windowSeconds: 300,
          token: 2,
          verify: 1000,
          signupAndRecover: 1000,
          mfaPerMinute: 1000,
          emailsPerHour: 1000,
        },
      }),
    }),
    database,
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the client address behind a load balancer (TRUST_PROXY=true)', () => {
  it('is the one the load balancer saw, so a forged X-Forwarded-For does not escape the per-address limits', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: LOAD_BALANCER,
        headers: {
          apikey: TEST_PUBLISHABLE_KEY,
          // The first address is whatever the client wrote; the last is the one the load balancer appended.
          'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.7`,
        },
        payload: { email: 'someone@example.com', password: 'a guess at the password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);

    // Another client behind the same load balancer has a budget of its own.
    const other = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      remoteAddress: LOAD_BALANCER,
      headers: { apikey: TEST_PUBLISHABLE_KEY, 'x-forwarded-for': '203.0.113.9, 198.51.100.8' },
      payload: { email: 'someone@example.com', password: 'a guess at the password' },
    });
    expect(other.statusCode).toBe(400);
  });
});
