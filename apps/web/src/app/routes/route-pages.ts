import type { ComponentType } from 'react';

/** Downloads a page's code; resolves to what React Router's `lazy` expects. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/** The page of every live route, by its path in the contracts route table. Each page is its own download. */
export const ROUTE_PAGES: Readonly<Record<string, PageLoader>> = {
  '/': () =>
    import('../../features/public-site/routes/landing-page.tsx').then((page) => ({ Component: page.LandingPage })),
};
