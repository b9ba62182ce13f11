import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { SERVICE_PREFIXES } from '@tedi/contracts';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { BROWSER_REACT_ALIASES } from './react-aliases.ts';

/** Where `npm start` serves the API while the development server serves the app. */
const SERVER_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The browser runs the app on Preact (decision 43); the server renders the same components with React.
  resolve: { alias: isSsrBuild ? [] : BROWSER_REACT_ALIASES },
  plugins: [
    react(),
    tailwindcss(),
    // The app's one service worker (src/service-worker): the app opens with no connection, and the pages of
    // OFFLINE_PAGES show the last copy saved on the device. The app registers it itself (src/main.tsx).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Styles and fonts every page needs; code is kept as pages load it.
        globPatterns: ['assets/*.css', 'assets/*.woff2'],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle benchmark reads .vite/manifest.json to add up the JavaScript each route loads first.
    manifest: true,
    // Current versions of every major browser understand modulepreload, so the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and the small script of prerendered pages (see scripts/prerender-pages.ts).
      input: { app: 'index.html', 'static-page': 'src/static-page.ts' },
      treeshake: {
        // The shared contracts build zod schemas at module level. Schema construction has no side effects, so
        // an unused schema can be dropped; without this, every page would carry most of zod. The rule goes by the
        // name called, in every module, libraries included: the contracts call zod `zod` because minified
        // libraries name their own functions `z`, and the rule would remove those calls too.
        manualPureFunctions: ['zod'],
        // A schema built from another (`slugSchema.optional()`) is not a call on `zod`, so the rule above cannot
        // see it is pure. The contracts' modules have no side effects at all: one whose exports are not used is
        // left out whole, so the content schemas stay with the content pages.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Preact and the router change less often than the app, so browsers keep them cached across releases.
              name: 'react-vendor',
              test: /node_modules[\\/](preact|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // The server's own service areas are forwarded to it; the realtime area is a WebSocket.
    proxy: Object.fromEntries(
      SERVICE_PREFIXES.map((prefix) => [prefix, { target: SERVER_ORIGIN, ws: prefix === '/realtime/v1' }]),
    ),
  },
}));
