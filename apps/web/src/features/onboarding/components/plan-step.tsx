import { TRIAL_DAYS, type PlanId, type SubscriptionStatusResponse } from '@tedi/contracts';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { LicenceForm, LicenceThanks } from '../../../lib/access-gate/licence-form.tsx';
import { formatLongDate, PlanList } from '../../../lib/access-gate/plans.tsx';
import { useSubscriptionStatus } from '../../subscriptions/api/subscription-status.ts';

/**
 * Step 6: the plans, a licence code from a sponsor, or deciding later. Either way finishing saves the step and opens
 * the dashboard (the access gate sends a family without access on to /subscription). Choosing a plan saves the step
 * first, so the payer comes back from the payment page to a finished account. A new family is in its free trial:
 * the step says so, and choosing can wait until the trial ends.
 */
export function PlanStep({
  pending,
  onFinish,
  beforeCheckout,
}: {
  pending: boolean;
  onFinish: (plan: 'licence' | 'later') => void;
  beforeCheckout: (plan: PlanId) => Promise<unknown>;
}) {
  const status = useSubscriptionStatus();
  const [redeemed, setRedeemed] = useState<SubscriptionStatusResponse | null>(null);

  if (redeemed) {
    return (
      <LicenceThanks status={redeemed}>
        <button type="button" disabled={pending} onClick={() => onFinish('licence')} className={BUTTON_CLASSES.primary}>
          {pending ? 'Saving…' : 'Finish and go to your dashboard'}
        </button>
      </LicenceThanks>
    );
  }

  if (status.isPending) return <p role="status">Loading your family’s access…</p>;
  const trialEnd = status.data?.source === 'trial' ? status.data.endsAt : null;
  if (trialEnd) {
    return (
      <TrialChoices
        trialEnd={trialEnd}
        paymentsAvailable={status.data?.paymentsAvailable ?? false}
        pending={pending}
        onFinish={onFinish}
        onRedeemed={setRedeemed}
        beforeCheckout={beforeCheckout}
      />
    );
  }
  const hasAccess = status.data?.hasAccess === true;
  return (
    <>
      {hasAccess ? (
        <p className="rounded-lg border-l-4 border-brand bg-brand-soft p-4">
          Your family already has access to Tedi, so there’s nothing to choose here.
        </p>
      ) : (
        <>
          <p>Tedi is a paid service. Choose how your family will have access, or decide later.</p>
          <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
            <h2 id="plans-heading" className="text-h2 font-bold">
              Plans
            </h2>
            <PlanList
              paymentsAvailable={status.data?.paymentsAvailable ?? false}
              from="/onboarding"
              beforeCheckout={beforeCheckout}
            />
          </section>
          <section aria-labelledby="licence-heading" className="flex flex-col gap-3">
            <h2 id="licence-heading" className="text-h2 font-bold">
              Have a licence code?
            </h2>
            <p className="text-ink-muted">
              Some employers, charities, councils and schools pay for Tedi for their families and give out codes.
            </p>
            <LicenceForm idPrefix="onboarding-licence" onRedeemed={setRedeemed} />
          </section>
        </>
      )}
      <div className="flex flex-col gap-3 border-t border-line pt-6">
        {hasAccess ? null : (
          <p className="text-ink-muted">
            Not sure yet? You can finish setting up now and choose later: Tedi will show you these choices again when
            you open your dashboard.
          </p>
        )}
        <div>
          <button
            type="button"
            disabled={pending}
            onClick={() => onFinish('later')}
            className={hasAccess ? BUTTON_CLASSES.primary : BUTTON_CLASSES.secondary}
          >
            {pending ? 'Saving…' : hasAccess ? 'Finish and go to your dashboard' : 'Decide later'}
          </button>
        </div>
      </div>
    </>
  );
}

/** The last step during the free trial: the trial first, then (if the family wishes) a plan or a code now. */
function TrialChoices({
  trialEnd,
  paymentsAvailable,
  pending,
  onFinish,
  onRedeemed,
  beforeCheckout,
}: {
  trialEnd: string;
  paymentsAvailable: boolean;
  pending: boolean;
  onFinish: (plan: 'licence' | 'later') => void;
  onRedeemed: (status: SubscriptionStatusResponse) => void;
  beforeCheckout: (plan: PlanId) => Promise<unknown>;
}) {
  const day = formatLongDate(trialEnd);
  return (
    <>
      <div className="flex flex-col gap-3 rounded-lg border-l-4 border-brand bg-brand-soft p-4">
        <p className="text-lg font-semibold">
          Your family has a free trial of Tedi for {TRIAL_DAYS} days, until {day}.
        </p>
        <p>Everything in Tedi is open to you, and there’s nothing to pay now.</p>
      </div>
      <div>
        <button type="button" disabled={pending} onClick={() => onFinish('later')} className={BUTTON_CLASSES.primary}>
          {pending ? 'Saving…' : 'Finish and go to your dashboard'}
        </button>
      </div>
      <p>
        {paymentsAvailable
          ? `To keep Tedi after ${day}, choose a plan, or use a licence code if an employer, charity, council or school pays for your family. You can do that now or at any time from your subscription page: a plan chosen now takes nothing until your trial ends.`
          : `To keep Tedi after ${day}, use a licence code from an employer, charity, council or school that pays for your family. You can enter it now or at any time from your subscription page.`}
      </p>
      {paymentsAvailable ? (
        <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
          <h2 id="plans-heading" className="text-h2 font-bold">
            Plans
          </h2>
          <PlanList paymentsAvailable from="/onboarding" freeUntil={trialEnd} beforeCheckout={beforeCheckout} />
        </section>
      ) : null}
      <section aria-labelledby="licence-heading" className="flex flex-col gap-3">
        <h2 id="licence-heading" className="text-h2 font-bold">
          Have a licence code?
        </h2>
        <LicenceForm idPrefix="onboarding-licence" onRedeemed={onRedeemed} />
      </section>
    </>
  );
}
