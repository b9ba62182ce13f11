import { describe, expect, it } from 'vitest';
import {
  APP_REDIRECTS,
  APP_ROUTES,
  findRedirect,
  isIndexedRoute,
  isPrerenderedRoute,
  matchAppRoute,
  prerenderedPageFile,
} from './routes.ts';

// Section 2 of the product specification, as written there.
const SPEC_PUBLIC = [
  '/',
  '/index',
  '/index-v2',
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
  '/contact',
  '/terms',
  '/privacy',
  '/support',
  '/faqs',
  '/thank-you',
  '/thank-you-fixed',
  '/payment-success',
  '/security-privacy',
  '/migration',
  '/tutorials',
  '/visual-tutorials',
  '/onboarding-videos',
  '/loader-demo',
  '/technology-partnerships',
  '/tedi-launch-offer',
  '/annual-license-offer',
  '/subscription-gate',
  '/subscription-renewal',
  '/account-type-selection',
  '/join-family',
  '/accept-invitation',
  '/family-invitation-acceptance',
  '/onboarding',
  '/sponsors',
  '/sponsor-landing',
  '/sponsor-success',
  '/showcase',
  '/school',
  '/our-early-supporters',
  '/early-supporter',
  '/content-partners',
  '/investor-demo',
  '/admin',
  '/super-admin-login',
  '/super-admin',
];
const SPEC_CONTENT = [
  '/guides',
  '/guides/:slug',
  '/resources/guides',
  '/resources/guides/:slug',
  '/resources/blog',
  '/resources/blog/:slug',
  '/resources/articles',
  '/resources/articles/:slug',
];
const SPEC_AUTH = ['/auth', '/register', '/forgot-password', '/reset-password', '/child/login'];
const SPEC_PARENT = [
  '/parent',
  '/dashboard/parent',
  '/dashboard/parent/tiles',
  '/dashboard/parent/cursor',
  '/dashboard/parent/enhanced',
  '/dashboard/parent/messages',
  '/parent/communication',
  '/dashboard/parent/child/:childId',
  '/parent/social-stories',
  '/parent/health-hub',
  '/parent/health-passport',
  '/parent/ehcp',
  '/parent/dla',
  '/parent/document-generator',
  '/dashboard/parent/documents',
  '/dashboard/parent/document-generator',
  '/parent/tracking',
  '/parent/tracking-v2',
  '/parent/settings',
];
const SPEC_CHILD = [
  '/child',
  '/child/games',
  '/child/stories',
  '/child/profile',
  '/child/settings',
  '/dashboard/child',
];

const byPath = new Map(APP_ROUTES.map((route) => [route.path, route]));

describe('the route table', () => {
  it('holds every route of the specification exactly once', () => {
    const spec = [
      ...SPEC_PUBLIC,
      ...SPEC_CONTENT,
      ...SPEC_AUTH,
      ...SPEC_PARENT,
      '/dashboard/family-member',
      ...SPEC_CHILD,
    ];
    for (const path of spec) expect(byPath.has(path), path).toBe(true);
    expect(new Set(APP_ROUTES.map((route) => route.path)).size).toBe(APP_ROUTES.length);
  });

  it('adds only /subscription, the access gate target, and the page a shared passport opens, beyond the specification', () => {
    const spec = new Set([
      ...SPEC_PUBLIC,
      ...SPEC_CONTENT,
      ...SPEC_AUTH,
      ...SPEC_PARENT,
      '/dashboard/family-member',
      ...SPEC_CHILD,
    ]);
    expect(APP_ROUTES.map((route) => route.path).filter((path) => !spec.has(path))).toEqual([
      '/subscription',
      '/share/passport/:token',
    ]);
  });

  it('wraps the first 15 parent routes except ehcp and dla in the parent-styled wrapper', () => {
    const wrapped = SPEC_PARENT.slice(0, 15).filter((path) => path !== '/parent/ehcp' && path !== '/parent/dla');
    expect(wrapped).toHaveLength(13);
    for (const path of SPEC_PARENT) {
      expect(byPath.get(path)?.wrapper, path).toBe(wrapped.includes(path) ? 'parent' : 'none');
      // The spec's gate grants family members access: the pages they need from here are their own settings, the
      // health hub, where one with the health grant logs a dose, the documents shared with them, the letters
      // one with the documents grant may make, and the communication board of a child shared with them.
      const sharedWithMembers = [
        '/parent/settings',
        '/parent/health-hub',
        '/dashboard/parent/documents',
        '/parent/document-generator',
        '/parent/communication',
      ].includes(path);
      expect(byPath.get(path)?.guard, path).toBe(sharedWithMembers ? 'parent-or-family-member' : 'parent');
    }
  });

  it('guards the child area with the child login and the family-member dashboard with its own wrapper', () => {
    for (const path of SPEC_CHILD) expect(byPath.get(path)).toMatchObject({ guard: 'child', wrapper: 'child' });
    expect(byPath.get('/dashboard/family-member')).toMatchObject({ guard: 'family-member', wrapper: 'family-member' });
    expect(byPath.get('/admin')?.guard).toBe('admin');
    expect(byPath.get('/super-admin')?.guard).toBe('super-admin');
    expect(byPath.get('/super-admin-login')?.guard).toBe('public');
  });
});

describe('matchAppRoute', () => {
  it('matches fixed paths and ignores one trailing slash', () => {
    expect(matchAppRoute('/parent/ehcp')?.path).toBe('/parent/ehcp');
    expect(matchAppRoute('/parent/ehcp/')?.path).toBe('/parent/ehcp');
    expect(matchAppRoute('/')?.path).toBe('/');
  });

  it('matches a parameter segment but not an empty or nested one', () => {
    expect(matchAppRoute('/dashboard/parent/child/7d1f2c')?.path).toBe('/dashboard/parent/child/:childId');
    expect(matchAppRoute('/resources/blog/how-to-ask-for-an-ehcp')?.path).toBe('/resources/blog/:slug');
    expect(matchAppRoute('/dashboard/parent/child/')).toBeUndefined();
    expect(matchAppRoute('/resources/blog/a/b')).toBeUndefined();
  });

  it('knows nothing of other paths', () => {
    expect(matchAppRoute('/this-does-not-exist')).toBeUndefined();
    expect(matchAppRoute('/parentx')).toBeUndefined();
    expect(matchAppRoute('/index.html')).toBeUndefined();
  });
});

describe('redirects', () => {
  it('sends both co-parenting paths to the dashboard co-parenting module', () => {
    expect(APP_REDIRECTS).toHaveLength(2);
    expect(findRedirect('/parent/coparenting')?.to).toBe('/dashboard/parent?module=coparenting');
    expect(findRedirect('/dashboard/parent/coparenting/')?.to).toBe('/dashboard/parent?module=coparenting');
    expect(findRedirect('/parent')).toBeUndefined();
  });
});

describe('prerendered pages', () => {
  it('are the live public routes without parameters, each in its own file', () => {
    expect(prerenderedPageFile('/')).toBe('index.html');
    expect(prerenderedPageFile('/terms')).toBe('terms/index.html');
    expect(prerenderedPageFile('/resources/blog')).toBe('resources/blog/index.html');
    expect(prerenderedPageFile('/index')).toBe('index/index.html');
    const prerendered = APP_ROUTES.filter(isPrerenderedRoute).map((route) => route.path);
    expect(prerendered).toContain('/');
    const files = APP_ROUTES.filter((route) => !route.path.includes(':')).map((route) =>
      prerenderedPageFile(route.path),
    );
    expect(new Set(files).size, 'no two routes share a file').toBe(files.length);
    for (const path of prerendered) {
      const route = matchAppRoute(path);
      expect(route?.live && route.guard === 'public' && !route.path.includes(':'), path).toBe(true);
    }
  });

  it('never include the sign-in pages, which need the app to read links and send forms', () => {
    for (const path of ['/auth', '/register', '/forgot-password', '/reset-password', '/super-admin-login']) {
      const route = matchAppRoute(path);
      expect(route?.live, path).toBe(true);
      expect(route && isPrerenderedRoute(route), path).toBe(false);
    }
  });
});

describe('the sitemap’s pages', () => {
  it('leave out a page repeated at a second address, listing the page it names as canonical', () => {
    const indexed = APP_ROUTES.filter(isIndexedRoute).map((route) => route.path);
    expect(indexed).toContain('/');
    expect(indexed).not.toContain('/index');
    expect(indexed).not.toContain('/index-v2');
  });

  it('are the public site’s and the content’s live pages, and the sponsor pages, without confirmations', () => {
    const indexed = APP_ROUTES.filter(isIndexedRoute).map((route) => route.path);
    expect(indexed).toEqual(expect.arrayContaining(['/', '/privacy', '/contact', '/guides', '/sponsors']));
    expect(indexed).toContain('/sponsor-landing');
    expect(indexed).toEqual(expect.arrayContaining(['/school', '/roadmap', '/new-landing']));
    for (const path of ['/sponsor-success', '/auth', '/subscription', '/onboarding', '/guides/:slug', '/admin']) {
      expect(indexed, path).not.toContain(path);
    }
  });
});

describe('the moving-in page', () => {
  it('is a live public page made ahead of time and listed for search engines', () => {
    const migration = matchAppRoute('/migration')!;
    expect(migration).toMatchObject({ live: true, guard: 'public', capability: 'public-site' });
    expect(isPrerenderedRoute(migration)).toBe(true);
    expect(isIndexedRoute(migration)).toBe(true);
  });
});

describe('the onboarding videos page', () => {
  it('is live, public and content, listed for search engines once (its videos are anchors on it)', () => {
    const route = matchAppRoute('/onboarding-videos');
    expect(route).toMatchObject({ live: true, guard: 'public', wrapper: 'none', capability: 'content' });
    expect(APP_ROUTES.filter(isIndexedRoute).filter((entry) => entry.path === '/onboarding-videos')).toHaveLength(1);
  });
});

describe('the sponsor pages', () => {
  it('are live and public; the list and the enquiry form are rendered by the server, the confirmation ahead', () => {
    for (const path of ['/sponsors', '/sponsor-landing', '/sponsor-success']) {
      expect(matchAppRoute(path), path).toMatchObject({ live: true, guard: 'public', capability: 'subscriptions' });
    }
    expect(isPrerenderedRoute(matchAppRoute('/sponsors')!)).toBe(false);
    expect(isPrerenderedRoute(matchAppRoute('/sponsor-landing')!)).toBe(false);
    expect(isPrerenderedRoute(matchAppRoute('/sponsor-success')!)).toBe(true);
  });
});
