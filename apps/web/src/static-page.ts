import './styles/app.css';

import { callbackForwardTarget } from './lib/auth/callback-forwarding.ts';
import { loadFontFaces } from './lib/settings/font-faces.ts';
import { applyReadingSettings } from './lib/settings/reading-settings.ts';
import { readStoredSettings } from './lib/settings/settings-storage.ts';

/**
 * The only script of a prerendered page: it applies the reader's saved font, sizes and motion settings, as the app
 * does, without downloading the app itself.
 */
const settings = readStoredSettings();
const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
applyReadingSettings(document.documentElement, settings, settings.reduceMotion || prefersReducedMotion);
void loadFontFaces(settings.fontFamily);

// An e-mail link that returned here (the site root) hands its code or error on to the sign-in page.
const forwardTo = callbackForwardTarget(window.location.href);
if (forwardTo !== null) window.location.replace(forwardTo);
