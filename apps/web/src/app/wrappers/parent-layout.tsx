import { AREA_NAVIGATION } from '../routes/area-navigation.ts';
import { AreaLayout } from './area-layout.tsx';

/** The parent-styled wrapper of the spec: the parent dashboard's frame and navigation. */
export function ParentLayout() {
  return <AreaLayout area={AREA_NAVIGATION.parent} navigationLabel="Parent" />;
}
