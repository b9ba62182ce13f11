import { type DashboardLayout, PATHS } from '@tedi/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { trialCountdown } from '../../../lib/access-gate/trial.ts';
import { formatLongDate } from '../../../lib/children/child-dates.ts';
import { useSubscriptionStatus } from '../../subscriptions/api/subscription-status.ts';
import { greeting } from '../model/greeting.ts';
import { LayoutSwitcher } from './layout-switcher.tsx';

/** While the family is in its free trial: how long is left, and where to choose what comes after it. */
function TrialNotice() {
  const status = useSubscriptionStatus().data;
  if (!status?.hasAccess || status.source !== 'trial' || !status.endsAt) return null;
  return (
    <p className="rounded-lg border border-line bg-surface px-4 py-3">
      {trialCountdown(status.endsAt)}{' '}
      <Link to={PATHS.subscription} className="font-semibold text-brand-strong underline underline-offset-2">
        Choose how to keep Tedi
      </Link>
    </p>
  );
}

/**
 * The top of every dashboard layout: a greeting by the parent's name and the time of day on their device, the
 * page's heading, today's date, the free trial's countdown while it runs, the layout choice and anything extra.
 */
export function DashboardHeader({
  layout,
  today,
  parentName,
  children,
}: {
  layout: DashboardLayout;
  today: string;
  parentName: string | null;
  children?: ReactNode;
}) {
  // Worked out once when the dashboard opens, so the words don't change while the parent is reading.
  const [now] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-h3 font-semibold text-brand-strong">{greeting(now, parentName)}</p>
          <h1 className="text-h1 font-bold">Your dashboard</h1>
          <p className="text-ink-muted">{formatLongDate(today)}</p>
        </div>
        <LayoutSwitcher current={layout} />
      </div>
      <TrialNotice />
      {children}
    </div>
  );
}
