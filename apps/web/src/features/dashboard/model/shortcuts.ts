import { HELP_AREAS, matchAppRoute, type HelpArea } from '@tedi/contracts';

import { DASHBOARD_PATHS } from './dashboard-paths.ts';

export interface Shortcut {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly to: string;
  /** The areas a parent can say they need help with (onboarding step 4) that this part of Tedi serves. */
  readonly helps?: readonly HelpArea[];
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
    helps: ['health'],
  },
  {
    id: 'health-passport',
    label: 'Hospital passport',
    description: 'What hospital staff need to know.',
    to: '/parent/health-passport',
    helps: ['health'],
  },
  {
    id: 'ehcp',
    label: 'EHCP',
    description: 'Your plan and its legal deadlines.',
    to: '/parent/ehcp',
    helps: ['school'],
  },
  {
    id: 'dla',
    label: 'DLA',
    description: 'Your Disability Living Allowance claim.',
    to: '/parent/dla',
    helps: ['benefits'],
  },
  {
    id: 'tracking',
    label: 'Weekly tracking',
    description: 'Sleep, mood and goals, week by week.',
    to: '/parent/tracking',
    helps: ['routines'],
  },
  {
    id: 'documents',
    label: 'Documents',
    description: 'Letters and reports, written with you.',
    to: '/dashboard/parent/documents',
    helps: ['school', 'benefits'],
  },
  {
    id: 'social-stories',
    label: 'Social stories',
    description: 'Stories that prepare your child for what is coming.',
    to: '/parent/social-stories',
    helps: ['communication'],
  },
  {
    id: 'communication',
    label: 'Communication board',
    description: 'Your child’s voice.',
    to: '/parent/communication',
    helps: ['communication'],
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

/** Whether the page a link leads to is built. */
export function isLivePath(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return matchAppRoute(pathname)?.live === true;
}

export interface ShortcutChoices {
  /** What the parent said they need help with in onboarding (step 4); these parts of Tedi come first. */
  readonly needs?: readonly HelpArea[] | undefined;
  /** Which pages are built; the route table by default. */
  readonly isLive?: (to: string) => boolean;
  readonly shortcuts?: readonly Shortcut[];
}

/**
 * The parts of Tedi the dashboard offers, in the order it offers them: those serving what the parent said they need
 * help with first, then the rest, each group in its usual order. Only built pages are offered, so as each part of
 * Tedi is built it appears in its place without anything else changing.
 */
export function dashboardShortcuts({
  needs = [],
  isLive = isLivePath,
  shortcuts = ALL_SHORTCUTS,
}: ShortcutChoices = {}): Shortcut[] {
  const chosen = new Set(needs.filter((need) => HELP_AREAS.includes(need)));
  const live = shortcuts.filter((shortcut) => isLive(shortcut.to));
  const first = live.filter((shortcut) => shortcut.helps?.some((area) => chosen.has(area)) === true);
  return [...first, ...live.filter((shortcut) => !first.includes(shortcut))];
}
