import { describe, expect, it } from 'vitest';

import { sponsorGroups } from './sponsor-groups.ts';

describe('sponsorGroups', () => {
  it('groups sponsors by kind in the usual order of kinds, each name once and alphabetically', () => {
    expect(
      sponsorGroups([
        { name: 'Riverside Carers Trust', kind: 'charity' },
        { name: 'Northgate Engineering', kind: 'employer' },
        { name: 'avon valley council', kind: 'council' },
        { name: 'Acorn Family Fund', kind: 'charity' },
        { name: 'Riverside Carers Trust', kind: 'charity' },
        { name: 'Bramley Council', kind: 'council' },
      ]),
    ).toEqual([
      { kind: 'employer', heading: 'Employers', names: ['Northgate Engineering'] },
      { kind: 'charity', heading: 'Charities', names: ['Acorn Family Fund', 'Riverside Carers Trust'] },
      { kind: 'council', heading: 'Councils', names: ['avon valley council', 'Bramley Council'] },
    ]);
  });

  it('names the group of other organisations plainly, and has no groups when there are no sponsors', () => {
    expect(sponsorGroups([{ name: 'Harbour Housing', kind: 'other' }])).toEqual([
      { kind: 'other', heading: 'Other organisations', names: ['Harbour Housing'] },
    ]);
    expect(sponsorGroups([])).toEqual([]);
  });
});
