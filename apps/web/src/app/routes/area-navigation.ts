import { matchAppRoute, type RouteGuard } from '@tedi/contracts';

import type { NavigationItem } from '../../components/ui/navigation-links.tsx';

export interface NavigationArea {
  /**
   * The guard of this area's routes; the route table test checks each item against it (an item may also carry a
   * guard that lets the area's people in as well as others, such as 'parent-or-family-member').
   */
  readonly guard: RouteGuard;
  readonly items: readonly NavigationItem[];
}

/**
 * The links each area offers, in reading order. Only live routes are ever shown (see liveNavigation), so a link
 * appears on the day its page is built and never points at a page that does not exist yet.
 */
export const AREA_NAVIGATION = {
  publicHeader: {
    guard: 'public',
    items: [
      { path: '/guides', label: 'Guides' },
      { path: '/faqs', label: 'Questions' },
      { path: '/support', label: 'Support' },
      { path: '/contact', label: 'Contact' },
    ],
  },
  publicFooter: {
    guard: 'public',
    items: [
      { path: '/', label: 'Home' },
      { path: '/guides', label: 'Guides' },
      { path: '/faqs', label: 'Questions' },
      { path: '/tutorials', label: 'Tutorials' },
      { path: '/support', label: 'Support' },
      { path: '/contact', label: 'Contact' },
      { path: '/sponsors', label: 'Sponsors' },
      { path: '/privacy', label: 'Privacy' },
      { path: '/security-privacy', label: 'Security' },
      { path: '/terms', label: 'Terms' },
    ],
  },
  parent: {
    guard: 'parent',
    items: [
      { path: '/dashboard/parent', label: 'Dashboard' },
      { path: '/dashboard/parent/messages', label: 'Messages' },
      { path: '/parent/health-hub', label: 'Health hub' },
      { path: '/parent/health-passport', label: 'Hospital passport' },
      { path: '/parent/ehcp', label: 'EHCP' },
      { path: '/parent/dla', label: 'DLA' },
      { path: '/parent/tracking', label: 'Weekly tracking' },
      { path: '/parent/document-generator', label: 'Letters' },
      { path: '/dashboard/parent/documents', label: 'Documents' },
      { path: '/parent/social-stories', label: 'Social stories' },
      { path: '/parent/communication', label: 'Communication board' },
      { path: '/parent/settings', label: 'Settings' },
    ],
  },
  familyMember: {
    guard: 'family-member',
    items: [
      { path: '/dashboard/family-member', label: 'Dashboard' },
      { path: '/parent/health-hub', label: 'Health hub' },
      { path: '/dashboard/parent/documents', label: 'Documents' },
      { path: '/parent/document-generator', label: 'Letters' },
      { path: '/parent/communication', label: 'Communication board' },
      { path: '/parent/settings', label: 'Settings' },
    ],
  },
  child: {
    guard: 'child',
    items: [
      { path: '/child', label: 'Home' },
      { path: '/child/games', label: 'Games' },
      { path: '/child/stories', label: 'Stories' },
      { path: '/child/profile', label: 'Me' },
      { path: '/child/settings', label: 'Settings' },
    ],
  },
} as const satisfies Record<string, NavigationArea>;

export function liveNavigation(area: NavigationArea): NavigationItem[] {
  return area.items.filter((item) => matchAppRoute(item.path)?.live === true);
}
