import { options } from 'preact';

/**
 * What the app's components need from Preact to behave as they would under React, which they are written for
 * (decision 43). Imported first by the app's entry and by the web tests' setup.
 */

/**
 * Effects run once the render that asked for them is done, before the browser handles another event. Preact's own
 * default waits for the next frame, so a tap that came right after a button appeared could meet what the button's
 * effects had not yet set up (a form's latest submit function, say); React flushes them before the next tap.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

/**
 * An element rendered with `autoFocus` takes the focus when it appears, as React does it: an inline "Are you sure?"
 * puts the keyboard on its button. Preact only writes the attribute, which the browser honours once per page load.
 */
function focusAutofocusedElementIn(added: Node): void {
  if (!(added instanceof HTMLElement)) return;
  const target = added.hasAttribute('autofocus') ? added : added.querySelector<HTMLElement>('[autofocus]');
  // A dialog's own focusing (showModal) already handles the autofocus inside it.
  if (target && !target.closest('dialog')) target.focus();
}

if (typeof MutationObserver === 'function' && typeof document !== 'undefined') {
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(focusAutofocusedElementIn);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

/**
 * `spellCheck={false}` switches the browser's spelling check off, as under React, which writes `spellcheck="false"`.
 * Preact sets a prop as a property only where the element has one of that name (the property is `spellcheck`), and
 * otherwise leaves out an attribute whose value is `false`: e-mail and password fields kept the spelling check, which
 * may send what is typed away. A true or false `spellCheck` becomes the string React would write.
 */
const previousVNodeHook = options.vnode?.bind(options);
options.vnode = (vnode) => {
  const props = vnode.props as { spellCheck?: unknown } | null;
  if (typeof vnode.type === 'string' && props && typeof props.spellCheck === 'boolean') {
    props.spellCheck = String(props.spellCheck);
  }
  previousVNodeHook?.(vnode);
};
