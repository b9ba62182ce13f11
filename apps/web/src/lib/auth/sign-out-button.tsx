import { PATHS } from '@tedi/contracts';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { unsentChangesOf } from '../offline/outbox-storage.ts';
import { signOutUser } from './auth-actions.ts';
import { useAuth } from './auth-context.tsx';

/**
 * Signs the person out and takes them to the home page (spec section 4: a sign-out they chose goes to /). Changes
 * made with no connection and not yet sent would be removed from the device with the session, so the person is
 * asked first. Shows nothing while nobody is signed in.
 */
export function SignOutButton({ look = 'link' }: { look?: keyof typeof BUTTON_CLASSES }) {
  const { runtime, user } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const [unsent, setUnsent] = useState(0);
  if (!runtime || !user) return null;
  const leave = () => {
    setUnsent(0);
    setLeaving(true);
    void signOutUser(runtime.client, user.id).finally(() => window.location.assign(PATHS.home));
  };
  return (
    <>
      <button
        type="button"
        disabled={leaving}
        onClick={() => {
          const waiting = unsentChangesOf(user.id);
          if (waiting > 0) setUnsent(waiting);
          else leave();
        }}
        className={BUTTON_CLASSES[look]}
      >
        {leaving ? 'Signing out...' : 'Sign out'}
      </button>
      {unsent > 0 ? (
        <ConfirmDialog
          title="Sign out before your changes are sent?"
          cancelLabel="Stay signed in"
          confirmLabel="Sign out and lose them"
          onCancel={() => setUnsent(0)}
          onConfirm={leave}
        >
          <p>
            {unsent === 1 ? 'One change' : `${unsent} changes`} to a communication board{' '}
            {unsent === 1 ? 'hasn’t' : 'haven’t'} reached Tedi yet. {unsent === 1 ? 'It is' : 'They are'} kept on this
            device and sent when the connection is back. Signing out now removes {unsent === 1 ? 'it' : 'them'} from
            this device for good.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
