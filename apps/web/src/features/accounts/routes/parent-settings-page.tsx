import { PATHS } from '@tedi/contracts';
import { useState } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { signOutUser } from '../../../lib/auth/auth-actions.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { firstLivePath } from '../../../lib/auth/redirect-target.ts';
import { ReadingSettingsForm } from '../../../lib/settings/reading-settings-form.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  ChangeEmailSection,
  ChangePasswordSection,
  DevicesSection,
  TwoStepSection,
} from '../components/account-security.tsx';
import { AuthLoading } from '../components/auth-layout.tsx';

/** Where "Back" leads: the parent dashboard once it is built, until then the home page. */
function backLink(): { to: string; label: string } {
  const dashboard = firstLivePath([PATHS.parentDashboard]);
  return dashboard
    ? { to: dashboard, label: 'Back to your dashboard' }
    : { to: PATHS.home, label: 'Back to the home page' };
}

const CONTENTS = [
  { id: 'reading-heading', label: 'Reading and display' },
  { id: 'security-heading', label: 'Account security' },
] as const;

/**
 * /parent/settings: how Tedi looks (reading settings, saved on this device) and how the account is kept safe
 * (password, e-mail address, two-step verification, other devices). Behind the parent guard.
 */
export function ParentSettingsPage() {
  useDocumentTitle('Settings – Tedi');
  const auth = useAuth();
  const [leaving, setLeaving] = useState(false);
  const back = backLink();
  const { runtime, user } = auth;

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
          {runtime && user ? (
            <button
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void signOutUser(runtime.client, user.id).finally(() => window.location.assign(PATHS.home));
              }}
              className={BUTTON_CLASSES.secondary}
            >
              {leaving ? 'Signing out...' : 'Sign out'}
            </button>
          ) : null}
        </div>
        <nav aria-label="On this page" className="rounded-lg border border-line bg-surface p-4">
          <p className="font-semibold">On this page</p>
          <ul className="mt-1 flex flex-col">
            {CONTENTS.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className={BUTTON_CLASSES.link}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <section aria-labelledby="reading-heading" className="flex flex-col gap-5">
        <h2 id="reading-heading" className="text-h2 font-bold">
          Reading and display
        </h2>
        <ReadingSettingsForm />
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
    </div>
  );
}
