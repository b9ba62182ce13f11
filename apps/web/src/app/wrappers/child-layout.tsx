import { PATHS } from '@tedi/contracts';
import { Outlet, useLocation } from 'react-router';

import { SkipLink } from '../../components/ui/skip-link.tsx';
import { ChildFrame } from '../../features/child-area/components/child-frame.tsx';
import { roleOf } from '../../lib/auth/access.ts';
import { useAuthState } from '../../lib/auth/auth-context.tsx';

/**
 * The child area's frame. A signed-in child gets their own: picture buttons, their colours, and a way out for
 * grown-ups only. Anyone else here (the child sign-in page) sees a calm frame with nothing to wander off to.
 */
export function ChildLayout({ children }: { readonly children?: React.ReactNode }) {
  // Reads the sign-in without starting the auth client: the sign-in page may need none.
  const auth = useAuthState();
  const { pathname } = useLocation();
  // The sign-in page sends a signed-in child home; until it does, it needs no frame of theirs.
  if (roleOf(auth.session) === 'child' && pathname !== PATHS.childSignIn) return <ChildFrame>{children}</ChildFrame>;
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-lg">
      <SkipLink />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-3 py-6 sm:px-4 sm:py-10">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
