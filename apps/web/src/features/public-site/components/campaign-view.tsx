import { matchAppRoute } from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { PageHead } from '../../../lib/page-head.tsx';
import type {
  Campaign,
  CampaignAction,
  CampaignItem,
  CampaignProof,
  CampaignSection,
} from '../content/campaigns/types.ts';

const ACTION_CLASSES = {
  main: 'inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-brand px-6 py-2 text-lg font-semibold text-white no-underline hover:bg-brand-strong',
  other:
    'inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-surface px-6 py-2 text-lg font-semibold text-brand no-underline hover:bg-brand-soft',
} as const;

/** Whether a link leads to a page that is live: links to pages not built yet are left out (decision 4). */
export function leadsToLivePage(action: CampaignAction): boolean {
  const { pathname } = new URL(action.to, 'http://tedi.invalid');
  return matchAppRoute(pathname)?.live === true;
}

function liveActions(actions: readonly CampaignAction[] = []): CampaignAction[] {
  return actions.filter(leadsToLivePage);
}

function ActionButtons({ actions }: { actions: readonly CampaignAction[] }) {
  const shown = liveActions(actions);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {shown.map((action, index) => (
        <Link key={action.to} to={action.to} className={index === 0 ? ACTION_CLASSES.main : ACTION_CLASSES.other}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}

function ItemLink({ link }: { link: CampaignAction | undefined }) {
  if (!link || !leadsToLivePage(link)) return null;
  return (
    <p className="mt-auto">
      <Link to={link.to} className={BUTTON_CLASSES.link}>
        {link.label}
      </Link>
    </p>
  );
}

/**
 * Tedi's bear in soft circles, beside the hero on wider screens. The bear is the site's own icon as a picture, so the
 * page's code does not carry a second copy of the logo; hidden on phones, where a lazy picture is never fetched.
 */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative hidden size-72 shrink-0 md:block">
      <div className="absolute inset-0 rounded-full bg-sand" />
      <div className="absolute top-6 right-4 size-16 rounded-full bg-brand-soft" />
      <div className="absolute bottom-8 left-2 size-10 rounded-full bg-brand-soft" />
      <img
        src="/favicon.svg"
        alt=""
        width={208}
        height={208}
        loading="lazy"
        decoding="async"
        className="absolute inset-10 size-52"
      />
    </div>
  );
}

function Items({ layout, items }: Pick<CampaignSection, 'layout' | 'items'>) {
  if (layout === 'steps') {
    return (
      <ol className="mt-8 grid gap-5 md:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.title ?? item.text} className="flex gap-4 rounded-xl border border-line bg-surface p-5">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-2">
              <ItemText item={item} />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  if (layout === 'columns') {
    return (
      <ul className="mt-6 gap-x-8 text-lg sm:columns-2 lg:columns-3">
        {items.map((item) => (
          <li key={item.title ?? item.text} className="flex break-inside-avoid gap-3 py-1.5">
            <span aria-hidden="true" className="mt-2.5 size-3 shrink-0 rounded-full bg-brand" />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (layout === 'list') {
    return (
      <ul className="mt-6 flex max-w-3xl flex-col gap-5 text-lg">
        {items.map((item) => (
          <li key={item.title ?? item.text} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-3 shrink-0 rounded-full bg-brand" />
            <div className="flex flex-col gap-1">
              <ItemText item={item} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  // Four cards read better as two rows of two than as three and one.
  const columns = items.length % 2 === 0 && items.length <= 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`mt-8 grid gap-5 ${columns}`}>
      {items.map((item) => (
        <li
          key={item.title ?? item.text}
          className="flex flex-col gap-2 rounded-xl border border-line border-t-4 border-t-brand bg-surface p-5"
        >
          <ItemText item={item} />
        </li>
      ))}
    </ul>
  );
}

function ItemText({ item }: { item: CampaignItem }) {
  return (
    <>
      {item.title ? <h3 className="text-h3 font-bold">{item.title}</h3> : null}
      <p>{item.text}</p>
      <ItemLink link={item.link} />
    </>
  );
}

function Section({ section, shaded }: { section: CampaignSection; shaded: boolean }) {
  const headingId = `${section.id}-heading`;
  const links = liveActions(section.links);
  return (
    <section aria-labelledby={headingId} className={shaded ? 'bg-brand-soft' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={headingId} className="text-h2 font-bold">
          {section.heading}
        </h2>
        {section.intro ? <p className="mt-3 max-w-3xl text-lg">{section.intro}</p> : null}
        <Items layout={section.layout} items={section.items} />
        {links.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={BUTTON_CLASSES.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function Proof({ proof }: { proof: CampaignProof }) {
  return (
    <section aria-labelledby="proof-heading" className="border-t border-line">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="proof-heading" className="text-h2 font-bold">
          {proof.heading}
        </h2>
        {proof.intro ? <p className="mt-3 max-w-3xl text-lg">{proof.intro}</p> : null}
        <Items layout="list" items={proof.points} />
      </div>
    </section>
  );
}

/**
 * A campaign page of the public site, from its data: the hero with who it is for, its sections, the facts that
 * back it up, and what to do next. Links to pages that are not live are left out.
 */
export function CampaignView({ campaign, canonicalPath }: { campaign: Campaign; canonicalPath: string }) {
  const { hero, sections, proof, callToAction } = campaign;
  return (
    <>
      <PageHead title={campaign.title} description={campaign.description} canonicalPath={canonicalPath} />
      <section aria-labelledby="intro-heading" className="border-b border-line">
        <div className="mx-auto flex max-w-6xl items-center gap-12 px-4 py-12 sm:py-16">
          <div className="flex max-w-2xl flex-col gap-5">
            <p className="font-semibold text-brand">{campaign.audience}</p>
            <h1 id="intro-heading" className="text-h2 font-bold sm:text-h1">
              {hero.heading}
            </h1>
            {hero.lead.map((paragraph) => (
              <p key={paragraph} className="text-lg">
                {paragraph}
              </p>
            ))}
            <ActionButtons actions={hero.actions ?? callToAction.actions} />
          </div>
          <HeroIllustration />
        </div>
      </section>

      {sections.map((section, index) => (
        <Section key={section.id} section={section} shaded={index % 2 === 1} />
      ))}

      <Proof proof={proof} />

      <section aria-labelledby="next-heading" className="border-t border-line bg-sand">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:py-16">
          <h2 id="next-heading" className="text-h2 font-bold">
            {callToAction.heading}
          </h2>
          <p className="max-w-3xl text-lg">{callToAction.text}</p>
          <ActionButtons actions={callToAction.actions} />
        </div>
      </section>
    </>
  );
}
