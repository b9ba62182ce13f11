import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { AUTH_STORAGE_KEY } from '../lib/auth/auth-storage-key.ts';
import { holdsPrerenderedPage, mayAdoptPrerenderedPage, watchPrerenderedPage } from './take-over.ts';

/** The first screen as the build writes it: the form's fields, and a form that sends nothing by itself. */
const FIRST_SCREEN = `<form method="dialog" noValidate="">
  <label for="sign-in-email">E-mail address</label><input id="sign-in-email" type="email" value="" />
  <label for="sign-in-password">Password</label><input id="sign-in-password" type="password" value="" />
  <button type="submit">Sign in</button>
</form>`;

const sent: { email: string; password: string }[] = [];

/** The app's own form, holding its fields in state as the real ones do. */
function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        sent.push({ email, password });
      }}
    >
      <label htmlFor="sign-in-email">E-mail address</label>
      <input id="sign-in-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <label htmlFor="sign-in-password">Password</label>
      <input
        id="sign-in-password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

let root: Root | null = null;
let container: HTMLElement;

function prerenderedPage(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = FIRST_SCREEN;
  document.body.append(container);
  return container;
}

function typeInto(id: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!field) throw new Error(`No field ${id}`);
  field.value = value;
}

/** What main.tsx does: the app's first render replaces the page, then what the person did is carried over. */
function takeOver(capture: () => { restore(into: ParentNode): void }) {
  const input = capture();
  act(() => {
    root = createRoot(container);
    flushSync(() => root?.render(<SignInForm />));
    input.restore(container);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  sent.length = 0;
});

describe('the app taking over a page rendered ahead of it', () => {
  it('knows a prerendered page from the app’s empty frame', () => {
    expect(holdsPrerenderedPage(prerenderedPage())).toBe(true);
    expect(holdsPrerenderedPage(document.createElement('div'))).toBe(false);
  });

  it('keeps what was typed and where the focus was, and sends nothing by itself', () => {
    const page = prerenderedPage();
    const watch = watchPrerenderedPage(page);
    typeInto('sign-in-email', 'sam.taylor@example.com');
    typeInto('sign-in-password', 'tedi-demo-family');
    page.querySelector<HTMLInputElement>('#sign-in-password')?.focus();
    takeOver(() => watch.capture());

    expect(page.querySelector<HTMLInputElement>('#sign-in-email')?.value).toBe('sam.taylor@example.com');
    expect(page.querySelector<HTMLInputElement>('#sign-in-password')?.value).toBe('tedi-demo-family');
    expect(document.activeElement?.id).toBe('sign-in-password');
    expect(sent).toEqual([]);
  });

  it('sends a form that was sent before the app arrived, once, with what was typed', () => {
    const page = prerenderedPage();
    const watch = watchPrerenderedPage(page);
    typeInto('sign-in-email', 'sam.taylor@example.com');
    typeInto('sign-in-password', 'tedi-demo-family');
    page.querySelector('form')?.requestSubmit();
    takeOver(() => watch.capture());

    expect(sent).toEqual([{ email: 'sam.taylor@example.com', password: 'tedi-demo-family' }]);
  });
});

describe('mayAdoptPrerenderedPage', () => {
  afterEach(() => window.localStorage.clear());

  it('adopts the sign-in, register and forgotten-password forms at a bare address with no session saved', () => {
    for (const pathname of ['/auth', '/register', '/forgot-password']) {
      expect(mayAdoptPrerenderedPage({ pathname, search: '' }), pathname).toBe(true);
    }
  });

  it('builds the page afresh where its first render may differ from the one the build made', () => {
    expect(mayAdoptPrerenderedPage({ pathname: '/auth', search: '?redirect=%2Fparent%2Fsettings' })).toBe(false);
    expect(mayAdoptPrerenderedPage({ pathname: '/reset-password', search: '' })).toBe(false);
    expect(mayAdoptPrerenderedPage({ pathname: '/dashboard/parent', search: '' })).toBe(false);
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    expect(mayAdoptPrerenderedPage({ pathname: '/auth', search: '' })).toBe(false);
  });
});
