import type { DashboardLayout } from '@tedi/contracts';

import { DASHBOARD_PATHS } from './dashboard-paths.ts';

/** The dashboard's four designs of the same content (spec section 2), each with its own address. */
export const LAYOUT_OPTIONS: readonly {
  readonly layout: DashboardLayout;
  readonly path: string;
  readonly label: string;
  readonly description: string;
}[] = [
  { layout: 'home', path: DASHBOARD_PATHS.home, label: 'Standard', description: 'Today first, then your child.' },
  {
    layout: 'tiles',
    path: `${DASHBOARD_PATHS.home}/tiles`,
    label: 'Large tiles',
    description: 'Big buttons, easy to tap.',
  },
  {
    layout: 'cursor',
    path: `${DASHBOARD_PATHS.home}/cursor`,
    label: 'Compact',
    description: 'A short list and a command box, quick with a keyboard.',
  },
  {
    layout: 'enhanced',
    path: `${DASHBOARD_PATHS.home}/enhanced`,
    label: 'Overview',
    description: 'Today, what is coming up and what changed, for every child.',
  },
];

/** Which layout an address shows; the plain dashboard address shows the one the parent chose last. */
export function layoutAtPath(pathname: string): DashboardLayout | 'remembered' {
  const path = pathname.replace(/\/+$/, '');
  return LAYOUT_OPTIONS.find((option) => option.layout !== 'home' && option.path === path)?.layout ?? 'remembered';
}

export function layoutPath(layout: DashboardLayout): string {
  return LAYOUT_OPTIONS.find((option) => option.layout === layout)?.path ?? DASHBOARD_PATHS.home;
}
