import { matchAppRoute } from '@tedi/contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { PageHeadCollector, PageHeadContext } from '../../../lib/page-head.tsx';
import { CAMPAIGNS } from '../content/campaigns.ts';
import { CampaignPage } from './campaign-page.tsx';

function renderCampaign(path: string) {
  const collector = new PageHeadCollector();
  const router = createMemoryRouter([{ path, Component: CampaignPage }], { initialEntries: [path] });
  const view = render(
    <PageHeadContext value={collector}>
      <RouterProvider router={router} />
    </PageHeadContext>,
  );
  return { collector, view };
}

describe('a campaign page', () => {
  it.each(Object.keys(CAMPAIGNS))('%s has one main heading and headings in order', (path) => {
    const { view } = renderCampaign(path);
    const levels = [...view.container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading ${index + 1} of ${path}`).toBeLessThanOrEqual(1);
    });
    // Each region is named by its own heading.
    for (const region of view.container.querySelectorAll('section')) {
      const id = region.getAttribute('aria-labelledby') ?? '';
      expect(region.querySelector(`[id="${id}"]`)?.tagName, id).toMatch(/^H[12]$/);
    }
  });

  it.each(Object.keys(CAMPAIGNS))('%s links only to pages that are live', (path) => {
    const { view } = renderCampaign(path);
    const links = within(view.container).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const { pathname } = new URL(link.getAttribute('href') ?? '', 'http://tedi.invalid');
      expect(matchAppRoute(pathname)?.live, `${link.textContent ?? ''} → ${pathname}`).toBe(true);
    }
  });

  it('shows the campaign’s words, its head, and its canonical address', () => {
    const { collector } = renderCampaign('/school');
    expect(screen.getByRole('heading', { level: 1, name: CAMPAIGNS['/school']?.hero.heading })).toBeTruthy();
    expect(screen.getByText('For schools, SENCOs and teachers')).toBeTruthy();
    expect(collector.head).toMatchObject({
      title: 'Tedi for schools and SENCOs – Tedi',
      canonicalPath: '/school',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'What Tedi is not' })).toBeTruthy();
  });

  it('at a second address of the home page, names the home page as canonical', () => {
    for (const path of ['/index', '/index-v2']) {
      const { collector, view } = renderCampaign(path);
      expect(collector.head?.canonicalPath, path).toBe('/');
      view.unmount();
    }
  });

  it('sends organisations to the contact form with the topic chosen, and leaves out pages not live yet', () => {
    renderCampaign('/employee-benefits-landing');
    const callToAction = screen.getByRole('region', { name: 'Offer Tedi to your staff' });
    const links = within(callToAction).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/contact?topic=Working%20with%20Tedi');
    const sponsorEnquiry = matchAppRoute('/sponsor-landing');
    expect(links.some((link) => link.getAttribute('href') === '/sponsor-landing')).toBe(sponsorEnquiry?.live === true);
  });

  it('numbers steps as an ordered list', () => {
    renderCampaign('/sponsors-landing');
    const steps = screen.getByRole('region', { name: 'What a family does with a code' });
    const list = within(steps).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
