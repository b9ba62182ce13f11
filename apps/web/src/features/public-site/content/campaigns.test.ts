import { APP_ROUTES, matchAppRoute } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { leadsToLivePage } from '../components/campaign-view.tsx';
import { CAMPAIGNS } from './campaigns.ts';
import { AVAILABLE_NOW, PLANNED } from './campaigns/roadmap.ts';
import type { Campaign, CampaignAction } from './campaigns/types.ts';

const entries = Object.entries(CAMPAIGNS);
/** Each campaign once, with the first address it is shown at (the home page is at `/` and `/index`). */
const distinct = [...new Map(entries.map(([path, campaign]) => [campaign, path] as const))].map(([campaign, path]) => ({
  path,
  campaign,
}));

function actionsOf(campaign: Campaign): CampaignAction[] {
  return [
    ...(campaign.hero.actions ?? []),
    ...campaign.sections.flatMap((section) => [
      ...(section.links ?? []),
      ...section.items.flatMap((item) => (item.link ? [item.link] : [])),
    ]),
    ...campaign.proof.points.flatMap((point) => (point.link ? [point.link] : [])),
    ...campaign.callToAction.actions,
  ];
}

function wordsOf(campaign: Campaign): string[] {
  return [
    campaign.audience,
    campaign.title,
    campaign.description,
    campaign.hero.heading,
    ...campaign.hero.lead,
    ...campaign.sections.flatMap((section) => [
      section.heading,
      section.intro ?? '',
      ...section.items.flatMap((item) => [item.title ?? '', item.text]),
    ]),
    campaign.proof.heading,
    campaign.proof.intro ?? '',
    ...campaign.proof.points.flatMap((point) => [point.title ?? '', point.text]),
    campaign.callToAction.heading,
    campaign.callToAction.text,
    ...actionsOf(campaign).map((action) => action.label),
  ];
}

describe('campaign pages', () => {
  it('are the live public pages the route table gives them, the landing variants naming the home page as canonical', () => {
    for (const [path] of entries) {
      const route = APP_ROUTES.find((candidate) => candidate.path === path);
      expect(route, path).toMatchObject({ live: true, guard: 'public', wrapper: 'none', capability: 'public-site' });
    }
    expect(matchAppRoute('/index')?.canonicalPath).toBe('/');
    expect(matchAppRoute('/index-v2')?.canonicalPath).toBe('/');
    expect(CAMPAIGNS['/index']).toBe(CAMPAIGNS['/']);
    const repeats = APP_ROUTES.filter((route) => route.canonicalPath !== undefined);
    for (const route of repeats) {
      expect(CAMPAIGNS[route.canonicalPath ?? ''], `${route.path} repeats a campaign page`).toBeDefined();
      expect(matchAppRoute(route.canonicalPath ?? '')?.canonicalPath, route.path).toBeUndefined();
    }
  });

  it.each(distinct)(
    '$path has a hero, sections, proof and a call to action that leads somewhere real',
    ({ campaign }) => {
      expect(campaign.audience).toMatch(/^(For|About) /);
      expect(campaign.title).toMatch(/Tedi/);
      expect(campaign.description.length).toBeGreaterThanOrEqual(80);
      expect(campaign.description.length).toBeLessThanOrEqual(200);
      expect(campaign.hero.heading.length).toBeGreaterThan(10);
      expect(campaign.hero.lead.length).toBeGreaterThan(0);
      expect(campaign.sections.length).toBeGreaterThan(0);
      for (const section of campaign.sections) expect(section.items.length, section.heading).toBeGreaterThan(0);
      expect(campaign.proof.points.length).toBeGreaterThanOrEqual(3);
      expect(campaign.callToAction.heading.length).toBeGreaterThan(5);
      // Links to pages not built yet are left out when the page is shown, so at least one must be live already.
      expect(campaign.callToAction.actions.filter(leadsToLivePage).length).toBeGreaterThan(0);
      expect((campaign.hero.actions ?? campaign.callToAction.actions).filter(leadsToLivePage).length).toBeGreaterThan(
        0,
      );
    },
  );

  it.each(distinct)('$path links only to routes of the product', ({ campaign }) => {
    for (const action of actionsOf(campaign)) {
      const { pathname, hash } = new URL(action.to, 'http://tedi.invalid');
      expect(hash, action.to).toBe('');
      expect(matchAppRoute(pathname), `${action.label} → ${action.to}`).toBeDefined();
      expect(action.label.trim().length, action.to).toBeGreaterThan(2);
    }
  });

  it.each(distinct)('$path offers each page once in a row of buttons or links', ({ campaign }) => {
    const rows = [
      campaign.hero.actions ?? [],
      campaign.callToAction.actions,
      ...campaign.sections.map((section) => section.links ?? []),
    ];
    for (const row of rows) {
      const targets = row.map((action) => action.to);
      expect(new Set(targets).size, targets.join(' ')).toBe(targets.length);
    }
  });

  it.each(distinct)('$path gives each section its own heading id', ({ campaign }) => {
    const ids = campaign.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(['intro', 'proof', 'next']).not.toContain(id);
  });

  it('each has its own title and description', () => {
    const titles = distinct.map(({ campaign }) => campaign.title);
    const descriptions = distinct.map(({ campaign }) => campaign.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('say nothing unfinished, and spell it the British way', () => {
    for (const { path, campaign } of distinct) {
      for (const text of wordsOf(campaign)) {
        expect(text, path).not.toMatch(/coming soon|lorem ipsum|\bTODO\b|placeholder|\btbc\b|\btbd\b/i);
        expect(text, path).not.toMatch(/\b(organization|color|center|behavior|program|enroll|license)\b/i);
      }
    }
  });
});

describe('the roadmap', () => {
  it('lists as available only what is live', () => {
    for (const entry of AVAILABLE_NOW) {
      for (const path of entry.routes) {
        const route = APP_ROUTES.find((candidate) => candidate.path === path);
        expect(route?.live, `${entry.title}: ${path}`).toBe(true);
      }
    }
  });

  it('lists as planned only what is not live yet (move an entry to “available” in the change that builds it)', () => {
    for (const entry of PLANNED) {
      expect(entry.routes.length, entry.title).toBeGreaterThan(0);
      for (const path of entry.routes) {
        const route = APP_ROUTES.find((candidate) => candidate.path === path);
        expect(route, `${entry.title}: ${path}`).toBeDefined();
        expect(route?.live, `${entry.title}: ${path}`).toBe(false);
      }
    }
  });
});
