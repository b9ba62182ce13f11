import { APP_REDIRECTS, APP_ROUTES, type AppRoute, type RouteGuard } from '@tedi/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppRouter } from '../app-router.tsx';
import { createErrorOccurrences, ErrorOccurrencesContext } from '../screens/error-occurrences.ts';
import { AREA_NAVIGATION, liveNavigation } from './area-navigation.ts';
import { buildAppRoutes, type AppRouteHandle, type AppRouteSources } from './app-routes.tsx';
import { ROUTE_GUARDS } from './route-guards.ts';
import { ROUTE_PAGES, type PageLoader } from './route-pages.ts';

const NOT_FOUND_HEADING = "We can't find that page";

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** A real address for a route pattern: parameters get a plausible value. */
function addressOf(pattern: string): string {
  return pattern.replace(':slug', 'starting-school').replace(':childId', '0f8fad5b-d9cb-469f-a165-70867728950e');
}

function renderAt(path: string, sources?: AppRouteSources): DataRouter {
  const router = createMemoryRouter(buildAppRoutes(sources), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route table', () => {
  const routeObjects = flatten(buildAppRoutes());

  it('holds every route of the contracts table, carrying its guard and wrapper', () => {
    for (const appRoute of APP_ROUTES) {
      const routeObject = routeObjects.find((candidate) => candidate.path === appRoute.path);
      expect(routeObject, appRoute.path).toBeDefined();
      expect((routeObject?.handle as AppRouteHandle).appRoute).toBe(appRoute);
    }
  });

  it('has exactly the routes, redirects and the catch-all, nothing more', () => {
    const paths = routeObjects.flatMap((route) => (route.path === undefined ? [] : [route.path]));
    expect(paths.toSorted()).toEqual(
      [...APP_ROUTES.map((route) => route.path), ...APP_REDIRECTS.map((redirect) => redirect.from), '*'].toSorted(),
    );
  });

  it('gives every live route a page and every live protected route a registered guard', () => {
    for (const route of APP_ROUTES.filter((candidate) => candidate.live)) {
      expect(ROUTE_PAGES[route.path], `page for ${route.path}`).toBeDefined();
      if (route.guard !== 'public') {
        expect(ROUTE_GUARDS[route.guard], `'${route.guard}' guard for ${route.path}`).toBeDefined();
      }
    }
  });

  it('refuses to build when a live protected route has no registered guard', () => {
    const liveDashboard: AppRoute = {
      path: '/dashboard/parent',
      guard: 'parent',
      wrapper: 'parent',
      capability: 'dashboard',
      live: true,
    };
    const pages: Record<string, PageLoader> = {
      '/dashboard/parent': async () => ({ Component: () => <h1>Dashboard</h1> }),
    };
    expect(() => buildAppRoutes({ routes: [liveDashboard], redirects: [], pages, guards: {} })).toThrow(
      "Live route(s) /dashboard/parent need the 'parent' guard, but no guard component is registered for it in ROUTE_GUARDS.",
    );
  });

  it('puts a live protected route inside the signed-in area, its guard and its wrapper, in that order', () => {
    const liveDashboard: AppRoute = {
      path: '/dashboard/parent',
      guard: 'parent',
      wrapper: 'parent',
      capability: 'dashboard',
      live: true,
    };
    const loadParentGuard = async () => ({ Component: () => null });
    const built = buildAppRoutes({
      routes: [liveDashboard],
      redirects: [],
      pages: { '/dashboard/parent': async () => ({ Component: () => null }) },
      guards: { parent: loadParentGuard },
    });
    const protectedArea = built[0]?.children?.find((route) => route.id === 'protected');
    const guard = protectedArea?.children?.[0];
    const wrapper = guard?.children?.[0];
    expect(guard).toMatchObject({ id: 'guard:parent', lazy: loadParentGuard });
    expect(wrapper?.id).toBe('wrapper:parent:parent');
    expect(wrapper?.children?.[0]).toMatchObject({ path: '/dashboard/parent', id: 'page:/dashboard/parent' });
  });

  it('refuses to build when a live route has no page', () => {
    const liveTerms: AppRoute = {
      path: '/terms',
      guard: 'public',
      wrapper: 'none',
      capability: 'public-site',
      live: true,
    };
    expect(() => buildAppRoutes({ routes: [liveTerms], redirects: [], pages: {} })).toThrow(
      'Route /terms is live but has no page in ROUTE_PAGES.',
    );
  });
});

describe('pages and addresses', () => {
  it('/ shows the landing page', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'One safe place for your family' })).toBeTruthy();
    const signUpLinks = screen.getAllByRole('link', { name: 'Create your account' });
    const signInLinks = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signUpLinks.map((link) => link.getAttribute('href'))).toEqual(['/register', '/register']);
    expect(signInLinks.map((link) => link.getAttribute('href'))).toEqual(['/auth', '/auth']);
  });

  it('links in the header and footer lead only to live pages', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'One safe place for your family' });
    const navigationLinks = screen.getAllByRole('navigation').flatMap((nav) => within(nav).getAllByRole('link'));
    expect(navigationLinks.length).toBeGreaterThan(0);
    for (const link of navigationLinks) {
      const target = link.getAttribute('href') ?? '';
      expect(APP_ROUTES.find((route) => route.path === target)?.live, target).toBe(true);
    }
  });

  it('an unknown address shows the not-found page with the address asked for', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeTruthy();
    expect(screen.getByText('/no-such-page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found – Tedi');
  });

  it('every route that is not live yet shows the not-found page, never a placeholder', async () => {
    const unbuilt = APP_ROUTES.filter((route) => !route.live && route.guard !== 'child');
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const route of unbuilt) {
      const address = addressOf(route.path);
      const { unmount } = render(
        <RouterProvider router={createMemoryRouter(buildAppRoutes(), { initialEntries: [address] })} />,
      );
      expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING }), address).toBeTruthy();
      expect(screen.getByText(address)).toBeTruthy();
      unmount();
    }
  });

  it('the child area sends a visitor who is not signed in to /child/login, whatever is built', async () => {
    const childArea = APP_ROUTES.filter((route) => route.guard === 'child');
    expect(childArea.map((route) => route.path)).toEqual(expect.arrayContaining(['/child', '/child/games']));
    for (const route of childArea) {
      const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [route.path] });
      const { unmount } = render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Hello!' }), route.path).toBeTruthy();
      expect(router.state.location.pathname).toBe('/child/login');
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
  });

  it('/child/login, on a device nobody trusted, asks a child to fetch a grown-up and shows the grown-up the way', async () => {
    renderAt('/child/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello!' })).toBeTruthy();
    expect(document.title).toBe('Child sign-in – Tedi');
    expect(screen.getByRole('button', { name: 'Please ask a grown-up to set up this device.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I’m a grown-up: sign in' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fchild%2Flogin',
    );
  });

  it.each(APP_REDIRECTS.map((redirect) => [redirect.from, redirect.to]))(
    '%s redirects to %s, replacing the history entry',
    async (from, to) => {
      const router = renderAt(from);
      // The target is behind the parent guard, which may go on to ask a signed-out visitor to sign in first.
      const arrivedAt = () => {
        const { pathname, search } = router.state.location;
        return pathname === '/auth' ? new URLSearchParams(search).get('redirect') : `${pathname}${search}`;
      };
      await waitFor(() => expect(arrivedAt()).toBe(to));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});

describe('loading and failing pages', () => {
  function appWithLandingPage(loadLandingPage: PageLoader) {
    const createRouter = () =>
      createMemoryRouter(buildAppRoutes({ pages: { ...ROUTE_PAGES, '/': loadLandingPage } }), {
        initialEntries: ['/'],
      });
    return render(
      <ErrorOccurrencesContext value={createErrorOccurrences()}>
        <AppRouter createRouter={createRouter} />
      </ErrorOccurrencesContext>,
    );
  }

  it("shows the loading screen while a page's code downloads", async () => {
    let finishDownload: () => void = () => {};
    const download = new Promise<void>((resolve) => {
      finishDownload = resolve;
    });
    appWithLandingPage(async () => {
      await download;
      return ROUTE_PAGES['/']!();
    });

    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => finishDownload());
    expect(await screen.findByRole('heading', { level: 1, name: 'One safe place for your family' })).toBeTruthy();
  });

  it("shows the error screen when a page's code fails to download, and Try Again downloads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let networkUp = false;
    const loadLandingPage = vi.fn<PageLoader>(async () => {
      if (!networkUp) throw new TypeError('Failed to fetch dynamically imported module: /assets/landing-page.js');
      return ROUTE_PAGES['/']!();
    });
    appWithLandingPage(loadLandingPage);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/Failed to fetch dynamically imported module/, { selector: 'p' })).toBeTruthy();

    networkUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'One safe place for your family' })).toBeTruthy();
    expect(loadLandingPage).toHaveBeenCalledTimes(2);
  });
});

describe('area navigation', () => {
  it('names only routes its area’s people may open', () => {
    // A guard lets in the people of its own area, and 'parent-or-family-member' those of both areas it names.
    const letsIn = (routeGuard: RouteGuard, areaGuard: RouteGuard) =>
      routeGuard === areaGuard ||
      (routeGuard === 'parent-or-family-member' && (areaGuard === 'parent' || areaGuard === 'family-member'));
    for (const [name, area] of Object.entries(AREA_NAVIGATION)) {
      for (const item of area.items) {
        const route = APP_ROUTES.find((candidate) => candidate.path === item.path);
        expect(route, `${name}: ${item.path}`).toBeDefined();
        expect(route && letsIn(route.guard, area.guard), `${name}: ${item.path} (${route?.guard})`).toBe(true);
      }
    }
  });

  it('gives family members their dashboard, the health hub, documents, letters, the communication board and their own settings', () => {
    expect(liveNavigation(AREA_NAVIGATION.familyMember)).toEqual([
      { path: '/dashboard/family-member', label: 'Dashboard' },
      { path: '/parent/health-hub', label: 'Health hub' },
      { path: '/dashboard/parent/documents', label: 'Documents' },
      { path: '/parent/document-generator', label: 'Letters' },
      { path: '/parent/communication', label: 'Communication board' },
      { path: '/parent/settings', label: 'Settings' },
    ]);
  });

  it('shows only live routes', () => {
    expect(liveNavigation(AREA_NAVIGATION.publicFooter)).toEqual(
      AREA_NAVIGATION.publicFooter.items.filter((item) => APP_ROUTES.find((route) => route.path === item.path)?.live),
    );
    expect(liveNavigation(AREA_NAVIGATION.publicFooter)).toContainEqual({ path: '/', label: 'Home' });
    expect(liveNavigation(AREA_NAVIGATION.parent)).toEqual(
      AREA_NAVIGATION.parent.items.filter((item) => APP_ROUTES.find((route) => route.path === item.path)?.live),
    );
  });
});
