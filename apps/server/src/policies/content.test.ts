import type { ProfileRole } from '@tedi/db';
import { describe, expect, test } from 'vitest';
import { CONTENT_ACTIONS, type ContentAction, type ContentAsker, mayContent } from './content.ts';

const ROLES: readonly (ProfileRole | null)[] = [null, 'parent', 'family_member', 'child', 'admin', 'super_admin'];
const askers: readonly { name: string; asker: ContentAsker }[] = [
  { name: 'a visitor', asker: null },
  ...ROLES.filter((role) => role !== null).flatMap((role) =>
    (['aal1', 'aal2'] as const).map((aal) => ({ name: `${role} at ${aal}`, asker: { role, aal } })),
  ),
];

/** Every asker against every action: the expected answer is written out, not computed. */
const EDITORS = ['admin at aal2', 'super_admin at aal2'];
const EXPECTED: Readonly<Record<ContentAction, readonly string[]>> = {
  'content.read-public': askers.map(({ name }) => name),
  'content.read-unpublished': EDITORS,
  'content.create': EDITORS,
  'content.update': EDITORS,
  'content.publish': EDITORS,
  'contact-messages.read': EDITORS,
};

describe('the content policy', () => {
  const cases = CONTENT_ACTIONS.flatMap((action) =>
    askers.map(({ name, asker }) => ({ action, name, asker, allowed: EXPECTED[action].includes(name) })),
  );

  test.each(cases)('$action by $name: allowed $allowed', ({ action, asker, allowed }) => {
    expect(mayContent(asker, action)).toBe(allowed);
  });

  test('refuses an action it does not know', () => {
    expect(mayContent({ role: 'super_admin', aal: 'aal2' }, 'content.delete-everything' as ContentAction)).toBe(false);
  });
});
