import {
  DASHBOARD_LAYOUTS,
  DEFAULT_PREFERENCES,
  type DashboardLayout,
  dashboardSettingsSchema,
  emailNotificationsSchema,
  type Preferences,
  type PreferencesResponse,
} from '@tedi/contracts';
import type { PreferencesRow } from './repository.ts';

/**
 * A user's stored choices laid over the defaults, field by field: a value saved by an older version that no longer
 * fits the contract falls back to its default rather than breaking the dashboard.
 */
export function preferencesOf(row: PreferencesRow | undefined): Preferences {
  const settings = dashboardSettingsSchema.partial().safeParse(row?.dashboardSettings ?? {});
  const email = emailNotificationsSchema.partial().safeParse(row?.emailNotifications ?? {});
  const layout = row?.dashboardLayout;
  return {
    dashboardSettings: { ...DEFAULT_PREFERENCES.dashboardSettings, ...(settings.success ? settings.data : {}) },
    dashboardLayout: DASHBOARD_LAYOUTS.includes(layout as DashboardLayout)
      ? (layout as DashboardLayout)
      : DEFAULT_PREFERENCES.dashboardLayout,
    notifications: {
      email: { ...DEFAULT_PREFERENCES.notifications.email, ...(email.success ? email.data : {}) },
    },
  };
}

/**
 * The preferences as the client sees them. Security notices (a new sign-in step, a password change, an account
 * deletion) are always sent: they are how someone learns of a change they did not make, so they cannot be turned
 * off, and the answer says so for the settings page to show them as fixed.
 */
export function presentPreferences(preferences: Preferences): PreferencesResponse {
  return {
    dashboardSettings: preferences.dashboardSettings,
    dashboardLayout: preferences.dashboardLayout,
    notifications: {
      email: { ...preferences.notifications.email, securityNotices: true, securityNoticesChangeable: false },
    },
  };
}
