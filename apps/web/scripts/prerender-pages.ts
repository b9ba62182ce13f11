import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  APP_ROUTES,
  GUARDS_WITH_A_FIRST_SCREEN,
  isPrerenderedRoute,
  type PageRendererModule,
  prerenderedPageFile,
  PRERENDERED_ENTRANCE_PATHS,
  PUBLIC_ORIGIN_PLACEHOLDER,
  signedInFirstScreenFile,
} from '@tedi/contracts';

/**
 * Writes a static HTML file for every live public page (`dist/pages/...`), which the server sends instead of the
 * app's empty shell. Each file is the app's own index.html with the page rendered into it, the app's scripts
 * replaced by the small static-page script, and the same stylesheet. The server-render bundle that does it
 * (dist/ssr) stays in the build: the server uses it for pages with data, such as guides. The sign-in pages get their
 * first screen written the same way into the app's own page, which keeps the app's scripts, and so does the loading
 * screen that each signed-in area's guard shows first.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webRoot, 'dist');
const rendererFile = path.join(distDir, 'ssr', 'render-page.js');

interface ManifestChunk {
  file: string;
}

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const staticScript = manifest['src/static-page.ts']?.file;
  if (!staticScript) throw new Error('The build has no src/static-page.ts entry.');
  const rendererModule = (await import(pathToFileURL(rendererFile).href)) as PageRendererModule;
  const renderer = rendererModule.createPageRenderer(
    readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    staticScript,
  );

  const pagesDir = path.join(distDir, 'pages');
  rmSync(pagesDir, { recursive: true, force: true });
  for (const route of APP_ROUTES.filter(isPrerenderedRoute)) {
    // The public origin is not known at build time; the server puts its own in when it loads the page.
    const page = await renderer.render(route.path, { origin: PUBLIC_ORIGIN_PLACEHOLDER });
    if (page.kind !== 'page' || page.status !== 200) continue;
    const file = path.join(pagesDir, prerenderedPageFile(route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    console.log(`prerendered ${route.path}`);
  }
  // The sign-in pages: their first screen, in the app's own page, which the app takes over.
  for (const routePath of PRERENDERED_ENTRANCE_PATHS) {
    const page = await renderer.renderEntrance(routePath, { origin: PUBLIC_ORIGIN_PLACEHOLDER });
    if (page.kind !== 'page' || page.status !== 200) throw new Error(`${routePath} did not render its first screen.`);
    const file = path.join(pagesDir, prerenderedPageFile(routePath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    console.log(`prerendered the first screen of ${routePath}`);
  }
  // The signed-in areas: the loading screen their guard shows while it checks who is signed in, the same for every
  // page behind it, so any of its pages renders it.
  for (const guard of GUARDS_WITH_A_FIRST_SCREEN) {
    const route = APP_ROUTES.find((candidate) => candidate.live && candidate.guard === guard);
    if (!route) continue;
    const page = await renderer.renderSignedInFirstScreen(route.path, { origin: PUBLIC_ORIGIN_PLACEHOLDER });
    if (page.kind !== 'page' || page.status !== 200 || !page.html.includes('role="status"')) {
      throw new Error(`The '${guard}' guard did not render its loading screen at ${route.path}.`);
    }
    const file = path.join(pagesDir, signedInFirstScreenFile(guard));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    console.log(`prerendered the first screen of the '${guard}' guard`);
  }
}

await main();
