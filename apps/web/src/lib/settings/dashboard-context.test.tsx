import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DashboardProvider, useDashboard } from './dashboard-context.tsx';
import { loadFontFaces } from './font-faces.ts';
import { FONT_STACKS } from './reading-settings.ts';
import { SETTINGS_STORAGE_KEY } from './settings-storage.ts';

vi.mock('./font-faces.ts', () => ({ loadFontFaces: vi.fn(async () => {}) }));

/** A stand-in for the operating system's reduced-motion preference, which the test can flip. */
function fakeReducedMotionPreference(initiallyReduced: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyReduced,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    set(reduced: boolean) {
      query.matches = reduced;
      for (const listener of listeners) listener();
    },
  };
}

const root = document.documentElement;
const cssVariable = (name: string) => root.style.getPropertyValue(name);

function wrapper({ children }: { children: ReactNode }) {
  return <DashboardProvider>{children}</DashboardProvider>;
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('style');
  delete root.dataset.reduceMotion;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadFontFaces).mockClear();
});

describe('DashboardProvider', () => {
  it("applies the spec's defaults to the whole page when nothing is saved", () => {
    fakeReducedMotionPreference(false);
    const { result } = renderHook(() => useDashboard(), { wrapper });

    expect(result.current.settings).toEqual({
      fontFamily: 'system-ui',
      headingSize: 'medium',
      contentSize: 'medium',
      reduceMotion: false,
    });
    expect(cssVariable('--tedi-font-family')).toBe(FONT_STACKS['system-ui']);
    expect(cssVariable('--tedi-heading-scale')).toBe('1');
    expect(cssVariable('--tedi-content-scale')).toBe('1');
    expect(root.dataset.reduceMotion).toBe('false');
    expect(result.current.parentMode).toBe(false);
    expect(result.current.currentChildId).toBeNull();
  });

  it('applies saved settings before anything else happens', () => {
    fakeReducedMotionPreference(false);
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ fontFamily: 'opendyslexic', headingSize: 'large', contentSize: 'x-large', reduceMotion: false }),
    );
    render(<DashboardProvider>page</DashboardProvider>);

    expect(cssVariable('--tedi-font-family')).toBe(FONT_STACKS.opendyslexic);
    expect(cssVariable('--tedi-font-family').startsWith("'OpenDyslexic'")).toBe(true);
    expect(cssVariable('--tedi-heading-scale')).toBe('1.15');
    expect(cssVariable('--tedi-content-scale')).toBe('1.25');
    expect(loadFontFaces).toHaveBeenCalledWith('opendyslexic');
  });

  it('keeps valid saved choices and replaces invalid ones with the defaults', () => {
    fakeReducedMotionPreference(false);
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ fontFamily: 'comic-sans', headingSize: 'small', contentSize: 42, reduceMotion: 'yes' }),
    );
    const { result } = renderHook(() => useDashboard(), { wrapper });
    expect(result.current.settings).toEqual({
      fontFamily: 'system-ui',
      headingSize: 'small',
      contentSize: 'medium',
      reduceMotion: false,
    });
    expect(cssVariable('--tedi-heading-scale')).toBe('0.875');
  });

  it('ignores saved settings it cannot read', () => {
    fakeReducedMotionPreference(false);
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useDashboard(), { wrapper });
    expect(result.current.settings.fontFamily).toBe('system-ui');
  });

  it('a change restyles the page at once, is saved, and loads the chosen font', () => {
    fakeReducedMotionPreference(false);
    const { result } = renderHook(() => useDashboard(), { wrapper });

    act(() => result.current.updateSettings({ fontFamily: 'atkinson-hyperlegible', contentSize: 'large' }));

    expect(cssVariable('--tedi-font-family')).toBe(FONT_STACKS['atkinson-hyperlegible']);
    expect(cssVariable('--tedi-content-scale')).toBe('1.125');
    expect(cssVariable('--tedi-heading-scale')).toBe('1');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual({
      fontFamily: 'atkinson-hyperlegible',
      headingSize: 'medium',
      contentSize: 'large',
      reduceMotion: false,
    });
    expect(loadFontFaces).toHaveBeenLastCalledWith('atkinson-hyperlegible');

    act(() => result.current.resetSettings());
    expect(cssVariable('--tedi-font-family')).toBe(FONT_STACKS['system-ui']);
    expect(cssVariable('--tedi-content-scale')).toBe('1');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toMatchObject({ fontFamily: 'system-ui' });
  });

  it("reduces motion when the reader's setting asks for it", () => {
    fakeReducedMotionPreference(false);
    const { result } = renderHook(() => useDashboard(), { wrapper });
    expect(root.dataset.reduceMotion).toBe('false');

    act(() => result.current.updateSettings({ reduceMotion: true }));
    expect(result.current.reduceMotion).toBe(true);
    expect(root.dataset.reduceMotion).toBe('true');

    act(() => result.current.updateSettings({ reduceMotion: false }));
    expect(root.dataset.reduceMotion).toBe('false');
  });

  it('reduces motion when the operating system asks for it, even if the setting is off', () => {
    const preference = fakeReducedMotionPreference(true);
    const { result } = renderHook(() => useDashboard(), { wrapper });
    expect(result.current.settings.reduceMotion).toBe(false);
    expect(result.current.reduceMotion).toBe(true);
    expect(root.dataset.reduceMotion).toBe('true');

    act(() => preference.set(false));
    expect(root.dataset.reduceMotion).toBe('false');
    act(() => preference.set(true));
    expect(root.dataset.reduceMotion).toBe('true');
  });

  it('follows a change made in another tab', () => {
    fakeReducedMotionPreference(false);
    const { result } = renderHook(() => useDashboard(), { wrapper });
    act(() => {
      localStorage.setItem(
        SETTINGS_STORAGE_KEY,
        JSON.stringify({ fontFamily: 'system-ui', headingSize: 'x-large', contentSize: 'small', reduceMotion: true }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY }));
    });
    expect(result.current.settings.headingSize).toBe('x-large');
    expect(cssVariable('--tedi-heading-scale')).toBe('1.3');
    expect(cssVariable('--tedi-content-scale')).toBe('0.875');
    expect(root.dataset.reduceMotion).toBe('true');
  });

  it('holds the parent-mode flag and the current child', () => {
    fakeReducedMotionPreference(false);
    const { result } = renderHook(() => useDashboard(), { wrapper });
    act(() => {
      result.current.setParentMode(true);
      result.current.setCurrentChildId('5b0d2a5e-1c1b-4c55-9d2f-1f7f3f3a9c11');
    });
    expect(result.current.parentMode).toBe(true);
    expect(result.current.currentChildId).toBe('5b0d2a5e-1c1b-4c55-9d2f-1f7f3f3a9c11');
    act(() => result.current.setCurrentChildId(null));
    expect(result.current.currentChildId).toBeNull();
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDashboard())).toThrow('useDashboard must be used inside <DashboardProvider>.');
  });
});
