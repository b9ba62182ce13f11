import { PATHS } from '@tedi/contracts';
import { Navigate, Outlet } from 'react-router';

import { CHILD_AREA_ROLES, roleOf } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { hasStoredSession } from '../../lib/auth/auth-storage-key.ts';
import { LoadingScreen } from '../screens/loading-screen.tsx';

/**
 * The 'child' guard: a child signed in with the child role goes in; anyone else goes to /child/login (spec
 * section 2), where a child finds their picture and a grown-up finds how to set the device up or hand it over. A
 * browser that has never held a session goes there at once, without downloading the auth client.
 */
export function ChildGuard() {
  if (!hasStoredSession()) return <Navigate to={PATHS.childSignIn} replace />;
  return <SignedInChildCheck />;
}

function SignedInChildCheck() {
  const auth = useAuth();
  if (auth.loading) return <LoadingScreen message="Getting ready..." />;
  const role = roleOf(auth.session);
  if (role === null || !CHILD_AREA_ROLES.includes(role)) return <Navigate to={PATHS.childSignIn} replace />;
  return <Outlet />;
}
