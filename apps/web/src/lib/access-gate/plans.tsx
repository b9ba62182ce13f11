import { PLAN_IDS, PLANS, type CheckoutOrigin, type OfferId, type PlanId } from '@tedi/contracts';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { useOpenBillingPortal } from '../../features/subscriptions/api/billing-portal.ts';
import { useStartCheckout } from '../../features/subscriptions/api/checkout.ts';

const INTERVAL_WORDS = { month: 'a month', year: 'a year' } as const;

/** A price in pence as people say it: £4.99, £49. */
export function formatPrice(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** A date as a day people read easily: 31 December 2027. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const ERROR_CLASSES = 'rounded-lg border-l-4 border-danger bg-danger-soft p-4';

/**
 * The plans, read from the contracts, each with a button to the payment provider's checkout. Without a payment
 * provider on this server the page says so plainly, and points to licence codes instead of showing buttons that
 * could not work. `from` is the page a payer who changes their mind comes back to; `beforeCheckout` runs first
 * (onboarding saves its last step, so the payer comes back to a finished account). `freeUntil` is the end of the
 * family's free trial: a plan chosen during it is first paid for then.
 */
export function PlanList({
  paymentsAvailable,
  from,
  offer,
  freeUntil,
  beforeCheckout,
  plans = PLAN_IDS,
  headingLevel = 3,
}: {
  paymentsAvailable: boolean;
  /** The plans to offer; all of them unless a page is about one. */
  plans?: readonly PlanId[];
  from: CheckoutOrigin;
  offer?: OfferId;
  freeUntil?: string | null;
  beforeCheckout?: (plan: PlanId) => Promise<unknown>;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const checkout = useStartCheckout();
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const freeDay = freeUntil ? formatLongDate(freeUntil) : null;
  const choose = async (plan: PlanId) => {
    if (checkout.isPending || checkout.isSuccess) return;
    setChosen(plan);
    checkout.reset();
    try {
      await beforeCheckout?.(plan);
    } catch {
      setChosen(null);
      return;
    }
    checkout.mutate({ plan, from, ...(offer ? { offer } : {}) });
  };
  // Busy from the click until the browser has left for the provider's page.
  const busy = chosen !== null && !checkout.isError;
  return (
    <div className="flex flex-col gap-4">
      {paymentsAvailable ? null : (
        <p className="rounded-lg border-l-4 border-brand bg-brand-soft p-4">
          Payments aren’t available on this server yet, so you can’t pay for a plan here. If a sponsor (an employer,
          charity, council or school) gave you a licence code, you can use it below.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {PLANS.filter((plan) => plans.includes(plan.id)).map((plan) => (
          <li key={plan.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
            <Heading className="text-h3 font-bold">{plan.name}</Heading>
            <p className="text-lg font-semibold">
              {formatPrice(plan.pricePence)} {INTERVAL_WORDS[plan.interval]}
            </p>
            <p className="text-ink-muted">{plan.description}</p>
            {freeDay ? <p className="font-semibold">Nothing to pay until {freeDay}</p> : null}
            {paymentsAvailable ? (
              <div className="mt-auto pt-2">
                <button
                  type="button"
                  disabled={busy}
                  aria-describedby={checkout.isError ? 'checkout-error' : undefined}
                  onClick={() => void choose(plan.id)}
                  className={BUTTON_CLASSES.primary}
                >
                  {busy && chosen === plan.id
                    ? 'Opening the secure payment page…'
                    : `Choose ${plan.name.toLowerCase()}`}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {paymentsAvailable ? (
        <p className="text-ink-muted">
          {freeDay
            ? `Stripe asks for your card on its secure page and takes nothing until your free trial ends on ${freeDay}; Tedi never sees your card. Cancel before then, from “Manage billing”, and you pay nothing at all.`
            : 'Payments are taken by Stripe on its secure page; Tedi never sees your card. You can cancel at any time from “Manage billing”.'}
        </p>
      ) : null}
      {checkout.isError ? (
        <p id="checkout-error" role="alert" className={ERROR_CLASSES}>
          {checkout.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Opens the payment provider's page where the payer changes their card, sees invoices or cancels. */
export function ManageBillingButton({ label = 'Manage billing' }: { label?: string }) {
  const portal = useOpenBillingPortal();
  const busy = portal.isPending || portal.isSuccess;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <button type="button" disabled={busy} onClick={() => portal.mutate()} className={BUTTON_CLASSES.secondary}>
          {busy ? 'Opening your billing page…' : label}
        </button>
      </div>
      {portal.isError ? (
        <p role="alert" className={ERROR_CLASSES}>
          {portal.error.message}
        </p>
      ) : null}
    </div>
  );
}
