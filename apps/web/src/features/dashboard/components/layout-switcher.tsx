import type { DashboardLayout } from '@tedi/contracts';
import { Link } from 'react-router';

import { useUpdatePreferences } from '../../accounts/api/preferences.ts';
import { LAYOUT_OPTIONS } from '../model/dashboard-layouts.ts';

/**
 * Moves between the dashboard's designs. The choice is saved to the parent's account, so the dashboard opens in
 * it next time, on any device.
 */
export function LayoutSwitcher({ current }: { current: DashboardLayout }) {
  const save = useUpdatePreferences();
  return (
    <nav aria-label="Dashboard layout" className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-ink-muted" aria-hidden="true">
        Layout
      </p>
      <ul className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
        {LAYOUT_OPTIONS.map((option) => {
          const active = option.layout === current;
          return (
            <li key={option.layout}>
              <Link
                to={option.path}
                state={{ chosenLayout: option.layout }}
                aria-current={active ? 'page' : undefined}
                title={option.description}
                onClick={() => {
                  if (!active) save.mutate({ dashboardLayout: option.layout });
                }}
                className={`inline-flex min-h-11 items-center rounded-md px-3 font-semibold no-underline ${
                  active ? 'bg-brand text-white' : 'text-brand hover:bg-brand-soft'
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
