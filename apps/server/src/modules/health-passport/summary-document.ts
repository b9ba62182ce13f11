import {
  ALLERGY_SEVERITY_LABELS,
  DOSE_STATUSES_TAKEN,
  formatNhsNumber,
  type FontFamily,
  type HealthEventResponse,
} from '@tedi/contracts';
import type { DocumentBlock, DocumentDefinition } from '../../platform/documents/definition.ts';
import { medicineLine } from './assemble.ts';
import type { FhirExportInput } from './fhir-export.ts';

/**
 * The health record on paper, for a new GP, a consultant or a respite placement: what is current first (conditions,
 * allergies, medicines), then the last three months (doses given and missed, seizures and symptoms, appointments),
 * growth and immunisations. The passport is for the first minutes; this is for the consultation.
 */

type SummaryInput = Omit<FhirExportInput, 'origin'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the summary's recent history goes. */
const RECENT_DAYS = 90;

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const day = (value: string) => DATE.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
const moment = (value: string) => DATE_TIME.format(new Date(value));

function duration(seconds: number | null): string {
  if (seconds === null) return '';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

function eventRows(events: readonly HealthEventResponse[]): string[][] {
  return events.map((event) => [
    moment(event.occurredAt),
    [event.kind === 'seizure' ? 'Seizure' : 'Symptom', event.type].filter(Boolean).join(': '),
    duration(event.durationSeconds),
    [
      event.triggers ? `Triggers: ${event.triggers}` : null,
      event.rescueMedication ? `Rescue: ${event.rescueMedication}` : null,
      event.recovery ? `Recovery: ${event.recovery}` : null,
    ]
      .filter(Boolean)
      .join('. '),
  ]);
}

/** A heading and either the blocks or a line saying there is nothing, so an empty part is never just missing. */
function part(title: string, blocks: DocumentBlock[], none: string): DocumentBlock[] {
  return [
    { kind: 'heading', text: title, level: 2 },
    ...(blocks.length > 0 ? blocks : [{ kind: 'paragraph' as const, text: none, emphasis: 'quiet' as const }]),
  ];
}

export function healthSummaryDocument(input: SummaryInput, options: { font: FontFamily }): DocumentDefinition {
  const now = input.exportedAt.getTime();
  const since = new Date(now - RECENT_DAYS * DAY_MS).toISOString();
  const current = input.medications.filter((medicine) => medicine.current);
  const medicineNames = new Map(input.medications.map((medicine) => [medicine.id, medicine.name]));
  const recentDoses = input.doses.filter((dose) => dose.occurredAt >= since);
  const doseRows = [...new Set(recentDoses.map((dose) => dose.medicationId))].map((medicationId) => {
    const ofMedicine = recentDoses.filter((dose) => dose.medicationId === medicationId);
    const count = (statuses: readonly string[]) => ofMedicine.filter((dose) => statuses.includes(dose.status)).length;
    return [
      medicineNames.get(medicationId) ?? 'Medicine',
      String(count(DOSE_STATUSES_TAKEN)),
      String(count(['late'])),
      String(count(['missed'])),
      String(count(['refused'])),
    ];
  });
  const recentEvents = input.events.filter((event) => event.occurredAt >= since);
  const seizures = recentEvents.filter((event) => event.kind === 'seizure');
  const appointments = input.appointments.filter((appointment) => !appointment.cancelled);
  const upcoming = appointments.filter((appointment) => new Date(appointment.startsAt).getTime() > now);
  const past = appointments.filter(
    (appointment) => appointment.startsAt >= since && new Date(appointment.startsAt).getTime() <= now,
  );
  const growth = [...input.growth].sort((a, b) => b.measuredOn.localeCompare(a.measuredOn)).slice(0, 6);

  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: 'Health summary', emphasis: 'quiet' },
    { kind: 'heading', text: input.child.name, level: 1 },
    {
      kind: 'facts',
      items: [
        { label: 'Date of birth', value: input.child.dateOfBirth ? day(input.child.dateOfBirth) : '' },
        { label: 'NHS number', value: input.nhsNumber ? formatNhsNumber(input.nhsNumber) : '' },
        { label: 'Summary of', value: `everything recorded, with the last ${RECENT_DAYS} days in detail` },
      ],
    },
    ...part(
      'Conditions and diagnoses',
      input.conditions.length > 0
        ? [
            {
              kind: 'table',
              columns: ['Condition', 'Diagnosed', 'By'],
              widths: [2, 1, 2],
              rows: input.conditions.map((condition) => [
                condition.name,
                condition.diagnosedOn ? day(condition.diagnosedOn) : '',
                condition.diagnosedBy ?? '',
              ]),
            },
          ]
        : [],
      'None recorded.',
    ),
    ...part(
      'Allergies',
      input.allergies.length > 0
        ? [
            {
              kind: 'list',
              items: input.allergies.map(
                (allergy) =>
                  `${allergy.substance}: ${ALLERGY_SEVERITY_LABELS[allergy.severity].toLowerCase()}${allergy.reaction ? ` (${allergy.reaction})` : ''}`,
              ),
            },
          ]
        : [],
      'No known allergies recorded.',
    ),
    ...part(
      'Medicines now',
      current.length > 0
        ? [
            {
              kind: 'table',
              columns: ['Medicine', 'How and when', 'Since', 'For'],
              widths: [2, 4, 1.4, 2],
              rows: current.map((medicine) => [
                medicine.name,
                medicineLine(medicine),
                medicine.startDate ? day(medicine.startDate) : '',
                medicine.reason ?? '',
              ]),
            },
          ]
        : [],
      'No current medicines recorded.',
    ),
    ...part(
      `Doses in the last ${RECENT_DAYS} days`,
      doseRows.length > 0
        ? [
            {
              kind: 'table',
              columns: ['Medicine', 'Given', 'Of which late', 'Missed', 'Refused'],
              widths: [3, 1, 1, 1, 1],
              rows: doseRows,
            },
          ]
        : [],
      'No doses logged in this time.',
    ),
    ...part(
      `Seizures and symptoms in the last ${RECENT_DAYS} days`,
      recentEvents.length > 0
        ? [
            {
              kind: 'paragraph',
              text: `${seizures.length} seizure${seizures.length === 1 ? '' : 's'} recorded in this time.`,
              emphasis: 'strong',
            },
            {
              kind: 'table',
              columns: ['When', 'What', 'How long', 'Triggers, rescue and recovery'],
              widths: [1.6, 2, 1, 4],
              rows: eventRows(recentEvents),
            },
          ]
        : [],
      'None recorded in this time.',
    ),
    ...part(
      'Appointments',
      [...upcoming, ...past].length > 0
        ? [
            {
              kind: 'table',
              columns: ['When', 'With', 'Why', 'Outcome and follow-up'],
              widths: [1.6, 2, 2, 4],
              rows: [...upcoming, ...past]
                .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
                .map((appointment) => [
                  moment(appointment.startsAt),
                  appointment.withWhom,
                  appointment.reason ?? '',
                  [appointment.outcome, appointment.followUp ? `Follow-up: ${appointment.followUp}` : null]
                    .filter(Boolean)
                    .join('. ') || (new Date(appointment.startsAt).getTime() > now ? 'Coming up' : ''),
                ]),
            },
          ]
        : [],
      'No appointments in this time or coming up.',
    ),
    ...part(
      'Growth',
      growth.length > 0
        ? [
            {
              kind: 'table',
              columns: ['Measured', 'Height', 'Weight', 'Head'],
              rows: growth.map((point) => [
                day(point.measuredOn),
                point.heightCm === null ? '' : `${point.heightCm} cm`,
                point.weightKg === null ? '' : `${point.weightKg} kg`,
                point.headCircumferenceCm === null ? '' : `${point.headCircumferenceCm} cm`,
              ]),
            },
          ]
        : [],
      'No measurements recorded.',
    ),
    ...part(
      'Professionals',
      input.professionals.length > 0
        ? [
            {
              kind: 'table',
              columns: ['Role', 'Name', 'Where', 'Contact'],
              widths: [2, 2, 2, 2],
              rows: input.professionals.map((professional) => [
                professional.role,
                professional.name,
                professional.organisation ?? '',
                [professional.phone, professional.email].filter(Boolean).join(', '),
              ]),
            },
          ]
        : [],
      'None recorded.',
    ),
    ...part(
      'Immunisations',
      input.immunisations.length > 0
        ? [
            {
              kind: 'table',
              columns: ['Vaccine', 'Given', 'Dose'],
              rows: [...input.immunisations]
                .sort((a, b) => b.givenOn.localeCompare(a.givenOn))
                .map((immunisation) => [immunisation.vaccine, day(immunisation.givenOn), immunisation.doseLabel ?? '']),
            },
          ]
        : [],
      'None recorded.',
    ),
  ];
  return {
    title: `Health summary: ${input.child.name}`,
    page: 'a4',
    font: options.font,
    footer: `Health summary of ${input.child.name}, made by the family with Tedi on ${day(input.exportedAt.toISOString())}.`,
    blocks,
  };
}
