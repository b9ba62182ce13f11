import { useMemo } from 'react';

import { ApiRequestError, apiDownload, apiRequest, isOffline, type ApiRequestOptions } from '../api-client.ts';
import { assuranceOf } from '../auth/access.ts';
import { useAuth } from '../auth/auth-context.tsx';
import type { AuthRuntime } from '../auth/auth-runtime.ts';

export interface SignedInApi {
  /** False until the signed-in session is known; queries wait for it. */
  readonly ready: boolean;
  /** Whose data the calls read: the signed-in user's id, for the query keys (see lib/query-keys.ts). */
  readonly userId: string | null;
  request<T>(path: string, options?: Omit<ApiRequestOptions, 'accessToken'>): Promise<T>;
  /** A file, saved by the browser; a POST with a body when the server makes it from what is sent. */
  download(
    path: string,
    options?: Pick<ApiRequestOptions, 'method' | 'body'>,
  ): Promise<{ blob: Blob; fileName: string | null }>;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const NO_CONNECTION = 'Tedi could not be reached to renew the session.';

/**
 * Calls the API as the signed-in user: the auth client hands over its access token (refreshed if need be), and
 * when the server says the session is over the client forgets it, so the guard sends the person to sign in.
 */
export function signedInApi(runtime: AuthRuntime | null, userId: string | null): SignedInApi {
  async function withToken<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    if (!runtime) throw new ApiRequestError(401, 'unauthorized', SESSION_ENDED);
    // Asking the client for the session could mean waiting on its retries to renew it; the call cannot succeed.
    if (isOffline()) throw new TypeError(NO_CONNECTION);
    const { data, error } = await runtime.client.getSession();
    if (!data.session) {
      // The session could not be renewed for want of a connection: the call fails as a fetch with no signal does,
      // so what the device kept answers instead (lib/offline), and the person is not signed out.
      if (runtime.isConnectionFailure(error)) throw new TypeError(NO_CONNECTION);
      throw new ApiRequestError(401, 'unauthorized', SESSION_ENDED);
    }
    try {
      return await call(data.session.access_token);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) await runtime.client.signOut({ scope: 'local' });
      throw error;
    }
  }
  return {
    ready: runtime !== null,
    userId,
    request: (path, options = {}) => withToken((accessToken) => apiRequest(path, { ...options, accessToken })),
    download: (path, options = {}) => withToken((accessToken) => apiDownload(path, { ...options, accessToken })),
  };
}

/** Signed in means past the second factor too: the API refuses a session that still owes its code. */
export function useSignedInApi(): SignedInApi {
  const { runtime, session, user } = useAuth();
  const signedIn = runtime !== null && session !== null && !assuranceOf(session).needsCode;
  const userId = user?.id ?? null;
  return useMemo(() => signedInApi(signedIn ? runtime : null, userId), [runtime, signedIn, userId]);
}
