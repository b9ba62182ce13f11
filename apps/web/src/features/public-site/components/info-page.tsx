import type { ReactNode } from 'react';

import { PageHead } from '../../../lib/page-head.tsx';

interface InfoPageProps {
  /** The page's heading; the tab title is "<heading> – Tedi". */
  heading: string;
  description: string;
  path: string;
  /** A sentence or two under the heading. */
  intro: ReactNode;
  /** "Last updated" date, for pages people rely on such as the privacy notice. */
  updated?: string;
  children: ReactNode;
}

/** A page of the public site made of prose: privacy, terms, support and the like. */
export function InfoPage({ heading, description, path, intro, updated, children }: InfoPageProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14 [&_a]:text-brand-strong [&_a]:underline [&_a]:decoration-2">
      <PageHead title={`${heading} – Tedi`} description={description} canonicalPath={path} />
      <header className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">{heading}</h1>
        <div className="text-xl">{intro}</div>
        {updated ? <p className="text-ink-muted">Last updated {updated}</p> : null}
      </header>
      <div className="flex flex-col gap-4 text-lg [&_h2]:mt-6 [&_h2]:text-h2 [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-h3 [&_h3]:font-bold [&_li]:my-1 [&_ul]:list-disc [&_ul]:pl-7">
        {children}
      </div>
    </div>
  );
}
