import { describe, expect, it } from 'vitest';

import { filterCommands, type DashboardCommand } from './commands.ts';

const command = (label: string, keywords?: string): DashboardCommand => ({
  id: label,
  label,
  ...(keywords ? { keywords } : {}),
  run: () => undefined,
});

const COMMANDS = [
  command('Open Ollie’s profile', 'child'),
  command('Open Zoë’s profile', 'child'),
  command('Add a child'),
  command('Open settings', 'font reading password'),
];

describe('filterCommands', () => {
  it('finds commands by every word typed, in any order, ignoring case, accents and apostrophes', () => {
    expect(filterCommands(COMMANDS, 'ollie prof').map((found) => found.label)).toEqual(['Open Ollie’s profile']);
    expect(filterCommands(COMMANDS, 'PROFILE zoe').map((found) => found.label)).toEqual(['Open Zoë’s profile']);
    expect(filterCommands(COMMANDS, 'ollies').map((found) => found.label)).toEqual(['Open Ollie’s profile']);
  });

  it('searches the keywords too, and lists everything for an empty box', () => {
    expect(filterCommands(COMMANDS, 'font').map((found) => found.label)).toEqual(['Open settings']);
    expect(filterCommands(COMMANDS, '  ')).toHaveLength(4);
    expect(filterCommands(COMMANDS, 'giraffe')).toEqual([]);
  });
});
