import { Link, useLocation } from 'react-router';

import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SiteLayout } from '../wrappers/site-layout.tsx';

/** Shown for any address without a page, including pages of the product that are not built yet. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found – Tedi');
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-16">
        <h1 className="text-h1 font-bold">We can't find that page</h1>
        <p className="text-lg">
          There is no page at <code className="rounded bg-sand px-1.5 py-0.5 break-all">{pathname}</code>. The address
          may have a typing mistake, or the page may have moved.
        </p>
        <p>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 py-2 font-semibold text-white no-underline hover:bg-brand-strong"
          >
            Go to the home page
          </Link>
        </p>
      </div>
    </SiteLayout>
  );
}
