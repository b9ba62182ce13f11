import type { PageRenderContext, PageRenderer, RenderedPage } from '@tedi/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';

import { buildAppRoutes } from '../app/routes/app-routes.tsx';
import { PageHeadCollector, PageHeadContext } from '../lib/page-head.tsx';
import { DashboardProvider } from '../lib/settings/dashboard-context.tsx';
import {
  appEntranceTemplate,
  appShellTemplate,
  pageDocument,
  staticPageTemplate,
  withInertForms,
} from './page-document.ts';

/**
 * Renders pages of the app to HTML through the same route table the browser uses, so public pages arrive as real
 * content: readable before any script runs, by crawlers too, and without downloading the app. The build uses it to
 * prerender pages without data (scripts/prerender-pages.ts); the server loads this bundle (dist/ssr) to render
 * pages with data, such as guides, when they are asked for, handing their loaders a PageRenderContext.
 */
export function createPageRenderer(shellHtml: string, staticPageScript: string): PageRenderer {
  const template = staticPageTemplate(shellHtml, staticPageScript);
  const entranceTemplate = appEntranceTemplate(shellHtml);
  const shellTemplate = appShellTemplate(shellHtml);
  const routes = buildAppRoutes();
  // One handler for the life of the process. Every page's code is loaded now, once: a later release replacing the
  // build's files under a running server cannot then break a page nobody had asked for yet.
  const handler = createStaticHandler(routes);
  const pagesLoaded = loadEveryPage(routes);

  async function render(
    pathWithQuery: string,
    context: PageRenderContext,
    frame: { template: string; finishBody: (body: string) => string },
  ): Promise<RenderedPage> {
    await pagesLoaded;
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
      html: pageDocument(frame.template, frame.finishBody(body), collector.head, context.origin, collector.title),
    };
  }

  return {
    ready: pagesLoaded,
    render: (pathWithQuery, context) => render(pathWithQuery, context, { template, finishBody: (body) => body }),
    renderEntrance: (pathWithQuery, context) =>
      render(pathWithQuery, context, { template: entranceTemplate, finishBody: withInertForms }),
    renderSignedInFirstScreen: (pathWithQuery, context) =>
      render(pathWithQuery, context, { template: shellTemplate, finishBody: (body) => body }),
  };
}

async function loadEveryPage(routes: readonly RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (route: RouteObject) => {
    if (typeof route.lazy === 'function') loads.push(route.lazy());
    for (const child of route.children ?? []) visit(child);
  };
  routes.forEach(visit);
  await Promise.all(loads);
}
