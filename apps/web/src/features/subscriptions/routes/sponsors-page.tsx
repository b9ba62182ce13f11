import { PATHS, SPONSOR_PATHS, type SponsorsResponse } from '@tedi/contracts';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { PageHead } from '../../../lib/page-head.tsx';
import { sponsorsFrom } from '../api/sponsors.ts';
import { PageSection, TEXT_LINK_CLASSES } from '../components/sponsor-page.tsx';
import { type SponsorGroup, sponsorGroups } from '../sponsor-groups.ts';

export async function loader({ context }: LoaderFunctionArgs): Promise<SponsorsResponse> {
  return sponsorsFrom(context);
}

function SponsorList({ groups }: { groups: readonly SponsorGroup[] }) {
  if (groups.length === 0) {
    return (
      <div className="rounded-xl border border-line bg-surface p-5">
        <p className="text-lg font-semibold">No sponsors are named here yet.</p>
        <p className="mt-2">
          An organisation can sponsor families without being named. When a sponsor agrees to be named, it appears here
          for as long as its licence runs.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`sponsors-${group.kind}`} className="flex flex-col gap-3">
          <h3 id={`sponsors-${group.kind}`} className="text-h3 font-bold">
            {group.heading}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.names.map((name) => (
              <li
                key={name}
                className="rounded-xl border border-line border-l-4 border-l-brand bg-surface px-5 py-4 text-lg font-semibold"
              >
                {name}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-ink-muted">A sponsor that prefers not to be named is not listed here.</p>
    </div>
  );
}

/**
 * /sponsors: the organisations that pay for Tedi for families and agreed to be named, grouped by kind. Rendered by
 * the server with the list as it is now, so it works without JavaScript.
 */
export function SponsorsPage() {
  const { sponsors } = useLoaderData<typeof loader>();
  const groups = sponsorGroups(sponsors);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <PageHead
        title="Sponsors – Tedi"
        description="The employers, charities, insurers, councils and schools that pay for Tedi for families of children with special educational needs and disabilities, named with their permission."
        canonicalPath={SPONSOR_PATHS.list}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">Sponsors</h1>
        <p className="text-xl">
          Some organisations pay for Tedi so that the families they support can use it without paying anything
          themselves.
        </p>
      </header>

      <PageSection id="what-sponsors-do-heading" heading="What a sponsor does">
        <p className="text-lg">
          A sponsor is an employer, charity, insurer, council or school that pays for a number of places on Tedi, until
          an end date. It gives the families it supports a licence code. A parent enters the code in Tedi, and their
          family can use everything in Tedi until the licence ends.
        </p>
        <p className="text-lg">
          A sponsor learns how many of its places have been used. It never sees which families used them, or anything a
          family keeps in Tedi.
        </p>
      </PageSection>

      <PageSection id="sponsor-list-heading" heading="Who sponsors families now">
        <p className="text-lg">
          We name a sponsor here only if it has agreed to be named, and only while its licence runs.
        </p>
        <SponsorList groups={groups} />
      </PageSection>

      <PageSection
        id="become-a-sponsor-heading"
        heading="Sponsor families yourself"
        className="rounded-xl border border-line bg-sand p-6"
      >
        <p className="text-lg">
          If your organisation would like to pay for Tedi for the families it supports, read how sponsoring works and
          send us an enquiry.
        </p>
        <div>
          <Link to={SPONSOR_PATHS.landing} className={BUTTON_CLASSES.primary}>
            How sponsoring works
          </Link>
        </div>
      </PageSection>

      <PageSection id="have-a-code-heading" heading="Have you been given a licence code?">
        <p className="text-lg">
          Sign in to Tedi, or create an account, then enter the code on{' '}
          <Link to={PATHS.subscription} className={TEXT_LINK_CLASSES}>
            your subscription page
          </Link>
          . Your family can use Tedi straight away.
        </p>
      </PageSection>
    </div>
  );
}
