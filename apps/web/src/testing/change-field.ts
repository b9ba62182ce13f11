import { fireEvent } from '@testing-library/react';

/**
 * A field changed as a browser reports it: an `input` event, then `change`. A text field's `onChange` listens to the
 * first (as React's does), a file, a box or a list's to the second, so a test need not know which the page uses.
 */
export function changeField(field: Element, init: { target: Record<string, unknown> }): void {
  fireEvent.input(field, init);
  fireEvent.change(field, init);
}
