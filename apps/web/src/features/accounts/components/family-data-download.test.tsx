import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { createFakeAuthServer, storeSession, type FakeAccount } from '../../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../../testing/render-with-auth.tsx';
import { installFakeAccountApi, type FakeAccountApi } from './fake-account-api.ts';
import { FamilyDataDownload } from './family-data-download.tsx';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };

let api: FakeAccountApi;
let saved: { href: string; download: string; blob: Blob | undefined }[];
let blobs: Map<string, Blob>;

beforeEach(() => {
  window.localStorage.clear();
  api = installFakeAccountApi();
  saved = [];
  blobs = new Map();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost:3000/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
});
afterEach(async () => {
  await stopAuthClients();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** As on the settings page, the section shows once the signed-in user is known. */
function SignedInDownloads() {
  const { user } = useAuth();
  return user ? <FamilyDataDownload /> : <p>Getting things ready...</p>;
}

async function renderDownloads() {
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/parent/settings', Component: SignedInDownloads }],
    '/parent/settings',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
}

describe("your family's data", () => {
  it('explains what is in the download', async () => {
    await renderDownloads();
    expect(screen.getByText(/your children’s profiles, their conditions and the people who support them/)).toBeTruthy();
    expect(screen.getByText(/Please keep it somewhere safe/)).toBeTruthy();
  });

  it('downloads the JSON as the signed-in user and saves it under the server’s name', async () => {
    await renderDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download your family’s data' }));
    expect(screen.getByText('Preparing your download…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download with photos and files' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('tedi-family-export-2026-11-22.json')).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.download).toBe('tedi-family-export-2026-11-22.json');
    expect(JSON.parse((await saved[0]?.blob?.text()) ?? '{}')).toMatchObject({
      exportedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(api.requests).toContainEqual({ method: 'GET', path: '/family/export', body: undefined });
  });

  it('downloads the ZIP with photos and files', async () => {
    await renderDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download with photos and files' }));
    expect(
      screen.getByText(/Preparing your download… With photos and files this can take a minute or two./),
    ).toBeTruthy();
    expect(await screen.findByText('tedi-family-export-2026-11-22.zip')).toBeTruthy();
    expect(saved[0]?.download).toBe('tedi-family-export-2026-11-22.zip');
    expect(new Uint8Array((await saved[0]?.blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(api.zipBytes);
    expect(api.requests.some((request) => request.path === '/family/export?format=zip')).toBe(true);
  });

  it('says clearly when the download could not be prepared, and lets the person try again', async () => {
    await renderDownloads();
    api.failing.push('GET /family/export');
    fireEvent.click(screen.getByRole('button', { name: 'Download your family’s data' }));
    expect(await screen.findByText('Your download didn’t work')).toBeTruthy();
    expect(
      screen.getByText('We couldn’t prepare your download just now. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
    api.failing.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Download your family’s data' }));
    expect(await screen.findByText('tedi-family-export-2026-11-22.json')).toBeTruthy();
    expect(screen.queryByText('Your download didn’t work')).toBeNull();
  });
});
