import { Navigate, Outlet, useLocation } from 'react-router';

import { assuranceOf, roleOf, type AccountRole } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { signInPathFor } from '../../lib/auth/redirect-target.ts';
import { LoadingScreen } from '../screens/loading-screen.tsx';
import { NotFoundPage } from '../screens/not-found-page.tsx';

/** The roles that may open parent pages; an admin may too (spec section 6). */
const PARENT_AREA_ROLES: readonly AccountRole[] = ['parent', 'admin'];

/**
 * The 'parent' guard (spec section 4, access gate step 1): while the sign-in state loads, the loading screen; not
 * signed in, or signed in with a password but not yet with the code their two-step verification asks for, the
 * sign-in page, which brings the person back here afterwards; signed in with another role, the not-found page,
 * as if the page did not exist for them.
 *
 * Steps 2 and 3 of the gate (onboarding not completed → /onboarding, no active subscription → /subscription,
 * profile missing → /thank-you, with the 5-minute cache) are added to this guard by the onboarding capability.
 */
export function ParentGuard() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.loading) return <LoadingScreen message="Checking you're signed in..." />;
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (!auth.session || assuranceOf(auth.session).needsCode) return <Navigate to={signInPathFor(here)} replace />;
  const role = roleOf(auth.session);
  if (role === null || !PARENT_AREA_ROLES.includes(role)) return <NotFoundPage />;
  return <Outlet />;
}
