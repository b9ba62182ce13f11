import type { Session } from '@supabase/auth-js';
import { PATHS } from '@tedi/contracts';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { assuranceOf, roleOf, verifiedFactors } from '../../../lib/auth/access.ts';
import { clearStoredAuthKeys, signInWithEmail, signOutUser } from '../../../lib/auth/auth-actions.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { describeSignInError } from '../../../lib/auth/auth-messages.ts';
import type { AuthRuntime } from '../../../lib/auth/auth-runtime.ts';
import { REDIRECT_PARAM, safeRedirectPath } from '../../../lib/auth/redirect-target.ts';
import { securityLog } from '../../../lib/auth/security-log.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLayout, AuthLoading } from '../components/auth-layout.tsx';
import { AuthenticatorSetup } from '../components/authenticator-setup.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

const TITLE = 'Super administrator sign-in';

const REFUSED =
  "This sign-in is only for Tedi's super administrators, so you can't sign in here with that account. You have been signed out on this page.";

/**
 * Spec section 1: the super administrators' own sign-in. It admits only accounts whose role is super_admin, and
 * only with two-step verification (aal2). Anyone else is told plainly and signed out on this device.
 */
export function SuperAdminLoginPage() {
  const auth = useAuth();
  useDocumentTitle(`${TITLE} – Tedi`);
  return (
    <AuthLayout title={TITLE}>
      {auth.runtime ? <SuperAdminSignIn runtime={auth.runtime} session={auth.session} /> : <AuthLoading />}
    </AuthLayout>
  );
}

function SuperAdminSignIn({ runtime, session }: { runtime: AuthRuntime; session: Session | null }) {
  const { client } = runtime;
  const [params] = useSearchParams();
  const [refused, setRefused] = useState(false);
  const [checking, setChecking] = useState(false);
  const role = roleOf(session);
  const assurance = assuranceOf(session);

  if (session && !checking && role === 'super_admin') {
    if (assurance.needsCode) return <CodeStep client={client} session={session} />;
    if (verifiedFactors(session.user).length === 0) {
      return (
        <div className="flex flex-col gap-5">
          <Notice tone="warning" title="Two-step verification is needed first">
            Super administrator accounts can only sign in with a code from an authenticator app. Set one up now to carry
            on.
          </Notice>
          <AuthenticatorSetup
            client={client}
            idPrefix="super-admin-setup"
            unverified={(session.user.factors ?? []).filter((factor) => factor.status !== 'verified')}
            onDone={() => {}}
          />
          <SignOutButton runtime={runtime} session={session} label="Cancel and sign out" />
        </div>
      );
    }
    const next = safeRedirectPath(params.get(REDIRECT_PARAM), window.location.origin);
    if (next) return <Navigate to={next} replace />;
    return (
      <div className="flex flex-col gap-5">
        <Notice tone="success" title="You're signed in">
          You're signed in as <strong className="break-all">{session.user.email}</strong>, a super administrator, with
          two-step verification.
        </Notice>
        <SignOutButton runtime={runtime} session={session} label="Sign out" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {refused ? (
        <Notice tone="warning" title="You can't sign in here">
          {REFUSED}
        </Notice>
      ) : null}
      {session && !checking && role !== 'super_admin' ? (
        <Notice title="This page is for super administrators">
          You're signed in to Tedi with another kind of account. Signing in here will sign you out of it first.
        </Notice>
      ) : null}
      <p>
        Use the e-mail address and password of your super administrator account. You'll need your authenticator app.
      </p>
      <SignInForm
        submitLabel="Sign in"
        onSubmit={async (email, password) => {
          setChecking(true);
          setRefused(false);
          const result = await signInWithEmail(client, email, password);
          if (!result.ok) {
            setChecking(false);
            return describeSignInError(result.error).message;
          }
          if (roleOf(result.value) !== 'super_admin') {
            securityLog.record('SUSPICIOUS_ACTIVITY', result.value.user.id, {
              event: 'refused_super_admin_sign_in',
              reason: 'not_super_admin',
            });
            await client.signOut({ scope: 'local' });
            clearStoredAuthKeys();
            setRefused(true);
          }
          setChecking(false);
          return null;
        }}
      />
    </div>
  );
}

function SignOutButton({ runtime, session, label }: { runtime: AuthRuntime; session: Session; label: string }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <div>
      <button
        type="button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void signOutUser(runtime.client, session.user.id).finally(() => window.location.assign(PATHS.home));
        }}
        className={BUTTON_CLASSES.secondary}
      >
        {label}
      </button>
    </div>
  );
}
