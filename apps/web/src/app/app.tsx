import { DashboardProvider } from '../lib/settings/dashboard-context.tsx';
import { AppRouter } from './app-router.tsx';
import { AppErrorBoundary } from './screens/app-error-boundary.tsx';

export function App() {
  return (
    <AppErrorBoundary>
      <DashboardProvider>
        <AppRouter />
      </DashboardProvider>
    </AppErrorBoundary>
  );
}
