import { APP_ROUTES, matchAppRoute, PATHS, type AppRoute } from '@tedi/contracts';

import type { AccountRole } from './access.ts';

/** The query parameter that carries where a person was going when they were asked to sign in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The query parameter that fills in the e-mail address of the sign-in and sign-up forms, as an invitation does
 * with the address it was sent to. Only a starting value: the person can change it.
 */
export const EMAIL_PARAM = 'email';

/** Where each role starts after signing in: the first of these pages that is live. */
const HOME_CANDIDATES: Readonly<Record<AccountRole, readonly string[]>> = {
  parent: ['/dashboard/parent', '/parent/settings'],
  admin: ['/dashboard/parent', '/parent/settings'],
  family_member: ['/dashboard/family-member'],
  child: ['/child'],
  super_admin: ['/super-admin'],
};

export function firstLivePath(candidates: readonly string[], routes: readonly AppRoute[] = APP_ROUTES): string | null {
  return candidates.find((path) => routes.some((route) => route.path === path && route.live)) ?? null;
}

/** The first live page of a role's area, or null when none of its pages is built yet. */
export function homePathFor(role: AccountRole | null, routes: readonly AppRoute[] = APP_ROUTES): string | null {
  return firstLivePath(HOME_CANDIDATES[role ?? 'parent'], routes);
}

/**
 * A `redirect` value made safe: a path on this site (never another origin, a protocol-relative `//host` or a
 * `/\host` that browsers read as one), and not a sign-in page, which would only send the person round in a
 * circle. Returns the path with its query and fragment, or null when the value cannot be used.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and whitespace have no place in a path we wrote, and browsers strip some of them.
  if ([...raw].some((character) => character.charCodeAt(0) <= 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  if (raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (matchAppRoute(url.pathname)?.capability === 'accounts') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: where the person was going, if that is safe, or else their area's first page. */
export function destinationAfterSignIn(
  rawRedirect: string | null | undefined,
  role: AccountRole | null,
  origin: string,
  routes: readonly AppRoute[] = APP_ROUTES,
): string | null {
  return safeRedirectPath(rawRedirect, origin) ?? homePathFor(role, routes);
}

/** The sign-in page, remembering where the person was going. */
export function signInPathFor(target: string, extra: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(extra);
  if (target !== PATHS.home) params.set(REDIRECT_PARAM, target);
  const query = params.toString();
  return query === '' ? PATHS.signIn : `${PATHS.signIn}?${query}`;
}
