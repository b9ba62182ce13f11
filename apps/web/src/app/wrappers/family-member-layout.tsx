import { SignOutButton } from '../../lib/auth/sign-out-button.tsx';
import { AREA_NAVIGATION } from '../routes/area-navigation.ts';
import { AreaLayout } from './area-layout.tsx';

/**
 * The frame of an invited family member's pages: their dashboard and settings, and a sign-out always to hand, for
 * a computer that others use too.
 */
export function FamilyMemberLayout() {
  return (
    <AreaLayout
      area={AREA_NAVIGATION.familyMember}
      navigationLabel="Family member"
      actions={<SignOutButton look="secondary" />}
    />
  );
}
