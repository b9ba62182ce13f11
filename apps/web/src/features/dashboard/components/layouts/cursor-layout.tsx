import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../../components/ui/buttons.ts';
import { describeAge } from '../../../../lib/children/child-dates.ts';
import { childDisplayName } from '../../../../lib/children/child-photo.tsx';
import { useUpdatePreferences } from '../../../accounts/api/preferences.ts';
import type { DashboardData } from '../../hooks/use-dashboard-data.ts';
import type { DashboardCommand } from '../../model/commands.ts';
import { LAYOUT_OPTIONS } from '../../model/dashboard-layouts.ts';
import { DASHBOARD_PATHS, childProfilePath } from '../../model/dashboard-paths.ts';
import { CommandPalette } from '../command-palette.tsx';
import { DashboardHeader } from '../dashboard-header.tsx';
import { TodayList } from '../today-list.tsx';
import { EducationModule } from '../education-module.tsx';
import { HealthModule } from '../health-module.tsx';
import { BenefitsModule } from '../benefits-module.tsx';

/** Everything the command box can do from here. */
function useCommands(data: DashboardData): DashboardCommand[] {
  const navigate = useNavigate();
  const { mutate: savePreferences } = useUpdatePreferences();
  return useMemo(() => {
    const go = (to: string) => () => void navigate(to);
    return [
      ...data.children.flatMap((child): DashboardCommand[] => {
        const name = childDisplayName(child);
        return [
          {
            id: `profile:${child.id}`,
            label: `Open ${name}’s profile`,
            keywords: 'child',
            run: go(childProfilePath(child.id)),
          },
          {
            id: `summary:${child.id}`,
            label: `Summary of ${name} for a new teacher`,
            keywords: 'print school',
            run: go(`${childProfilePath(child.id)}?view=summary`),
          },
          {
            id: `current:${child.id}`,
            label: `Show ${name} on the dashboard`,
            keywords: 'switch child current',
            run: () => data.chooseChild(child.id),
          },
        ];
      }),
      ...(data.canAddChild
        ? [{ id: 'add-child', label: 'Add a child', keywords: 'new', run: go(DASHBOARD_PATHS.addChild) }]
        : []),
      ...data.shortcuts.map((shortcut) => ({
        id: `open:${shortcut.id}`,
        label: `Open ${shortcut.label}`,
        keywords: shortcut.description,
        run: go(shortcut.to),
      })),
      ...LAYOUT_OPTIONS.filter((option) => option.layout !== 'cursor').map((option) => ({
        id: `layout:${option.layout}`,
        label: `Switch to the ${option.label.toLowerCase()} layout`,
        keywords: `dashboard view ${option.description}`,
        run: () => {
          savePreferences({ dashboardLayout: option.layout });
          void navigate(option.path, { state: { chosenLayout: option.layout } });
        },
      })),
    ];
  }, [data, navigate, savePreferences]);
}

/** Compact and keyboard first: short lists, and a command box for everything. */
export function CursorLayout({ data }: { data: DashboardData }) {
  const commands = useCommands(data);
  const currentId = data.currentChild?.id ?? null;
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader layout="cursor" today={data.today} parentName={data.parentName}>
        <div className="flex flex-wrap items-center gap-3">
          <CommandPalette commands={commands} />
          <p className="text-ink-muted">
            Press <kbd>Ctrl</kbd> + <kbd>K</kbd> or <kbd>/</kbd> anywhere on this page.
          </p>
        </div>
      </DashboardHeader>

      <section aria-labelledby="cursor-today-heading" className="flex flex-col gap-2">
        <h2 id="cursor-today-heading" className="text-h3 font-bold">
          Today ({data.todayItems.length})
        </h2>
        <TodayList items={data.todayItems} headingId="cursor-today-heading" variant="rows" />
      </section>

      <section aria-labelledby="cursor-children-heading" className="flex flex-col gap-2">
        <h2 id="cursor-children-heading" className="text-h3 font-bold">
          Children
        </h2>
        {data.children.length === 0 ? (
          <p>
            No children yet.{' '}
            <Link to={DASHBOARD_PATHS.addChild} className={BUTTON_CLASSES.link}>
              Add a child
            </Link>
          </p>
        ) : (
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Age
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.children.map((child) => {
                const name = childDisplayName(child);
                const current = child.id === currentId;
                return (
                  <tr key={child.id} className="border-b border-line">
                    <th scope="row" className="py-1 pr-4 font-semibold">
                      <Link to={childProfilePath(child.id)} className={BUTTON_CLASSES.link}>
                        {name}
                      </Link>
                      {current ? <span className="ml-2 text-ink-muted">(on the dashboard)</span> : null}
                    </th>
                    <td className="py-1 pr-4">{describeAge(child.dateOfBirth, data.today) ?? '–'}</td>
                    <td className="py-1">
                      {current ? null : (
                        <button
                          type="button"
                          onClick={() => data.chooseChild(child.id)}
                          className={BUTTON_CLASSES.link}
                        >
                          Show {name} on the dashboard
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <HealthModule children={data.children} onChoose={data.chooseChild} headingClassName="text-h3 font-bold" />
      <EducationModule children={data.children} onChoose={data.chooseChild} headingClassName="text-h3 font-bold" />
      <BenefitsModule children={data.children} onChoose={data.chooseChild} headingClassName="text-h3 font-bold" />

      <section aria-labelledby="cursor-go-heading" className="flex flex-col gap-2">
        <h2 id="cursor-go-heading" className="text-h3 font-bold">
          Go to
        </h2>
        <ul aria-labelledby="cursor-go-heading" className="flex flex-wrap gap-x-5">
          {data.shortcuts.map((shortcut) => (
            <li key={shortcut.id}>
              <Link to={shortcut.to} className={BUTTON_CLASSES.link}>
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
