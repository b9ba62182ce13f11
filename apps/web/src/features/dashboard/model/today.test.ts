import { CHILD_AREAS, type ChildPermissions, type ChildResponse } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { whatNeedsYouToday, type TodayFacts } from './today.ts';

const OLLIE: ChildResponse = {
  id: '0b0e7a52-1111-4a4a-8c8c-000000000001',
  name: 'Oliver Taylor',
  preferredName: 'Ollie',
  dateOfBirth: '2019-03-12',
  photo: { fileId: 'f1', url: '/storage/v1/object/f1' },
  archivedAt: null,
  permissions: {
    canEdit: true,
    areas: Object.fromEntries(CHILD_AREAS.map((area) => [area, 'edit'])) as ChildPermissions['areas'],
    canArchive: true,
    canUploadPhoto: true,
    canDownloadFiles: true,
  },
  pronouns: 'he/him',
  communication: { speech: 'A few words', signs: null, aac: 'Talker app', whatHelps: 'Time to answer' },
  sensory: { seeks: null, avoids: null },
  likes: null,
  dislikes: null,
  needs: null,
  strengths: null,
  school: { name: null, contacts: [] },
  emergencyInformation: 'Epilepsy plan in the red folder',
  conditions: [],
  contacts: [{ id: 'c1', role: 'GP', name: 'Dr Rao', phone: null, email: null, notes: null }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const facts = (overrides: Partial<TodayFacts> = {}): TodayFacts => ({
  childCount: 1,
  currentChild: OLLIE,
  twoStepVerificationOn: true,
  deletion: null,
  today: '2026-11-22',
  ...overrides,
});

const ids = (overrides: Partial<TodayFacts> = {}) => whatNeedsYouToday(facts(overrides)).map((item) => item.id);

describe('what needs you today', () => {
  it('is empty when the profile has what matters and the account is protected', () => {
    expect(ids()).toEqual([]);
  });

  it('asks for the profile’s missing essentials, most important first, linking to the profile', () => {
    const sparse: ChildResponse = {
      ...OLLIE,
      emergencyInformation: null,
      communication: { speech: null, signs: null, aac: null, whatHelps: ' ' },
      contacts: [],
      photo: null,
    };
    const items = whatNeedsYouToday(facts({ currentChild: sparse }));
    expect(items.map((item) => item.id)).toEqual(['emergency', 'communication', 'contacts', 'photo']);
    expect(items[0]).toMatchObject({
      title: 'Add Ollie’s emergency information',
      action: { label: 'Open Ollie’s profile', to: `/dashboard/parent/child/${OLLIE.id}` },
    });
  });

  it('mentions a birthday in the next two weeks, and says when', () => {
    const soon = whatNeedsYouToday(facts({ today: '2027-03-12' }))[0];
    expect(soon?.title).toBe('Ollie turns 8 today');
    expect(whatNeedsYouToday(facts({ today: '2027-03-11' }))[0]?.title).toBe('Ollie turns 8 tomorrow');
    expect(whatNeedsYouToday(facts({ today: '2027-03-01' }))[0]?.title).toBe('Ollie turns 8 on Friday 12 March 2027');
    expect(ids({ today: '2027-02-25' })).toEqual([]);
  });

  it('puts a scheduled account deletion first, with the way to keep the account', () => {
    const items = whatNeedsYouToday(
      facts({
        twoStepVerificationOn: false,
        deletion: {
          scheduled: true,
          requestedAt: '2026-11-22T09:00:00.000Z',
          deleteAfter: '2026-12-06T09:00:00.000Z',
          removes: 'account',
        },
      }),
    );
    expect(items.map((item) => item.id)).toEqual(['deletion', 'two-step']);
    expect(items[0]).toMatchObject({
      urgent: true,
      title: 'Your account will be deleted on Sunday 6 December 2026',
      action: { label: 'Keep my account', to: '/parent/settings' },
    });
  });

  it('asks a family with no children to add one, and says nothing about an archived child', () => {
    expect(ids({ childCount: 0, currentChild: null })).toEqual(['first-child']);
    expect(ids({ currentChild: { ...OLLIE, archivedAt: '2026-11-20T00:00:00.000Z', photo: null } })).toEqual([]);
  });
});
