import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { BrandLink } from '../../components/ui/brand-link.tsx';
import { NavigationLinks } from '../../components/ui/navigation-links.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { AREA_NAVIGATION, liveNavigation } from '../routes/area-navigation.ts';

/**
 * The frame of pages without an area wrapper (wrapper 'none'): the public site, sign-in, and the not-found page.
 * Given children it frames them; as a layout route it frames the matched page.
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <BrandLink />
          <NavigationLinks label="Main" items={liveNavigation(AREA_NAVIGATION.publicHeader)} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t border-line bg-canvas">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-bold">Tedi</p>
          <p className="text-ink-muted">One safe place for your family.</p>
        </div>
        <NavigationLinks label="Footer" items={liveNavigation(AREA_NAVIGATION.publicFooter)} linkClassName="-mx-3" />
      </div>
    </footer>
  );
}
