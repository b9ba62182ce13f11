import { PATHS } from '@tedi/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { checkAccessThroughCache, gateOutcome, type GateOutcome } from '../../../lib/access-gate/access-gate.ts';
import { forgetAccessCheck } from '../../../lib/access-gate/check-ahead.ts';
import { createGateCalls } from '../../../lib/access-gate/gate-calls.ts';
import { appLogger } from '../../../lib/app-logger.ts';
import { assuranceOf, roleOf, type AccountRole } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import type { AuthRuntime } from '../../../lib/auth/auth-runtime.ts';
import { homePathFor, signInPathFor } from '../../../lib/auth/redirect-target.ts';
import { SignOutButton } from '../../../lib/auth/sign-out-button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const log = (message: string, details?: unknown) => appLogger.warn(message, details);

function Page({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} – Tedi`);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <h1 className="text-h1 font-bold">{title}</h1>
      {children}
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-4">{children}</div>;
}

function Checking({ children }: { children: string }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16">
      <p role="status" className="text-lg">
        {children}
      </p>
    </div>
  );
}

/** Someone who isn't signed in: thanks, and the ways on. */
function VisitorThanks() {
  return (
    <Page title="Thank you">
      <p>Thank you for visiting Tedi. If you have an account, sign in to carry on where you left off.</p>
      <Actions>
        <Link to={signInPathFor(PATHS.parentDashboard)} className={BUTTON_CLASSES.primary}>
          Sign in
        </Link>
        <Link to={PATHS.home} className={BUTTON_CLASSES.secondary}>
          Go to the home page
        </Link>
      </Actions>
    </Page>
  );
}

/** Where a signed-in person with a profile goes next, in words and as an address. */
function nextStep(outcome: GateOutcome, role: AccountRole | null): { label: string; to: string } {
  if (outcome.kind === 'redirect' && outcome.to === PATHS.onboarding) {
    return { label: 'Carry on setting up Tedi', to: PATHS.onboarding };
  }
  if (outcome.kind === 'redirect') return { label: 'See your subscription', to: outcome.to };
  return { label: 'Go to your dashboard', to: homePathFor(role) ?? PATHS.parentDashboard };
}

type Attempt = 'idle' | 'checking' | 'still-missing';

/**
 * The access gate found no profile for this account (spec section 4): what to do, without alarm. Trying again asks
 * afresh and carries on wherever the gate then sends the person.
 */
function ProfileMissing({ runtime, userId, role }: { runtime: AuthRuntime; userId: string; role: AccountRole | null }) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<Attempt>('idle');

  const tryAgain = () => {
    setAttempt('checking');
    forgetAccessCheck(userId);
    void checkAccessThroughCache({ userId, role }, createGateCalls(runtime.client), log).then((result) => {
      const outcome = gateOutcome(result);
      if (outcome.kind === 'redirect' && outcome.to === PATHS.thankYou) setAttempt('still-missing');
      else void navigate(nextStep(outcome, role).to, { replace: true });
    });
  };

  return (
    <Page title="Your account is nearly ready">
      <p>
        You’re signed in, but Tedi hasn’t finished setting up your account, so it can’t open your dashboard yet. This
        isn’t something you did wrong, and nothing you’ve entered is lost.
      </p>
      <p>Trying again usually sorts it out. If it doesn’t, our support team can finish it for you.</p>
      <p role="status" className={attempt === 'still-missing' ? 'font-semibold' : ''}>
        {attempt === 'checking' ? 'Checking your account…' : null}
        {attempt === 'still-missing'
          ? 'Your account still isn’t ready. Please contact support and we’ll finish it for you.'
          : null}
      </p>
      <Actions>
        <button type="button" disabled={attempt === 'checking'} onClick={tryAgain} className={BUTTON_CLASSES.primary}>
          {attempt === 'checking' ? 'Checking…' : 'Try again'}
        </button>
        <Link to="/contact" className={BUTTON_CLASSES.secondary}>
          Contact support
        </Link>
        <SignOutButton />
      </Actions>
    </Page>
  );
}

/** A signed-in person: the gate's answer says whether their profile is missing, and otherwise where they go next. */
function SignedInThanks({ runtime, userId, role }: { runtime: AuthRuntime; userId: string; role: AccountRole | null }) {
  const [outcome, setOutcome] = useState<{ userId: string; outcome: GateOutcome } | null>(null);

  useEffect(() => {
    let current = true;
    void checkAccessThroughCache({ userId, role }, createGateCalls(runtime.client), log).then((result) => {
      if (current) setOutcome({ userId, outcome: gateOutcome(result) });
    });
    return () => {
      current = false;
    };
  }, [runtime, userId, role]);

  if (outcome === null || outcome.userId !== userId) return <Checking>Checking your account…</Checking>;
  if (outcome.outcome.kind === 'redirect' && outcome.outcome.to === PATHS.thankYou) {
    return <ProfileMissing runtime={runtime} userId={userId} role={role} />;
  }
  const next = nextStep(outcome.outcome, role);
  return (
    <Page title="Thank you">
      <p>Thank you for using Tedi. Everything you’ve added so far is saved.</p>
      <Actions>
        <Link to={next.to} className={BUTTON_CLASSES.primary}>
          {next.label}
        </Link>
      </Actions>
    </Page>
  );
}

/**
 * /thank-you (and /thank-you-fixed). The access gate sends a signed-in person whose account has no profile here
 * (spec section 4): they are told, calmly, what to do, with a way forward. Anyone else who opens it is thanked and
 * shown the way on: a visitor to sign in or the home page, a signed-in person to where Tedi would take them next.
 */
export function ThankYouPage() {
  const auth = useAuth();
  const { runtime, user, session } = auth;
  if (auth.loading) return <Checking>Checking you're signed in...</Checking>;
  if (!runtime || !user || !session || assuranceOf(session).needsCode) return <VisitorThanks />;
  return <SignedInThanks key={user.id} runtime={runtime} userId={user.id} role={roleOf(session)} />;
}
