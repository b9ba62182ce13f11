import { createContext, use } from 'react';

/**
 * Starts the router afresh at the current address. React Router remembers a page whose code failed to download
 * and would never ask again; a new router asks again, so Try Again works once the connection is back.
 * Outside the app's router (a test rendering one screen) it falls back to reloading the page.
 */
export const RouterRetryContext = createContext<() => void>(() => window.location.reload());

export function useRouterRetry(): () => void {
  return use(RouterRetryContext);
}
