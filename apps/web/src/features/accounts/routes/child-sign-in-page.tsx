import { PATHS } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * /child/login, where the child area sends anyone who is not signed in (spec section 2). Children's own sign-in is
 * not built yet, so the page says so plainly, in words a child can follow, and shows a grown-up the way to their
 * own sign-in. It makes no promise about when.
 */
export function ChildSignInPage() {
  useDocumentTitle('Signing in for children – Tedi');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-16">
      <h1 className="text-h1 font-bold">Signing in for children</h1>
      <p className="text-lg">Children can’t sign in to Tedi on their own yet.</p>
      <p className="text-lg">
        If you’re a child, please ask the grown-up who looks after you. If you’re a parent or carer, you can sign in to
        your own account.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PATHS.signIn} className={BUTTON_CLASSES.primary}>
          Sign in as a parent or carer
        </Link>
        <Link to={PATHS.home} className={BUTTON_CLASSES.secondary}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
