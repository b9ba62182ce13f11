import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';

import { isOffline } from '../api-client.ts';
import { assuranceOf, roleOf, type AccountRole } from '../auth/access.ts';
import { loadAuthRuntime } from '../auth/auth-runtime.ts';
import { getQueryClient } from '../query-client.ts';
import { signedInApi, type SignedInApi } from './use-signed-in-api.ts';

type Prefetch = (queryClient: QueryClient, api: SignedInApi) => void;

/**
 * A signed-in page's route loader that starts the page's first requests as soon as the session is known, while the
 * guard is still checking the account (the access gate's requests), instead of after it. It never holds the page
 * up: it answers at once, and the page's own queries find the answers in the shared cache, or ask again themselves
 * when a request failed. It asks only for a session whose role the page's guard lets in (`roles`): anyone else is
 * shown the sign-in or not-found page, and their requests would only be refused. The server decides what each
 * request may see; nothing is shown before the guard allows it.
 */
export function prefetchForSignedIn(roles: readonly AccountRole[], prefetch: Prefetch): LoaderFunction {
  return () => {
    // Rendered ahead of time (the build renders a guard's loading screen through a page's route), there is nobody
    // signed in to ask for.
    if (typeof window !== 'undefined' && !isOffline()) {
      void startPrefetch(roles, prefetch).catch(() => {
        // The page's queries ask again, and show what went wrong.
      });
    }
    return null;
  };
}

async function startPrefetch(roles: readonly AccountRole[], prefetch: Prefetch): Promise<void> {
  const runtime = await loadAuthRuntime();
  const { data } = await runtime.client.getSession();
  const session = data.session;
  if (!session || assuranceOf(session).needsCode) return;
  const role = roleOf(session);
  if (role === null || !roles.includes(role)) return;
  prefetch(getQueryClient(), signedInApi(runtime, session.user.id));
}
