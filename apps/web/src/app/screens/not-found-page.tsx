import { PATHS } from '@tedi/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { assuranceOf, roleOf, type AccountRole } from '../../lib/auth/access.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { hasStoredSession } from '../../lib/auth/auth-storage-key.ts';
import { homePathFor } from '../../lib/auth/redirect-target.ts';
import { SignOutButton } from '../../lib/auth/sign-out-button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AREA_NAVIGATION, type NavigationArea } from '../routes/area-navigation.ts';
import { AreaLayout } from '../wrappers/area-layout.tsx';
import { SiteLayout } from '../wrappers/site-layout.tsx';
import { LoadingScreen } from './loading-screen.tsx';

function TheAddress() {
  const { pathname } = useLocation();
  return <code className="rounded bg-sand px-1.5 py-0.5 break-all">{pathname}</code>;
}

/** The not-found page of the public site, for a visitor who is not signed in. */
function PublicNotFound() {
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-16">
        <h1 className="text-h1 font-bold">We can't find that page</h1>
        <p className="text-lg">
          There is no page at <TheAddress />. The address may have a typing mistake, or the page may have moved.
        </p>
        <p>
          <Link to="/" className={BUTTON_CLASSES.primary}>
            Go to the home page
          </Link>
        </p>
      </div>
    </SiteLayout>
  );
}

interface SignedInArea {
  readonly navigation: NavigationArea;
  readonly label: string;
  readonly home: string;
  /** What the area's own layout adds to its header (a family member's sign-out). */
  readonly actions?: ReactNode;
}

/** The signed-in area a role belongs to, where its not-found page is shown; null for roles without a built area. */
function signedInAreaOf(role: AccountRole | null): SignedInArea | null {
  const home = homePathFor(role);
  if (home === null) return null;
  if (role === 'parent' || role === 'admin') return { navigation: AREA_NAVIGATION.parent, label: 'Parent', home };
  if (role === 'family_member') {
    const actions = <SignOutButton look="secondary" />;
    return { navigation: AREA_NAVIGATION.familyMember, label: 'Family member', home, actions };
  }
  return null;
}

/** Someone signed in stays in their own area, with a way back to their dashboard. */
function SignedInNotFound({ area }: { area: SignedInArea }) {
  return (
    <AreaLayout area={area.navigation} navigationLabel={area.label} actions={area.actions}>
      <div className="flex max-w-2xl flex-col gap-5 py-8">
        <h1 className="text-h1 font-bold">We can't find that page</h1>
        <p className="text-lg">
          There’s nothing at <TheAddress /> in Tedi at the moment. The link may be an old one, or the address may have a
          typing mistake.
        </p>
        <p>
          <Link to={area.home} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    </AreaLayout>
  );
}

function NotFoundAfterSignInCheck({ whenSignedOut }: { whenSignedOut: ReactNode }) {
  const auth = useAuth();
  if (auth.loading) return <LoadingScreen message="Checking you're signed in..." />;
  const signedIn = auth.session !== null && !assuranceOf(auth.session).needsCode;
  // A child who may not read is taken home rather than shown words about an address.
  if (signedIn && roleOf(auth.session) === 'child') return <Navigate to="/child" replace />;
  const area = signedIn ? signedInAreaOf(roleOf(auth.session)) : null;
  return area ? <SignedInNotFound area={area} /> : whenSignedOut;
}

/**
 * Shown for any address without a page, including pages of the product that are not built yet. A parent or family
 * member who is signed in sees it inside their own area, with a way back to their dashboard, so an old link never
 * puts them out of the app; anyone else sees the public site's (or `whenSignedOut`, for an area that sends visitors
 * elsewhere). A browser that has never held a session is answered at once, without downloading the auth client.
 */
export function NotFoundPage({ whenSignedOut = <PublicNotFound /> }: { whenSignedOut?: ReactNode }) {
  useDocumentTitle('Page not found – Tedi');
  if (!hasStoredSession()) return whenSignedOut;
  return <NotFoundAfterSignInCheck whenSignedOut={whenSignedOut} />;
}

/**
 * A page of the child area that is not built yet: someone not signed in goes to /child/login, as the spec says of
 * the whole child area; a signed-in parent or family member sees the not-found page in their own area.
 */
export function ChildAreaNotBuiltPage() {
  return <NotFoundPage whenSignedOut={<Navigate to={PATHS.childSignIn} replace />} />;
}
