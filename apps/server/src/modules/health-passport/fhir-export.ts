import type {
  AllergyResponse,
  AppointmentResponse,
  ChildConditionResponse,
  DoseLogResponse,
  GrowthResponse,
  HealthDocumentResponse,
  HealthEventResponse,
  ImmunisationResponse,
  MedicationResponse,
  ProfessionalResponse,
} from '@tedi/contracts';
import type { HealthRecord } from '../health/service.ts';
import type {
  AllergyIntolerance,
  Appointment,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Condition,
  DocumentReference,
  Dosage,
  Immunization,
  MedicationAdministration,
  MedicationStatement,
  Observation,
  Patient,
  Practitioner,
  PractitionerRole,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { v5 as uuidv5 } from 'uuid';

/**
 * The child's health record as a FHIR R4 Bundle that a clinical system can import: the resources the International
 * Patient Summary and the NHS hospital-passport practice name (domain facts), each referring to the others by
 * `urn:uuid:` the way a transaction or collection bundle does. Free text goes where the family typed free text
 * (`CodeableConcept.text`); codes are used only where the meaning is fixed (LOINC for growth, the FHIR code systems
 * for statuses), so nothing is claimed that the family did not say.
 */

/** Everything the export is made from: the whole record (not the hub's recent windows), and who it is about. */
export interface FhirExportInput extends Omit<HealthRecord, 'childId'> {
  readonly child: {
    readonly id: string;
    readonly name: string;
    readonly preferredName: string | null;
    readonly dateOfBirth: string | null;
  };
  readonly nhsNumber: string | null;
  /** When the export was made: the bundle's timestamp, and "now" for whether an appointment has happened. */
  readonly exportedAt: Date;
  /** The server's public origin, so document links in the bundle are absolute. */
  readonly origin: string;
}

const NHS_NUMBER_SYSTEM = 'https://fhir.nhs.uk/Id/nhs-number';
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

const reference = <Target extends Resource = Resource>(id: string, display?: string): Reference<Target> => ({
  reference: `urn:uuid:${id}`,
  ...(display ? { display } : {}),
});
const text = (value: string): CodeableConcept => ({ text: value });
const notes = (...lines: (string | null | undefined)[]) => {
  const filled = lines.filter((line): line is string => Boolean(line));
  return filled.length > 0 ? { note: filled.map((line) => ({ text: line })) } : {};
};

function patientOf(input: FhirExportInput): Patient {
  const { child } = input;
  const parts = child.name.trim().split(/\s+/);
  const family = parts.length > 1 ? parts.at(-1) : undefined;
  const given = parts.length > 1 ? parts.slice(0, -1) : parts;
  return {
    resourceType: 'Patient',
    id: child.id,
    ...(input.nhsNumber ? { identifier: [{ system: NHS_NUMBER_SYSTEM, value: input.nhsNumber }] } : {}),
    name: [
      { use: 'official', text: child.name, given, ...(family ? { family } : {}) },
      ...(child.preferredName && child.preferredName !== child.name
        ? [{ use: 'usual' as const, text: child.preferredName, given: [child.preferredName] }]
        : []),
    ],
    ...(child.dateOfBirth ? { birthDate: child.dateOfBirth } : {}),
  };
}

function conditionOf(condition: ChildConditionResponse, patient: Reference<Patient>): Condition {
  return {
    resourceType: 'Condition',
    id: condition.id,
    clinicalStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
    },
    verificationStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' }],
    },
    code: text(condition.name),
    subject: patient,
    ...(condition.diagnosedOn ? { recordedDate: condition.diagnosedOn } : {}),
    ...notes(condition.diagnosedBy ? `Diagnosed by ${condition.diagnosedBy}` : null, condition.notes),
  };
}

function allergyOf(allergy: AllergyResponse, patient: Reference<Patient>): AllergyIntolerance {
  const high = allergy.severity === 'severe' || allergy.severity === 'life_threatening';
  return {
    resourceType: 'AllergyIntolerance',
    id: allergy.id,
    clinicalStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }],
    },
    criticality: high ? 'high' : 'low',
    code: text(allergy.substance),
    patient,
    ...(allergy.reaction
      ? {
          reaction: [
            {
              manifestation: [text(allergy.reaction)],
              severity: allergy.severity === 'life_threatening' ? 'severe' : allergy.severity,
            },
          ],
        }
      : {}),
    ...notes(allergy.severity === 'life_threatening' ? 'Life-threatening reaction' : null, allergy.notes),
  };
}

function dosageOf(medicine: MedicationResponse): Dosage {
  const dose = { doseQuantity: { value: medicine.doseAmount, unit: medicine.doseUnit } };
  const route = { route: text(medicine.route.replaceAll('_', ' ')) };
  const form = { additionalInstruction: [text(`Given as: ${medicine.form.replaceAll('_', ' ')}`)] };
  const instructions = medicine.instructions ? { patientInstruction: medicine.instructions } : {};
  if (medicine.schedule.kind === 'as_needed') {
    return {
      asNeededBoolean: true,
      maxDosePerPeriod: {
        numerator: { value: medicine.schedule.maxPerDay, unit: 'doses' },
        denominator: { value: 24, unit: 'h', system: UCUM, code: 'h' },
      },
      ...(medicine.schedule.minHoursBetween
        ? { timing: { repeat: { frequency: 1, period: medicine.schedule.minHoursBetween, periodUnit: 'h' } } }
        : {}),
      doseAndRate: [dose],
      ...route,
      ...form,
      ...instructions,
    };
  }
  return {
    timing: {
      repeat: {
        timeOfDay: medicine.schedule.times.map((time) => `${time}:00`),
        ...(medicine.schedule.days.length < 7 ? { dayOfWeek: [...medicine.schedule.days] } : {}),
      },
    },
    doseAndRate: [dose],
    ...route,
    ...form,
    ...instructions,
  };
}

function medicationStatementOf(
  medicine: MedicationResponse,
  patient: Reference<Patient>,
  today: string,
): MedicationStatement {
  const notStarted = medicine.startDate !== null && medicine.startDate > today;
  const status = medicine.current ? 'active' : notStarted ? 'intended' : 'completed';
  return {
    resourceType: 'MedicationStatement',
    id: medicine.id,
    status,
    medicationCodeableConcept: text(medicine.name),
    subject: patient,
    ...(medicine.startDate || medicine.stopDate
      ? {
          effectivePeriod: {
            ...(medicine.startDate ? { start: medicine.startDate } : {}),
            ...(medicine.stopDate ? { end: medicine.stopDate } : {}),
          },
        }
      : {}),
    ...(medicine.reason ? { reasonCode: [text(medicine.reason)] } : {}),
    ...(medicine.prescriberId ? { informationSource: reference(medicine.prescriberId) } : {}),
    dosage: [dosageOf(medicine)],
  };
}

function administrationOf(
  dose: DoseLogResponse,
  medicines: ReadonlyMap<string, MedicationResponse>,
  patient: Reference<Patient>,
): MedicationAdministration {
  const medicine = medicines.get(dose.medicationId);
  const taken = dose.status === 'given' || dose.status === 'late';
  return {
    resourceType: 'MedicationAdministration',
    id: dose.id,
    status: taken ? 'completed' : 'not-done',
    ...(taken ? {} : { statusReason: [text(dose.status === 'refused' ? 'Refused by the child' : 'Missed')] }),
    medicationCodeableConcept: text(medicine?.name ?? 'Medicine'),
    subject: patient,
    effectiveDateTime: dose.occurredAt,
    supportingInformation: [reference(dose.medicationId)],
    ...(medicine ? { dosage: { dose: { value: dose.amount ?? medicine.doseAmount, unit: medicine.doseUnit } } } : {}),
    ...notes(
      dose.status === 'late' ? 'Given late' : null,
      dose.recordedBy.name ? `Recorded by ${dose.recordedBy.name}` : null,
      dose.note,
    ),
  };
}

/**
 * FHIR asks a booked or fulfilled appointment for both a start and an end; when the family gave no end, the usual
 * clinic slot of 30 minutes is assumed and said in the comment.
 */
const ASSUMED_APPOINTMENT_MINUTES = 30;

function appointmentOf(appointment: AppointmentResponse, patient: Reference<Patient>, now: Date): Appointment {
  const start = new Date(appointment.startsAt);
  const end = appointment.endsAt
    ? new Date(appointment.endsAt)
    : new Date(start.getTime() + ASSUMED_APPOINTMENT_MINUTES * 60_000);
  const status = appointment.cancelled ? 'cancelled' : start <= now ? 'fulfilled' : 'booked';
  const comment = [
    appointment.location ? `Where: ${appointment.location}` : null,
    appointment.outcome ? `Outcome: ${appointment.outcome}` : null,
    appointment.followUp ? `Follow-up: ${appointment.followUp}` : null,
    appointment.endsAt ? null : `End time not recorded; ${ASSUMED_APPOINTMENT_MINUTES} minutes assumed.`,
  ].filter(Boolean);
  return {
    resourceType: 'Appointment',
    id: appointment.id,
    status,
    description: appointment.reason ?? `Appointment with ${appointment.withWhom}`,
    ...(appointment.reason ? { reasonCode: [text(appointment.reason)] } : {}),
    start: start.toISOString(),
    end: end.toISOString(),
    ...(comment.length > 0 ? { comment: comment.join('\n') } : {}),
    participant: [
      { actor: patient, status: 'accepted' },
      {
        actor: appointment.professionalId
          ? reference(appointment.professionalId, appointment.withWhom)
          : { display: appointment.withWhom },
        status: 'accepted',
      },
    ],
  };
}

function practitionerOf(professional: ProfessionalResponse): Practitioner {
  const telecom = [
    ...(professional.phone ? [{ system: 'phone' as const, value: professional.phone }] : []),
    ...(professional.email ? [{ system: 'email' as const, value: professional.email }] : []),
  ];
  return {
    resourceType: 'Practitioner',
    id: professional.id,
    name: [{ text: professional.name }],
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(professional.address ? { address: [{ text: professional.address }] } : {}),
  };
}

/** The professional's role in the child's care ("Paediatrician", "Speech and language therapist"). */
function practitionerRoleOf(professional: ProfessionalResponse, roleId: string): PractitionerRole {
  return {
    resourceType: 'PractitionerRole',
    id: roleId,
    practitioner: reference(professional.id, professional.name),
    code: [text(professional.role)],
    ...(professional.organisation ? { organization: { display: professional.organisation } } : {}),
  };
}

const GROWTH_CODES = {
  heightCm: { code: '8302-2', display: 'Body height', unit: 'cm' },
  weightKg: { code: '29463-7', display: 'Body weight', unit: 'kg' },
  headCircumferenceCm: { code: '9843-4', display: 'Head Occipital-frontal circumference', unit: 'cm' },
} as const;

function growthObservationsOf(point: GrowthResponse, patient: Reference<Patient>): Observation[] {
  return (Object.keys(GROWTH_CODES) as (keyof typeof GROWTH_CODES)[]).flatMap((measure) => {
    const value = point[measure];
    if (value === null) return [];
    const code = GROWTH_CODES[measure];
    return [
      {
        resourceType: 'Observation',
        id: derivedId(point.id, code.code),
        status: 'final',
        category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'vital-signs', display: 'Vital Signs' }] }],
        code: { coding: [{ system: LOINC, code: code.code, display: code.display }], text: code.display },
        subject: patient,
        effectiveDateTime: point.measuredOn,
        valueQuantity: { value, unit: code.unit, system: UCUM, code: code.unit },
        ...notes(point.notes),
      } satisfies Observation,
    ];
  });
}

function eventObservationOf(event: HealthEventResponse, patient: Reference<Patient>): Observation {
  const started = new Date(event.occurredAt);
  const label = event.kind === 'seizure' ? 'Seizure' : 'Symptom';
  return {
    resourceType: 'Observation',
    id: event.id,
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' }] }],
    code: text(event.type ? `${label}: ${event.type}` : label),
    subject: patient,
    ...(event.durationSeconds !== null
      ? {
          effectivePeriod: {
            start: started.toISOString(),
            end: new Date(started.getTime() + event.durationSeconds * 1000).toISOString(),
          },
        }
      : { effectiveDateTime: started.toISOString() }),
    ...(event.durationSeconds !== null
      ? { valueQuantity: { value: event.durationSeconds, unit: 's', system: UCUM, code: 's' } }
      : {}),
    ...notes(
      event.triggers ? `Triggers: ${event.triggers}` : null,
      event.rescueMedication ? `Rescue medicine: ${event.rescueMedication}` : null,
      event.recovery ? `Recovery: ${event.recovery}` : null,
      event.recordedBy.name ? `Recorded by ${event.recordedBy.name}` : null,
      event.notes,
    ),
  };
}

function immunisationOf(immunisation: ImmunisationResponse, patient: Reference<Patient>): Immunization {
  return {
    resourceType: 'Immunization',
    id: immunisation.id,
    status: 'completed',
    vaccineCode: text(immunisation.vaccine),
    patient,
    occurrenceDateTime: immunisation.givenOn,
    ...(immunisation.batchNumber ? { lotNumber: immunisation.batchNumber } : {}),
    ...(immunisation.doseLabel ? { protocolApplied: [{ doseNumberString: immunisation.doseLabel }] } : {}),
    ...notes(immunisation.givenBy ? `Given by ${immunisation.givenBy}` : null, immunisation.notes),
  };
}

function documentReferenceOf(
  document: HealthDocumentResponse,
  patient: Reference<Patient>,
  origin: string,
): DocumentReference {
  return {
    resourceType: 'DocumentReference',
    id: document.id,
    status: 'current',
    subject: patient,
    date: document.uploadedAt,
    description: document.title,
    ...(document.tags.length > 0 ? { category: document.tags.map((tag) => text(tag)) } : {}),
    content: [
      {
        attachment: {
          contentType: document.contentType,
          url: new URL(document.url, origin).toString(),
          title: document.title,
          size: document.byteSize,
          ...(document.documentDate ? { creation: document.documentDate } : {}),
        },
      },
    ],
  };
}

/** The whole record as one FHIR R4 collection Bundle, the Patient first. */
export function healthRecordBundle(input: FhirExportInput): Bundle {
  const patient = patientOf(input);
  const subject = reference<Patient>(patient.id!, input.child.name);
  const today = input.exportedAt.toISOString().slice(0, 10);
  const medicines = new Map(input.medications.map((medicine) => [medicine.id, medicine]));
  const resources: Resource[] = [
    patient,
    ...input.professionals.flatMap((professional) => [
      practitionerOf(professional),
      practitionerRoleOf(professional, derivedId(professional.id, 'role')),
    ]),
    ...input.conditions.map((condition) => conditionOf(condition, subject)),
    ...input.allergies.map((allergy) => allergyOf(allergy, subject)),
    ...input.medications.map((medicine) => medicationStatementOf(medicine, subject, today)),
    ...input.doses.map((dose) => administrationOf(dose, medicines, subject)),
    ...input.appointments.map((appointment) => appointmentOf(appointment, subject, input.exportedAt)),
    ...input.growth.flatMap((point) => growthObservationsOf(point, subject)),
    ...input.events.map((event) => eventObservationOf(event, subject)),
    ...input.immunisations.map((immunisation) => immunisationOf(immunisation, subject)),
    ...input.documents.map((document) => documentReferenceOf(document, subject, input.origin)),
  ];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.exportedAt.toISOString(),
    entry: resources.map((resource): BundleEntry => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}

/**
 * Resources made from part of one row (a growth point's height and weight, a professional's role) need ids of their
 * own that a re-export gives again, and fullUrls must be `urn:uuid:` UUIDs: a name-based UUID of the row and part.
 */
const DERIVED_ID_NAMESPACE = '6f1d1f3c-5a52-4f0e-9a7c-0b6a3e6c2d11';
function derivedId(rowId: string, part: string): string {
  return uuidv5(`${rowId}/${part}`, DERIVED_ID_NAMESPACE);
}
