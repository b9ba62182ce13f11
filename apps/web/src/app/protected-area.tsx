import { Outlet } from 'react-router';

// Every page in here needs the auth client before it can show itself, so the client downloads alongside this
// area (and counts in its size) rather than after it.
import '../lib/auth/auth-runtime.ts';
import { QueryProvider } from '../lib/query-provider.tsx';

/**
 * Everything behind a sign-in loads data, so the query client is provided here, in a download of its own, and
 * public pages never pay for it.
 */
export function ProtectedArea() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
