import type { AppRoute } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { destinationAfterSignIn, homePathFor, safeRedirectPath, signInPathFor } from './redirect-target.ts';

const ORIGIN = 'http://localhost:3000';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirectPath('/parent/settings', ORIGIN)).toBe('/parent/settings');
    expect(safeRedirectPath('/dashboard/parent?module=coparenting#top', ORIGIN)).toBe(
      '/dashboard/parent?module=coparenting#top',
    );
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    'javascript:alert(1)',
    'parent/settings',
    '/\tevil',
    ' /parent/settings',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it('refuses the sign-in pages themselves, which would send the person round in a circle', () => {
    expect(safeRedirectPath('/auth?redirect=/auth', ORIGIN)).toBeNull();
    expect(safeRedirectPath('/register', ORIGIN)).toBeNull();
  });

  it('normalises dot segments before checking', () => {
    expect(safeRedirectPath('/parent/../auth', ORIGIN)).toBeNull();
    expect(safeRedirectPath('/a/../parent/settings', ORIGIN)).toBe('/parent/settings');
  });
});

describe('where people go after signing in', () => {
  const route = (path: string, live: boolean): AppRoute => ({
    path,
    live,
    guard: 'parent',
    wrapper: 'none',
    capability: 'dashboard',
  });

  it('a parent goes to the first live of the dashboard and the settings', () => {
    expect(homePathFor('parent', [route('/dashboard/parent', false), route('/parent/settings', true)])).toBe(
      '/parent/settings',
    );
    expect(homePathFor('parent', [route('/dashboard/parent', true), route('/parent/settings', true)])).toBe(
      '/dashboard/parent',
    );
    expect(homePathFor('admin', [route('/dashboard/parent', true)])).toBe('/dashboard/parent');
    expect(homePathFor('parent', [route('/dashboard/parent', false)])).toBeNull();
  });

  it('prefers a safe redirect, and ignores an unsafe one', () => {
    const routes = [route('/dashboard/parent', false), route('/parent/settings', true)];
    expect(destinationAfterSignIn('/parent/settings#security', 'parent', ORIGIN, routes)).toBe(
      '/parent/settings#security',
    );
    expect(destinationAfterSignIn('https://evil.example', 'parent', ORIGIN, routes)).toBe('/parent/settings');
  });

  it('builds the sign-in address that remembers the way back', () => {
    expect(signInPathFor('/parent/settings')).toBe('/auth?redirect=%2Fparent%2Fsettings');
    expect(signInPathFor('/parent/settings', { reason: 'inactive' })).toBe(
      '/auth?reason=inactive&redirect=%2Fparent%2Fsettings',
    );
    expect(signInPathFor('/')).toBe('/auth');
  });
});
