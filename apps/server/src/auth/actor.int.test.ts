import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessNotifications } from '../platform/notifications.ts';
import { ActorResolver } from './actor.ts';
import { SessionLiveness } from './sessions/session-liveness.ts';
import { type AuthTestServer, startAuthServer } from './testing.ts';
import { accessTokenClaims, signAccessToken } from './tokens/access-tokens.ts';
import { SigningKeys } from './tokens/signing-keys.ts';

/**
 * The actor resolver on the same database and notifications as a running auth server: tokens the server issues,
 * sessions it ends, and how many times a token is verified (each verification of an aal1 token asks whether its
 * user has a second factor, so those questions count verifications).
 */
const TTL_SECONDS = 3600;
let server: AuthTestServer;
let keys: SigningKeys;
let liveness: SessionLiveness;
let verifications: number;
/** The issuer the server writes into its tokens. */
let issuer: string;

function resolver(maxCachedTokens?: number): ActorResolver {
  return new ActorResolver({
    keys,
    liveness,
    issuer,
    hasVerifiedFactor: async () => {
      verifications += 1;
      return false;
    },
    ...(maxCachedTokens === undefined ? {} : { maxCachedTokens }),
  });
}

async function signUp(email: string): Promise<{ token: string; signOut: () => Promise<unknown> }> {
  const client = server.client();
  const { data, error } = await client.signUp({ email, password: 'owls in the garden' });
  if (error || !data.session) throw new Error(`could not sign up: ${error?.message}`);
  return { token: data.session.access_token, signOut: () => client.signOut({ scope: 'local' }) };
}

beforeAll(async () => {
  const notifications = new InProcessNotifications();
  server = await startAuthServer({ notifications, auth: { autoconfirm: true } });
  keys = new SigningKeys(server.database.db, TTL_SECONDS);
  await keys.load();
  liveness = new SessionLiveness(server.database.db, notifications, server.app.log, {
    accessTokenTtlSeconds: TTL_SECONDS,
  });
  await liveness.start();
  const { token } = await signUp('issuer@example.com');
  issuer = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iss: string }).iss;
});

afterAll(async () => {
  await liveness.close();
  await server.close();
});

describe('ActorResolver', () => {
  it('verifies a token once and still refuses it the moment its session is signed out', async () => {
    const actors = resolver();
    const { token, signOut } = await signUp('cached-then-signed-out@example.com');
    verifications = 0;
    const first = await actors.resolveToken(token);
    const second = await actors.resolveToken(token);
    expect('actor' in first && 'actor' in second).toBe(true);
    expect(verifications).toBe(1);

    await signOut();
    expect(await actors.resolveToken(token)).toEqual({ failure: 'session_not_found' });
  });

  it('refuses an expired token', async () => {
    const actors = resolver();
    const { token } = await signUp('expired-token@example.com');
    const live = await actors.resolveToken(token);
    if (!('actor' in live)) throw new Error('the fresh token was refused');
    const issuedAt = Math.floor(Date.now() / 1000) - 2 * TTL_SECONDS;
    const expired = await signAccessToken(
      accessTokenClaims({
        issuer,
        user: {
          id: live.actor.userId,
          email: live.actor.email,
          phone: null,
          appMetadata: {},
          userMetadata: {},
          isAnonymous: false,
        },
        sessionId: live.actor.sessionId,
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: issuedAt }],
        issuedAt,
        ttlSeconds: TTL_SECONDS,
      }),
      keys,
    );
    expect(await actors.resolveToken(expired)).toEqual({ failure: 'bad_jwt' });
    expect(await actors.resolveToken('not.a.token')).toEqual({ failure: 'bad_jwt' });
  });

  it('remembers at most its bound of tokens, forgetting the least recently used', async () => {
    const actors = resolver(2);
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => (await signUp(`bound-${name}@example.com`)).token),
    );
    const [a, b, c] = tokens as [string, string, string];
    verifications = 0;
    await actors.resolveToken(a);
    await actors.resolveToken(b);
    await actors.resolveToken(a); // a is now the most recently used
    await actors.resolveToken(c); // b is forgotten
    expect(actors.cachedTokenCount).toBe(2);
    expect(verifications).toBe(3);

    await actors.resolveToken(a);
    expect(verifications).toBe(3);
    await actors.resolveToken(b);
    expect(verifications).toBe(4);
    expect(actors.cachedTokenCount).toBe(2);
  });
});
