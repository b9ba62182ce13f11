import type { GoTrueClient } from '@supabase/auth-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'vitest';

import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { createAuthRuntime, type AuthRuntime } from '../lib/auth/auth-runtime.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { DashboardProvider } from '../lib/settings/dashboard-context.tsx';
import { FAKE_AUTH_URL, FAKE_PUBLISHABLE_KEY, type FakeAuthServer } from './fake-auth-server.ts';

const startedClients: GoTrueClient[] = [];

/** Stops the clients the tests started, so no refresh timer outlives its test. */
export async function stopAuthClients(): Promise<void> {
  for (const client of startedClients.splice(0)) await client.stopAutoRefresh();
}

/**
 * Renders routes inside the app's providers, with the unmodified auth-js client talking to a fake auth service,
 * starting at `path` (which is also the window's address, where the client looks for links' codes).
 */
export function renderWithAuth(
  routes: RouteObject[],
  path: string,
  server: Pick<FakeAuthServer, 'fetch'>,
  /** Holds the auth client back until this settles, as a slow connection would. */
  { clientArrives = Promise.resolve() }: { clientArrives?: Promise<void> } = {},
) {
  window.history.replaceState(null, '', path);
  const loadRuntime = async (): Promise<AuthRuntime> => {
    await clientArrives;
    const runtime = await createAuthRuntime(
      { authUrl: FAKE_AUTH_URL, publishableKey: FAKE_PUBLISHABLE_KEY },
      { fetch: server.fetch },
    );
    startedClients.push(runtime.client);
    return runtime;
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider loadRuntime={loadRuntime}>
            <Outlet />
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  // A query client of the test's own, so no answer is remembered from one test to the next.
  const queryClient = createQueryClient();
  const result = render(
    <DashboardProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </DashboardProvider>,
  );
  return { router, queryClient, ...result };
}

/** Waits until no "please wait" message is left on screen. */
export async function waitForAuth(): Promise<void> {
  await waitFor(() => {
    expect(screen.queryByText(/Getting things ready|Checking you're signed in/)).toBeNull();
  });
}
