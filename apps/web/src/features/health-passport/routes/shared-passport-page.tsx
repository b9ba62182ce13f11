import type { PageRenderContext, SharedPassportResponse } from '@tedi/contracts';
import { data, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { PassportView } from '../components/passport-view.tsx';

/**
 * The passport a family shared by link: rendered by the server for an open link alone (it is never fetched by the
 * browser), so a nurse or a respite carer reads it on any device without an account.
 */
export function loader({ context }: LoaderFunctionArgs): SharedPassportResponse {
  const shared = (context as PageRenderContext | undefined)?.sharedPassport;
  // React Router's loaders throw its responses: a 404 for the not-found page.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!shared) throw data(null, { status: 404 });
  return shared;
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function SharedPassportPage() {
  const { passport, expiresAt, photoDataUrl } = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  const name = passport.preferredName ?? passport.name.split(' ')[0] ?? passport.name;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <PageHead
        title={`${name}’s health passport – Tedi`}
        description={`The hospital passport ${name}’s family shared with you.`}
        canonicalPath={`/share/passport/${token}`}
        noindex
      />
      <div className="flex flex-col gap-1 rounded-lg border-l-4 border-brand bg-brand-soft p-4 print:hidden">
        <p className="font-bold">{name}’s family shared this passport with you.</p>
        <p>
          The link works until {WHEN.format(new Date(expiresAt))}, and the family can withdraw it at any time. Please
          use it for {name}’s care only, and don’t keep a copy once you no longer need it.
        </p>
      </div>
      <PassportView
        passport={passport}
        photo={
          photoDataUrl ? (
            <img src={photoDataUrl} alt={`Photo of ${name}`} className="size-24 shrink-0 rounded-full object-cover" />
          ) : undefined
        }
      />
    </main>
  );
}
