import type { DashboardLayout } from '@tedi/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { prefetchForSignedIn } from '../../../lib/api/prefetch-signed-in.ts';
import { PARENT_AREA_ROLES } from '../../../lib/auth/access.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePreferences } from '../../accounts/api/preferences.ts';
import { ChildrenModule } from '../components/children-module.tsx';
import { FamilyMembersModule } from '../components/family-members-module.tsx';
import { CursorLayout } from '../components/layouts/cursor-layout.tsx';
import { EnhancedLayout } from '../components/layouts/enhanced-layout.tsx';
import { HomeLayout } from '../components/layouts/home-layout.tsx';
import { TilesLayout } from '../components/layouts/tiles-layout.tsx';
import { prefetchDashboardData, useDashboardData, type DashboardData } from '../hooks/use-dashboard-data.ts';
import { useDashboardNavigation, type DashboardNavigation } from '../hooks/use-dashboard-navigation.ts';
import { layoutAtPath, layoutPath } from '../model/dashboard-layouts.ts';
import { DASHBOARD_PATHS } from '../model/dashboard-paths.ts';

/** The dashboard's modules (`?module=`), by name. A module appears here on the day it is built. */
const MODULES: Readonly<Record<string, { title: string; render: (data: DashboardData) => ReactNode }>> = {
  children: {
    title: 'Your children',
    render: (data) => (
      <ChildrenModule today={data.today} currentChildId={data.currentChild?.id ?? null} onChoose={data.chooseChild} />
    ),
  },
  family: { title: 'Family members', render: () => <FamilyMembersModule /> },
};

const LAYOUTS: Readonly<Record<DashboardLayout, (props: { data: DashboardData }) => ReactNode>> = {
  home: HomeLayout,
  tiles: TilesLayout,
  cursor: CursorLayout,
  enhanced: EnhancedLayout,
};

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-lg">
      {children}
    </p>
  );
}

function backLabel(navigation: DashboardNavigation): string {
  const last = navigation.history.at(-1);
  const title = last ? MODULES[last]?.title : undefined;
  return title ? `Back to ${title.toLowerCase()}` : 'Back to your dashboard';
}

function ModuleView({
  module,
  navigation,
  data,
}: {
  module: string;
  navigation: DashboardNavigation;
  data: DashboardData;
}) {
  const found = MODULES[module];
  useDocumentTitle(found ? `${found.title} – Tedi` : 'Page not found – Tedi');
  if (!found) {
    return (
      <div className="flex max-w-2xl flex-col gap-5 py-6">
        <h1 className="text-h1 font-bold">We can't find that page</h1>
        <p className="text-lg">
          This part of the dashboard isn’t here. The address may have a typing mistake, or the page may have moved.
        </p>
        <p>
          <Link to={DASHBOARD_PATHS.home} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p>
        <button type="button" onClick={navigation.back} className={BUTTON_CLASSES.link}>
          <span aria-hidden="true">←&nbsp;</span>
          {backLabel(navigation)}
        </button>
      </p>
      <h1 className="sr-only">{found.title}</h1>
      {found.render(data)}
    </div>
  );
}

/** The dashboard's first requests start while the guard checks the account, not after it. */
export const loader = prefetchForSignedIn(PARENT_AREA_ROLES, prefetchDashboardData);

/**
 * /parent, /dashboard/parent and its three alternative layouts. The plain address opens the layout the parent
 * chose last (from the layout switcher or the command box); `?module=` opens a module inside the dashboard, with
 * the spec's Back.
 */
export function ParentDashboardPage() {
  const location = useLocation();
  const { pathname } = location;
  // Chosen just now from the layout switcher: shown at once, even before the saved choice comes back.
  const justChosen = (location.state as { chosenLayout?: unknown } | null)?.chosenLayout === 'home';
  const navigation = useDashboardNavigation();
  const data = useDashboardData();
  const preferences = usePreferences();
  const atPath = layoutAtPath(pathname);
  const remembered = preferences.data?.dashboardLayout;
  useDocumentTitle('Your dashboard – Tedi');

  if (navigation.current !== null) {
    return <ModuleView module={navigation.current} navigation={navigation} data={data} />;
  }
  if (atPath === 'remembered' && !justChosen && preferences.isPending)
    return <Waiting>Loading your dashboard…</Waiting>;
  if (atPath === 'remembered' && !justChosen && remembered !== undefined && remembered !== 'home') {
    return <Navigate replace to={layoutPath(remembered)} />;
  }
  if (data.loading) return <Waiting>Loading your dashboard…</Waiting>;
  if (data.error) {
    return (
      <Notice tone="warning" title={data.error}>
        <p>Your information is safe. Please check your connection.</p>
        <button type="button" onClick={data.retry} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  const Layout = LAYOUTS[atPath === 'remembered' ? 'home' : atPath];
  return <Layout data={data} />;
}
