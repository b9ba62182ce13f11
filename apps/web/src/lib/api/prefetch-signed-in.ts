import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';

import { isOffline } from '../api-client.ts';
import { assuranceOf } from '../auth/access.ts';
import { loadAuthRuntime } from '../auth/auth-runtime.ts';
import { getQueryClient } from '../query-client.ts';
import { signedInApi, type SignedInApi } from './use-signed-in-api.ts';

/**
 * A signed-in page's route loader that starts the page's first requests as soon as the session is known, while the
 * guard is still checking the account (the access gate's requests), instead of after it. It never holds the page
 * up: it answers at once, and the page's own queries find the answers in the shared cache, or ask again themselves
 * when a request failed. The server decides what each request may see; nothing is shown before the guard allows it.
 */
export function prefetchForSignedIn(prefetch: (queryClient: QueryClient, api: SignedInApi) => void): LoaderFunction {
  return () => {
    // Rendered ahead of time (the build renders a guard's loading screen through a page's route), there is nobody
    // signed in to ask for.
    if (typeof window !== 'undefined' && !isOffline()) {
      void startPrefetch(prefetch).catch(() => {
        // The page's queries ask again, and show what went wrong.
      });
    }
    return null;
  };
}

async function startPrefetch(prefetch: (queryClient: QueryClient, api: SignedInApi) => void): Promise<void> {
  const runtime = await loadAuthRuntime();
  const { data } = await runtime.client.getSession();
  const session = data.session;
  if (!session || assuranceOf(session).needsCode) return;
  prefetch(getQueryClient(), signedInApi(runtime, session.user.id));
}
