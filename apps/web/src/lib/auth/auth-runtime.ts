import { GoTrueClient, isAuthRetryableFetchError, type Session, type SupportedStorage } from '@supabase/auth-js';

import { isOffline } from '../api-client.ts';
import { appLogger } from '../app-logger.ts';
import { readAuthCallback, withoutAuthCallback, type AuthCallbackError } from './callback-params.ts';
import { fetchClientConfig, type ClientConfig } from './client-config.ts';
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';
import { SessionTimeoutWatch } from './session-timeout-watch.tsx';

/** What the address held when the app started, after the auth client has read it. */
export interface StartupCallback {
  /** An error an e-mail link or a provider sent back (spec section 8), or the client's own about the link. */
  readonly error: AuthCallbackError | null;
  /**
   * A code came back that this browser cannot use (it was asked for in another browser, or its key was cleared):
   * the e-mail address is confirmed all the same, but there is no session.
   */
  readonly unusedCode: boolean;
}

export interface AuthRuntime {
  readonly client: GoTrueClient;
  readonly config: ClientConfig;
  readonly startup: StartupCallback;
  /** How the app reaches the auth service outside the client (its public settings). */
  readonly fetch: typeof fetch;
  /** Mounted while someone is signed in: the inactivity rules and their warning. */
  readonly SessionTimeoutWatch: typeof SessionTimeoutWatch;
  /**
   * The session the client still keeps on this device although it reports none: it keeps one only when renewing
   * it failed for want of a connection (a session the service refused is removed at once). Null when there is none.
   */
  readonly sessionKeptWithoutConnection: () => Promise<Session | null>;
  /** Whether the client's error means the auth service could not be reached (no connection, or it is down). */
  readonly isConnectionFailure: (error: unknown) => boolean;
}

export interface AuthClientOptions {
  /** Only unit tests pass these: a fake server, and storage of their own. */
  readonly fetch?: typeof fetch;
  readonly storage?: SupportedStorage;
}

/** The unmodified auth-js client, set up as Tedi uses it. */
export function createAuthClient(config: ClientConfig, options: AuthClientOptions = {}): GoTrueClient {
  return new GoTrueClient({
    url: config.authUrl,
    headers: { apikey: config.publishableKey },
    storageKey: AUTH_STORAGE_KEY,
    flowType: 'pkce',
    detectSessionInUrl: true,
    autoRefreshToken: true,
    persistSession: true,
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * Starts the client and reads what the address brought back. The client exchanges a code for a session itself
 * (detectSessionInUrl); what it leaves behind (an error, a code it could not use) is read here, then removed
 * from the address so that reloading the page does not replay it.
 */
export async function createAuthRuntime(config: ClientConfig, options: AuthClientOptions = {}): Promise<AuthRuntime> {
  const callback = readAuthCallback(window.location.href);
  const client = createAuthClient(config, options);
  const broughtBack = callback.code !== null || callback.hasTokens || callback.error !== null;
  // With no connection the client's start spends half a minute retrying to renew a session whose access token ran
  // out. An address that brought nothing back has nothing to wait for: the app goes on at once with the session the
  // device keeps (see AuthProvider), and the client finishes starting in the background.
  const { error } = broughtBack || !isOffline() ? await client.initialize() : { error: null };
  const codeStillThere = callback.code !== null && new URL(window.location.href).searchParams.has('code');
  let startupError = callback.error;
  if (!startupError && error && (callback.code !== null || callback.hasTokens)) {
    startupError = { error: null, code: error.code ?? null, description: error.message };
  }
  const storage = options.storage ?? window.localStorage;
  const cleaned = withoutAuthCallback(window.location.href);
  if (cleaned !== window.location.href) window.history.replaceState(window.history.state, '', cleaned);
  return {
    client,
    config,
    startup: { error: startupError, unusedCode: codeStillThere && startupError === null },
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    SessionTimeoutWatch,
    sessionKeptWithoutConnection: async () => parseKeptSession(await storage.getItem(AUTH_STORAGE_KEY)),
    isConnectionFailure: isAuthRetryableFetchError,
  };
}

function parseKeptSession(stored: string | null): Session | null {
  if (stored === null) return null;
  try {
    const session = JSON.parse(stored) as Partial<Session> | null;
    const complete =
      typeof session?.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.user?.id === 'string';
    return complete ? (session as Session) : null;
  } catch {
    return null;
  }
}

let shared: Promise<AuthRuntime> | undefined;

/** The app's one runtime: configuration from the server, then the client. A failure can be tried again. */
export function loadAuthRuntime(): Promise<AuthRuntime> {
  shared ??= fetchClientConfig((message) => appLogger.warn(message))
    .then((config) => createAuthRuntime(config))
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}
