import { Link } from 'react-router';

import { TediLogo } from './tedi-logo.tsx';

/** The Tedi name and bear, linking to the home page of the area the reader is in. */
export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-md py-1 pr-2 text-2xl font-bold text-ink no-underline"
    >
      <TediLogo />
      <span>Tedi</span>
      <span className="sr-only">home page</span>
    </Link>
  );
}
