import { PLANS } from '@tedi/contracts';

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

/**
 * The plans, read from the contracts. Without a payment provider on this server the page says so plainly, and
 * points to licence codes instead of showing buttons that could not work.
 */
export function PlanList({
  paymentsAvailable,
  headingLevel = 3,
}: {
  paymentsAvailable: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      {paymentsAvailable ? null : (
        <p className="rounded-lg border-l-4 border-brand bg-brand-soft p-4">
          Payments aren’t available on this server yet, so you can’t pay for a plan here. If a sponsor (an employer,
          charity, council or school) gave you a licence code, you can use it below.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
            <Heading className="text-h3 font-bold">{plan.name}</Heading>
            <p className="text-lg font-semibold">
              {formatPrice(plan.pricePence)} {INTERVAL_WORDS[plan.interval]}
            </p>
            <p className="text-ink-muted">{plan.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
