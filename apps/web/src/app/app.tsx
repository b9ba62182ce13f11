import type { DataRouter } from 'react-router';

import { DashboardProvider } from '../lib/settings/dashboard-context.tsx';
import { AppRouter } from './app-router.tsx';
import { AppErrorBoundary } from './screens/app-error-boundary.tsx';

export function App({ router }: { router?: DataRouter }) {
  return (
    <AppErrorBoundary>
      <DashboardProvider>
        <AppRouter router={router} />
      </DashboardProvider>
    </AppErrorBoundary>
  );
}
