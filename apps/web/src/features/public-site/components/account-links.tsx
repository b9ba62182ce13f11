import { PATHS } from '@tedi/contracts';
import { Link } from 'react-router';

const REGISTER_PATH = '/register';

/** The two ways in: create an account, or sign in to an existing one. */
export function AccountLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to={REGISTER_PATH}
        className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-brand px-6 py-2 text-lg font-semibold text-white no-underline hover:bg-brand-strong"
      >
        Create your account
      </Link>
      <Link
        to={PATHS.signIn}
        className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-surface px-6 py-2 text-lg font-semibold text-brand no-underline hover:bg-brand-soft"
      >
        Sign in
      </Link>
    </div>
  );
}
