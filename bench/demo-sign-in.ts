import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_CHILD_SIGN_IN, DEMO_LOGINS } from '@tedi/db';

/**
 * Signing in as the demo family does, through the app's own pages, for the benchmarks that measure signed-in
 * pages: what a parent or child leaves in the browser profile (the session, the trusted device) stays there.
 */

/** Signs the demo parent in through the sign-in page, leaving the session in the profile's storage. */
export async function signInDemoParent(context: BrowserContext, baseUrl: string): Promise<void> {
  const parent = DEMO_LOGINS.find((login) => login.role === 'parent');
  if (!parent) throw new Error('The demo family has no parent.');
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('E-mail address').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your dashboard' }).waitFor();
  } finally {
    await page.close();
  }
}

/** The demo parent trusts this browser for the children's sign-in, signs out, and leaves it showing the children. */
export async function trustThisDevice(context: BrowserContext, page: Page, baseUrl: string): Promise<void> {
  await signInDemoParent(context, baseUrl);
  await page.goto(`${baseUrl}/child/login`);
  await page.getByRole('button', { name: 'Trust this device' }).click();
  await page.getByText(/This device is trusted as/).waitFor();
  await page.getByRole('button', { name: 'Sign out and show the children’s sign-in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Who’s here?' }).waitFor();
}

/** Ollie taps his picture and his three pictures on the children's sign-in of a trusted device. */
export async function tapDemoChildPictures(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Who’s here?' }).waitFor();
  await page.getByRole('button', { name: DEMO_CHILD_SIGN_IN.name }).click();
  for (const word of DEMO_CHILD_SIGN_IN.words) await page.getByRole('button', { name: word, exact: true }).click();
}
