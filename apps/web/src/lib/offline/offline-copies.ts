import {
  OFFLINE_COPIES_CACHE,
  OFFLINE_PAGES,
  offlineIndexKey,
  offlineSectionKey,
  type OfflinePage,
} from './offline-pages.ts';

/** One part of an offline page: one child's passport, say, as the person last saw it. */
export interface OfflineSection {
  readonly id: string;
  /** The HTML of the section as it was on screen, made to stand alone (no script, images inlined). */
  readonly html: string;
  /** When it was saved, as an ISO time. */
  readonly savedAt: string;
}

/** What the page's copy is made with: its title and heading, and the look of the page it was saved from. */
export interface OfflineDocumentFrame {
  readonly title: string;
  readonly heading: string;
  readonly explanation: string;
  /** The stylesheets of the app (same origin, kept by the service worker). */
  readonly stylesheets: readonly string[];
  /** The reading settings on <html> (font, sizes, motion), as attribute name and value. */
  readonly htmlAttributes: readonly (readonly [string, string])[];
}

interface OfflineIndex {
  readonly ownerId: string;
  readonly sections: readonly OfflineSection[];
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function savedAtWords(savedAt: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(savedAt));
}

/**
 * The whole page as it opens offline: no script at all (it needs none, and nothing on it can change), the app's
 * styles and the person's reading settings, a note that this is a saved copy, then each section with its time.
 */
export function composeOfflineDocument(frame: OfflineDocumentFrame, sections: readonly OfflineSection[]): string {
  const attributes = [['lang', 'en-GB'] as const, ...frame.htmlAttributes.filter(([name]) => name !== 'lang')]
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const links = frame.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('\n    ');
  const body = sections
    .map(
      (section) => `<section class="flex flex-col gap-4 border-t-4 border-line pt-6">
        <p class="font-semibold text-ink-muted">Saved on this device on ${escapeText(savedAtWords(section.savedAt))}</p>
        ${section.html}
      </section>`,
    )
    .join('\n');
  return `<!doctype html>
<html${attributes}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeText(frame.title)}</title>
    ${links}
  </head>
  <body>
    <main class="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <div class="flex flex-col gap-2 rounded-lg border-l-4 border-brand bg-brand-soft p-4 print:hidden">
        <p class="text-h3 font-bold">${escapeText(frame.heading)}</p>
        <p>${escapeText(frame.explanation)}</p>
      </div>
      ${body}
    </main>
  </body>
</html>`;
}

function hasCaches(): boolean {
  return typeof caches !== 'undefined';
}

async function readIndex(cache: Cache, page: OfflinePage): Promise<OfflineIndex | null> {
  const response = await cache.match(offlineIndexKey(page));
  if (!response) return null;
  try {
    return (await response.json()) as OfflineIndex;
  } catch {
    return null;
  }
}

const htmlResponse = (html: string) =>
  new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * Keeps a section of an offline page as it is now, replacing its last copy, and writes the page anew. Copies of
 * someone else who used this device before are removed first, so one person never sees another's.
 */
export async function saveOfflineSection(
  page: OfflinePage,
  ownerId: string,
  frame: OfflineDocumentFrame,
  section: OfflineSection,
): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(OFFLINE_COPIES_CACHE);
  const index = await readIndex(cache, page);
  if (index && index.ownerId !== ownerId) {
    await clearOfflineCopies();
    return saveOfflineSection(page, ownerId, frame, section);
  }
  const sections = [...(index?.sections ?? []).filter((kept) => kept.id !== section.id), section];
  await cache.put(offlineSectionKey(page, section.id), htmlResponse(section.html));
  await cache.put(offlineIndexKey(page), new Response(JSON.stringify({ ownerId, sections } satisfies OfflineIndex)));
  await cache.put(page, htmlResponse(composeOfflineDocument(frame, sections)));
}

/** Forgets every offline copy on this device: on signing out, and when someone else signs in. */
export async function clearOfflineCopies(): Promise<void> {
  if (!hasCaches()) return;
  await caches.delete(OFFLINE_COPIES_CACHE);
}

/** The owner of the copies on this device, if any, so a different person signing in can have them removed. */
export async function offlineCopiesOwner(): Promise<string | null> {
  if (!hasCaches()) return null;
  const cache = await caches.open(OFFLINE_COPIES_CACHE);
  for (const page of OFFLINE_PAGES) {
    const index = await readIndex(cache, page);
    if (index) return index.ownerId;
  }
  return null;
}

/** Reads a blob: image into a data: address, so a copy shows the photo after the page that made it is gone. */
async function inlineImage(image: HTMLImageElement): Promise<void> {
  if (!image.src.startsWith('blob:')) return;
  try {
    const blob = await (await fetch(image.src)).blob();
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data address'));
      reader.onerror = () => reject(new Error('could not read the image'));
      reader.readAsDataURL(blob);
    });
    image.setAttribute('src', dataUrl);
  } catch {
    image.remove();
  }
}

/**
 * A section's HTML as it stands on screen, made to stand alone: images inlined, ids kept (its headings label its
 * parts), anything interactive but links left out.
 */
export async function standaloneHtml(element: Element): Promise<string> {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('button, input, select, textarea, script, [data-offline="omit"]').forEach((node) => {
    node.remove();
  });
  await Promise.all([...copy.querySelectorAll('img')].map((image) => inlineImage(image)));
  copy.querySelectorAll('[tabindex]').forEach((node) => node.removeAttribute('tabindex'));
  return copy.outerHTML;
}

/** The page's frame from the document it is saved from: its stylesheets and the reading settings on <html>. */
export function frameFromDocument(
  words: Pick<OfflineDocumentFrame, 'title' | 'heading' | 'explanation'>,
): OfflineDocumentFrame {
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => href !== null && href.startsWith('/'));
  const htmlAttributes = [...document.documentElement.attributes]
    .filter(
      (attribute) => attribute.name === 'style' || attribute.name.startsWith('data-') || attribute.name === 'class',
    )
    .map((attribute) => [attribute.name, attribute.value] as const);
  return { ...words, stylesheets, htmlAttributes };
}
