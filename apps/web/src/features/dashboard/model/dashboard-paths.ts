import { PATHS } from '@tedi/contracts';

/** Where the dashboard's links lead. */
export const DASHBOARD_PATHS = {
  home: PATHS.parentDashboard,
  addChild: `${PATHS.parentDashboard}?module=children#add-child`,
  children: `${PATHS.parentDashboard}?module=children`,
  family: `${PATHS.parentDashboard}?module=family`,
  subscription: '/subscription',
  settings: '/parent/settings',
  security: '/parent/settings#security-heading',
} as const;

export function childProfilePath(childId: string): string {
  return `${PATHS.parentDashboard}/child/${encodeURIComponent(childId)}`;
}
