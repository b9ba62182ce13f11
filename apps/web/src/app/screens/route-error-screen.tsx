import { useRouteError } from 'react-router';

import { useRouterRetry } from '../router-retry.ts';
import { ErrorScreen } from './error-screen.tsx';

/** The router's error element: a page that failed to download or to render shows the spec's error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const retry = useRouterRetry();
  return <ErrorScreen error={error} onRetry={retry} />;
}
