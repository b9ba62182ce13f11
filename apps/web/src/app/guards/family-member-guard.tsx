import { Navigate, Outlet, useLocation } from 'react-router';

import { assuranceOf, roleOf } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { signInPathFor } from '../../lib/auth/redirect-target.ts';
import { LoadingScreen } from '../screens/loading-screen.tsx';
import { NotFoundPage } from '../screens/not-found-page.tsx';

/**
 * The 'family-member' guard: while the sign-in state loads, the loading screen; not signed in (or still owing the
 * code of their two-step verification), the sign-in page, which brings the person back here; signed in with any
 * other role, the not-found page. A family member needs no onboarding or subscription of their own: they use the
 * inviting family's access, so there is no further gate.
 */
export function FamilyMemberGuard() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.loading) return <LoadingScreen message="Checking you're signed in..." />;
  const signedIn = auth.session !== null && !assuranceOf(auth.session).needsCode;
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (!signedIn) return <Navigate to={signInPathFor(here)} replace />;
  if (roleOf(auth.session) !== 'family_member') return <NotFoundPage />;
  return <Outlet />;
}
