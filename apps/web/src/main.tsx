import './styles/app.css';
import './lib/react-behaviour.ts';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

import { App } from './app/app.tsx';
import { createAppRouter, routerSettled } from './app/app-router.tsx';
import { holdsPrerenderedPage, mayAdoptPrerenderedPage, watchPrerenderedPage } from './app/take-over.ts';

// The forms' schemas (zod, loaded with the pages that need it) validate without compiling code at run time. Zod
// would otherwise test whether it may, with `new Function`, the first time it checks an object, and the content
// security policy, which forbids that, reports the attempt as a violation. Zod reads its settings from this global
// when it loads (its documented way to configure it before it is imported), so the entry need not carry it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to start Tedi in.');

/**
 * A sign-in page's first screen, or a signed-in area's loading screen, came as HTML. The app takes it over only once
 * its router has loaded the page's code, so its first render is the same screen, not a loading one in between: it
 * adopts the page's elements where they are sure to be its own (mayAdoptPrerenderedPage), and replaces them
 * otherwise.
 */
async function takeOver(root: HTMLElement): Promise<void> {
  const watch = watchPrerenderedPage(root);
  const router = createAppRouter();
  await routerSettled(router);
  const input = watch.capture();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  flushSync(() => {
    if (mayAdoptPrerenderedPage(window.location)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  input.restore(root);
}

if (holdsPrerenderedPage(container)) {
  void takeOver(container);
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (src/service-worker) is built for production only; it keeps the app and the offline copies.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => {
      // A browser that refuses it (private mode, say) works online as before.
    });
  });
}
