import { useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';

import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { LoadingScreen } from './screens/loading-screen.tsx';

/** A page change that takes longer than this shows the loading screen; a quicker one just happens. */
const SLOW_NAVIGATION_AFTER_MS = 400;

function useTrueForAtLeast(condition: boolean, delayMs: number): boolean {
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!condition) return;
    const timer = window.setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [condition, delayMs]);
  return condition && delayPassed;
}

/** After moving to another page, screen reader and keyboard users start at its main content. */
function useFocusMainAfterPageChange(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  const navigation = useNavigation();
  const slowNavigation = useTrueForAtLeast(navigation.state === 'loading', SLOW_NAVIGATION_AFTER_MS);
  useFocusMainAfterPageChange();
  // The signed-in state is held here for every page, but the auth client downloads only when a page asks for it.
  return (
    <AuthProvider>
      <ScrollRestoration />
      {slowNavigation ? <LoadingScreen showProgress /> : <Outlet />}
    </AuthProvider>
  );
}
