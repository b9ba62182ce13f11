import type { Locator, Page } from 'playwright-core';

/** The words a call to sign up uses. */
export const SIGN_UP_CALL = /sign up|get started|create (?:a |an |your )?(?:free )?account|join tedi|register/i;

/** Where a call to sign up may lead: the shared authentication page or the choice of account type. */
export const SIGN_UP_PATHS = ['/register', '/auth', '/account-type-selection'];

export function signUpCalls(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: SIGN_UP_CALL });
}

/**
 * The landing page's main heading. Other screens (error, loading, not found) have a main heading too, so the
 * landing page is recognised by its main content inviting the visitor to sign up.
 */
export function landingPageHeading(page: Page): Locator {
  return page
    .getByRole('main')
    .filter({ has: page.getByRole('link', { name: SIGN_UP_CALL }) })
    .getByRole('heading', { level: 1 });
}
