import { Navigate, Outlet, useLocation } from 'react-router';

import { startAccessCheckAhead } from '../../lib/access-gate/check-ahead.ts';
import { createGateCalls } from '../../lib/access-gate/gate-calls.ts';
import { gateLog, useAccessGate } from '../../lib/access-gate/use-access-gate.ts';
import { whenSignedIn } from '../../lib/api/prefetch-signed-in.ts';
import { assuranceOf, PARENT_AREA_ROLES, roleOf } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { signInPathFor } from '../../lib/auth/redirect-target.ts';
import { GateUnreachableScreen } from '../screens/gate-unreachable-screen.tsx';
import { LoadingScreen } from '../screens/loading-screen.tsx';
import { NotFoundPage } from '../screens/not-found-page.tsx';
import { OnboardingCheckScreen } from '../screens/onboarding-check-screen.tsx';

/**
 * The 'parent' guard (spec section 4, access gate step 1): while the sign-in state loads, the loading screen; not
 * signed in, or signed in with a password but not yet with the code their two-step verification asks for, the
 * sign-in page, which brings the person back here afterwards; signed in with another role, the not-found page,
 * as if the page did not exist for them.
 *
 * Then steps 2 and 3 (lib/access-gate): while the onboarding check runs, 'Checking account setup...'; no profile,
 * /thank-you; onboarding not completed, /onboarding; no active subscription, /subscription; otherwise the page.
 */
export function ParentGuard() {
  const auth = useAuth();
  const location = useLocation();
  const role = roleOf(auth.session);
  const signedIn = !auth.loading && auth.session !== null && !assuranceOf(auth.session).needsCode;
  const mayEnter = signedIn && role !== null && PARENT_AREA_ROLES.includes(role);
  const { outcome, retry } = useAccessGate(role, mayEnter);
  if (auth.loading) return <LoadingScreen message="Checking you're signed in..." />;
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (!signedIn) return <Navigate to={signInPathFor(here)} replace />;
  if (!mayEnter) return <NotFoundPage />;
  if (outcome === null) return <OnboardingCheckScreen />;
  if (outcome.kind === 'unreachable') return <GateUnreachableScreen onRetry={retry} />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <Outlet />;
}

/**
 * The guard's route loader: starts the access gate's check as soon as the session is known, so its requests go
 * out with the page's own rather than once the guard has rendered; the guard takes that check (check-ahead.ts).
 */
export const parentGuardLoader = whenSignedIn(PARENT_AREA_ROLES, ({ runtime, userId, role }) =>
  startAccessCheckAhead({ userId, role }, createGateCalls(runtime.client), gateLog),
);
