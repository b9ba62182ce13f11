import { describe, expect, test } from 'vitest';

import {
  appEntranceTemplate,
  appShellTemplate,
  pageDocument,
  staticPageTemplate,
  withInertForms,
} from './page-document.ts';

const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Tedi – one safe place for your family</title>
    <meta
      name="description"
      content="The app."
    />
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript><p>Tedi needs JavaScript.</p></noscript>
  </body>
</html>`;

describe('a page rendered ahead of the app', () => {
  const template = staticPageTemplate(SHELL, 'assets/static-page-1.js');

  test('loads only the static-page script and the stylesheet, and does not ask for JavaScript', () => {
    expect(template).not.toContain('app-1.js');
    expect(template).not.toContain('modulepreload');
    expect(template).not.toContain('<noscript>');
    expect(template).toContain('<script type="module" crossorigin src="/assets/static-page-1.js"></script>');
    expect(template).toContain('app-1.css');
  });

  test('carries its own title, description, canonical address and social-card tags, escaped', () => {
    const html = pageDocument(
      template,
      '<main>Body</main>',
      {
        title: 'Rates & "tips" – Tedi',
        description: 'What <DLA> pays.',
        canonicalPath: '/guides/dla-for-children',
        type: 'article',
        noindex: true,
        feed: { path: '/resources/blog/rss.xml', title: 'Tedi blog' },
      },
      'https://tedi.example.org',
    );
    expect(html).toContain('<title>Rates &amp; "tips" – Tedi</title>');
    expect(html).toContain('<meta name="description" content="What &lt;DLA&gt; pays." />');
    expect(html).not.toContain('The app.');
    expect(html).toContain('<link rel="canonical" href="https://tedi.example.org/guides/dla-for-children" />');
    expect(html).toContain('<meta property="og:title" content="Rates &amp; &quot;tips&quot; – Tedi" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('href="https://tedi.example.org/resources/blog/rss.xml"');
    expect(html).toContain('<div id="root"><main>Body</main></div>');
  });

  test('keeps a body containing $ patterns as it is', () => {
    expect(pageDocument(template, '<p>£30.30 or $& $1</p>', null, 'https://x.example')).toContain(
      '<p>£30.30 or $& $1</p>',
    );
  });
});

describe('the first screen of a sign-in page, rendered ahead of the app', () => {
  test('keeps the app’s script, which takes the page over, but not its preloads, which would delay the first paint', () => {
    const html = pageDocument(
      appEntranceTemplate(SHELL),
      '<h1>Sign in to Tedi</h1>',
      null,
      'https://x.example',
      'Sign in to Tedi – Tedi',
    );
    expect(html).toContain('<title>Sign in to Tedi – Tedi</title>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(html).toContain('<div id="root"><h1>Sign in to Tedi</h1></div>');
  });

  test('sends its forms nowhere before the app has them, so a password never lands in the address', () => {
    const body =
      '<form noValidate="" class="flex"><input name="password"/></form><p>formal</p><form method="post" action="/x"></form>';
    expect(withInertForms(body)).toBe(
      '<form method="dialog" noValidate="" class="flex"><input name="password"/></form><p>formal</p><form method="post" action="/x"></form>',
    );
  });
});

describe('the first screen of a signed-in page, rendered ahead of the app', () => {
  test('keeps the app’s script and its preloads, at low priority so the stylesheet comes first', () => {
    const html = pageDocument(
      appShellTemplate(SHELL),
      '<main><h1>Checking…</h1></main>',
      null,
      'https://x.example',
      null,
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-vendor-1.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(html).toContain('<div id="root"><main><h1>Checking…</h1></main></div>');
  });
});
