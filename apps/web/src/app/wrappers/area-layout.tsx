import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { BrandLink } from '../../components/ui/brand-link.tsx';
import { NavigationLinks } from '../../components/ui/navigation-links.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { liveNavigation, type NavigationArea } from '../routes/area-navigation.ts';

interface AreaLayoutProps {
  area: NavigationArea;
  /** Names the area's navigation landmark, e.g. "Parent". */
  navigationLabel: string;
  /** Classes that give the area its own look. */
  className?: string;
  /** Shown after the navigation, such as a sign-out button. */
  actions?: ReactNode;
  /** What to frame; as a layout route, the matched page. */
  children?: ReactNode;
}

/**
 * The shared frame of the signed-in areas: skip link, a header whose Tedi name leads to the area's first page,
 * the area's navigation (live pages only), anything the area adds there, and the main content. Given children it
 * frames them (the not-found page of a signed-in person); as a layout route it frames the matched page.
 */
export function AreaLayout({ area, navigationLabel, className = '', actions, children }: AreaLayoutProps) {
  const items = liveNavigation(area);
  return (
    <div className={`flex min-h-dvh flex-col ${className}`}>
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <BrandLink to={items[0]?.path ?? '/'} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <NavigationLinks label={navigationLabel} items={items} />
            {actions}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
