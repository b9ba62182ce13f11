import { childDisplayName } from '../../../../lib/children/child-photo.tsx';
import type { DashboardData } from '../../hooks/use-dashboard-data.ts';
import { AddChildForm } from '../add-child-form.tsx';
import { ChildCard } from '../child-card.tsx';
import { ChildSwitcher } from '../../../../lib/children/child-switcher.tsx';
import { DashboardHeader } from '../dashboard-header.tsx';
import { ShortcutLinks } from '../shortcut-links.tsx';
import { TodayList } from '../today-list.tsx';
import { EducationModule } from '../education-module.tsx';
import { HealthModule } from '../health-module.tsx';
import { BenefitsModule } from '../benefits-module.tsx';

/** The standard dashboard: what needs the parent today, the current child, then everything else. */
export function HomeLayout({ data }: { data: DashboardData }) {
  const { currentChild } = data;
  return (
    <div className="flex flex-col gap-10">
      <DashboardHeader layout="home" today={data.today} parentName={data.parentName}>
        <ChildSwitcher children={data.children} currentChildId={currentChild?.id ?? null} onChoose={data.chooseChild} />
      </DashboardHeader>

      <section aria-labelledby="today-heading" className="flex flex-col gap-4">
        <h2 id="today-heading" className="text-h2 font-bold">
          What needs you today
        </h2>
        <TodayList items={data.todayItems} headingId="today-heading" />
      </section>

      {currentChild ? (
        <section aria-label={childDisplayName(currentChild)} className="flex flex-col gap-4">
          <ChildCard child={currentChild} today={data.today} headingLevel={2} />
        </section>
      ) : data.canAddChild ? (
        <AddChildForm />
      ) : null}

      <HealthModule children={data.children} onChoose={data.chooseChild} />
      <EducationModule children={data.children} onChoose={data.chooseChild} />
      <BenefitsModule children={data.children} onChoose={data.chooseChild} />

      <section aria-labelledby="shortcuts-heading" className="flex flex-col gap-4">
        <h2 id="shortcuts-heading" className="text-h2 font-bold">
          Everything in Tedi
        </h2>
        <ShortcutLinks shortcuts={data.shortcuts} labelledBy="shortcuts-heading" />
      </section>
    </div>
  );
}
