import { useCallback, useEffect, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';

import { RouterRetryContext } from './router-retry.ts';
import { buildAppRoutes } from './routes/app-routes.tsx';

export function createAppRouter(): DataRouter {
  return createBrowserRouter(buildAppRoutes());
}

/** Resolves once the router has loaded the code and data of the page at its address. */
export function routerSettled(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

interface AppRouterProps {
  /** Builds a router; each call must return a fresh one. The browser router of the app unless a test supplies one. */
  createRouter?: () => DataRouter;
  /** A router already made and settled, to start with (the page rendered ahead of the app takes over with it). */
  router?: DataRouter;
}

/**
 * Holds the app's router. Try Again on the error screen replaces it with a fresh one at the same address, which
 * downloads any page that failed before (see router-retry.ts).
 */
export function AppRouter({ createRouter = createAppRouter, router: initialRouter }: AppRouterProps) {
  const [router, setRouter] = useState(() => initialRouter ?? createRouter());
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
