/**
 * Every route of the product specification (section 2), shared by the web app's route table and the server,
 * so both agree on which paths exist. A path not listed here is unknown: the server answers 404 and the app
 * shows the not-found page.
 *
 * `live` says whether the feature behind a route is built. A route that is not live yet renders the not-found
 * page (never a placeholder) and is kept out of search engines; it becomes live when its capability lands.
 */

/** Who may open a route before the page itself decides anything. */
export type RouteGuard =
  | 'public'
  /** Signed in, then the onboarding and subscription access gate (spec section 4). */
  | 'parent'
  /** Signed in as an invited family member. */
  | 'family-member'
  /**
   * Either of the two: a parent (or admin) through the access gate, as 'parent'; an invited family member with no
   * gate of their own, as 'family-member'. For pages about one's own account that both need (settings): the spec's
   * gate grants family members access, and lists no settings page of their own.
   */
  | 'parent-or-family-member'
  /** Signed in as a child; unauthenticated users go to /child/login. */
  | 'child'
  | 'admin'
  | 'super-admin';

/** The layout a route is rendered inside. */
export type RouteWrapper = 'none' | 'parent' | 'family-member' | 'child';

/** The capability that owns a route's page (same names as the server modules and web features). */
export type Capability =
  | 'public-site'
  | 'content'
  | 'accounts'
  | 'onboarding'
  | 'subscriptions'
  | 'family'
  | 'dashboard'
  | 'children'
  | 'health'
  | 'ehcp'
  | 'dla'
  | 'documents'
  | 'tracking'
  | 'coparenting'
  | 'messaging'
  | 'social-stories'
  | 'child-area'
  | 'admin';

export interface AppRoute {
  /** React Router path pattern; `:name` marks a parameter. */
  readonly path: string;
  readonly guard: RouteGuard;
  readonly wrapper: RouteWrapper;
  readonly capability: Capability;
  readonly live: boolean;
  /**
   * False for a public page that only works with the app running in the browser (a sign-in form, a page that
   * reads a link's code or a signed-in session): it is never prerendered, so the server sends the app instead.
   * Public pages are prerendered unless this says otherwise.
   */
  readonly prerender?: boolean;
  /**
   * For a public page that repeats another route's page at a second address: the address search engines should
   * index instead. The page names it in its canonical link, and the sitemap leaves the second address out.
   */
  readonly canonicalPath?: string;
  /**
   * Whether the sitemap points search engines at a live public page. By default the public site's and the
   * content's pages are listed, and other capabilities' public pages (sign-in, onboarding, the subscription page,
   * confirmations) are not.
   */
  readonly indexed?: boolean;
}

export interface AppRedirect {
  readonly from: string;
  readonly to: string;
}

function routes(paths: readonly string[], props: Omit<AppRoute, 'path' | 'live'> & { live?: boolean }): AppRoute[] {
  return paths.map((path) => ({ live: false, ...props, path }));
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', guard: 'public', wrapper: 'none', capability: 'public-site', live: true },
  // The public site's pages that are built. The contact page carries a signed form token, so the server renders it
  // on each request instead of sending a prerendered copy.
  ...routes(
    [
      '/privacy',
      '/security-privacy',
      '/terms',
      '/faqs',
      '/support',
      '/loader-demo',
      '/tutorials',
      '/visual-tutorials',
      '/migration',
    ],
    {
      guard: 'public',
      wrapper: 'none',
      capability: 'public-site',
      live: true,
    },
  ),
  ...routes(['/contact'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'public-site',
    live: true,
    prerender: false,
  }),
  // The home page's message at two more addresses: the same page, and the same message told in steps. Both name
  // the home page as their canonical address.
  ...routes(['/index', '/index-v2'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'public-site',
    live: true,
    canonicalPath: '/',
  }),
  // Campaign pages: the home page's message for a particular moment, a page for each audience, and the roadmap.
  ...routes(
    [
      '/new-landing',
      '/launch-landing',
      '/sponsors-landing',
      '/sponsorship-landing',
      '/employee-benefits-landing',
      '/charity-landing',
      '/insurance-partnership-landing',
      '/affiliate-recruitment-landing',
      '/estate-planning-landing',
      '/comfa-landing',
      '/product-lift',
      '/roadmap',
      '/technology-partnerships',
      '/showcase',
      '/school',
      '/our-early-supporters',
      '/early-supporter',
      '/content-partners',
      '/investor-demo',
    ],
    { guard: 'public', wrapper: 'none', capability: 'public-site', live: true },
  ),
  // Where the access gate sends people: they need the app and a signed-in person (which each page checks itself),
  // but not the gate, which would only send them round in a circle.
  ...routes(['/thank-you', '/thank-you-fixed', '/account-type-selection', '/onboarding'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'onboarding',
    live: true,
    prerender: false,
  }),
  ...routes(['/subscription-gate', '/subscription'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'subscriptions',
    live: true,
    prerender: false,
  }),
  // Paying and renewing: they read the signed-in person's family, so they run the app.
  ...routes(['/payment-success', '/subscription-renewal'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'subscriptions',
    live: true,
    prerender: false,
  }),
  // The offers run the app too (what they offer depends on who is signed in), and are for search engines.
  ...routes(['/tedi-launch-offer', '/annual-license-offer'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'subscriptions',
    live: true,
    prerender: false,
    indexed: true,
  }),
  // Sponsors: who pays for families, and how an organisation becomes one. The list and the enquiry form (with its
  // signed form token) are rendered by the server on each request; the confirmation after an enquiry is prerendered
  // and kept out of search engines.
  ...routes(['/sponsors', '/sponsor-landing'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'subscriptions',
    live: true,
    prerender: false,
    indexed: true,
  }),
  ...routes(['/sponsor-success'], { guard: 'public', wrapper: 'none', capability: 'subscriptions', live: true }),
  ...routes(['/join-family', '/accept-invitation', '/family-invitation-acceptance'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'family',
    live: true,
    prerender: false,
  }),
  ...routes(
    [
      '/guides',
      '/guides/:slug',
      '/resources/guides',
      '/resources/guides/:slug',
      '/resources/blog',
      '/resources/blog/:slug',
      '/resources/articles',
      '/resources/articles/:slug',
    ],
    { guard: 'public', wrapper: 'none', capability: 'content', live: true },
  ),
  // Short videos of each part of Tedi, published as content; each video is a section of the page, at an anchor.
  ...routes(['/onboarding-videos'], { guard: 'public', wrapper: 'none', capability: 'content', live: true }),
  // The sign-in pages need the app: they send forms, and read the code or error an e-mail link brings back.
  ...routes(['/auth', '/register', '/forgot-password', '/reset-password', '/super-admin-login'], {
    guard: 'public',
    wrapper: 'none',
    capability: 'accounts',
    live: true,
    prerender: false,
  }),
  ...routes(['/child/login'], {
    guard: 'public',
    wrapper: 'child',
    capability: 'child-area',
    live: true,
    prerender: false,
  }),
  // Parent area. The spec gives the parent-styled wrapper to the first 15 parent routes except ehcp and dla.
  ...routes(
    [
      '/parent',
      '/dashboard/parent',
      '/dashboard/parent/tiles',
      '/dashboard/parent/cursor',
      '/dashboard/parent/enhanced',
    ],
    { guard: 'parent', wrapper: 'parent', capability: 'dashboard', live: true },
  ),
  ...routes(['/dashboard/parent/messages'], {
    guard: 'parent',
    wrapper: 'parent',
    capability: 'messaging',
  }),
  // The parent's side of the child's communication board: the board itself, to model language with the child, and
  // its editor. A family member shared the board uses it here too, inside their own area's frame.
  ...routes(['/parent/communication'], {
    guard: 'parent-or-family-member',
    wrapper: 'parent',
    capability: 'child-area',
    live: true,
  }),
  ...routes(['/dashboard/parent/child/:childId'], {
    guard: 'parent',
    wrapper: 'parent',
    capability: 'children',
    live: true,
  }),
  ...routes(['/parent/social-stories'], { guard: 'parent', wrapper: 'parent', capability: 'social-stories' }),
  // A family member with the health grant opens the hub too (to log a dose), inside their own area's frame.
  ...routes(['/parent/health-hub'], {
    guard: 'parent-or-family-member',
    wrapper: 'parent',
    capability: 'health',
    live: true,
  }),
  ...routes(['/parent/health-passport'], {
    guard: 'parent',
    wrapper: 'parent',
    capability: 'health',
    live: true,
  }),
  // The passport as a share link opens it: rendered by the server for an open link alone, never indexed.
  ...routes(['/share/passport/:token'], { guard: 'public', wrapper: 'none', capability: 'health', live: true }),
  ...routes(['/parent/ehcp'], { guard: 'parent', wrapper: 'none', capability: 'ehcp', live: true }),
  ...routes(['/parent/dla'], { guard: 'parent', wrapper: 'none', capability: 'dla', live: true }),
  // The document generator: one page, inside the parent frame and on its own. A family member with the documents
  // grant opens it too, inside their own area's frame.
  ...routes(['/parent/document-generator'], {
    guard: 'parent-or-family-member',
    wrapper: 'parent',
    capability: 'documents',
    live: true,
  }),
  // A family member with the documents grant opens the library too, inside their own area's frame.
  ...routes(['/dashboard/parent/documents'], {
    guard: 'parent-or-family-member',
    wrapper: 'parent',
    capability: 'documents',
    live: true,
  }),
  ...routes(['/dashboard/parent/document-generator'], {
    guard: 'parent',
    wrapper: 'none',
    capability: 'documents',
    live: true,
  }),
  ...routes(['/parent/tracking', '/parent/tracking-v2'], { guard: 'parent', wrapper: 'none', capability: 'tracking' }),
  // Family members keep their own settings here too (reading, security, deleting their account).
  ...routes(['/parent/settings'], {
    guard: 'parent-or-family-member',
    wrapper: 'none',
    capability: 'dashboard',
    live: true,
  }),
  ...routes(['/dashboard/family-member'], {
    guard: 'family-member',
    wrapper: 'family-member',
    capability: 'family',
    live: true,
  }),
  ...routes(['/child', '/child/profile', '/child/settings', '/dashboard/child'], {
    guard: 'child',
    wrapper: 'child',
    capability: 'child-area',
    live: true,
  }),
  ...routes(['/child/games', '/child/stories'], { guard: 'child', wrapper: 'child', capability: 'child-area' }),
  ...routes(['/admin'], { guard: 'admin', wrapper: 'none', capability: 'admin' }),
  ...routes(['/super-admin'], { guard: 'super-admin', wrapper: 'none', capability: 'admin' }),
];

export const APP_REDIRECTS: readonly AppRedirect[] = [
  { from: '/parent/coparenting', to: '/dashboard/parent?module=coparenting' },
  { from: '/dashboard/parent/coparenting', to: '/dashboard/parent?module=coparenting' },
];

/** Where the access gate and sign-out send people (spec sections 2 and 4). */
export const PATHS = {
  home: '/',
  signIn: '/auth',
  childSignIn: '/child/login',
  onboarding: '/onboarding',
  subscription: '/subscription',
  thankYou: '/thank-you',
  parentDashboard: '/dashboard/parent',
  familyMemberDashboard: '/dashboard/family-member',
  settings: '/parent/settings',
} as const;

/** Prefixes of the server's own service areas; the web app never owns a path under them. */
export const SERVICE_PREFIXES = ['/api/', '/auth/v1/', '/functions/v1/', '/storage/v1/', '/realtime/v1'] as const;

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const compiledRoutes = APP_ROUTES.map((route) => ({ route, pattern: patternToRegExp(route.path) }));

/** Normalises a request path for matching: one trailing slash is ignored, except on the root. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The route a path belongs to, or undefined when the path is unknown. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const path = normalisePath(pathname);
  return compiledRoutes.find(({ pattern }) => pattern.test(path))?.route;
}

export function findRedirect(pathname: string): AppRedirect | undefined {
  const path = normalisePath(pathname);
  return APP_REDIRECTS.find((redirect) => redirect.from === path);
}

/**
 * The file, under the web build's `pages/` folder, holding a route's prerendered HTML: `/` is `index.html`,
 * `/terms` is `terms/index.html`, `/resources/blog` is `resources/blog/index.html`. Each route gets a file of its own,
 * even `/index`, whose page is `index/index.html`. Only live public routes without parameters are prerendered,
 * except those marked `prerender: false`.
 */
export function prerenderedPageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/**
 * The app's entrance: sign-in pages that need the app running (`prerender: false`), yet whose first screen is
 * prerendered into the app's own page, scripts and all, at the same file as a prerendered page. The server sends
 * that instead of the empty shell, so the form shows before the JavaScript arrives, and the app takes it over.
 */
export const PRERENDERED_ENTRANCE_PATHS: readonly string[] = [
  '/auth',
  '/register',
  '/forgot-password',
  '/reset-password',
];

/**
 * The guards whose first screen, while they check who is signed in, is the same for every page behind them: the
 * loading screen. The build renders it once per guard into the app's own page (`signedInFirstScreenFile`), and the
 * server sends that for each live page behind the guard, so a signed-in page paints before its JavaScript arrives;
 * the app takes it over with the same screen. The child area's first screen depends on the device (a browser that
 * never held a session goes straight to the children's sign-in), so it has none.
 */
export const GUARDS_WITH_A_FIRST_SCREEN = ['parent', 'family-member', 'parent-or-family-member'] as const;

/** Where the build writes a guard's first screen, under dist/pages. */
export function signedInFirstScreenFile(guard: (typeof GUARDS_WITH_A_FIRST_SCREEN)[number]): string {
  return `signed-in/${guard}.html`;
}

export function isPrerenderedRoute(route: AppRoute): boolean {
  return route.live && route.guard === 'public' && route.prerender !== false && !route.path.includes(':');
}

/**
 * Whether a route belongs in the sitemap: a live public page without parameters that search engines may list, at
 * its own address (not a page repeated at a second address, whose canonical link names the first).
 */
export function isIndexedRoute(route: AppRoute): boolean {
  if (!route.live || route.guard !== 'public' || route.path.includes(':')) return false;
  if (route.canonicalPath !== undefined) return false;
  return route.indexed ?? (route.capability === 'public-site' || route.capability === 'content');
}
