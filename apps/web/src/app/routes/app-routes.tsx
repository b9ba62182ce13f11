import {
  APP_REDIRECTS,
  APP_ROUTES,
  type AppRedirect,
  type AppRoute,
  type RouteGuard,
  type RouteWrapper,
} from '@tedi/contracts';
import { Navigate, type RouteObject } from 'react-router';

import { RootLayout } from '../root-layout.tsx';
import { LoadingScreen } from '../screens/loading-screen.tsx';
import { ChildAreaNotBuiltPage, NotFoundPage } from '../screens/not-found-page.tsx';
import { RouteErrorScreen } from '../screens/route-error-screen.tsx';
import { SiteLayout } from '../wrappers/site-layout.tsx';
import { ROUTE_GUARDS, type ProtectedGuard, type RouteGuardRegistry } from './route-guards.ts';
import { ROUTE_PAGES, type PageLoader } from './route-pages.ts';

/** Carried on every route built from the contracts table, so guards and tests can read the spec's entry. */
export interface AppRouteHandle {
  appRoute: AppRoute;
}

/** The area wrappers are separate downloads; the public frame is part of the app because every visitor needs it. */
const WRAPPER_LAYOUTS: Readonly<Record<RouteWrapper, Pick<RouteObject, 'Component' | 'lazy'>>> = {
  none: { Component: SiteLayout },
  parent: {
    lazy: () => import('../wrappers/parent-layout.tsx').then((layout) => ({ Component: layout.ParentLayout })),
  },
  'family-member': {
    lazy: () =>
      import('../wrappers/family-member-layout.tsx').then((layout) => ({ Component: layout.FamilyMemberLayout })),
  },
  child: {
    lazy: () => import('../wrappers/child-layout.tsx').then((layout) => ({ Component: layout.ChildLayout })),
  },
};

export interface AppRouteSources {
  routes?: readonly AppRoute[];
  redirects?: readonly AppRedirect[];
  pages?: Readonly<Record<string, PageLoader>>;
  guards?: RouteGuardRegistry;
}

function unbuiltRoute(route: AppRoute): RouteObject {
  const handle: AppRouteHandle = { appRoute: route };
  const id = `unbuilt:${route.path}`;
  const Component = route.guard === 'child' ? ChildAreaNotBuiltPage : NotFoundPage;
  return { id, path: route.path, Component, handle };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

function pageRoute(route: AppRoute, pages: Readonly<Record<string, PageLoader>>): RouteObject {
  const loadPage = pages[route.path];
  if (!loadPage) throw new Error(`Route ${route.path} is live but has no page in ROUTE_PAGES.`);
  const handle: AppRouteHandle = { appRoute: route };
  return { id: `page:${route.path}`, path: route.path, lazy: loadPage, handle };
}

function wrapperRoutes(
  routes: readonly AppRoute[],
  pages: Readonly<Record<string, PageLoader>>,
  guard: RouteGuard,
): RouteObject[] {
  return [...groupBy(routes, (route) => route.wrapper)].map(([wrapper, wrapped]) => ({
    id: `wrapper:${guard}:${wrapper}`,
    ...WRAPPER_LAYOUTS[wrapper],
    children: wrapped.map((route) => pageRoute(route, pages)),
  }));
}

function guardedRoutes(
  routes: readonly AppRoute[],
  pages: Readonly<Record<string, PageLoader>>,
  guards: RouteGuardRegistry,
): RouteObject[] {
  return [...groupBy(routes, (route) => route.guard as ProtectedGuard)].map(([guard, guarded]) => {
    const loadGuard = guards[guard];
    if (!loadGuard) {
      const paths = guarded.map((route) => route.path).join(', ');
      throw new Error(
        `Live route(s) ${paths} need the '${guard}' guard, but no guard component is registered for it in ROUTE_GUARDS.`,
      );
    }
    return { id: `guard:${guard}`, lazy: loadGuard, children: wrapperRoutes(guarded, pages, guard) };
  });
}

/**
 * Builds React Router's route objects from the contracts route table:
 * - a live route gets its page, downloaded on demand, inside its guard (if any) and its wrapper;
 * - a route that is not live yet shows the not-found page, exactly like an unknown address (inside their own area
 *   for someone signed in), except that the child area sends a visitor who is not signed in to /child/login;
 * - each redirect of the spec is a client-side redirect that replaces the history entry;
 * - anything else shows the not-found page.
 * It throws when a live route has no page or needs a guard that does not exist, so that mistake cannot ship.
 */
export function buildAppRoutes({
  routes = APP_ROUTES,
  redirects = APP_REDIRECTS,
  pages = ROUTE_PAGES,
  guards = ROUTE_GUARDS,
}: AppRouteSources = {}): RouteObject[] {
  const liveRoutes = routes.filter((route) => route.live);
  const publicRoutes = liveRoutes.filter((route) => route.guard === 'public');
  const protectedRoutes = liveRoutes.filter((route) => route.guard !== 'public');

  const unbuiltRoutes: RouteObject[] = routes.filter((route) => !route.live).map((route) => unbuiltRoute(route));

  const redirectRoutes: RouteObject[] = redirects.map((redirect) => ({
    id: `redirect:${redirect.from}`,
    path: redirect.from,
    element: <Navigate to={redirect.to} replace />,
  }));

  const protectedArea: RouteObject[] =
    protectedRoutes.length === 0
      ? []
      : [
          {
            id: 'protected',
            lazy: () => import('../protected-area.tsx').then((area) => ({ Component: area.ProtectedArea })),
            children: guardedRoutes(protectedRoutes, pages, guards),
          },
        ];

  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorScreen />,
      // Shown while the first page's code downloads.
      hydrateFallbackElement: <LoadingScreen showProgress />,
      children: [
        ...wrapperRoutes(publicRoutes, pages, 'public'),
        ...protectedArea,
        ...unbuiltRoutes,
        ...redirectRoutes,
        { id: 'not-found', path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
