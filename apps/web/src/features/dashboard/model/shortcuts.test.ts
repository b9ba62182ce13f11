import { matchAppRoute } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { dashboardShortcuts } from './shortcuts.ts';

const ids = (shortcuts: readonly { id: string }[]) => shortcuts.map((shortcut) => shortcut.id);
const everythingBuilt = () => true;

describe('the dashboard’s shortcuts', () => {
  it('lead a parent to family members and their subscription, and only to pages that are built', () => {
    const shortcuts = dashboardShortcuts();
    expect(shortcuts.map((shortcut) => shortcut.label)).toEqual(
      expect.arrayContaining(['Your children', 'Family members', 'Your subscription', 'Settings']),
    );
    expect(shortcuts.find((shortcut) => shortcut.id === 'family')?.to).toBe('/dashboard/parent?module=family');
    for (const shortcut of shortcuts) {
      expect(matchAppRoute(shortcut.to.split(/[?#]/)[0]!)?.live, shortcut.to).toBe(true);
    }
  });

  it('put the parts for what the parent said they need help with first, the rest in their usual order', () => {
    const usual = ids(dashboardShortcuts({ isLive: everythingBuilt }));
    expect(usual.slice(0, 3)).toEqual(['children', 'family', 'messages']);

    const forBenefitsAndHealth = ids(dashboardShortcuts({ needs: ['benefits', 'health'], isLive: everythingBuilt }));
    expect(forBenefitsAndHealth.slice(0, 4)).toEqual(['health-hub', 'health-passport', 'dla', 'documents']);
    expect(forBenefitsAndHealth.slice(4)).toEqual(
      usual.filter((id) => !['health-hub', 'health-passport', 'dla', 'documents'].includes(id)),
    );

    const forCommunication = ids(dashboardShortcuts({ needs: ['communication'], isLive: everythingBuilt }));
    expect(forCommunication.slice(0, 2)).toEqual(['social-stories', 'communication']);
  });

  it('offer a part only once it is built, in its place among the chosen ones as soon as it is', () => {
    const builtSoFar = new Set(['/dashboard/parent', '/subscription', '/parent/settings']);
    const isLive = (to: string) => builtSoFar.has(to.split(/[?#]/)[0]!);
    expect(ids(dashboardShortcuts({ needs: ['health'], isLive }))).toEqual([
      'children',
      'family',
      'subscription',
      'settings',
    ]);

    builtSoFar.add('/parent/health-passport');
    expect(ids(dashboardShortcuts({ needs: ['health'], isLive }))).toEqual([
      'health-passport',
      'children',
      'family',
      'subscription',
      'settings',
    ]);
    // A parent who chose nothing sees the new part in its usual place.
    expect(ids(dashboardShortcuts({ needs: [], isLive }))).toEqual([
      'children',
      'family',
      'health-passport',
      'subscription',
      'settings',
    ]);
  });
});
