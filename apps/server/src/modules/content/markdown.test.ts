import { describe, expect, test } from 'vitest';
import { readingMinutes, renderMarkdown } from './markdown.ts';

describe('rendering Markdown', () => {
  test('renders headings, lists, emphasis and tables', () => {
    const html = renderMarkdown(
      '## Deadlines\n\n- week **6**\n- week 20\n\n| week | what |\n|---|---|\n| 6 | decision |',
    );
    expect(html).toContain('<h2>Deadlines</h2>');
    expect(html).toContain('<li>week <strong>6</strong></li>');
    expect(html).toContain('<table>');
  });

  test('shows raw HTML as text instead of passing it through', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)> <b>bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
  });

  test('refuses javascript:, data: and other unsafe links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
    ]) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html, href).not.toContain('<a');
    }
  });

  test('marks links to other sites noopener, and leaves links on this site alone', () => {
    expect(renderMarkdown('[GOV.UK](https://www.gov.uk/disability-living-allowance-children)')).toContain(
      '<a href="https://www.gov.uk/disability-living-allowance-children" rel="noopener noreferrer">GOV.UK</a>',
    );
    expect(renderMarkdown('[our guide](/guides/ehcp-timeline)')).toContain('<a href="/guides/ehcp-timeline">');
  });

  test('keeps pictures on this site, lazily loaded, and shows only the description of pictures from elsewhere', () => {
    expect(renderMarkdown('![A calm room](/images/room.webp)')).toContain(
      '<img src="/images/room.webp" alt="A calm room" loading="lazy" decoding="async">',
    );
    const elsewhere = renderMarkdown('![A tracking pixel](https://tracker.example/pixel.gif)');
    expect(elsewhere).not.toContain('<img');
    expect(elsewhere).toContain('A tracking pixel');
  });

  test('turns a first-level heading into a second-level one: the page title is the only h1', () => {
    expect(renderMarkdown('# Inside heading')).toBe('<h2>Inside heading</h2>\n');
  });

  test('estimates reading time at about 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
