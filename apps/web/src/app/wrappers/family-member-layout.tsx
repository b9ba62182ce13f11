import { AREA_NAVIGATION } from '../routes/area-navigation.ts';
import { AreaLayout } from './area-layout.tsx';

/** The frame of an invited family member's pages. */
export function FamilyMemberLayout() {
  return <AreaLayout area={AREA_NAVIGATION.familyMember} navigationLabel="Family member" />;
}
