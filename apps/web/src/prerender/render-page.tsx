import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { buildAppRoutes } from '../app/routes/app-routes.tsx';
import { DashboardProvider } from '../lib/settings/dashboard-context.tsx';

/**
 * Renders a page of the app to HTML at build time, through the same route table the browser uses, so public pages
 * arrive as real content: readable before any script runs, by crawlers too, and without downloading the app.
 * Returns null when the path redirects instead of rendering.
 */
export async function renderPage(pathname: string): Promise<string | null> {
  const handler = createStaticHandler(buildAppRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <DashboardProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DashboardProvider>
    </StrictMode>,
  );
}
