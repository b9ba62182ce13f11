import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_ROUTES, isPrerenderedRoute, prerenderedPageFile } from '@tedi/contracts';

/**
 * Writes a static HTML file for every live public page (`dist/pages/...`), which the server sends instead of the
 * app's empty shell. Each file is the app's own index.html with the page rendered into it, the app's scripts
 * replaced by the small static-page script, and the same stylesheet.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webRoot, 'dist');
const rendererDir = path.join(webRoot, '.prerender');

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

function pageTemplate(shell: string, staticScript: string): (body: string) => string {
  const withoutAppScripts = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  <script type="module" crossorigin src="/${staticScript}"></script>\n  </head>`);
  if (!withoutAppScripts.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root element.');
  return (body) => withoutAppScripts.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const staticScript = manifest['src/static-page.ts']?.file;
  if (!staticScript) throw new Error('The build has no src/static-page.ts entry.');
  const render = pageTemplate(readFileSync(path.join(distDir, 'index.html'), 'utf8'), staticScript);

  const renderer = (await import(pathToFileURL(path.join(rendererDir, 'render-page.js')).href)) as {
    renderPage(pathname: string): Promise<string | null>;
  };
  const pagesDir = path.join(distDir, 'pages');
  rmSync(pagesDir, { recursive: true, force: true });
  for (const route of APP_ROUTES.filter(isPrerenderedRoute)) {
    const body = await renderer.renderPage(route.path);
    if (body === null) continue;
    const file = path.join(pagesDir, prerenderedPageFile(route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, render(body));
    console.log(`prerendered ${route.path}`);
  }
  rmSync(rendererDir, { recursive: true, force: true });
}

await main();
