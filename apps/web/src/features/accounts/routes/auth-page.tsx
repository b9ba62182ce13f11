import type { Session } from '@supabase/auth-js';
import { PATHS, SESSION } from '@tedi/contracts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { assuranceOf, roleOf } from '../../../lib/auth/access.ts';
import {
  requestPasswordReset,
  signInWithEmail,
  signOutUser,
  signUpWithEmail,
  updatePassword,
} from '../../../lib/auth/auth-actions.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import {
  describeAccountChangeError,
  describeCallbackError,
  describeRecoveryError,
  describeSignInError,
  describeSignUpError,
} from '../../../lib/auth/auth-messages.ts';
import type { AuthRuntime } from '../../../lib/auth/auth-runtime.ts';
import { decodeJwtPayload } from '../../../lib/auth/jwt.ts';
import { destinationAfterSignIn, EMAIL_PARAM, REDIRECT_PARAM } from '../../../lib/auth/redirect-target.ts';
import { durationText, INACTIVE_REASON, isEndingForInactivity } from '../../../lib/auth/session-timeout.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AUTH_MODE_PATHS, AUTH_MODE_TITLES, authModeOf, type AuthMode } from '../auth-mode.ts';
import { AuthLayout, AuthLoading } from '../components/auth-layout.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

/** Added to the sign-up confirmation link's return address, so the page can say the address is confirmed. */
const CONFIRMED_PARAM = 'confirmed';

/** A session that began with a password reset link: the mailbox stood in for the old password. */
function startedFromResetLink(session: Session): boolean {
  const amr = decodeJwtPayload(session.access_token)?.['amr'];
  return Array.isArray(amr) && amr.some((entry) => (entry as { method?: unknown } | null)?.method === 'recovery');
}

interface PageFrame {
  title: string;
  content: ReactNode;
}

function usePageTitle(title: string): void {
  useDocumentTitle(`${title} – Tedi`);
}

/**
 * The one authentication page of spec section 2, in the mode its address asks for: sign in (/auth), create an
 * account (/register), ask for a reset link (/forgot-password) and choose a new password from that link
 * (/reset-password). It also finishes what an e-mail link or a provider started: the auth client reads the code
 * from the address, and this page then sends the person on to where they were going.
 */
export function AuthPage() {
  const { pathname } = useLocation();
  const mode = authModeOf(pathname);
  const [params] = useSearchParams();
  const auth = useAuth();
  const redirect = params.get(REDIRECT_PARAM);
  const carried = redirect ? `?${new URLSearchParams({ [REDIRECT_PARAM]: redirect }).toString()}` : '';
  // An address to fill in (an invitation's) goes with the person between signing in and creating an account.
  const initialEmail = params.get(EMAIL_PARAM)?.trim() ?? '';
  const carriedWithEmail = initialEmail
    ? `?${new URLSearchParams({ ...(redirect ? { [REDIRECT_PARAM]: redirect } : {}), [EMAIL_PARAM]: initialEmail }).toString()}`
    : carried;
  const tabs =
    mode === 'sign-in' || mode === 'register'
      ? [
          { to: `${AUTH_MODE_PATHS['sign-in']}${carriedWithEmail}`, label: 'Sign in', current: mode === 'sign-in' },
          {
            to: `${AUTH_MODE_PATHS.register}${carriedWithEmail}`,
            label: 'Create an account',
            current: mode === 'register',
          },
        ]
      : undefined;

  const whenReady = useRuntimeWhenReady(auth.runtime);

  // Choosing a new password needs the session the reset link brings, so that page waits for the auth client. The
  // others show their form at once (it is also their first screen rendered ahead of the app), and a form sent
  // before the client is there waits for it.
  if (!auth.runtime && mode === 'reset-password') {
    return <LoadingFrame title={AUTH_MODE_TITLES[mode]} tabs={tabs} />;
  }
  return (
    <AuthModeView
      key={mode}
      mode={mode}
      runtime={auth.runtime}
      whenReady={whenReady}
      session={auth.session}
      redirect={redirect}
      carried={carried}
      initialEmail={initialEmail}
      tabs={tabs}
      inactive={params.get('reason') === INACTIVE_REASON}
      confirmed={params.get(CONFIRMED_PARAM) === '1'}
    />
  );
}

/** The auth client once it is there: at once when it is, or when it arrives. */
function useRuntimeWhenReady(runtime: AuthRuntime | null): () => Promise<AuthRuntime> {
  const latest = useRef(runtime);
  const waiting = useRef<((ready: AuthRuntime) => void)[]>([]);
  useEffect(() => {
    latest.current = runtime;
    if (runtime) for (const resolve of waiting.current.splice(0)) resolve(runtime);
  }, [runtime]);
  return useCallback(() => {
    const ready = latest.current;
    return ready ? Promise.resolve(ready) : new Promise<AuthRuntime>((resolve) => waiting.current.push(resolve));
  }, []);
}

function LoadingFrame({ title, tabs }: { title: string; tabs: Parameters<typeof AuthLayout>[0]['tabs'] }) {
  usePageTitle(title);
  return (
    <AuthLayout title={title} tabs={tabs}>
      <AuthLoading />
    </AuthLayout>
  );
}

interface AuthModeViewProps {
  mode: AuthMode;
  /** Null until the auth client is there: the page shows its form, with no session, link or providers yet. */
  runtime: AuthRuntime | null;
  whenReady: () => Promise<AuthRuntime>;
  session: Session | null;
  redirect: string | null;
  carried: string;
  /** The address the forms start with, or ''. */
  initialEmail: string;
  tabs: Parameters<typeof AuthLayout>[0]['tabs'];
  inactive: boolean;
  confirmed: boolean;
}

function AuthModeView({
  mode,
  runtime,
  whenReady,
  session,
  redirect,
  carried,
  initialEmail,
  tabs,
  inactive,
  confirmed,
}: AuthModeViewProps) {
  const startup = runtime?.startup ?? { error: null, unusedCode: false };
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [passwordChanged, setPasswordChanged] = useState(false);
  // Rendered ahead of the app at build time too, where there is no window (and no session).
  const origin = typeof window === 'undefined' ? null : window.location.origin;
  const assurance = assuranceOf(session);
  const destination = origin === null ? null : destinationAfterSignIn(redirect, roleOf(session), origin);

  const notices: ReactNode[] = [];
  if (inactive && !session) {
    notices.push(
      <Notice key="inactive" title="You were signed out">
        You were signed out after {durationText(SESSION.inactivityLimitMs)} without activity, to keep your family's
        information safe. Please sign in again to carry on.
      </Notice>,
    );
  }
  if (startup.error) {
    notices.push(
      <Notice key="callback" tone="warning" title="That link didn't work">
        {describeCallbackError(startup.error)}
      </Notice>,
    );
  } else if (startup.unusedCode && !session && mode !== 'reset-password') {
    notices.push(
      <Notice key="confirmed" tone="success" title={confirmed ? 'Your e-mail address is confirmed' : undefined}>
        {confirmed
          ? 'Thank you. Please sign in to carry on.'
          : 'We could not sign you in from that link in this browser. Please sign in here.'}
      </Notice>,
    );
  }

  let frame: PageFrame;
  if (session && inactive && isEndingForInactivity()) {
    // The inactivity rule is ending this session; the page explains once it has.
    frame = { title: AUTH_MODE_TITLES[mode], content: <AuthLoading message="Signing you out..." /> };
  } else if (runtime && session && assurance.needsCode) {
    frame = { title: 'Enter your code', content: <CodeStep client={runtime.client} session={session} /> };
  } else if (runtime && session && mode !== 'reset-password') {
    if (destination) return <Navigate to={destination} replace />;
    frame = { title: "You're signed in", content: <SignedInElsewhere client={runtime.client} session={session} /> };
  } else if (mode === 'reset-password') {
    frame = resetPasswordFrame();
  } else if (sentTo !== null) {
    frame = sentFrame(mode, sentTo);
  } else {
    frame = formFrame();
  }

  return (
    <TitledLayout title={frame.title} tabs={frame.title === AUTH_MODE_TITLES[mode] ? tabs : undefined}>
      {notices}
      {frame.content}
    </TitledLayout>
  );

  function formFrame(): PageFrame {
    const title = AUTH_MODE_TITLES[mode];
    if (mode === 'forgot-password') {
      return {
        title,
        content: (
          <>
            <p>Type the e-mail address you use for Tedi. We'll send you a link to choose a new password.</p>
            <ForgotPasswordForm
              onSubmit={async (email) => {
                const { client } = await whenReady();
                const result = await requestPasswordReset(
                  client,
                  email,
                  `${window.location.origin}${AUTH_MODE_PATHS['reset-password']}`,
                );
                if (!result.ok) return describeRecoveryError(result.error);
                setSentTo(email.trim());
                return null;
              }}
            />
            <p>
              <Link to={`${PATHS.signIn}${carried}`} className={BUTTON_CLASSES.link}>
                Back to sign in
              </Link>
            </p>
          </>
        ),
      };
    }
    // The providers the server has switched on are known once the client is there; until then, none show.
    const providers =
      runtime && origin !== null ? (
        <ProviderButtons runtime={runtime} returnTo={`${origin}${AUTH_MODE_PATHS['sign-in']}${carried}`} />
      ) : null;
    if (mode === 'register') {
      return {
        title,
        content: (
          <>
            {providers}
            <RegisterForm
              initialEmail={initialEmail}
              onSubmit={async (email, password) => {
                const { client } = await whenReady();
                const confirmationReturn = new URL(AUTH_MODE_PATHS['sign-in'], window.location.origin);
                confirmationReturn.searchParams.set(CONFIRMED_PARAM, '1');
                if (redirect) confirmationReturn.searchParams.set(REDIRECT_PARAM, redirect);
                const result = await signUpWithEmail(client, email, password, confirmationReturn.href);
                if (!result.ok) return describeSignUpError(result.error);
                // With a session (the server confirms at once) the page moves on by itself.
                if (!result.value) setSentTo(email.trim());
                return null;
              }}
            />
          </>
        ),
      };
    }
    return {
      title,
      content: (
        <>
          {providers}
          <SignInForm
            initialEmail={initialEmail}
            forgotPasswordTo={`${AUTH_MODE_PATHS['forgot-password']}${carried}`}
            onSubmit={async (email, password) => {
              const { client } = await whenReady();
              const result = await signInWithEmail(client, email, password);
              return result.ok ? null : describeSignInError(result.error).message;
            }}
          />
        </>
      ),
    };
  }

  function sentFrame(current: AuthMode, email: string): PageFrame {
    if (current === 'forgot-password') {
      return {
        title: 'Check your e-mail',
        content: (
          <>
            <p className="text-lg">
              If there is a Tedi account for <strong className="break-all">{email}</strong>, we've sent it a link to
              choose a new password.
            </p>
            <ul className="flex list-disc flex-col gap-2 pl-5">
              <li>Open the link on this device, in this browser. It works for 24 hours.</li>
              <li>It can take a few minutes to arrive. If you can't see it, look in your spam or junk folder.</li>
            </ul>
            <p>
              <Link to={`${PATHS.signIn}${carried}`} className={BUTTON_CLASSES.link}>
                Back to sign in
              </Link>
            </p>
          </>
        ),
      };
    }
    return {
      title: 'Check your e-mail',
      content: (
        <>
          <p className="text-lg">
            We've sent a link to <strong className="break-all">{email}</strong>. Open it to confirm your address and
            finish creating your account.
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>The link works for 24 hours. Opening it in this browser signs you straight in.</li>
            <li>It can take a few minutes to arrive. If you can't see it, look in your spam or junk folder.</li>
          </ul>
          <div>
            <button type="button" onClick={() => setSentTo(null)} className={BUTTON_CLASSES.secondary}>
              Use a different e-mail address
            </button>
          </div>
        </>
      ),
    };
  }

  function resetPasswordFrame(): PageFrame {
    if (runtime && session && passwordChanged) {
      return {
        title: 'Your password has been changed',
        content: (
          <>
            <p className="text-lg">
              You can use your new password from now on. Any other devices signed in to your account have been signed
              out.
            </p>
            {destination ? (
              <div>
                <Link to={destination} replace className={BUTTON_CLASSES.primary}>
                  Continue to Tedi
                </Link>
              </div>
            ) : null}
          </>
        ),
      };
    }
    if (runtime && session) {
      const { client } = runtime;
      return {
        title: AUTH_MODE_TITLES['reset-password'],
        content: (
          <>
            <p>
              You're changing the password for <strong className="break-all">{session.user.email}</strong>.
            </p>
            <NewPasswordForm
              idPrefix="reset"
              askCurrentPassword={!startedFromResetLink(session)}
              submitLabel="Save new password"
              onSubmit={async (newPassword, currentPassword) => {
                const result = await updatePassword(client, newPassword, currentPassword);
                if (!result.ok) return describeAccountChangeError(result.error);
                setPasswordChanged(true);
                return null;
              }}
            />
          </>
        ),
      };
    }
    const askAgain = (
      <p>
        <Link to={AUTH_MODE_PATHS['forgot-password']} className={BUTTON_CLASSES.primary}>
          Ask for a new reset link
        </Link>
      </p>
    );
    if (startup.error) return { title: AUTH_MODE_TITLES['reset-password'], content: askAgain };
    if (startup.unusedCode) {
      return {
        title: AUTH_MODE_TITLES['reset-password'],
        content: (
          <>
            <Notice tone="warning" title="This link needs the browser you asked for it in">
              For your safety, a reset link only works on the device and in the browser where you asked for it. Please
              open it there, or ask for a new link here.
            </Notice>
            {askAgain}
          </>
        ),
      };
    }
    return {
      title: AUTH_MODE_TITLES['reset-password'],
      content: (
        <>
          <p>To choose a new password, open the link in the e-mail we sent you. No e-mail? You can ask for a link.</p>
          {askAgain}
        </>
      ),
    };
  }
}

function TitledLayout({
  title,
  tabs,
  children,
}: {
  title: string;
  tabs: Parameters<typeof AuthLayout>[0]['tabs'];
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <AuthLayout title={title} tabs={tabs}>
      {children}
    </AuthLayout>
  );
}

/** Signed in, but none of this account's pages is built yet: say so plainly, and offer to sign out. */
function SignedInElsewhere({ client, session }: { client: AuthRuntime['client']; session: Session }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <p className="text-lg">
        You're signed in as <strong className="break-all">{session.user.email}</strong>. The pages for your kind of
        account aren't available in Tedi yet.
      </p>
      <div>
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOutUser(client, session.user.id).finally(() => window.location.assign(PATHS.home));
          }}
          className={BUTTON_CLASSES.secondary}
        >
          Sign out
        </button>
      </div>
    </>
  );
}
