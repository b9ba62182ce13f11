import type { ContentReader } from './content.ts';
import type { SharedPassportResponse } from './health-passport.ts';
import type { SponsorsResponse } from './subscriptions.ts';

/**
 * How the server asks the web app's server-render bundle (apps/web/dist/ssr/render-page.js, built by
 * `npm run build`) for a page at request time. The server never imports the web app's source: it loads the built
 * bundle and calls it through these types.
 */

/**
 * A page's form sent to the site's staff (the contact form, or a sponsor's enquiry) as the server last saw it: what
 * was typed, what was wrong, and whether it was sent.
 */
export interface ContactFormState {
  /** Signed time at which the form was shown (see the contact module); sent back with the form. */
  readonly formToken: string;
  readonly values: Readonly<Record<string, string>>;
  /** Problems by field name; `form` for a problem with the whole message (such as too many messages). */
  readonly errors: Readonly<Record<string, string>>;
  readonly sent: boolean;
}

/** What the server hands the page's data loaders, beside the request. */
export interface PageRenderContext {
  /** The site's public origin, e.g. https://tedi.example.org, for canonical and social-card addresses. */
  readonly origin: string;
  /** Published content, read directly from the content service. */
  readonly content?: ContentReader;
  readonly contactForm?: ContactFormState;
  /** The sponsors who agreed to be named, read directly from the subscriptions service. */
  readonly sponsors?: SponsorsResponse;
  /** The health passport an open share link shows, read by the server for that link alone. */
  readonly sharedPassport?: SharedPassportResponse;
}

export type RenderedPage =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'page'; readonly status: number; readonly html: string };

/** The server-render bundle's exports. */
export interface PageRendererModule {
  /** Builds the renderer from the built app's index.html and the file name of its static-page script. */
  readonly createPageRenderer: (shellHtml: string, staticPageScript: string) => PageRenderer;
}

export interface PageRenderer {
  /**
   * Settles once the code of every page is loaded. The server waits for it before answering, so no page's code is
   * still loading behind a request, or after the server has closed.
   */
  readonly ready: Promise<void>;
  /** Renders the page at a path (with its query) into a whole HTML document, or says where it redirects. */
  readonly render: (pathWithQuery: string, context: PageRenderContext) => Promise<RenderedPage>;
  /**
   * Renders the first screen of a page of the app's entrance (PRERENDERED_ENTRANCE_PATHS) into the app's own page,
   * which keeps the app's scripts to take it over.
   */
  readonly renderEntrance: (pathWithQuery: string, context: PageRenderContext) => Promise<RenderedPage>;
  /**
   * Renders what a signed-in page shows first, its guard's loading screen (GUARDS_WITH_A_FIRST_SCREEN), into the
   * app's own page as it is, the preloads of the app's scripts included: the page it leads to needs all of them.
   */
  readonly renderSignedInFirstScreen: (pathWithQuery: string, context: PageRenderContext) => Promise<RenderedPage>;
}

/**
 * Live public routes the server renders on each request, with their data, instead of sending a prerendered page
 * or the app: the content pages (the videos' page among them), the contact form, the sponsors list and the sponsor enquiry form. They load only
 * the static-page script, as prerendered pages do.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  '/guides',
  '/guides/:slug',
  '/resources/guides',
  '/resources/guides/:slug',
  '/resources/articles',
  '/resources/articles/:slug',
  '/resources/blog',
  '/resources/blog/:slug',
  '/onboarding-videos',
  '/contact',
  '/sponsors',
  '/sponsor-landing',
  '/share/passport/:token',
];

/**
 * Stands for the public origin in pages prerendered at build time, when the origin is not known yet; the server
 * replaces it with its PUBLIC_URL's origin when it loads them.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://tedi-public-origin.invalid';

/**
 * Where the web build lists, for each route the server sends as the app's shell, the scripts the router loads for it
 * once the entry has run (relative to the build folder; written by apps/web/scripts/route-preloads.ts, read by the
 * server, which names them in that route's page).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * The name of the meta element in which the server writes the app's configuration (the auth service's path and the
 * publishable key) into every page that runs the app, so the app need not ask for it first.
 */
export const CLIENT_CONFIG_META = 'tedi-client-config';
