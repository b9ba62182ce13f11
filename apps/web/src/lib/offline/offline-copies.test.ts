import { describe, expect, it } from 'vitest';

import { composeOfflineDocument, standaloneHtml } from './offline-copies.ts';
import { isOfflinePage } from './offline-pages.ts';

const FRAME = {
  title: 'Passports <saved>',
  heading: 'You’re offline',
  explanation: 'These are saved copies.',
  stylesheets: ['/assets/app-1.css'],
  htmlAttributes: [
    ['data-font', 'opendyslexic'],
    ['style', '--tedi-content-scale: 1.25'],
  ] as const,
};

describe('the offline copy of a page', () => {
  it('is a whole page with the app’s styles, the reading settings, and each section with when it was saved', () => {
    const sections = [
      { id: 'a', html: '<article><h1>Ollie</h1></article>', savedAt: '2026-11-24T14:05:00Z' },
      { id: 'b', html: '<article><h1>Isla</h1></article>', savedAt: '2026-11-20T09:30:00Z' },
    ];
    expect(composeOfflineDocument(FRAME, sections)).toContain('<link rel="stylesheet" href="/assets/app-1.css">');
    // Parsed without the stylesheet, which the test page cannot load.
    const html = composeOfflineDocument({ ...FRAME, stylesheets: [] }, sections);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.getAttribute('lang')).toBe('en-GB');
    expect(page.documentElement.dataset['font']).toBe('opendyslexic');
    expect(page.title).toBe('Passports <saved>');
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Ollie', 'Isla']);
    expect(page.body.textContent).toContain('Saved on this device on 24 November 2026');
    expect(page.querySelector('main')).not.toBeNull();
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('keeps what is on screen but leaves out controls, and makes nothing focusable that was not', async () => {
    const section = document.createElement('article');
    section.innerHTML =
      '<h1 tabindex="-1">Ollie</h1><p>Allergies: none</p><button>Edit</button><a href="tel:07700900461">Ring</a>';
    const html = await standaloneHtml(section);
    expect(html).toContain('Allergies: none');
    expect(html).toContain('href="tel:07700900461"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('tabindex');
  });

  it('is kept for the health passport only, with or without a trailing slash', () => {
    expect(isOfflinePage('/parent/health-passport')).toBe(true);
    expect(isOfflinePage('/parent/health-passport/')).toBe(true);
    expect(isOfflinePage('/parent/health-hub')).toBe(false);
  });
});
