import type { PageRenderContext, PageRenderer, RenderedPage } from '@tedi/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { buildAppRoutes } from '../app/routes/app-routes.tsx';
import { PageHeadCollector, PageHeadContext } from '../lib/page-head.tsx';
import { DashboardProvider } from '../lib/settings/dashboard-context.tsx';
import { pageDocument, staticPageTemplate } from './page-document.ts';

/**
 * Renders pages of the app to HTML through the same route table the browser uses, so public pages arrive as real
 * content: readable before any script runs, by crawlers too, and without downloading the app. The build uses it to
 * prerender pages without data (scripts/prerender-pages.ts); the server loads this bundle (dist/ssr) to render
 * pages with data, such as guides, when they are asked for, handing their loaders a PageRenderContext.
 */
export function createPageRenderer(shellHtml: string, staticPageScript: string): PageRenderer {
  const template = staticPageTemplate(shellHtml, staticPageScript);
  // One handler for the life of the process: each page's code is loaded once, on its first request.
  const handler = createStaticHandler(buildAppRoutes());

  return {
    async render(pathWithQuery: string, context: PageRenderContext): Promise<RenderedPage> {
      const request = new Request(new URL(pathWithQuery, context.origin));
      const result = await handler.query(request, { requestContext: context });
      if (result instanceof Response) {
        const location = result.headers.get('Location');
        if (result.status >= 300 && result.status < 400 && location) {
          return { kind: 'redirect', status: result.status, location };
        }
        throw new Error(`${pathWithQuery} answered ${result.status} without a page.`);
      }
      const collector = new PageHeadCollector();
      const router = createStaticRouter(handler.dataRoutes, result);
      const body = renderToString(
        <StrictMode>
          <PageHeadContext value={collector}>
            <DashboardProvider>
              <StaticRouterProvider router={router} context={result} hydrate={false} />
            </DashboardProvider>
          </PageHeadContext>
        </StrictMode>,
      );
      return {
        kind: 'page',
        status: result.statusCode,
        html: pageDocument(template, body, collector.head, context.origin),
      };
    },
  };
}
