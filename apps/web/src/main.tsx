import './styles/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to start Tedi in.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (src/service-worker) is built for production only; it keeps the app and the offline copies.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => {
      // A browser that refuses it (private mode, say) works online as before.
    });
  });
}
