import { useCallback, useEffect, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';

import { RouterRetryContext } from './router-retry.ts';
import { buildAppRoutes } from './routes/app-routes.tsx';

function createAppRouter(): DataRouter {
  return createBrowserRouter(buildAppRoutes());
}

interface AppRouterProps {
  /** Builds a router; each call must return a fresh one. The browser router of the app unless a test supplies one. */
  createRouter?: () => DataRouter;
}

/**
 * Holds the app's router. Try Again on the error screen replaces it with a fresh one at the same address, which
 * downloads any page that failed before (see router-retry.ts).
 */
export function AppRouter({ createRouter = createAppRouter }: AppRouterProps) {
  const [router, setRouter] = useState(createRouter);
  const currentRouter = useRef(router);

  useEffect(() => {
    currentRouter.current = router;
  }, [router]);

  const retry = useCallback(() => {
    currentRouter.current.dispose();
    setRouter(createRouter());
  }, [createRouter]);

  return (
    <RouterRetryContext value={retry}>
      <RouterProvider router={router} />
    </RouterRetryContext>
  );
}
