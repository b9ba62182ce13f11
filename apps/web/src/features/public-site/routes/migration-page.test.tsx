import { CONTACTS_TEMPLATE_PATH, matchAppRoute } from '@tedi/contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { PageHeadCollector, PageHeadContext } from '../../../lib/page-head.tsx';
import { MigrationPage } from './migration-page.tsx';

function renderPage() {
  const collector = new PageHeadCollector();
  const router = createMemoryRouter([{ path: '/migration', Component: MigrationPage }], {
    initialEntries: ['/migration'],
  });
  const view = render(
    <PageHeadContext value={collector}>
      <RouterProvider router={router} />
    </PageHeadContext>,
  );
  return { collector, view };
}

describe('the moving-in page', () => {
  it('has its own title, description and canonical address', () => {
    const { collector } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Moving into Tedi' })).toBeTruthy();
    expect(collector.head).toMatchObject({ title: 'Moving into Tedi – Tedi', canonicalPath: '/migration' });
    expect(collector.head?.description.length).toBeGreaterThan(80);
  });

  it('covers moving in from paper and from another app, what can’t come yet, and moving out, each reachable from the top', () => {
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const [id, name] of [
      ['from-paper', 'Moving in from paper'],
      ['from-another-app', 'Moving in from another app or your phone'],
      ['not-yet', 'What can’t be brought in yet'],
      ['moving-out', 'Moving out: taking everything with you'],
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
      expect(within(contents).getByRole('link', { name }).getAttribute('href')).toBe(`#${id}`);
      expect(document.getElementById(id ?? '')?.textContent).toBe(name);
    }
    const out = screen.getByRole('region', { name: 'Moving out: taking everything with you' });
    expect(within(out).getByText('Download your family’s data')).toBeTruthy();
    expect(within(out).getByText('Download with photos and files')).toBeTruthy();
  });

  it('offers Tedi’s template, and links only to pages that are live', () => {
    const { view } = renderPage();
    expect(screen.getByRole('link', { name: 'Download Tedi’s template' }).getAttribute('href')).toBe(
      CONTACTS_TEMPLATE_PATH,
    );
    for (const link of within(view.container).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#') || href === CONTACTS_TEMPLATE_PATH) continue;
      const { pathname } = new URL(href, 'http://tedi.invalid');
      expect(matchAppRoute(pathname)?.live, `${link.textContent ?? ''} → ${pathname}`).toBe(true);
    }
  });
});
