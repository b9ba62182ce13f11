import { PATHS, type SubscriptionStatusResponse } from '@tedi/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { LicenceForm, LicenceThanks } from '../../../lib/access-gate/licence-form.tsx';
import { formatLongDate, ManageBillingButton, PlanList } from '../../../lib/access-gate/plans.tsx';
import { RequireSignIn } from '../../../lib/access-gate/require-sign-in.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscriptionStatus } from '../api/subscription-status.ts';
import { paymentToMend, StatusNotLoaded } from './subscription-page.tsx';

/** What renewing means for this family now: the situation in a sentence, and whether plans are worth showing. */
export function renewalSituation(status: SubscriptionStatusResponse): { message: string; offerPlans: boolean } {
  const day = status.endsAt ? formatLongDate(status.endsAt) : null;
  if (status.source === 'family_member') {
    return {
      message: 'You have Tedi through the family that invited you. Its parents look after renewing.',
      offerPlans: false,
    };
  }
  if (status.source === 'admin') {
    return { message: 'Your account has access to Tedi with nothing to renew.', offerPlans: false };
  }
  if (status.hasAccess && status.source === 'subscription') {
    if (status.cancelAtPeriodEnd) {
      return {
        message: `Your subscription was cancelled and ends on ${day}. To keep Tedi after that, turn renewal back on in “Manage billing”: nothing is taken before ${day}.`,
        offerPlans: false,
      };
    }
    return {
      message: day
        ? `Your subscription renews by itself on ${day}. There’s nothing you need to do.`
        : 'Your subscription renews by itself. There’s nothing you need to do.',
      offerPlans: false,
    };
  }
  if (status.hasAccess && status.source === 'trial') {
    return {
      message: status.paymentsAvailable
        ? `Your family’s free trial runs until ${day}. To keep Tedi after that, choose a plan now (nothing is taken until the trial ends) or use a licence code.`
        : `Your family’s free trial runs until ${day}. To keep Tedi after that, use a licence code from a sponsor.`,
      offerPlans: status.paymentsAvailable,
    };
  }
  if (status.hasAccess && status.source === 'licence') {
    const sponsor = status.licence?.sponsorName ?? 'your sponsor';
    return {
      message: `Your family has Tedi through a licence from ${sponsor}${day ? ` until ${day}` : ''}. To carry on after that, ask ${sponsor} for a new code, or choose a plan when the time comes.`,
      offerPlans: false,
    };
  }
  if (status.hasAccess) {
    return {
      message: `Your family has access to Tedi${day ? ` until ${day}` : ''}, given by the Tedi team. To carry on after that, choose a plan or use a licence code.`,
      offerPlans: false,
    };
  }
  if (paymentToMend(status)) {
    return {
      message:
        'Your last payment didn’t go through, so your family’s access is paused. Update your card in “Manage billing” and access opens again as soon as the payment is taken. Nothing you saved has been lost.',
      offerPlans: false,
    };
  }
  if (status.status === 'canceled' || status.status === 'incomplete_expired') {
    return {
      message: `Your subscription has ended${day ? ` (on ${day})` : ''}. Everything you saved is still here: choose a plan or use a licence code to open it again.`,
      offerPlans: true,
    };
  }
  return {
    message:
      'Your family doesn’t have access to Tedi at the moment. Everything you saved is still here: choose a plan or use a licence code to open it again.',
    offerPlans: true,
  };
}

function RenewalContent() {
  useDocumentTitle('Renew your subscription – Tedi');
  const status = useSubscriptionStatus();
  const [params] = useSearchParams();
  const [redeemed, setRedeemed] = useState<SubscriptionStatusResponse | null>(null);

  if (status.isPending) return <p role="status">Loading your family’s access…</p>;
  if (status.isError) return <StatusNotLoaded onRetry={() => void status.refetch()} />;
  const situation = renewalSituation(status.data);
  const showCodes = !redeemed && status.data.source !== 'family_member' && status.data.source !== 'admin';
  return (
    <>
      {params.get('checkout') === 'cancelled' ? (
        <Notice title="You left the payment page">
          Nothing was taken. You can choose a plan whenever you’re ready.
        </Notice>
      ) : null}
      <section aria-labelledby="now-heading" className="flex flex-col gap-3">
        <h2 id="now-heading" className="text-h2 font-bold">
          Where things stand
        </h2>
        {redeemed ? <LicenceThanks status={redeemed} /> : <p>{situation.message}</p>}
        {status.data.canManageBilling ? <ManageBillingButton /> : null}
        {status.data.hasAccess || redeemed ? (
          <div>
            <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
              Go to your dashboard
            </Link>
          </div>
        ) : null}
      </section>
      {situation.offerPlans && !redeemed ? (
        <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
          <h2 id="plans-heading" className="text-h2 font-bold">
            Plans
          </h2>
          <PlanList
            paymentsAvailable={status.data.paymentsAvailable}
            from="/subscription-renewal"
            freeUntil={status.data.source === 'trial' ? status.data.endsAt : null}
          />
        </section>
      ) : null}
      {showCodes ? (
        <section aria-labelledby="licence-heading" className="flex flex-col gap-3">
          <h2 id="licence-heading" className="text-h2 font-bold">
            Use a licence code
          </h2>
          <p className="text-ink-muted">
            If an employer, charity, council or school gave you a new code, it adds to what your family has now.
          </p>
          <LicenceForm idPrefix="renewal-licence" onRedeemed={setRedeemed} />
        </section>
      ) : null}
    </>
  );
}

/**
 * /subscription-renewal: for a family whose access is ending or has ended: where things stand in plain words
 * (renewing, cancelled, a failed payment, a licence running out), and the one thing to do about it.
 */
export function SubscriptionRenewalPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-10">
        <h1 className="text-h1 font-bold">Renew your subscription</h1>
        <RenewalContent />
        <p className="border-t border-line pt-6">
          Questions about paying or renewing?{' '}
          <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
            Contact support
          </Link>
          .
        </p>
      </div>
    </RequireSignIn>
  );
}
