import { options } from 'preact';

/**
 * Effects run once the render that asked for them is done, before the browser handles another event. Preact's own
 * default waits for the next frame, so a tap that came right after a button appeared could meet what the button's
 * effects had not yet set up (a form's latest submit function, say); React flushes them before the next tap, and the
 * app's components are written for that (decision 43).
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
