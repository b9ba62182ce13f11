import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';

import { isOffline } from '../api-client.ts';
import { assuranceOf, roleOf, type AccountRole } from '../auth/access.ts';
import { loadAuthRuntime, type AuthRuntime } from '../auth/auth-runtime.ts';
import { getQueryClient } from '../query-client.ts';
import { signedInApi, type SignedInApi } from './use-signed-in-api.ts';

type Prefetch = (queryClient: QueryClient, api: SignedInApi) => void;

/** Who is signed in, as a route loader learns it before the guard has rendered. */
export interface KnownSession {
  readonly runtime: AuthRuntime;
  readonly userId: string;
  readonly role: AccountRole;
}

/**
 * A route loader that calls `start` as soon as the session is known, for a session whose role the route's guard
 * lets in (`roles`): anyone else is shown the sign-in or not-found page, and requests made for them would only be
 * refused. It never holds the page up: it answers at once, and what `start` began is picked up by the page or the
 * guard, which ask again themselves when it failed. The server decides what each request may see; nothing is shown
 * before the guard allows it.
 */
export function whenSignedIn(roles: readonly AccountRole[], start: (known: KnownSession) => void): LoaderFunction {
  return () => {
    // Rendered ahead of time (the build renders a guard's loading screen through a page's route), there is nobody
    // signed in to ask for.
    if (typeof window !== 'undefined' && !isOffline()) {
      void knownSession(roles)
        .then((known) => {
          if (known) start(known);
        })
        .catch(() => {
          // The page or the guard asks again, and shows what went wrong.
        });
    }
    return null;
  };
}

async function knownSession(roles: readonly AccountRole[]): Promise<KnownSession | null> {
  const runtime = await loadAuthRuntime();
  const { data } = await runtime.client.getSession();
  const session = data.session;
  if (!session || assuranceOf(session).needsCode) return null;
  const role = roleOf(session);
  if (role === null || !roles.includes(role)) return null;
  return { runtime, userId: session.user.id, role };
}

/**
 * A signed-in page's route loader that starts the page's first requests as soon as the session is known, while the
 * guard is still checking the account (the access gate's requests), instead of after it; the page's own queries
 * find the answers in the shared cache.
 */
export function prefetchForSignedIn(roles: readonly AccountRole[], prefetch: Prefetch): LoaderFunction {
  return whenSignedIn(roles, ({ runtime, userId }) => prefetch(getQueryClient(), signedInApi(runtime, userId)));
}
