import {
  DASHBOARD_LAYOUTS,
  OFFERS,
  PATHS,
  PLANS,
  TRIAL_DAYS,
  type CheckoutOrigin,
  type OfferId,
  type PlanId,
} from '@tedi/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatLongDate, formatPrice, PlanList } from '../../../lib/access-gate/plans.tsx';
import { roleOf } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { REDIRECT_PARAM, signInPathFor } from '../../../lib/auth/redirect-target.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscriptionStatus } from '../api/subscription-status.ts';

const LINK_CLASSES = 'font-semibold text-brand underline underline-offset-4';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;

/** A small count as people write it in a sentence: "four"; 11 and more in figures. */
export const countInWords = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/** What every plan includes today: only what the product does now. */
export const INCLUDED = [
  'A profile for each child: how they communicate, sensory needs, likes and strengths, conditions, school contacts and emergency information, with a one-page summary for teachers',
  `A dashboard that works your way, in ${countInWords(DASHBOARD_LAYOUTS.length)} layouts, with the fonts, sizes and motion that suit you`,
  'Family members you invite, each seeing or helping with just what you choose, child by child',
  'Guides on EHCPs, DLA, hospital passports and more, written for UK families',
  'Your family’s data to download whenever you like, and two-step sign-in to keep it safe',
] as const;

const monthly = PLANS.find((plan) => plan.id === 'monthly')!;
const annual = PLANS.find((plan) => plan.id === 'annual')!;

/** What the annual plan saves against twelve monthly payments, in pence. */
export const ANNUAL_SAVING_PENCE = monthly.pricePence * 12 - annual.pricePence;

/** The part of an offer page that depends on who is looking: sign-up, the plan buttons, or why there is nothing to buy. */
function OfferActions({ path, offer, plans }: { path: CheckoutOrigin; offer?: OfferId; plans: readonly PlanId[] }) {
  const auth = useAuth();
  if (auth.loading) return <p role="status">Checking whether you’re signed in…</p>;
  if (!auth.session) {
    return (
      <div className="flex flex-col gap-3">
        <p>
          Create your account first: it takes a minute, and your family’s first {TRIAL_DAYS} days are free, with no card
          needed. You can choose a plan at the end of setting up, or at any time during your free month.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={`/register?${new URLSearchParams({ [REDIRECT_PARAM]: path }).toString()}`}
            className={BUTTON_CLASSES.primary}
          >
            Create an account
          </Link>
          <Link to={signInPathFor(path)} className={BUTTON_CLASSES.secondary}>
            Sign in
          </Link>
        </div>
      </div>
    );
  }
  const role = roleOf(auth.session);
  if (role !== 'parent') {
    return (
      <p>
        {role === 'family_member'
          ? 'You have Tedi through the family that invited you, so there’s nothing to buy. Its parents look after paying.'
          : 'This offer is for parents and carers, who pay for their family’s Tedi.'}
      </p>
    );
  }
  return (
    <QueryProvider>
      <ParentOfferActions path={path} plans={plans} {...(offer ? { offer } : {})} />
    </QueryProvider>
  );
}

function ParentOfferActions({
  path,
  offer,
  plans,
}: {
  path: CheckoutOrigin;
  offer?: OfferId;
  plans: readonly PlanId[];
}) {
  const status = useSubscriptionStatus();
  if (status.isPending) return <p role="status">Loading your family’s access…</p>;
  if (status.isError) {
    return (
      <p role="alert">
        We couldn’t load your family’s access just now. Please check your connection, or see{' '}
        <Link to="/subscription" className={LINK_CLASSES}>
          your subscription
        </Link>
        .
      </p>
    );
  }
  const trialEnd = status.data.source === 'trial' ? status.data.endsAt : null;
  if (trialEnd) {
    const day = formatLongDate(trialEnd);
    return (
      <div className="flex flex-col gap-4">
        <p>
          Your family is in its free month of Tedi, until {day}.{' '}
          {status.data.paymentsAvailable
            ? `Choose a plan now if you like: nothing is taken until ${day}.`
            : 'This Tedi doesn’t take payments: to keep Tedi after that, use a licence code from a sponsor on your subscription page.'}
        </p>
        {status.data.paymentsAvailable ? (
          <PlanList
            paymentsAvailable
            from={path}
            plans={plans}
            headingLevel={3}
            freeUntil={trialEnd}
            {...(offer && status.data.launchOfferAvailable ? { offer } : {})}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.secondary}>
            Go to your dashboard
          </Link>
        </div>
      </div>
    );
  }
  if (status.data.hasAccess) {
    return (
      <div className="flex flex-col gap-3">
        <p>Your family already has access to Tedi, so there’s nothing more to buy.</p>
        <div className="flex flex-wrap gap-3">
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
          <Link to="/subscription" className={BUTTON_CLASSES.secondary}>
            Your subscription
          </Link>
        </div>
      </div>
    );
  }
  const offerTaken = offer !== undefined && !status.data.launchOfferAvailable && status.data.paymentsAvailable;
  return (
    <div className="flex flex-col gap-4">
      {offerTaken ? (
        <Notice title="Your family’s free month has been used">
          Every family has one free month, from the day it joined Tedi, and your family’s has ended. You can still
          choose a plan.
        </Notice>
      ) : null}
      <PlanList
        paymentsAvailable={status.data.paymentsAvailable}
        from={path}
        plans={plans}
        headingLevel={3}
        {...(offer && !offerTaken ? { offer } : {})}
      />
      {status.data.paymentsAvailable ? null : (
        <p>
          <Link to="/subscription" className={LINK_CLASSES}>
            Use a licence code on your subscription page
          </Link>
        </p>
      )}
    </div>
  );
}

function OfferPage({
  title,
  lead,
  children,
  path,
  offer,
  plans,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  path: CheckoutOrigin;
  offer?: OfferId;
  plans: readonly PlanId[];
}) {
  useDocumentTitle(`${title} – Tedi`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">{title}</h1>
        <p className="text-lg">{lead}</p>
      </div>
      {children}
      <section aria-labelledby="included-heading" className="flex flex-col gap-3">
        <h2 id="included-heading" className="text-h2 font-bold">
          What your family gets
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {INCLUDED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="get-heading" className="flex flex-col gap-3">
        <h2 id="get-heading" className="text-h2 font-bold">
          Get it
        </h2>
        <OfferActions path={path} plans={plans} {...(offer ? { offer } : {})} />
      </section>
      <p className="border-t border-line pt-6">
        Paid for by an employer, charity, council or school? They give you a licence code instead:{' '}
        <Link to="/sponsor-landing" className={LINK_CLASSES}>
          how sponsoring works
        </Link>
        .
      </p>
    </div>
  );
}

/** /annual-license-offer: a year of Tedi for the price of about ten months, paid once. */
export function AnnualLicenceOfferPage() {
  return (
    <OfferPage
      title="A year of Tedi, paid once"
      lead={`The annual licence is ${formatPrice(annual.pricePence)} for a whole year: ${formatPrice(ANNUAL_SAVING_PENCE)} less than twelve months at ${formatPrice(monthly.pricePence)}.`}
      path="/annual-license-offer"
      plans={['annual']}
    >
      <section aria-labelledby="how-heading" className="flex flex-col gap-3">
        <h2 id="how-heading" className="text-h2 font-bold">
          How it works
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>One payment a year, taken by Stripe on its secure page. Tedi never sees your card.</li>
          <li>It covers your whole family: its parents, and the family members you invite.</li>
          <li>It renews each year unless you cancel, and you can cancel from “Manage billing” at any time.</li>
          <li>If you cancel, you keep Tedi until the end of the year you paid for.</li>
        </ul>
      </section>
    </OfferPage>
  );
}

const launch = OFFERS.find((offer) => offer.id === 'launch')!;

/**
 * /tedi-launch-offer: the first month free, for families new to Tedi. It is the free trial every family has from
 * sign-up: a plan chosen during it is first paid for when it ends.
 */
export function TediLaunchOfferPage() {
  return (
    <OfferPage
      title="Your first month of Tedi, free"
      lead={`To celebrate Tedi’s launch, every family new to Tedi has its first ${launch.trialDays} days free, from the day it signs up.`}
      path="/tedi-launch-offer"
      offer="launch"
      plans={['monthly', 'annual']}
    >
      <section aria-labelledby="how-heading" className="flex flex-col gap-3">
        <h2 id="how-heading" className="text-h2 font-bold">
          How it works
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            Create your account: your free month starts straight away, with everything in Tedi open and no card needed.
          </li>
          <li>
            Choose the monthly or the annual plan at any time during it. Stripe asks for a card on its secure page, and
            takes nothing until your free month ends.
          </li>
          <li>
            Then your plan starts: {formatPrice(monthly.pricePence)} a month or {formatPrice(annual.pricePence)} a year.
          </li>
          <li>Cancel before the free month ends, from “Manage billing”, and you pay nothing at all.</li>
          <li>
            The free month is once per family: a second parent joining the family doesn’t start another. Without a plan
            or a licence code, Tedi closes when it ends, and everything you saved stays here for when you come back.
          </li>
        </ul>
      </section>
    </OfferPage>
  );
}
