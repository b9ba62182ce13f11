import type { ChildResponse } from '@tedi/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../../components/ui/buttons.ts';
import { describeAge } from '../../../../lib/children/child-dates.ts';
import { ChildPhoto, childDisplayName } from '../../../../lib/children/child-photo.tsx';
import { useChildProfiles } from '../../../children/api/child.ts';
import type { DashboardData } from '../../hooks/use-dashboard-data.ts';
import { childOverview } from '../../model/child-overview.ts';
import { DASHBOARD_PATHS, childProfilePath } from '../../model/dashboard-paths.ts';
import { TodayList } from '../today-list.tsx';
import { DashboardHeader } from '../dashboard-header.tsx';
import { ShortcutLinks } from '../shortcut-links.tsx';
import { EducationModule } from '../education-module.tsx';
import { HealthModule } from '../health-module.tsx';
import { BenefitsModule } from '../benefits-module.tsx';

function Column({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-h3 font-bold">
        {title}
      </h3>
      {children}
    </div>
  );
}

function ChildOverview({ child, today }: { child: ChildResponse; today: string }) {
  const name = childDisplayName(child);
  const overview = childOverview(child, today, new Date());
  const idOf = (part: string) => `overview-${child.id}-${part}`;
  return (
    <section
      aria-labelledby={idOf('heading')}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-center gap-4">
        <ChildPhoto child={child} size="medium" />
        <div className="flex flex-col">
          <h2 id={idOf('heading')} className="text-h2 font-bold">
            {name}
          </h2>
          <p className="text-ink-muted">{describeAge(child.dateOfBirth, today) ?? 'Date of birth not added yet'}</p>
        </div>
        <Link to={childProfilePath(child.id)} className={`${BUTTON_CLASSES.secondary} ml-auto`}>
          Open {name}’s profile
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Column title="Today" id={idOf('today')}>
          <TodayList items={overview.today} headingId={idOf('today')} />
        </Column>
        <Column title="Coming up" id={idOf('upcoming')}>
          {overview.upcoming.length === 0 ? (
            <p className="text-ink-muted">
              Nothing coming up yet. Adding {name}’s date of birth shows their birthday here.
            </p>
          ) : (
            <ul aria-labelledby={idOf('upcoming')} className="flex list-disc flex-col gap-1 pl-5">
              {overview.upcoming.map((entry) => (
                <li key={entry.id}>{entry.text}</li>
              ))}
            </ul>
          )}
        </Column>
        <Column title="Recent activity" id={idOf('recent')}>
          <ul aria-labelledby={idOf('recent')} className="flex list-disc flex-col gap-1 pl-5">
            {overview.recent.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </ul>
        </Column>
      </div>
    </section>
  );
}

/** The rich view: for every child side by side, today, what is coming up and what changed lately; then every part of Tedi. */
export function EnhancedLayout({ data }: { data: DashboardData }) {
  const profiles = useChildProfiles(data.children.map((child) => child.id));
  const accountItems = data.todayItems.filter((item) => item.id === 'deletion' || item.id === 'two-step');
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader layout="enhanced" today={data.today} parentName={data.parentName} />
      {accountItems.length > 0 ? (
        <section aria-labelledby="enhanced-account-heading" className="flex flex-col gap-3">
          <h2 id="enhanced-account-heading" className="text-h2 font-bold">
            For you
          </h2>
          <TodayList items={accountItems} headingId="enhanced-account-heading" />
        </section>
      ) : null}
      {data.children.length === 0 ? (
        <p className="text-lg">
          Add your child to see their day here.{' '}
          <Link to={DASHBOARD_PATHS.addChild} className={BUTTON_CLASSES.link}>
            Add a child
          </Link>
        </p>
      ) : null}
      {profiles.map((profile, index) =>
        profile.data ? (
          <ChildOverview key={profile.data.id} child={profile.data} today={data.today} />
        ) : (
          <p key={data.children[index]?.id ?? index} role="status">
            {profile.isError
              ? `We couldn’t load ${data.children[index] ? childDisplayName(data.children[index]) : 'this child'}’s details just now.`
              : 'Loading…'}
          </p>
        ),
      )}
      <HealthModule children={data.children} onChoose={data.chooseChild} />
      <EducationModule children={data.children} onChoose={data.chooseChild} />
      <BenefitsModule children={data.children} onChoose={data.chooseChild} />

      <section aria-labelledby="enhanced-shortcuts-heading" className="flex flex-col gap-4">
        <h2 id="enhanced-shortcuts-heading" className="text-h2 font-bold">
          Everything in Tedi
        </h2>
        <ShortcutLinks shortcuts={data.shortcuts} labelledBy="enhanced-shortcuts-heading" />
      </section>
    </div>
  );
}
