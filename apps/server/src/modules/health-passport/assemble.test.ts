import type { MedicationResponse } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';
import { assemblePassport, medicineLine, type PassportSources } from './assemble.ts';

const melatonin: MedicationResponse = {
  id: 'm1',
  name: 'Melatonin',
  doseAmount: 2,
  doseUnit: 'mg',
  form: 'liquid',
  route: 'oral',
  schedule: { kind: 'regular', times: ['19:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
  startDate: '2024-01-10',
  stopDate: null,
  reason: 'Sleep',
  instructions: null,
  prescriberId: null,
  current: true,
};

function sources(overrides: Partial<PassportSources> = {}): PassportSources {
  return {
    child: {
      id: 'c1',
      name: 'Sam Taylor',
      preferredName: 'Sam',
      dateOfBirth: '2016-05-02',
      pronouns: 'he/him',
      photo: null,
      communication: {
        speech: 'A few words',
        signs: 'Makaton',
        aac: 'Picture board on a tablet',
        whatHelps: 'Short sentences',
      },
      sensory: { seeks: 'Deep pressure', avoids: 'Loud beeping machines' },
      likes: 'Trains',
      dislikes: 'Waiting',
      needs: null,
      strengths: 'Remembers routes',
      emergencyInformation: 'Has epilepsy: buccal midazolam in the red bag',
      contacts: [
        { id: 'k1', role: 'Grandparent', name: 'Pat', phone: '07700 900001', email: null, notes: null },
        { id: 'k2', role: 'Mum', name: 'Alex Taylor', phone: '07700 900002', email: null, notes: null },
      ],
    },
    health: {
      conditions: [{ id: 'x', name: 'Autism', diagnosedOn: '2019-03-01', diagnosedBy: 'Dr Khan', notes: null }],
      allergies: [
        { id: 'a', substance: 'Penicillin', reaction: 'Swollen lips', severity: 'life_threatening', notes: null },
      ],
      medications: [melatonin, { ...melatonin, id: 'm2', name: 'Old cream', current: false }],
      professionals: [],
      growth: [
        { id: 'g1', measuredOn: '2025-01-01', heightCm: 120, weightKg: 22.5, headCircumferenceCm: null, notes: null },
        { id: 'g2', measuredOn: '2026-06-01', heightCm: 126, weightKg: null, headCircumferenceCm: null, notes: null },
        { id: 'g3', measuredOn: '2026-02-01', heightCm: null, weightKg: 24.1, headCircumferenceCm: null, notes: null },
      ],
    },
    stored: null,
    permissions: { canEdit: true, canShare: true },
    ...overrides,
  };
}

describe('the passport made from the profile and the health hub', () => {
  it('opens with how the child communicates, allergies, current medicines, the latest weight and the main contact', () => {
    const { firstPage } = assemblePassport(sources());
    expect(firstPage.howICommunicate).toEqual([
      'Speech: A few words',
      'Signs: Makaton',
      'Communication aid: Picture board on a tablet',
    ]);
    expect(firstPage.allergies).toEqual([
      { substance: 'Penicillin', reaction: 'Swollen lips', severity: 'life_threatening' },
    ]);
    expect(firstPage.medicines).toEqual([
      { name: 'Melatonin', how: '2 mg, liquid, by mouth, at 19:00', reason: 'Sleep' },
    ]);
    expect(firstPage.weight).toEqual({ kg: 24.1, measuredOn: '2026-02-01' });
    expect(firstPage.mainContact).toEqual({ name: 'Alex Taylor', role: 'Mum', phone: '07700 900002' });
  });

  it('says where each field comes from, so a change to the profile shows on the passport', () => {
    const { parts } = assemblePassport(sources());
    const likes = parts.green.find((line) => line.key === 'likes')!;
    expect(likes).toMatchObject({ source: 'profile', value: 'Trains' });
    const allergies = parts.red.find((line) => line.key === 'allergies')!;
    expect(allergies).toMatchObject({ source: 'health', lines: ['Penicillin (LIFE-THREATENING): Swollen lips'] });
    const changed = assemblePassport(sources({ child: { ...sources().child, likes: 'Buses' } }));
    expect(changed.parts.green.find((line) => line.key === 'likes')!.value).toBe('Buses');
  });

  it('fills the written fields from the passport and leaves the rest empty', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    const passport = assemblePassport(
      sources({
        stored: {
          id: 'p',
          childId: 'c1',
          nhsNumber: '9434765919',
          written: { whenAnxious: 'Let him hold his train', takingBlood: 'Thumb prick only' },
          reasonableAdjustments: ['A quiet space to wait'],
          reviewedAt: now,
          reviewDueOn: '2027-05-01',
          updatedByUserId: null,
          createdAt: now,
          updatedAt: now,
        },
      }),
    );
    expect(passport.nhsNumber).toBe('9434765919');
    expect(passport.firstPage.whenAnxious).toBe('Let him hold his train');
    expect(passport.firstPage.reasonableAdjustments).toEqual(['A quiet space to wait']);
    expect(passport.written.takingBlood).toBe('Thumb prick only');
    expect(passport.written.pain).toBeNull();
    expect(passport.reviewDueOn).toBe('2027-05-01');
  });

  it('writes an as-needed medicine with its limits and counts tablets in words', () => {
    expect(
      medicineLine({
        ...melatonin,
        name: 'Paracetamol',
        doseAmount: 1,
        doseUnit: 'tablet',
        form: 'crushed',
        schedule: { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 },
      }),
    ).toBe(
      '1 tablet, crushed (in food or drink), by mouth, when needed, at most 4 in 24 hours, at least 4 hours apart',
    );
  });
});
