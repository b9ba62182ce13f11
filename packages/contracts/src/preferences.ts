import { z as zod } from 'zod';
import type { Capability } from './routes.ts';
import { dashboardSettingsSchema } from './settings.ts';
import { DEFAULT_DASHBOARD_SETTINGS } from './settings-values.ts';

/** The parent dashboard's layouts: the home, and the spec's three alternatives. */
export const DASHBOARD_LAYOUTS = ['home', 'tiles', 'cursor', 'enhanced'] as const;
export type DashboardLayout = (typeof DASHBOARD_LAYOUTS)[number];

export const emailNotificationsSchema = zod.object({
  deadlines: zod.boolean(),
  messages: zod.boolean(),
  weeklySummary: zod.boolean(),
});
export type EmailNoticeKind = keyof zod.infer<typeof emailNotificationsSchema>;

/** One kind of optional e-mail, the capabilities that will send it, and whether anything sends it yet. */
export interface EmailNotice {
  readonly kind: EmailNoticeKind;
  readonly sentBy: readonly Capability[];
  /**
   * True once the capability that sends this e-mail is built and sends it. Until then the settings don't offer it:
   * nobody is asked about an e-mail Tedi never sends. The capability that starts sending it switches it on here.
   */
  readonly live: boolean;
}

/**
 * Every optional e-mail Tedi will send. A choice already saved for one that is not live yet is kept, and applies on
 * the day it goes live. Security e-mails are not here: they are always sent (see PreferencesResponse).
 */
export const EMAIL_NOTICES: readonly EmailNotice[] = [
  { kind: 'deadlines', sentBy: ['ehcp', 'dla', 'health'], live: true },
  { kind: 'messages', sentBy: ['messaging', 'coparenting'], live: false },
  { kind: 'weeklySummary', sentBy: ['tracking'], live: false },
];

/** The optional e-mails a person can choose today: those that something sends. */
export function offeredEmailNotices(notices: readonly EmailNotice[] = EMAIL_NOTICES): EmailNoticeKind[] {
  return notices.filter((notice) => notice.live).map((notice) => notice.kind);
}

/** What a user chose for themselves, on every device they sign in on. */
export const preferencesSchema = zod.object({
  dashboardSettings: dashboardSettingsSchema,
  dashboardLayout: zod.enum(DASHBOARD_LAYOUTS),
  notifications: zod.object({ email: emailNotificationsSchema }),
});
export type Preferences = zod.infer<typeof preferencesSchema>;

/** A change: only what is sent changes, group by group. Unknown keys are refused so a typo is not silently lost. */
export const preferencesUpdateSchema = zod.strictObject({
  dashboardSettings: dashboardSettingsSchema.partial().strict().optional(),
  dashboardLayout: zod.enum(DASHBOARD_LAYOUTS).optional(),
  notifications: zod.strictObject({ email: emailNotificationsSchema.partial().strict().optional() }).optional(),
});
export type PreferencesUpdateInput = zod.input<typeof preferencesUpdateSchema>;

/** The preferences as the server answers them: security notices are always sent and cannot be turned off. */
export interface PreferencesResponse {
  readonly dashboardSettings: zod.infer<typeof dashboardSettingsSchema>;
  readonly dashboardLayout: DashboardLayout;
  readonly notifications: {
    readonly email: zod.infer<typeof emailNotificationsSchema> & {
      readonly securityNotices: true;
      readonly securityNoticesChangeable: false;
    };
  };
}

export const DEFAULT_PREFERENCES: Preferences = {
  dashboardSettings: DEFAULT_DASHBOARD_SETTINGS,
  dashboardLayout: 'home',
  notifications: { email: { deadlines: true, messages: true, weeklySummary: false } },
};

/**
 * What goes with an account when it is deleted:
 * - 'account': only the account (a parent whose family keeps another parent, or someone in no family);
 * - 'membership': the account and the person's place in the family that invited them; what the family shares stays
 *   with the family;
 * - 'family': the account and the whole family's data, because the person is the family's last parent.
 */
export type AccountDeletionScope = 'account' | 'membership' | 'family';

/** The state of an account's deletion: none asked for, or when it will happen and until when it can be undone. */
export interface AccountDeletionResponse {
  readonly scheduled: boolean;
  readonly requestedAt: string | null;
  readonly deleteAfter: string | null;
  readonly removes: AccountDeletionScope;
}

export const accountDeletionRequestSchema = zod.object({
  password: zod.string().max(1024).optional(),
});
export type AccountDeletionRequest = zod.infer<typeof accountDeletionRequestSchema>;
