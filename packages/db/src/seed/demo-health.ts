import { DAYS_OF_WEEK, type DoseStatus, localDateOf, type MedicationSchedule, zonedMoment } from '@tedi/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { childConditions, children } from '../schema/children.ts';
import { profiles } from '../schema/families.ts';
import {
  healthAllergies,
  healthAppointments,
  healthDoseLogs,
  healthEvents,
  healthGrowth,
  healthImmunisations,
  healthMedications,
  healthProfessionals,
} from '../schema/health.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_DAY = [...DAYS_OF_WEEK];

type Professional = Omit<typeof healthProfessionals.$inferInsert, 'id' | 'childId' | 'createdAt' | 'updatedAt'> & {
  readonly key: string;
};
interface Medication {
  readonly name: string;
  readonly doseAmount: number;
  readonly doseUnit: (typeof healthMedications.$inferInsert)['doseUnit'];
  readonly form: (typeof healthMedications.$inferInsert)['form'];
  readonly route: (typeof healthMedications.$inferInsert)['route'];
  readonly schedule: MedicationSchedule;
  /** Days before the seeding day it was started. */
  readonly startedDaysAgo: number;
  readonly reason: string;
  readonly instructions: string | null;
  readonly prescriber: string;
  /** Days before the seeding day an as-needed medicine was given (at the hour given). */
  readonly givenAsNeeded?: readonly { readonly daysAgo: number; readonly hour: number; readonly note?: string }[];
}
interface Appointment {
  readonly with: string;
  /** Days from the seeding day: negative for past appointments. */
  readonly inDays: number;
  readonly hour: string;
  readonly location: string;
  readonly reason: string;
  readonly outcome?: string;
  readonly followUp?: string;
}
interface Growth {
  /** Age at the measurement, in months. */
  readonly months: number;
  readonly heightCm: number;
  readonly weightKg: number;
  readonly headCircumferenceCm?: number;
}
interface HealthEvent {
  readonly kind: 'seizure' | 'symptom';
  readonly daysAgo: number;
  readonly time: string;
  readonly durationSeconds: number | null;
  readonly type: string;
  readonly triggers: string | null;
  readonly rescueMedication: string | null;
  readonly recovery: string | null;
  readonly notes: string | null;
}
interface DemoHealth {
  /** The child, by the name the demo children are given. */
  readonly childName: string;
  readonly conditions: readonly Omit<typeof childConditions.$inferInsert, 'id' | 'childId'>[];
  readonly allergies: readonly Omit<typeof healthAllergies.$inferInsert, 'id' | 'childId'>[];
  readonly professionals: readonly Professional[];
  readonly medications: readonly Medication[];
  readonly appointments: readonly Appointment[];
  readonly growth: readonly Growth[];
  readonly events: readonly HealthEvent[];
  /** The UK routine schedule as given: vaccine, age in weeks, dose label. */
  readonly immunisations: readonly { readonly vaccine: string; readonly weeks: number; readonly doseLabel: string }[];
}

/** The UK routine childhood immunisations up to the pre-school booster, by age in weeks. */
const UK_ROUTINE = [
  { vaccine: '6-in-1 (DTaP/IPV/Hib/HepB)', weeks: 8, doseLabel: '1st dose' },
  { vaccine: 'Rotavirus', weeks: 8, doseLabel: '1st dose' },
  { vaccine: 'MenB', weeks: 8, doseLabel: '1st dose' },
  { vaccine: '6-in-1 (DTaP/IPV/Hib/HepB)', weeks: 12, doseLabel: '2nd dose' },
  { vaccine: 'Pneumococcal (PCV)', weeks: 12, doseLabel: '1st dose' },
  { vaccine: 'Rotavirus', weeks: 12, doseLabel: '2nd dose' },
  { vaccine: '6-in-1 (DTaP/IPV/Hib/HepB)', weeks: 16, doseLabel: '3rd dose' },
  { vaccine: 'MenB', weeks: 16, doseLabel: '2nd dose' },
  { vaccine: 'Hib/MenC', weeks: 52, doseLabel: 'Booster' },
  { vaccine: 'MMR', weeks: 52, doseLabel: '1st dose' },
  { vaccine: 'Pneumococcal (PCV)', weeks: 52, doseLabel: 'Booster' },
  { vaccine: 'MenB', weeks: 52, doseLabel: 'Booster' },
  { vaccine: 'MMR', weeks: 174, doseLabel: '2nd dose' },
  { vaccine: '4-in-1 pre-school booster (DTaP/IPV)', weeks: 174, doseLabel: 'Booster' },
  { vaccine: 'Children’s flu (nasal spray)', weeks: 130, doseLabel: 'Yearly' },
  { vaccine: 'Children’s flu (nasal spray)', weeks: 182, doseLabel: 'Yearly' },
  { vaccine: 'Children’s flu (nasal spray)', weeks: 234, doseLabel: 'Yearly' },
  { vaccine: 'Children’s flu (nasal spray)', weeks: 286, doseLabel: 'Yearly' },
  { vaccine: 'Children’s flu (nasal spray)', weeks: 338, doseLabel: 'Yearly' },
] as const;

const GP: Professional = {
  key: 'gp',
  role: 'GP',
  name: 'Dr Kwame Osei',
  organisation: 'Riverside Surgery',
  phone: '020 7946 0321',
  email: null,
  address: '12 Riverside Road, London SE1 7AA',
  notes: 'Ask for a double appointment and the quiet waiting room.',
};

/**
 * The Taylor children's health records, written as a parent keeps them: Ollie's epilepsy (with a buccal midazolam
 * rescue plan), his medicines and a month of doses; Isla's heart, ears and tummy; their professionals,
 * appointments, growth and immunisations. Dates are relative to the seeding day, so the demo always looks lived in.
 */
export const DEMO_HEALTH: readonly DemoHealth[] = [
  {
    childName: 'Oliver Taylor',
    conditions: [
      {
        name: 'Epilepsy (focal seizures)',
        diagnosedOn: '2024-09-16',
        diagnosedBy: 'Dr Ama Mensah, paediatric neurologist, Evelina London',
        notes: 'Rescue plan: buccal midazolam after 5 minutes of a seizure. Copy of the plan in his school bag.',
      },
    ],
    allergies: [],
    professionals: [
      GP,
      {
        key: 'paediatrician',
        role: 'Community paediatrician',
        name: 'Dr Ellen Hughes',
        organisation: 'Child Development Centre',
        phone: '020 7946 0400',
        email: 'cdc.appointments@nhs.example',
        address: null,
        notes: null,
      },
      {
        key: 'neurologist',
        role: 'Paediatric neurologist',
        name: 'Dr Ama Mensah',
        organisation: 'Evelina London Children’s Hospital',
        phone: '020 7946 0888',
        email: null,
        address: 'Westminster Bridge Road, London SE1 7EH',
        notes: 'Epilepsy nurse line: 020 7946 0889 (weekdays 9 to 5).',
      },
      {
        key: 'salt',
        role: 'Speech and language therapist',
        name: 'Hannah Brooks',
        organisation: 'Children’s Therapy Service',
        phone: null,
        email: 'hannah.brooks@nhs.example',
        address: null,
        notes: 'Sees Ollie at school every other Tuesday.',
      },
      {
        key: 'ot',
        role: 'Occupational therapist',
        name: 'Leah Carter',
        organisation: 'Children’s Therapy Service',
        phone: '020 7946 0410',
        email: null,
        address: null,
        notes: 'Sensory diet and handwriting.',
      },
      {
        key: 'nurse',
        role: 'School nurse',
        name: 'Janet Price',
        organisation: 'Brook Lane Primary School',
        phone: '020 7946 0620',
        email: null,
        address: null,
        notes: 'Holds his rescue medicine and care plan at school.',
      },
    ],
    medications: [
      {
        name: 'Levetiracetam',
        doseAmount: 250,
        doseUnit: 'mg',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'regular', times: ['08:00', '20:00'], days: EVERY_DAY },
        startedDaysAgo: 420,
        reason: 'Epilepsy',
        instructions: '2.5 ml of the 100 mg/ml liquid, with food. Do not stop suddenly.',
        prescriber: 'neurologist',
      },
      {
        name: 'Melatonin',
        doseAmount: 2,
        doseUnit: 'mg',
        form: 'crushed',
        route: 'oral',
        schedule: { kind: 'regular', times: ['19:00'], days: EVERY_DAY },
        startedDaysAgo: 700,
        reason: 'Getting to sleep',
        instructions: 'Crushed into a spoonful of yoghurt, half an hour before bed.',
        prescriber: 'paediatrician',
      },
      {
        name: 'Buccal midazolam (Buccolam)',
        doseAmount: 5,
        doseUnit: 'mg',
        form: 'liquid',
        route: 'buccal',
        schedule: { kind: 'as_needed', maxPerDay: 1, minHoursBetween: null },
        startedDaysAgo: 420,
        reason: 'Rescue medicine for a seizure lasting 5 minutes or more',
        instructions:
          'Give the 5 mg syringe slowly into the side of his cheek if a seizure lasts 5 minutes. Call 999 if the seizure has not stopped 10 minutes after it. Only give a second dose if a paramedic or doctor says to.',
        prescriber: 'neurologist',
        givenAsNeeded: [{ daysAgo: 19, hour: 17, note: 'Seizure lasted 6 minutes; stopped 3 minutes after the dose.' }],
      },
      {
        name: 'Paracetamol (Calpol SixPlus)',
        doseAmount: 5,
        doseUnit: 'ml',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 },
        startedDaysAgo: 400,
        reason: 'Pain or fever',
        instructions: '250 mg in 5 ml.',
        prescriber: 'gp',
        givenAsNeeded: [
          { daysAgo: 12, hour: 9 },
          { daysAgo: 12, hour: 14 },
          { daysAgo: 12, hour: 19, note: 'Ear ache, settled after this one.' },
          { daysAgo: 3, hour: 16, note: 'Sore after falling in the playground.' },
        ],
      },
    ],
    appointments: [
      {
        with: 'paediatrician',
        inDays: -150,
        hour: '10:30',
        location: 'Child Development Centre',
        reason: 'Yearly review',
        outcome: 'Sleep better with melatonin; growth fine. Referral to OT for handwriting.',
        followUp: 'Review in a year.',
      },
      {
        with: 'neurologist',
        inDays: -64,
        hour: '14:00',
        location: 'Evelina London, neurology outpatients',
        reason: 'Seizure review',
        outcome:
          'Two focal seizures a month. Keep levetiracetam at 250 mg twice a day; EEG if they become more frequent.',
        followUp: 'Keep a seizure diary and bring it next time.',
      },
      {
        with: 'ot',
        inDays: -40,
        hour: '11:00',
        location: 'Children’s Therapy Service',
        reason: 'Handwriting and sensory assessment',
        outcome: 'Sloped writing board and pencil grip for school; sensory circuit before lessons.',
      },
      {
        with: 'salt',
        inDays: -21,
        hour: '13:15',
        location: 'Brook Lane Primary School',
        reason: 'AAC review',
        outcome: 'New core words page on TD Snap; practise “stop” and “help” at home.',
      },
      {
        with: 'salt',
        inDays: 9,
        hour: '13:15',
        location: 'Brook Lane Primary School',
        reason: 'AAC review',
      },
      {
        with: 'neurologist',
        inDays: 16,
        hour: '09:45',
        location: 'Evelina London, neurology outpatients',
        reason: 'Seizure review: bring the seizure diary',
      },
    ],
    growth: [
      { months: 0, heightCm: 51, weightKg: 3.5, headCircumferenceCm: 35 },
      { months: 12, heightCm: 76, weightKg: 9.8, headCircumferenceCm: 46.5 },
      { months: 24, heightCm: 87.5, weightKg: 12.4, headCircumferenceCm: 48.8 },
      { months: 36, heightCm: 96, weightKg: 14.6 },
      { months: 48, heightCm: 103.5, weightKg: 16.8 },
      { months: 60, heightCm: 110, weightKg: 19 },
      { months: 72, heightCm: 116.5, weightKg: 21.5 },
      { months: 80, heightCm: 120, weightKg: 22.9 },
    ],
    events: [
      {
        kind: 'seizure',
        daysAgo: 58,
        time: '07:10',
        durationSeconds: 90,
        type: 'Focal with impaired awareness',
        triggers: 'Woke early after a poor night',
        rescueMedication: null,
        recovery: 'Tired and quiet for an hour, then back to himself.',
        notes: 'Staring, lip smacking, right hand picking at his top.',
      },
      {
        kind: 'seizure',
        daysAgo: 37,
        time: '15:40',
        durationSeconds: 120,
        type: 'Focal with impaired awareness',
        triggers: 'Hot day, had a temperature',
        rescueMedication: null,
        recovery: 'Slept for 40 minutes.',
        notes: null,
      },
      {
        kind: 'seizure',
        daysAgo: 19,
        time: '16:55',
        durationSeconds: 540,
        type: 'Focal to bilateral tonic-clonic',
        triggers: 'Unwell with a cold',
        rescueMedication: 'Buccal midazolam 5 mg at 5 minutes',
        recovery: 'Stopped 3 minutes after the midazolam. Very sleepy for 2 hours; paramedics checked him at home.',
        notes: 'Ambulance called as it went past 5 minutes.',
      },
      {
        kind: 'seizure',
        daysAgo: 6,
        time: '06:30',
        durationSeconds: 75,
        type: 'Focal with impaired awareness',
        triggers: null,
        rescueMedication: null,
        recovery: 'Back to himself within half an hour.',
        notes: null,
      },
      {
        kind: 'symptom',
        daysAgo: 12,
        time: '08:30',
        durationSeconds: null,
        type: 'Ear ache and temperature (38.2 °C)',
        triggers: null,
        rescueMedication: null,
        recovery: 'Better after two days of Calpol.',
        notes: null,
      },
    ],
    immunisations: UK_ROUTINE,
  },
  {
    childName: 'Isla Taylor',
    conditions: [],
    allergies: [
      {
        substance: 'Penicillin',
        reaction: 'Itchy raised rash all over within a day of the first dose',
        severity: 'moderate',
        notes: 'Recorded by the GP in 2024; she has had clarithromycin since without problems.',
      },
      {
        substance: 'Sticking plasters (adhesive)',
        reaction: 'Red, blistered skin where the plaster was',
        severity: 'mild',
        notes: 'Use a paper tape or a bandage instead.',
      },
    ],
    professionals: [
      GP,
      {
        key: 'paediatrician',
        role: 'Paediatrician (Down syndrome clinic)',
        name: 'Dr Priya Rao',
        organisation: 'St Mary’s Hospital',
        phone: '020 7946 0500',
        email: null,
        address: null,
        notes: 'Yearly thyroid blood test is done at this clinic.',
      },
      {
        key: 'cardiology',
        role: 'Paediatric cardiologist',
        name: 'Dr James Whitfield',
        organisation: 'Evelina London Children’s Hospital',
        phone: '020 7946 0999',
        email: null,
        address: null,
        notes: 'Cardiac nurse specialist Ruth Adeyemi on the same number.',
      },
      {
        key: 'salt',
        role: 'Speech and language therapist',
        name: 'Sophie Grant',
        organisation: 'Children’s Therapy Service',
        phone: null,
        email: 'sophie.grant@nhs.example',
        address: null,
        notes: 'Also helps with eating and drinking.',
      },
      {
        key: 'ot',
        role: 'Occupational therapist',
        name: 'Leah Carter',
        organisation: 'Children’s Therapy Service',
        phone: '020 7946 0410',
        email: null,
        address: null,
        notes: 'Fine motor skills and a special seat for meals.',
      },
      {
        key: 'nurse',
        role: 'Health visitor',
        name: 'Claire Dunn',
        organisation: 'Riverside Health Visiting Team',
        phone: '020 7946 0630',
        email: null,
        address: null,
        notes: 'Weighs Isla at the baby clinic.',
      },
    ],
    medications: [
      {
        name: 'Macrogol (Movicol Paediatric Plain)',
        doseAmount: 1,
        doseUnit: 'sachet',
        form: 'dispersible',
        route: 'oral',
        schedule: { kind: 'regular', times: ['08:00'], days: EVERY_DAY },
        startedDaysAgo: 300,
        reason: 'Constipation',
        instructions: 'Mix in 62.5 ml of water or diluted squash.',
        prescriber: 'paediatrician',
      },
      {
        name: 'Vitamin D drops',
        doseAmount: 10,
        doseUnit: 'mcg',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'regular', times: ['08:00'], days: EVERY_DAY },
        startedDaysAgo: 900,
        reason: 'Daily supplement',
        instructions: 'One drop (400 units) in her morning milk.',
        prescriber: 'nurse',
      },
      {
        name: 'Paracetamol (Calpol Infant)',
        doseAmount: 7.5,
        doseUnit: 'ml',
        form: 'liquid',
        route: 'oral',
        schedule: { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 },
        startedDaysAgo: 600,
        reason: 'Pain or fever',
        instructions: '120 mg in 5 ml.',
        prescriber: 'gp',
        givenAsNeeded: [
          { daysAgo: 8, hour: 7 },
          { daysAgo: 8, hour: 12 },
          { daysAgo: 8, hour: 18, note: 'Temperature down to 37.6 °C.' },
          { daysAgo: 7, hour: 8 },
        ],
      },
    ],
    appointments: [
      {
        with: 'paediatrician',
        inDays: -140,
        hour: '09:30',
        location: 'St Mary’s Hospital, Down syndrome clinic',
        reason: 'Yearly review and thyroid blood test',
        outcome: 'Thyroid normal. Start Movicol for constipation; referral to OT for seating.',
        followUp: 'Blood test again next year (ask for numbing cream).',
      },
      {
        with: 'cardiology',
        inDays: -88,
        hour: '11:00',
        location: 'Evelina London, cardiology outpatients',
        reason: 'Yearly heart check',
        outcome: 'Repair working well, small leak of the left valve unchanged. No medicine needed.',
        followUp: 'Echo again in 12 months.',
      },
      {
        with: 'salt',
        inDays: -30,
        hour: '10:00',
        location: 'Little Acorns Nursery',
        reason: 'Eating and drinking review',
        outcome: 'Move on to soft mashable food; open cup practice with thickened drinks no longer needed.',
      },
      {
        with: 'nurse',
        inDays: -14,
        hour: '09:15',
        location: 'Riverside Children’s Centre',
        reason: 'Weight check',
        outcome: 'Gaining steadily along her Down syndrome growth chart.',
      },
      {
        with: 'ot',
        inDays: 12,
        hour: '14:30',
        location: 'Children’s Therapy Service',
        reason: 'Seating for meals',
      },
      {
        with: 'paediatrician',
        inDays: 23,
        hour: '09:30',
        location: 'St Mary’s Hospital, Down syndrome clinic',
        reason: 'Yearly review',
      },
    ],
    // Along the UK Down syndrome growth charts for girls, which run below the general ones.
    growth: [
      { months: 0, heightCm: 47, weightKg: 2.9, headCircumferenceCm: 32.5 },
      { months: 6, heightCm: 61, weightKg: 6, headCircumferenceCm: 39.5 },
      { months: 12, heightCm: 68.5, weightKg: 7.8, headCircumferenceCm: 42.5 },
      { months: 18, heightCm: 73.5, weightKg: 9, headCircumferenceCm: 44 },
      { months: 24, heightCm: 78, weightKg: 10.2, headCircumferenceCm: 45 },
      { months: 36, heightCm: 86, weightKg: 12.1 },
      { months: 48, heightCm: 93, weightKg: 13.9 },
      { months: 52, heightCm: 95, weightKg: 14.4 },
    ],
    events: [
      {
        kind: 'symptom',
        daysAgo: 8,
        time: '06:45',
        durationSeconds: null,
        type: 'Temperature (38.9 °C), pulling at her right ear',
        triggers: null,
        rescueMedication: null,
        recovery: 'Fever gone after two days; GP saw discharge from the grommet and gave ear drops.',
        notes: null,
      },
      {
        kind: 'symptom',
        daysAgo: 45,
        time: '19:30',
        durationSeconds: 1200,
        type: 'Breathless and sweaty after running',
        triggers: 'Playing chase in the garden',
        rescueMedication: null,
        recovery: 'Settled after a rest and a drink; colour stayed pink.',
        notes: 'Told the cardiac nurse, who was not worried.',
      },
    ],
    immunisations: UK_ROUTINE,
  },
];

/** A spread that looks like real life without being random: the same seed always writes the same log. */
function doseStatusFor(day: number, slot: number): { status: DoseStatus; lateMinutes: number } {
  const n = day * 7 + slot * 3;
  if (n % 23 === 11) return { status: 'missed', lateMinutes: 0 };
  if (n % 19 === 7) return { status: 'refused', lateMinutes: 0 };
  if (n % 13 === 4) return { status: 'late', lateMinutes: 55 + (n % 40) };
  return { status: 'given', lateMinutes: n % 12 };
}

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1 + months, Math.min(day, 28)));
  return moved.toISOString().slice(0, 10);
}

/**
 * Adds each demo child's health record once: a child that already has professionals (the seed has run, or the
 * family has started its own record) is left alone.
 */
export async function seedDemoHealth(tx: Transaction, familyId: string): Promise<void> {
  const familyChildren = await tx
    .select({ id: children.id, name: children.name, dateOfBirth: children.dateOfBirth })
    .from(children)
    .where(eq(children.familyId, familyId));
  const parents = await tx
    .select({ userId: profiles.userId, name: profiles.displayName })
    .from(profiles)
    .where(and(eq(profiles.familyId, familyId), eq(profiles.role, 'parent')));
  const now = Date.now();
  const today = localDateOf(new Date(now));
  const dayBefore = (days: number) => localDateOf(new Date(now - days * DAY_MS));

  for (const record of DEMO_HEALTH) {
    const child = familyChildren.find((candidate) => candidate.name === record.childName);
    if (!child?.dateOfBirth) continue;
    const childId = child.id;
    const started = await tx
      .select({ id: healthProfessionals.id })
      .from(healthProfessionals)
      .where(eq(healthProfessionals.childId, childId))
      .limit(1);
    if (started.length > 0) continue;

    const known = await tx
      .select({ name: childConditions.name })
      .from(childConditions)
      .where(
        and(
          eq(childConditions.childId, childId),
          inArray(
            childConditions.name,
            record.conditions.map((condition) => condition.name),
          ),
        ),
      );
    const newConditions = record.conditions.filter((condition) => !known.some((row) => row.name === condition.name));
    if (newConditions.length > 0) {
      await tx.insert(childConditions).values(newConditions.map((condition) => ({ ...condition, childId })));
    }
    if (record.allergies.length > 0) {
      await tx.insert(healthAllergies).values(record.allergies.map((allergy) => ({ ...allergy, childId })));
    }

    const professionalIds = new Map<string, string>();
    for (const { key, ...professional } of record.professionals) {
      const [row] = await tx
        .insert(healthProfessionals)
        .values({ ...professional, childId })
        .returning({ id: healthProfessionals.id });
      professionalIds.set(key, row!.id);
    }

    const doses: (typeof healthDoseLogs.$inferInsert)[] = [];
    for (const [index, medication] of record.medications.entries()) {
      const { givenAsNeeded, prescriber, startedDaysAgo, ...values } = medication;
      const [row] = await tx
        .insert(healthMedications)
        .values({
          ...values,
          childId,
          startDate: dayBefore(startedDaysAgo),
          stopDate: null,
          prescriberId: professionalIds.get(prescriber) ?? null,
        })
        .returning({ id: healthMedications.id });
      const medicationId = row!.id;
      const writer = (n: number) => parents[n % Math.max(parents.length, 1)];
      if (medication.schedule.kind === 'regular') {
        for (let day = 30; day >= 0; day -= 1) {
          const date = dayBefore(day);
          for (const [slot, time] of medication.schedule.times.entries()) {
            const scheduledFor = zonedMoment(date, time);
            const { status, lateMinutes } = doseStatusFor(day + index, slot);
            const occurredAt = new Date(scheduledFor.getTime() + lateMinutes * 60_000);
            if (occurredAt.getTime() > now) continue;
            const by = writer(day + slot);
            doses.push({
              childId,
              medicationId,
              status,
              occurredAt,
              scheduledFor,
              amount: null,
              note:
                status === 'refused'
                  ? 'Spat it out, would not take it again.'
                  : status === 'missed'
                    ? 'Forgot at the sleepover at Nana’s.'
                    : null,
              recordedByUserId: by?.userId ?? null,
              recordedByName: by?.name ?? null,
            });
          }
        }
      }
      for (const [n, given] of (givenAsNeeded ?? []).entries()) {
        const by = writer(n);
        doses.push({
          childId,
          medicationId,
          status: 'given',
          occurredAt: zonedMoment(dayBefore(given.daysAgo), `${String(given.hour).padStart(2, '0')}:00`),
          scheduledFor: null,
          amount: null,
          note: given.note ?? null,
          recordedByUserId: by?.userId ?? null,
          recordedByName: by?.name ?? null,
        });
      }
    }
    if (doses.length > 0) await tx.insert(healthDoseLogs).values(doses);

    await tx.insert(healthAppointments).values(
      record.appointments.map((appointment) => {
        const professional = record.professionals.find((candidate) => candidate.key === appointment.with)!;
        const startsAt = zonedMoment(localDateOf(new Date(now + appointment.inDays * DAY_MS)), appointment.hour);
        return {
          childId,
          professionalId: professionalIds.get(appointment.with) ?? null,
          withWhom: `${professional.name} (${professional.role})`,
          location: appointment.location,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          reason: appointment.reason,
          outcome: appointment.outcome ?? null,
          followUp: appointment.followUp ?? null,
        };
      }),
    );

    const growth = record.growth
      .map((point) => ({ ...point, measuredOn: addMonths(child.dateOfBirth!, point.months) }))
      .filter((point) => point.measuredOn <= today);
    if (growth.length > 0) {
      await tx.insert(healthGrowth).values(
        growth.map((point) => ({
          childId,
          measuredOn: point.measuredOn,
          heightCm: point.heightCm,
          weightKg: point.weightKg,
          headCircumferenceCm: point.headCircumferenceCm ?? null,
        })),
      );
    }

    if (record.events.length > 0) {
      await tx.insert(healthEvents).values(
        record.events.map(({ daysAgo, time, ...event }, n) => ({
          ...event,
          childId,
          occurredAt: zonedMoment(dayBefore(daysAgo), time),
          recordedByUserId: parents[n % Math.max(parents.length, 1)]?.userId ?? null,
          recordedByName: parents[n % Math.max(parents.length, 1)]?.name ?? null,
        })),
      );
    }

    const born = Date.parse(`${child.dateOfBirth}T12:00:00Z`);
    const immunisations = record.immunisations
      .map((given) => ({ ...given, givenOn: new Date(born + given.weeks * 7 * DAY_MS).toISOString().slice(0, 10) }))
      .filter((given) => given.givenOn <= today);
    if (immunisations.length > 0) {
      await tx.insert(healthImmunisations).values(
        immunisations.map((given) => ({
          childId,
          vaccine: given.vaccine,
          givenOn: given.givenOn,
          doseLabel: given.doseLabel,
          givenBy: given.weeks < 220 ? 'Practice nurse, Riverside Surgery' : 'School immunisation team',
          batchNumber: null,
          notes: null,
        })),
      );
    }
  }
}
