import type { ChildListResponse } from '@tedi/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectBrowserErrors } from './browser.ts';
import { freePort, type RunningServer, type ServerAddress, startServer } from './server-process.ts';

/** The demo family the server seeds outside production (packages/db/src/seed/demo-family.ts). */
export const DEMO_PASSWORD = 'tedi-demo-family';
export const DEMO_PARENT = 'sam.taylor@example.com';
export const OTHER_DEMO_PARENT = 'alex.taylor@example.com';

/**
 * A server for the recorders (videos:record, screens:record): development mode, for the demo family and the
 * developer mailbox, on a known port, so that the links in its e-mails and its client-config point back at it. (The
 * journeys get theirs from e2eServer in servers.ts.)
 */
export async function startAccountsServer(
  port?: number,
  environment: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  const chosenPort = port ?? (await freePort());
  return startServer({
    environment: { NODE_ENV: 'development', PORT: String(chosenPort), ...environment },
    onOutput: (line) => console.error(`[accounts server] ${line}`),
  });
}

interface MailboxMessage {
  readonly kind: string;
  readonly subject: string;
  readonly createdAt: string;
  readonly links: readonly string[];
}

/**
 * The link of the newest message of a kind to an address, from the developer mailbox
 * (GET /api/v1/dev/mailbox?to=), waiting a little for it to arrive.
 */
export async function linkFromMailbox(
  server: ServerAddress,
  to: string,
  matches: (message: MailboxMessage) => boolean,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${server.loopbackUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status, 'the developer mailbox answers').toBe(200);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    const link = messages.filter(matches)[0]?.links.find((candidate) => candidate.includes('/auth/v1/verify'));
    if (link) return link;
    if (Date.now() > deadline) {
      throw new Error(`No matching message to ${to} in the mailbox: ${JSON.stringify(messages.map((m) => m.kind))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An address nobody has used yet on this server. */
export function newAddress(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Registers a new parent on /register, confirming through the developer mailbox; they arrive signed in. */
export async function registerNewParent(page: Page, server: ServerAddress, password: string): Promise<string> {
  const email = newAddress('new.parent');
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  const link = await linkFromMailbox(
    server,
    email,
    (message) => message.kind.includes('confirm') || /confirm/i.test(message.subject),
  );
  await page.goto(link);
  return email;
}

/** Saves an onboarding step for the signed-in parent, as finishing it on another device would. */
export async function saveOnboardingStepElsewhere(page: Page, completedStep: number): Promise<void> {
  const status = await page.evaluate(async (step) => {
    const raw = window.localStorage.getItem('tedi-auth');
    const token = raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
    const response = await fetch('/api/v1/me/onboarding', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ completedStep: step, ...(step >= 6 ? { answers: { plan: 'later' } } : {}) }),
    });
    return response.status;
  }, completedStep);
  expect(status).toBe(200);
}

/** Chromium reports each refused request (a wrong password answers 400) as a console error; that is expected. */
export function expectRefusedRequests(page: Page): void {
  expectBrowserErrors(page, /Failed to load resource: the server responded with a status of (400|401|403|422)/);
}

/** Signs in on /auth with e-mail and password and waits for the page that follows. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The session the auth client keeps (local storage key tedi-auth), or null. */
export async function storedSession(page: Page): Promise<{ access_token: string } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('tedi-auth'));
  return raw === null ? null : (JSON.parse(raw) as { access_token: string });
}

/** The claims of the stored access token. */
export async function storedClaims(page: Page): Promise<Record<string, unknown> | null> {
  const session = await storedSession(page);
  if (!session) return null;
  const payload = session.access_token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The security event log the app keeps in local storage (spec section 3). */
export async function securityEvents(page: Page): Promise<{ type: string; userId: string | null }[]> {
  const raw = await page.evaluate(() => window.localStorage.getItem('security_events'));
  return raw === null ? [] : (JSON.parse(raw) as { type: string; userId: string | null }[]);
}

/** Waits for the parent dashboard, where a parent lands after signing in (in the layout they chose last). */
export async function landedOnDashboard(page: Page): Promise<void> {
  await page.waitForURL((url) => /^\/dashboard\/parent(\/(tiles|cursor|enhanced))?$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: 'Your dashboard' }).waitFor();
}

/** Opens the settings from the parent area's navigation, as a parent would. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname === '/parent/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

/** Signs in as the demo parent and finds Ollie's id through the children API, with the session's own token. */
export async function signInAndFindOllie(page: Page, server: ServerAddress): Promise<string> {
  await signIn(page, DEMO_PARENT, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  const session = await storedSession(page);
  expect(session, 'signed in').not.toBeNull();
  const response = await fetch(`${server.loopbackUrl}/api/v1/children`, {
    headers: { Authorization: `Bearer ${session!.access_token}` },
  });
  expect(response.status).toBe(200);
  const { children } = (await response.json()) as ChildListResponse;
  const ollie = children.find((child) => child.preferredName === 'Ollie');
  expect(ollie, 'the demo family has Ollie').toBeDefined();
  return ollie!.id;
}
