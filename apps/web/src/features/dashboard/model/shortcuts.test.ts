import { matchAppRoute } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { liveShortcuts } from './shortcuts.ts';

describe('the dashboard’s shortcuts', () => {
  it('lead a parent to family members and their subscription, and only to pages that are built', () => {
    const shortcuts = liveShortcuts();
    expect(shortcuts.map((shortcut) => shortcut.label)).toEqual(
      expect.arrayContaining(['Your children', 'Family members', 'Your subscription', 'Settings']),
    );
    expect(shortcuts.find((shortcut) => shortcut.id === 'family')?.to).toBe('/dashboard/parent?module=family');
    for (const shortcut of shortcuts) {
      expect(matchAppRoute(shortcut.to.split(/[?#]/)[0]!)?.live, shortcut.to).toBe(true);
    }
  });
});
