import { Link } from 'react-router';

import { describeAge } from '../../../../lib/children/child-dates.ts';
import { ChildPhoto, childDisplayName } from '../../../../lib/children/child-photo.tsx';
import type { DashboardData } from '../../hooks/use-dashboard-data.ts';
import { DASHBOARD_PATHS, childProfilePath } from '../../model/dashboard-paths.ts';
import { DashboardHeader } from '../dashboard-header.tsx';
import { ShortcutLinks } from '../shortcut-links.tsx';
import { TodayList } from '../today-list.tsx';
import { EducationModule } from '../education-module.tsx';
import { HealthModule } from '../health-module.tsx';
import { BenefitsModule } from '../benefits-module.tsx';

const TILE =
  'flex h-full min-h-44 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-brand bg-surface p-6 text-center no-underline hover:bg-brand-soft';

/** Large tiles, touch first: every child and every part of Tedi is one big, easy target. */
export function TilesLayout({ data }: { data: DashboardData }) {
  return (
    <div className="flex flex-col gap-10">
      <DashboardHeader layout="tiles" today={data.today} parentName={data.parentName} />

      <section aria-labelledby="tiles-children-heading" className="flex flex-col gap-4">
        <h2 id="tiles-children-heading" className="text-h2 font-bold">
          Your children
        </h2>
        <ul aria-labelledby="tiles-children-heading" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.children.map((child) => (
            <li key={child.id}>
              <Link to={childProfilePath(child.id)} className={TILE} onClick={() => data.chooseChild(child.id)}>
                <ChildPhoto child={child} size="large" />
                <span className="text-h3 font-bold text-brand-strong">{childDisplayName(child)}</span>
                <span className="text-ink">{describeAge(child.dateOfBirth, data.today) ?? ''}</span>
              </Link>
            </li>
          ))}
          {data.canAddChild ? (
            <li>
              <Link to={DASHBOARD_PATHS.addChild} className={`${TILE} border-dashed`}>
                <span aria-hidden="true" className="text-5xl leading-none font-bold text-brand">
                  +
                </span>
                <span className="text-h3 font-bold text-brand-strong">Add a child</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="tiles-today-heading" className="flex flex-col gap-4">
        <h2 id="tiles-today-heading" className="text-h2 font-bold">
          Today{data.currentChild ? ` for ${childDisplayName(data.currentChild)}` : ''}
        </h2>
        <TodayList items={data.todayItems} headingId="tiles-today-heading" variant="tiles" />
      </section>

      <HealthModule children={data.children} onChoose={data.chooseChild} />
      <EducationModule children={data.children} onChoose={data.chooseChild} />
      <BenefitsModule children={data.children} onChoose={data.chooseChild} />

      <section aria-labelledby="tiles-shortcuts-heading" className="flex flex-col gap-4">
        <h2 id="tiles-shortcuts-heading" className="text-h2 font-bold">
          Everything in Tedi
        </h2>
        <ShortcutLinks shortcuts={data.shortcuts} labelledBy="tiles-shortcuts-heading" variant="tiles" />
      </section>
    </div>
  );
}
