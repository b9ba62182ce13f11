import { Outlet } from 'react-router';

import { assuranceOf, roleOf } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { ParentGuard } from './parent-guard.tsx';

/**
 * The 'parent-or-family-member' guard, for pages about one's own account that parents and invited family members
 * both need (settings). A signed-in family member goes straight in, as the 'family-member' guard lets them: they
 * have no onboarding or subscription of their own (spec section 4: the gate grants family members access).
 * Everyone else meets the 'parent' guard as it is: the sign-in page, the access gate, or the not-found page.
 */
export function ParentOrFamilyMemberGuard() {
  const auth = useAuth();
  const familyMember =
    !auth.loading &&
    auth.session !== null &&
    !assuranceOf(auth.session).needsCode &&
    roleOf(auth.session) === 'family_member';
  return familyMember ? <Outlet /> : <ParentGuard />;
}
