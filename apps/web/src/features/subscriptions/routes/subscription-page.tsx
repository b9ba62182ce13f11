import { PATHS, type AccessSource, type SubscriptionStatusResponse } from '@tedi/contracts';
import { SignOutButton } from '../../../lib/auth/sign-out-button.tsx';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { LicenceForm, LicenceThanks } from '../../../lib/access-gate/licence-form.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatLongDate, ManageBillingButton, PlanList } from '../../../lib/access-gate/plans.tsx';
import { RequireSignIn } from '../../../lib/access-gate/require-sign-in.tsx';
import { trialCountdown } from '../../../lib/access-gate/trial.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscriptionStatus } from '../api/subscription-status.ts';

const SOURCE_WORDS: Readonly<Record<AccessSource, string>> = {
  subscription: 'your subscription',
  licence: 'a licence',
  grant: 'access given by the Tedi team',
  trial: 'your free trial',
  admin: 'your administrator account',
  family_member: 'the family that invited you',
  onboarding: 'setting up your account',
};

/** The family's access could not be loaded: said plainly, with a way to try again. */
export function StatusNotLoaded({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <p role="alert">We couldn’t load your family’s access just now. Please check your connection.</p>
      <div>
        <button type="button" onClick={onRetry} className={BUTTON_CLASSES.secondary}>
          Try again
        </button>
      </div>
    </div>
  );
}

/** A failed payment the payer can mend at the provider: they do that, rather than start a second subscription. */
export const paymentToMend = (status: SubscriptionStatusResponse | undefined): boolean =>
  status !== undefined && status.canManageBilling && (status.status === 'past_due' || status.status === 'unpaid');

/** The family is in its free trial: how long is left, and what keeps Tedi open after it. */
const inTrial = (status: SubscriptionStatusResponse | undefined): boolean =>
  status !== undefined && status.hasAccess && status.source === 'trial' && status.endsAt !== null;

/** What the family has now, in one or two plain sentences, with the billing page when the family pays. */
export function StatusSummary({ status }: { status: SubscriptionStatusResponse }) {
  if (!status.hasAccess) {
    return (
      <div className="flex flex-col gap-3">
        <p>
          {paymentToMend(status)
            ? 'Your family’s access is paused because the last payment didn’t go through. Update your card in “Manage billing” and access opens again as soon as the payment is taken.'
            : 'Your family doesn’t have access to Tedi at the moment.'}
        </p>
        {status.canManageBilling ? <ManageBillingButton /> : null}
      </div>
    );
  }
  if (status.source === 'trial' && status.endsAt) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-lg font-semibold">{trialCountdown(status.endsAt)}</p>
        <p>
          Everything in Tedi is open to your family until then, with nothing to pay.{' '}
          {status.paymentsAvailable
            ? 'To keep Tedi after that, choose a plan below: nothing is taken until your trial ends. Or, if an employer, charity, council or school pays for your family, use the licence code they gave you.'
            : 'To keep Tedi after that, use a licence code from an employer, charity, council or school that pays for your family, or ask whoever runs this Tedi.'}
        </p>
        <div>
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
        </div>
      </div>
    );
  }
  if (status.source === 'subscription' && status.endsAt) {
    const day = formatLongDate(status.endsAt);
    const trial = status.status === 'trialing';
    return (
      <div className="flex flex-col gap-3">
        <p>
          {status.cancelAtPeriodEnd
            ? `Your family has access to Tedi until ${day}. Your subscription was cancelled, so it won’t renew and nothing more will be taken. Changed your mind? Turn renewal back on in “Manage billing”.`
            : trial
              ? `Your family’s free month of Tedi runs until ${day}. Your first payment is taken then, unless you cancel before.`
              : `Your family has access to Tedi through your subscription. It renews on ${day}.`}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
        </div>
        {status.canManageBilling ? <ManageBillingButton /> : null}
      </div>
    );
  }
  const until = status.endsAt ? ` until ${formatLongDate(status.endsAt)}` : '';
  const source = status.licence
    ? `a licence from ${status.licence.sponsorName}`
    : status.source
      ? SOURCE_WORDS[status.source]
      : null;
  return (
    <div className="flex flex-col gap-3">
      <p>
        Your family has access to Tedi{until}
        {source ? `, through ${source}` : ''}.
      </p>
      <div>
        <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
          Go to your dashboard
        </Link>
      </div>
    </div>
  );
}

/** The gate's page says what is true once the family's access is known: in, or not yet. */
function gateHeading(status: SubscriptionStatusResponse | undefined, redeemed: boolean): string {
  if (redeemed || status?.hasAccess) return 'Your family has access to Tedi';
  return status ? 'Your family needs access to Tedi' : 'Your family’s access to Tedi';
}

function SubscriptionContent({ fromGate }: { fromGate: boolean }) {
  const status = useSubscriptionStatus();
  const [params] = useSearchParams();
  const checkoutCancelled = params.get('checkout') === 'cancelled';
  const [redeemed, setRedeemed] = useState<SubscriptionStatusResponse | null>(null);
  const heading = fromGate ? gateHeading(status.data, redeemed !== null) : 'Your subscription';
  useDocumentTitle(`${heading} – Tedi`);
  const trial = inTrial(status.data);
  const showWaysIn =
    !redeemed && !status.isPending && !paymentToMend(status.data) && (trial || !status.data?.hasAccess);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">{heading}</h1>
        {fromGate && status.data && !status.data.hasAccess && !redeemed ? (
          <p>
            You’ve finished setting up your account, but your family doesn’t have access to Tedi at the moment, so we
            brought you here. Choose a plan or use a licence code, and your dashboard opens straight away.
          </p>
        ) : null}
        {fromGate && status.data?.hasAccess && !trial ? (
          <p>There’s nothing you need to do here: your dashboard is ready for you.</p>
        ) : null}
        {checkoutCancelled ? (
          <Notice title="You left the payment page">
            Nothing was taken. You can choose a plan whenever you’re ready.
          </Notice>
        ) : null}
      </div>

      <section aria-labelledby="status-heading" className="flex flex-col gap-3">
        <h2 id="status-heading" className="text-h2 font-bold">
          Your family’s access
        </h2>
        {redeemed ? (
          <LicenceThanks status={redeemed}>
            <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
              Go to your dashboard
            </Link>
          </LicenceThanks>
        ) : status.isPending ? (
          <p role="status">Loading your family’s access…</p>
        ) : status.isError ? (
          <StatusNotLoaded onRetry={() => void status.refetch()} />
        ) : (
          <StatusSummary status={status.data} />
        )}
      </section>

      {showWaysIn ? (
        <>
          {trial && !status.data?.paymentsAvailable ? null : (
            <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
              <h2 id="plans-heading" className="text-h2 font-bold">
                Plans
              </h2>
              <PlanList
                paymentsAvailable={status.data?.paymentsAvailable ?? false}
                from={fromGate ? '/subscription-gate' : '/subscription'}
                freeUntil={trial ? status.data?.endsAt : null}
              />
            </section>
          )}
          <section aria-labelledby="licence-heading" className="flex flex-col gap-3">
            <h2 id="licence-heading" className="text-h2 font-bold">
              Use a licence code
            </h2>
            <p className="text-ink-muted">
              Some employers, charities, councils and schools pay for Tedi for their families and give out codes.
            </p>
            <LicenceForm onRedeemed={setRedeemed} />
          </section>
        </>
      ) : null}

      <section aria-labelledby="help-heading" className="flex flex-col gap-2 border-t border-line pt-6">
        <h2 id="help-heading" className="text-h3 font-bold">
          Need help?
        </h2>
        <p>
          {status.data?.hasAccess || redeemed
            ? 'If something about your family’s access doesn’t look right,'
            : 'If you think your family should already have access,'}{' '}
          <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
            contact support
          </Link>{' '}
          and we’ll look into it.
        </p>
        <div>
          <SignOutButton />
        </div>
      </section>
    </div>
  );
}

/** /subscription: the family's access, the plans and licence codes. Signed in, but not behind the access gate. */
export function SubscriptionPage() {
  return (
    <RequireSignIn>
      <SubscriptionContent fromGate={false} />
    </RequireSignIn>
  );
}

/** /subscription-gate: the same, saying why the person was sent here. */
export function SubscriptionGatePage() {
  return (
    <RequireSignIn>
      <SubscriptionContent fromGate />
    </RequireSignIn>
  );
}
