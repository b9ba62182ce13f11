import { PATHS } from '@tedi/contracts';

/**
 * Spec section 2 says the sign-up confirmation e-mail returns to the site root. The root is a prerendered page
 * without the app, so nothing there could pick up the session the link brings. When a prerendered page is opened
 * with what an auth link leaves in the address (a code, tokens or an error), its small script forwards the whole
 * thing to the sign-in page, which runs the app, reads it and moves on. Returns where to go, or null.
 */
export function callbackForwardTarget(href: string): string | null {
  const url = new URL(href);
  const query = new URLSearchParams(url.search);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const carriesCallback =
    query.has('code') ||
    fragment.has('access_token') ||
    ['error_code', 'error_description'].some((name) => query.has(name) || fragment.has(name));
  return carriesCallback ? `${PATHS.signIn}${url.search}${url.hash}` : null;
}
