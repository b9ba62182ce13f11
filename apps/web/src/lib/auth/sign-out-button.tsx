import { PATHS } from '@tedi/contracts';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { signOutUser } from './auth-actions.ts';
import { useAuth } from './auth-context.tsx';

/**
 * Signs the person out and takes them to the home page (spec section 4: a sign-out they chose goes to /). Shows
 * nothing while nobody is signed in.
 */
export function SignOutButton({ look = 'link' }: { look?: keyof typeof BUTTON_CLASSES }) {
  const { runtime, user } = useAuth();
  const [leaving, setLeaving] = useState(false);
  if (!runtime || !user) return null;
  return (
    <button
      type="button"
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void signOutUser(runtime.client, user.id).finally(() => window.location.assign(PATHS.home));
      }}
      className={BUTTON_CLASSES[look]}
    >
      {leaving ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
