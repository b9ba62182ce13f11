import { randomBytes } from 'node:crypto';
import { type RunningServer, type StartServerOptions, startServer } from '../tests/e2e/support/server-process.ts';

const PASSWORD = 'a long walk along the canal';

/** A started server with one parent signed in: what the benchmarks of the family's own pages start from. */
export interface ParentServer {
  readonly server: RunningServer;
  /** The parent's `Authorization` header. */
  readonly authorization: string;
  /** A POST to the server as the parent, answering the JSON it sent back; refused on anything but success. */
  readonly post: <T>(path: string, body: object) => Promise<T>;
}

/**
 * Starts the real server with known API keys, makes a parent account through the admin API and signs them in. The
 * caller stops the server (`server.stop()`), also when something fails after this returns.
 */
export async function startServerWithParent(
  options: Pick<StartServerOptions, 'entry' | 'databaseUrl'> & { readonly email: string },
): Promise<ParentServer> {
  const publishableKey = `sb_publishable_${randomBytes(24).toString('base64url')}`;
  const secretKey = `sb_secret_${randomBytes(32).toString('base64url')}`;
  const server = await startServer({
    ...(options.entry ? { entry: options.entry } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    environment: {
      AUTH_PUBLISHABLE_KEY: publishableKey,
      AUTH_SECRET_KEY: secretKey,
      AUTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
  const json = { 'content-type': 'application/json' };
  try {
    const created = await fetch(`${server.loopbackUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { ...json, apikey: secretKey, authorization: `Bearer ${secretKey}` },
      body: JSON.stringify({
        email: options.email,
        password: PASSWORD,
        email_confirm: true,
        app_metadata: { role: 'parent' },
      }),
    });
    if (!created.ok) throw new Error(`could not create the parent: HTTP ${created.status} ${await created.text()}`);
    const session = await fetch(`${server.loopbackUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...json, apikey: publishableKey },
      body: JSON.stringify({ email: options.email, password: PASSWORD }),
    });
    const authorization = `Bearer ${((await session.json()) as { access_token: string }).access_token}`;
    const post = async <T>(path: string, body: object): Promise<T> => {
      const response = await fetch(`${server.loopbackUrl}${path}`, {
        method: 'POST',
        headers: { ...json, authorization },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    return { server, authorization, post };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
