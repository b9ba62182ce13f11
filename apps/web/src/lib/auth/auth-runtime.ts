import { GoTrueClient, type SupportedStorage } from '@supabase/auth-js';

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
  const { error } = await client.initialize();
  const codeStillThere = callback.code !== null && new URL(window.location.href).searchParams.has('code');
  let startupError = callback.error;
  if (!startupError && error && (callback.code !== null || callback.hasTokens)) {
    startupError = { error: null, code: error.code ?? null, description: error.message };
  }
  const cleaned = withoutAuthCallback(window.location.href);
  if (cleaned !== window.location.href) window.history.replaceState(window.history.state, '', cleaned);
  return {
    client,
    config,
    startup: { error: startupError, unusedCode: codeStillThere && startupError === null },
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    SessionTimeoutWatch,
  };
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
