import { roleOf } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { AREA_NAVIGATION } from '../routes/area-navigation.ts';
import { AreaLayout } from './area-layout.tsx';
import { FamilyMemberLayout } from './family-member-layout.tsx';

/**
 * The parent-styled wrapper of the spec: the parent dashboard's frame and navigation. A family member on a parent
 * page that lets them in too (the health hub) sees their own area's frame, whose links all lead where they may go.
 */
export function ParentLayout() {
  const { session } = useAuth();
  if (roleOf(session) === 'family_member') return <FamilyMemberLayout />;
  return <AreaLayout area={AREA_NAVIGATION.parent} navigationLabel="Parent" />;
}
