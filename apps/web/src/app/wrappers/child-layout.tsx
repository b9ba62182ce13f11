import { AREA_NAVIGATION } from '../routes/area-navigation.ts';
import { AreaLayout } from './area-layout.tsx';

/** The child area's frame: the same landmarks, with larger text and a warmer background. */
export function ChildLayout() {
  return <AreaLayout area={AREA_NAVIGATION.child} navigationLabel="Child" className="bg-sand text-lg" />;
}
