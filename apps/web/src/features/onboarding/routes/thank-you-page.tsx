import { PATHS } from '@tedi/contracts';
import { SignOutButton } from '../../../lib/auth/sign-out-button.tsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import {
  checkAccessThroughCache,
  clearCachedCheck,
  gateOutcome,
  sessionStore,
} from '../../../lib/access-gate/access-gate.ts';
import { createGateCalls } from '../../../lib/access-gate/gate-calls.ts';
import { appLogger } from '../../../lib/app-logger.ts';
import { roleOf } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { signInPathFor } from '../../../lib/auth/redirect-target.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type Attempt = 'idle' | 'checking' | 'still-missing';

/**
 * /thank-you (and /thank-you-fixed): where the access gate sends someone whose account has no profile. It says so
 * kindly and offers a way out: check again, contact support, or sign out.
 */
export function ThankYouPage() {
  useDocumentTitle('We couldn’t finish setting up your account – Tedi');
  const auth = useAuth();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<Attempt>('idle');
  const { runtime, user, session } = auth;

  const tryAgain = () => {
    if (!runtime || !user) return;
    setAttempt('checking');
    clearCachedCheck(sessionStore(), user.id);
    void checkAccessThroughCache(
      { userId: user.id, role: roleOf(session) },
      createGateCalls(runtime.client),
      (message, details) => appLogger.warn(message, details),
    ).then((result) => {
      const outcome = gateOutcome(result);
      if (outcome.kind === 'redirect' && outcome.to === PATHS.thankYou) setAttempt('still-missing');
      else void navigate(outcome.kind === 'allow' ? PATHS.parentDashboard : outcome.to, { replace: true });
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <h1 className="text-h1 font-bold">We couldn’t finish setting up your account</h1>
      <p>
        Your account was created, but part of its setup didn’t finish, so Tedi can’t open your dashboard yet. This isn’t
        something you did wrong, and nothing you’ve entered is lost.
      </p>
      <p>Trying again often fixes it. If it doesn’t, our support team can finish it for you.</p>
      <p role="status" className={attempt === 'still-missing' ? 'font-semibold text-danger' : ''}>
        {attempt === 'checking' ? 'Checking your account…' : null}
        {attempt === 'still-missing'
          ? 'Your account still isn’t ready. Please contact support and we’ll sort it out.'
          : null}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {runtime && user ? (
          <button type="button" disabled={attempt === 'checking'} onClick={tryAgain} className={BUTTON_CLASSES.primary}>
            {attempt === 'checking' ? 'Checking…' : 'Try again'}
          </button>
        ) : auth.loading ? null : (
          <Link to={signInPathFor(PATHS.parentDashboard)} className={BUTTON_CLASSES.primary}>
            Sign in
          </Link>
        )}
        <Link to="/contact" className={BUTTON_CLASSES.secondary}>
          Contact support
        </Link>
        <SignOutButton />
      </div>
    </div>
  );
}
