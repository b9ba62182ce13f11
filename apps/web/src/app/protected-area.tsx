import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

// Every page in here needs the auth client before it can show itself, so the client downloads alongside this
// area (and counts in its size) rather than after it.
import '../lib/auth/auth-runtime.ts';
import { useAuthState } from '../lib/auth/auth-context.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';

// Saving the reading settings to the account is not needed to show a page, so it downloads after the shell.
const SyncPreferences = lazy(() =>
  import('../lib/settings/sync-preferences.tsx').then((module) => ({ default: module.SyncPreferences })),
);

/**
 * Everything behind a sign-in loads data, so the query client is provided here, in a download of its own, and
 * public pages never pay for it. The signed-in user's saved reading settings are applied here too, whichever
 * page they arrive on; a different user signing in starts afresh with their own.
 */
export function ProtectedArea() {
  // Each area's guard starts the auth client when it needs it; the child area's sends a browser that never signed
  // in straight to /child/login without it.
  const { user } = useAuthState();
  return (
    <QueryProvider>
      <Outlet />
      {user ? (
        <Suspense fallback={null}>
          <SyncPreferences key={user.id} />
        </Suspense>
      ) : null}
    </QueryProvider>
  );
}
