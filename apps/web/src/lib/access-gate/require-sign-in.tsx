import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useAuth } from '../auth/auth-context.tsx';
import { signInPathFor } from '../auth/redirect-target.ts';
import { QueryProvider } from '../query-provider.tsx';
import { PreferencesSync } from '../settings/sync-preferences.tsx';

/**
 * For the pages the access gate sends people to (/onboarding, /subscription, /thank-you...): they need a signed-in
 * person but not the gate itself, which would only send them round in a circle. Not signed in, the sign-in page,
 * which brings them back; signed in, the page, with the data client and their saved reading settings.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.loading) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16">
        <p role="status" className="text-lg">
          Checking you're signed in...
        </p>
      </div>
    );
  }
  if (!auth.session || !auth.user) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return (
    <QueryProvider>
      <PreferencesSync key={auth.user.id}>{children}</PreferencesSync>
    </QueryProvider>
  );
}
