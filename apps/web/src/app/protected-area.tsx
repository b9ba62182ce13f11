import { Outlet } from 'react-router';

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
