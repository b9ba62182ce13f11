import { PATHS } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { roleOf, type AccountRole } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { homePathFor } from '../../../lib/auth/redirect-target.ts';
import { SignOutButton } from '../../../lib/auth/sign-out-button.tsx';
import { ReadingSettingsForm } from '../../../lib/settings/reading-settings-form.tsx';
import { useSettingsSaveState, type SettingsSaveState } from '../../../lib/settings/settings-save-state.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  ChangeEmailSection,
  ChangePasswordSection,
  DevicesSection,
  TwoStepSection,
} from '../components/account-security.tsx';
import { AccountDeletionBanner, AccountDeletionSection, DELETION_HEADING_ID } from '../components/account-deletion.tsx';
import { AuthLoading } from '../components/auth-layout.tsx';
import { FamilyDataDownload } from '../components/family-data-download.tsx';
import { CalendarFeedSettings } from '../components/calendar-feed-settings.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';

/** Where "Back" leads: the person's own dashboard once it is built, until then the home page. */
function backLink(role: AccountRole | null): { to: string; label: string } {
  const dashboard = homePathFor(role);
  return dashboard && dashboard !== PATHS.settings
    ? { to: dashboard, label: 'Back to your dashboard' }
    : { to: PATHS.home, label: 'Back to the home page' };
}

const DATA_HEADING_ID = 'data-heading';

const CONTENTS = [
  { id: 'reading-heading', label: 'Reading and display' },
  { id: 'notifications-heading', label: 'Notifications' },
  { id: 'security-heading', label: 'Account security' },
  { id: DATA_HEADING_ID, label: 'Your family’s data' },
  { id: DELETION_HEADING_ID, label: 'Delete your account' },
] as const;

const SAVE_STATE_TEXT: Readonly<Record<SettingsSaveState, string>> = {
  loading: '',
  saving: 'Saving…',
  saved: 'Saved to your account — they apply on every device you sign in on.',
  failed:
    'We couldn’t save your settings just now; they still apply on this device. We’ll try again when you change something.',
};

/** Whether the reading settings are saved to the account, read out politely as it changes. */
function ReadingSaveStatus() {
  const state = useSettingsSaveState();
  return (
    <p role="status" className={state === 'failed' ? 'font-semibold text-danger' : 'text-ink-muted'}>
      {SAVE_STATE_TEXT[state]}
    </p>
  );
}

/**
 * /parent/settings: how Tedi looks (reading settings, saved to the account), which e-mails it sends, how the
 * account is kept safe (password, e-mail address, two-step verification, other devices), the family's data to
 * download, and deleting the account. Behind the 'parent-or-family-member' guard: an invited family member keeps
 * their own account here too, with everything but the family's data, which is the parents' to download.
 */
export function ParentSettingsPage() {
  useDocumentTitle('Settings – Tedi');
  const auth = useAuth();
  const role = roleOf(auth.session);
  const familyMember = role === 'family_member';
  const back = backLink(role);
  const { runtime, user } = auth;
  const contents = CONTENTS.filter((entry) => !(familyMember && entry.id === DATA_HEADING_ID));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4">
        <p>
          <Link to={back.to} className={BUTTON_CLASSES.link}>
            <span aria-hidden="true">←&nbsp;</span>
            {back.label}
          </Link>
        </p>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-h1 font-bold">Settings</h1>
            {user?.email ? (
              <p className="text-ink-muted">
                Signed in as <span className="break-all">{user.email}</span>
              </p>
            ) : null}
          </div>
          <SignOutButton look="secondary" />
        </div>
        <nav aria-label="On this page" className="rounded-lg border border-line bg-surface p-4">
          <p className="font-semibold">On this page</p>
          <ul className="mt-1 flex flex-col">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className={BUTTON_CLASSES.link}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {user ? <AccountDeletionBanner /> : null}
      </div>

      <section aria-labelledby="reading-heading" className="flex flex-col gap-5">
        <h2 id="reading-heading" className="text-h2 font-bold">
          Reading and display
        </h2>
        <ReadingSettingsForm />
        <ReadingSaveStatus />
      </section>

      <section aria-labelledby="notifications-heading" className="flex flex-col gap-5">
        <h2 id="notifications-heading" className="text-h2 font-bold">
          Notifications
        </h2>
        {user ? <NotificationSettings /> : <AuthLoading />}
        <h3 className="text-h3 font-bold">Your calendar</h3>
        {user ? <CalendarFeedSettings /> : <AuthLoading />}
      </section>

      <section aria-labelledby="security-heading" className="flex flex-col gap-6">
        <h2 id="security-heading" className="text-h2 font-bold">
          Account security
        </h2>
        {runtime && user ? (
          <>
            <ChangePasswordSection client={runtime.client} user={user} />
            <ChangeEmailSection client={runtime.client} user={user} />
            <TwoStepSection client={runtime.client} user={user} />
            <DevicesSection runtime={runtime} />
          </>
        ) : (
          <AuthLoading />
        )}
      </section>

      {familyMember ? null : (
        <section aria-labelledby={DATA_HEADING_ID} className="flex flex-col gap-5">
          <h2 id={DATA_HEADING_ID} className="text-h2 font-bold">
            Your family’s data
          </h2>
          {user ? <FamilyDataDownload /> : <AuthLoading />}
        </section>
      )}

      <section aria-labelledby={DELETION_HEADING_ID} className="flex flex-col gap-5">
        <h2 id={DELETION_HEADING_ID} className="text-h2 font-bold">
          Delete your account
        </h2>
        {user ? <AccountDeletionSection /> : <AuthLoading />}
      </section>
    </div>
  );
}
