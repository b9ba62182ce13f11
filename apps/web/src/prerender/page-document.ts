import type { PageHeadData } from '../lib/page-head.tsx';

/**
 * Turns the built app's index.html into the frame of a page rendered ahead of the app: the app's scripts and their
 * preloads are replaced by the small static-page script (which applies the reader's saved settings), and the
 * message asking for JavaScript goes, since the page works without it. The stylesheet stays.
 */
export function staticPageTemplate(shellHtml: string, staticPageScript: string): string {
  const template = shellHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  <script type="module" crossorigin src="/${staticPageScript}"></script>\n  </head>`);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root element.');
  return template;
}

/**
 * The frame of a page of the app's entrance: the app's own index.html with its scripts, since the app takes the
 * page over once they have run. Their preloads go: on a slow connection they would share it with the stylesheet,
 * the one thing the first screen waits for, and the screen is there without them (Lighthouse's first paint on a
 * phone profile went from 2.0 s to 1.0 s); the browser finds the same files from the entry script a moment later.
 */
export function appEntranceTemplate(shellHtml: string): string {
  if (!shellHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root element.');
  return shellHtml.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The frame of a signed-in page's first screen: the app's own index.html with its scripts, whose preloads ask for
 * low priority, so the stylesheet, which the first screen waits for, has the connection first, and the scripts the
 * page then needs still start at once rather than once the entry has run.
 */
export function appShellTemplate(shellHtml: string): string {
  if (!shellHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root element.');
  return shellHtml.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

/**
 * Makes the forms of a first screen rendered ahead of the app do nothing when sent before the app has taken them
 * over: a form without an action would otherwise send its fields, a password among them, in the page's address.
 * `method="dialog"` outside a dialog sends nothing anywhere; the app's own forms replace these.
 */
export function withInertForms(body: string): string {
  return body.replace(/<form(?=[\s>])(?![^>]*\smethod=)/g, '<form method="dialog"');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The head tags of a page: canonical address, search-engine and social-card descriptions. */
export function headTags(head: PageHeadData, origin: string): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(absolute(head.canonicalPath))}" />`,
    meta('property', 'og:site_name', 'Tedi'),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', absolute(head.canonicalPath)),
    meta('name', 'twitter:card', head.imagePath ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.imagePath) {
    tags.push(meta('property', 'og:image', absolute(head.imagePath)));
    if (head.imageAlt) {
      tags.push(meta('property', 'og:image:alt', head.imageAlt), meta('name', 'twitter:image:alt', head.imageAlt));
    }
  }
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  if (head.modifiedTime) tags.push(meta('property', 'article:modified_time', head.modifiedTime));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(head.feed.title)}" href="${escapeAttribute(absolute(head.feed.path))}" />`,
    );
  }
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/** A whole page: the template with the page's head (or only its title) and its rendered body. */
export function pageDocument(
  template: string,
  body: string,
  head: PageHeadData | null,
  origin: string,
  title: string | null = null,
): string {
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (!head && title !== null) {
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
  }
  if (head) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/>/,
        () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
      )
      .replace('</head>', () => `${headTags(head, origin).trimStart()}\n  </head>`);
  }
  return html;
}
