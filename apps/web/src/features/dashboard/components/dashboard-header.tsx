import type { DashboardLayout } from '@tedi/contracts';
import type { ReactNode } from 'react';

import { formatLongDate } from '../../../lib/children/child-dates.ts';
import { LayoutSwitcher } from './layout-switcher.tsx';

/** The top of every dashboard layout: its heading, today's date, the layout choice and anything extra. */
export function DashboardHeader({
  layout,
  today,
  children,
}: {
  layout: DashboardLayout;
  today: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-h1 font-bold">Your dashboard</h1>
          <p className="text-ink-muted">{formatLongDate(today)}</p>
        </div>
        <LayoutSwitcher current={layout} />
      </div>
      {children}
    </div>
  );
}
