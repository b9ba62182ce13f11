import { matchAppRoute } from '@tedi/contracts';

import { DASHBOARD_PATHS } from './dashboard-paths.ts';

export interface Shortcut {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly to: string;
}

/**
 * Every part of Tedi a parent can open from the dashboard. A shortcut appears on the day its page is live, so
 * none ever leads to a page that is not there yet.
 */
const ALL_SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'children',
    label: 'Your children',
    description: 'Profiles, adding a child, archived profiles.',
    to: DASHBOARD_PATHS.children,
  },
  {
    id: 'family',
    label: 'Family members',
    description: 'Invite family and choose what each one sees.',
    to: DASHBOARD_PATHS.family,
  },
  {
    id: 'messages',
    label: 'Messages',
    description: 'Talk with your co-parent and family.',
    to: '/dashboard/parent/messages',
  },
  {
    id: 'health-hub',
    label: 'Health hub',
    description: 'Appointments, medicines and records.',
    to: '/parent/health-hub',
  },
  {
    id: 'health-passport',
    label: 'Hospital passport',
    description: 'What hospital staff need to know.',
    to: '/parent/health-passport',
  },
  { id: 'ehcp', label: 'EHCP', description: 'Your plan and its legal deadlines.', to: '/parent/ehcp' },
  { id: 'dla', label: 'DLA', description: 'Your Disability Living Allowance claim.', to: '/parent/dla' },
  {
    id: 'tracking',
    label: 'Weekly tracking',
    description: 'Sleep, mood and goals, week by week.',
    to: '/parent/tracking',
  },
  {
    id: 'documents',
    label: 'Documents',
    description: 'Letters and reports, written with you.',
    to: '/dashboard/parent/documents',
  },
  {
    id: 'social-stories',
    label: 'Social stories',
    description: 'Stories that prepare your child for what is coming.',
    to: '/parent/social-stories',
  },
  {
    id: 'communication',
    label: 'Communication board',
    description: 'Your child’s voice.',
    to: '/parent/communication',
  },
  {
    id: 'subscription',
    label: 'Your subscription',
    description: 'Your plan, billing and licence codes.',
    to: DASHBOARD_PATHS.subscription,
  },
  {
    id: 'settings',
    label: 'Settings',
    description: 'Reading, notifications, security and your data.',
    to: DASHBOARD_PATHS.settings,
  },
];

function isLive(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return matchAppRoute(pathname)?.live === true;
}

export function liveShortcuts(shortcuts: readonly Shortcut[] = ALL_SHORTCUTS): Shortcut[] {
  return shortcuts.filter((shortcut) => isLive(shortcut.to));
}
