import { PATHS, PLANS, type CheckoutConfirmResponse } from '@tedi/contracts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { formatLongDate } from '../../../lib/access-gate/plans.tsx';
import { RequireSignIn } from '../../../lib/access-gate/require-sign-in.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CHECKOUT_WAIT, useConfirmCheckout } from '../api/checkout.ts';

const LINK_CLASSES = 'font-semibold text-brand underline underline-offset-4';

/** What a finished payment gave the family, in a sentence. */
export function paymentThanks(answer: CheckoutConfirmResponse): string {
  const plan = PLANS.find((candidate) => candidate.id === answer.plan);
  const planWords = plan ? ` on the ${plan.name.toLowerCase()} plan` : '';
  if (!answer.endsAt) return `Your family now has access to Tedi${planWords}.`;
  const day = formatLongDate(answer.endsAt);
  return answer.status === 'trialing'
    ? `You’ve chosen ${plan ? `the ${plan.name.toLowerCase()} plan` : 'a plan'}, and your free month carries on: nothing is taken until ${day}, and you can cancel before then at no cost.`
    : `Your family now has access to Tedi${planWords}. It renews on ${day}.`;
}

function Heading({ children }: { children: string }) {
  useDocumentTitle(`${children} – Tedi`);
  const ref = useRef<HTMLHeadingElement>(null);
  // Each new state is announced by moving focus to its heading, as a new page would be.
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-h1 font-bold focus-visible:outline-3">
      {children}
    </h1>
  );
}

function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const confirm = useConfirmCheckout(sessionId);
  const answer = confirm.data;

  if (sessionId === null) {
    return (
      <>
        <Heading>We can’t tell which payment this is</Heading>
        <p>
          This address is missing the payment’s details. If you have just paid, your family’s access shows on{' '}
          <Link to="/subscription" className={LINK_CLASSES}>
            your subscription page
          </Link>
          .
        </p>
      </>
    );
  }
  if (confirm.isError) {
    return (
      <>
        <Heading>We couldn’t check your payment</Heading>
        <p role="alert">{confirm.error.message}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => void confirm.refetch()} className={BUTTON_CLASSES.primary}>
            Try again
          </button>
          <Link to="/subscription" className={BUTTON_CLASSES.secondary}>
            Your subscription
          </Link>
        </div>
      </>
    );
  }
  if (!answer) {
    return (
      <>
        <Heading>Checking your payment</Heading>
        <p role="status">Checking your payment with Stripe…</p>
      </>
    );
  }
  if (answer.checkoutStatus === 'complete' && answer.hasAccess) {
    return (
      <>
        <Heading>Thank you</Heading>
        <p className="text-lg">{paymentThanks(answer)}</p>
        <p>
          Stripe e-mails your receipt. You can change your card, see invoices or cancel from “Manage billing” on your
          subscription page.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
          <Link to="/subscription" className={BUTTON_CLASSES.secondary}>
            Your subscription
          </Link>
        </div>
      </>
    );
  }
  if (answer.checkoutStatus === 'expired') {
    return (
      <>
        <Heading>This payment wasn’t finished</Heading>
        <p>The payment page closed before the payment was made, so nothing was taken.</p>
        <div>
          <Link to="/subscription" className={BUTTON_CLASSES.primary}>
            Choose a plan
          </Link>
        </div>
      </>
    );
  }
  const stillTrying = confirm.answers < CHECKOUT_WAIT.attempts;
  return (
    <>
      <Heading>Your payment is being confirmed</Heading>
      {stillTrying ? (
        <p role="status">
          Stripe is still confirming your payment. This page updates by itself; it usually takes a few seconds.
        </p>
      ) : (
        <>
          <p role="status">
            Stripe hasn’t confirmed your payment yet. Some banks take a few minutes. Your access opens by itself when
            it’s done, and Stripe e-mails you a receipt.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => void confirm.refetch()} className={BUTTON_CLASSES.primary}>
              Check again
            </button>
            <Link to="/subscription" className={BUTTON_CLASSES.secondary}>
              Your subscription
            </Link>
          </div>
        </>
      )}
    </>
  );
}

/**
 * /payment-success: where Stripe sends a payer back. It asks the server about the checkout (which saves the
 * subscription at once, even before Stripe's webhook arrives), waits while Stripe is still finishing, and says
 * plainly what the family now has.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8 sm:py-10">
        <PaymentResult sessionId={params.get('session_id')} />
      </div>
    </RequireSignIn>
  );
}
