import { PRERENDERED_ENTRANCE_PATHS } from '@tedi/contracts';
import { flushSync } from 'react-dom';

import { hasStoredSession } from '../lib/auth/auth-storage-key.ts';

/**
 * Carrying what a person did on a page rendered ahead of the app (a sign-in page's first screen, see
 * scripts/prerender-pages.ts) over to the app's own page when it replaces it: what they typed, where the focus
 * was, and a form they sent before the app could send it, which is sent again once the app can.
 */

interface TypedValue {
  readonly id: string;
  readonly value: string;
}

export interface PrerenderedInput {
  /** Puts what was carried over into the app's page, which must be in place (rendered synchronously) by then. */
  restore(into: ParentNode): void;
}

/** Whether an element holds a page rendered ahead of the app, rather than the app's empty frame. */
export function holdsPrerenderedPage(container: Element): boolean {
  return container.firstElementChild !== null;
}

/**
 * The pages of the entrance whose first screen the build renders just as the app first renders them, when the
 * address carries nothing else and no session is saved: the form, at once. The reset page is not among them: its
 * first screen waits for the link's session, which the app may already have.
 */
const ADOPTABLE_ENTRANCE_PATHS = PRERENDERED_ENTRANCE_PATHS.filter((path) => path !== '/reset-password');

/**
 * Whether the app may adopt the prerendered page's elements (hydrate them) instead of building its own, about half
 * the work of its first render on a phone. Adopting keeps every attribute as the build wrote it, so it is only for
 * a page whose first render is the same markup: a bare address (an address's redirect goes into the page's links)
 * and no session saved (a session may send the person on). Anything else is rendered afresh.
 */
export function mayAdoptPrerenderedPage(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return ADOPTABLE_ENTRANCE_PATHS.includes(location.pathname) && location.search === '' && !hasStoredSession();
}

/**
 * Starts watching the prerendered page for a form being sent (such forms do nothing themselves, see
 * withInertForms); `capture` then reads what was typed and focused, just before the app replaces the page.
 */
export function watchPrerenderedPage(container: Element): { capture(): PrerenderedInput } {
  let sentForm: number | null = null;
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) {
      event.preventDefault();
      sentForm = [...container.querySelectorAll('form')].indexOf(event.target);
    }
  };
  container.addEventListener('submit', onSubmit, true);
  // From here a form sent is kept for the app; a press before the app's first script ran is not seen at all.
  container.setAttribute('data-keeps-sent-forms', '');

  return {
    capture() {
      container.removeEventListener('submit', onSubmit, true);
      container.removeAttribute('data-keeps-sent-forms');
      // The app's forms are sent by the app: those the build made inert (withInertForms) are ordinary again, as
      // they would be if the app built them itself.
      for (const form of container.querySelectorAll('form[method="dialog"]')) {
        if (!form.closest('dialog')) form.removeAttribute('method');
      }
      const typed: TypedValue[] = [];
      for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[id], textarea[id]',
      )) {
        if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
        if (field.value !== field.defaultValue) typed.push({ id: field.id, value: field.value });
      }
      const focused = document.activeElement;
      const focusedId = focused && container.contains(focused) && focused.id !== '' ? focused.id : null;
      return {
        restore(into) {
          // The forms' state must hold the values before a form is sent again.
          flushSync(() => {
            for (const { id, value } of typed) {
              const field = into.querySelector(`#${CSS.escape(id)}`);
              if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
                setTypedValue(field, value);
            }
          });
          if (focusedId !== null) {
            const target = into.querySelector(`#${CSS.escape(focusedId)}`);
            if (target instanceof HTMLElement) target.focus();
          }
          if (sentForm !== null) into.querySelectorAll('form')[sentForm]?.requestSubmit();
        },
      };
    },
  };
}

/**
 * Sets a field's value as typing would, so the component that owns it hears of it: React keeps its own note of a
 * field's last value and updates its state only on an input event with a different one.
 */
function setTypedValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
