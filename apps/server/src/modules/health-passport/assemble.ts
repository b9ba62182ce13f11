import {
  DOSE_UNITS,
  formatNhsNumber,
  MEDICATION_FORM_LABELS,
  MEDICATION_ROUTE_LABELS,
  PASSPORT_WRITTEN_FIELDS,
  type AllergyResponse,
  type ChildResponse,
  type GrowthResponse,
  type HealthHubResponse,
  type MedicationResponse,
  type MedicationSchedule,
  type PassportField,
  type PassportFieldSource,
  type PassportFirstPage,
  type PassportPart,
  type PassportResponse,
  type PassportWrittenKey,
  type ProfessionalResponse,
} from '@tedi/contracts';
import type { schema } from '@tedi/db';

/** What the passport is made from: the profile, the health record, and what is written on the passport. */
export interface PassportSources {
  readonly child: Pick<
    ChildResponse,
    | 'id'
    | 'name'
    | 'preferredName'
    | 'dateOfBirth'
    | 'pronouns'
    | 'photo'
    | 'communication'
    | 'sensory'
    | 'likes'
    | 'dislikes'
    | 'needs'
    | 'strengths'
    | 'emergencyInformation'
    | 'contacts'
  >;
  readonly health: Pick<HealthHubResponse, 'conditions' | 'allergies' | 'medications' | 'professionals' | 'growth'>;
  readonly stored: typeof schema.healthPassports.$inferSelect | null;
  readonly permissions: PassportResponse['permissions'];
}

const UNIT_WORDS: Partial<Record<(typeof DOSE_UNITS)[number], [string, string]>> = {
  tablet: ['tablet', 'tablets'],
  capsule: ['capsule', 'capsules'],
  sachet: ['sachet', 'sachets'],
  puff: ['puff', 'puffs'],
  drop: ['drop', 'drops'],
  spray: ['spray', 'sprays'],
  patch: ['patch', 'patches'],
  unit: ['unit', 'units'],
};

function doseText(medicine: Pick<MedicationResponse, 'doseAmount' | 'doseUnit'>): string {
  const words = UNIT_WORDS[medicine.doseUnit];
  const unit = words ? ` ${medicine.doseAmount === 1 ? words[0] : words[1]}` : ` ${medicine.doseUnit}`;
  return `${medicine.doseAmount}${unit}`;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function whenText(schedule: MedicationSchedule): string {
  if (schedule.kind === 'as_needed') {
    const gap = schedule.minHoursBetween ? `, at least ${schedule.minHoursBetween} hours apart` : '';
    return `when needed, at most ${schedule.maxPerDay} in 24 hours${gap}`;
  }
  const days = schedule.days.length === 7 ? '' : ` on ${schedule.days.join(', ')}`;
  return `at ${listInWords(schedule.times)}${days}`;
}

/** "2 mg, liquid, by mouth, at 08:00 and 20:00": the line a nurse reads to give a dose. */
export function medicineLine(medicine: MedicationResponse): string {
  const form = MEDICATION_FORM_LABELS[medicine.form].toLowerCase();
  const route = MEDICATION_ROUTE_LABELS[medicine.route].toLowerCase();
  return `${doseText(medicine)}, ${form}, ${route}, ${whenText(medicine.schedule)}`;
}

function allergyLine(allergy: AllergyResponse): string {
  const severity = allergy.severity === 'life_threatening' ? 'LIFE-THREATENING' : allergy.severity;
  return `${allergy.substance} (${severity})${allergy.reaction ? `: ${allergy.reaction}` : ''}`;
}

function professionalLine(professional: ProfessionalResponse): string {
  const where = professional.organisation ? `, ${professional.organisation}` : '';
  const phone = professional.phone ? `, ${professional.phone}` : '';
  return `${professional.role}: ${professional.name}${where}${phone}`;
}

/** The newest weight, for doses worked out by weight. */
function latestWeight(growth: readonly GrowthResponse[]): PassportFirstPage['weight'] {
  const weighed = growth.filter((point) => point.weightKg !== null);
  const latest = weighed.reduce<GrowthResponse | null>(
    (newest, point) => (newest === null || point.measuredOn > newest.measuredOn ? point : newest),
    null,
  );
  return latest ? { kg: latest.weightKg!, measuredOn: latest.measuredOn } : null;
}

const WRITTEN_KEYS = Object.values(PASSPORT_WRITTEN_FIELDS).flatMap(
  (fields) => Object.keys(fields) as PassportWrittenKey[],
);

const PARENT_ROLE = /\b(mum|mother|dad|father|parent|carer|guardian)\b/i;

function mainContactOf(contacts: PassportSources['child']['contacts']): PassportFirstPage['mainContact'] {
  const contact = contacts.find((candidate) => PARENT_ROLE.test(candidate.role)) ?? contacts[0];
  return contact ? { name: contact.name, role: contact.role, phone: contact.phone } : null;
}

function communicationLines(communication: PassportSources['child']['communication']): string[] {
  return [
    communication.speech ? `Speech: ${communication.speech}` : null,
    communication.signs ? `Signs: ${communication.signs}` : null,
    communication.aac ? `Communication aid: ${communication.aac}` : null,
  ].filter((line): line is string => line !== null);
}

function field(key: string, label: string, source: PassportFieldSource, value: string | null): PassportField {
  return { key, label, source, value, lines: value ? [value] : [] };
}

function listField(key: string, label: string, source: PassportFieldSource, lines: readonly string[]): PassportField {
  return { key, label, source, value: lines.length > 0 ? lines.join('\n') : null, lines };
}

/**
 * The passport as staff read it, from its sources. Fields the profile or the hub hold say so (`source`), so the
 * editor sends the parent there to change them, and a change there shows here at once.
 */
export function assemblePassport(sources: PassportSources): PassportResponse {
  const { child, health, stored } = sources;
  const written: Readonly<Record<string, string | null>> = stored?.written ?? {};
  const text = (key: string) => written[key] ?? null;
  const writtenField = (part: PassportPart, key: string) =>
    field(key, (PASSPORT_WRITTEN_FIELDS[part] as Readonly<Record<string, string>>)[key]!, 'passport', text(key));
  const current = health.medications.filter((medicine) => medicine.current);
  const howICommunicate = communicationLines(child.communication);
  const mainContact = mainContactOf(child.contacts);
  const adjustments = stored?.reasonableAdjustments ?? [];

  const firstPage: PassportFirstPage = {
    howICommunicate,
    allergies: health.allergies.map(({ substance, reaction, severity }) => ({ substance, reaction, severity })),
    medicines: current.map((medicine) => ({
      name: medicine.name,
      how: medicineLine(medicine),
      reason: medicine.reason,
    })),
    whenAnxious: text('whenAnxious'),
    reasonableAdjustments: adjustments,
    weight: latestWeight(health.growth),
    mainContact,
  };

  const red: PassportField[] = [
    field(
      'nhsNumber',
      PASSPORT_WRITTEN_FIELDS.red.nhsNumber,
      'passport',
      stored?.nhsNumber ? formatNhsNumber(stored.nhsNumber) : null,
    ),
    listField('howICommunicate', 'How I communicate', 'profile', howICommunicate),
    listField(
      'mainContact',
      'My main contact',
      'profile',
      mainContact
        ? [`${mainContact.name} (${mainContact.role})${mainContact.phone ? `, ${mainContact.phone}` : ''}`]
        : [],
    ),
    listField(
      'professionals',
      'My GP and the professionals who know me',
      'health',
      health.professionals.map(professionalLine),
    ),
    listField('allergies', 'Allergies', 'health', health.allergies.length > 0 ? health.allergies.map(allergyLine) : []),
    listField(
      'medicines',
      'Medicines I take',
      'health',
      current.map((medicine) => `${medicine.name}: ${medicineLine(medicine)}`),
    ),
    listField(
      'conditions',
      'Conditions and diagnoses',
      'health',
      health.conditions.map((condition) =>
        [condition.name, condition.diagnosedOn ? `diagnosed ${condition.diagnosedOn}` : null, condition.diagnosedBy]
          .filter(Boolean)
          .join(', '),
      ),
    ),
    writtenField('red', 'medicalHistory'),
    writtenField('red', 'takingBlood'),
    writtenField('red', 'injections'),
    writtenField('red', 'bloodPressure'),
    writtenField('red', 'breathing'),
    writtenField('red', 'swallowing'),
    writtenField('red', 'whenAnxious'),
    field('emergencyInformation', 'In an emergency', 'profile', child.emergencyInformation),
  ];

  const amber: PassportField[] = [
    field('whatHelps', 'How to communicate with me', 'profile', child.communication.whatHelps ?? null),
    listField(
      'medicineForms',
      'How I take my medicines',
      'health',
      current.map((medicine) => `${medicine.name}: ${MEDICATION_FORM_LABELS[medicine.form].toLowerCase()}`),
    ),
    writtenField('amber', 'takingMedicine'),
    writtenField('amber', 'pain'),
    writtenField('amber', 'movingAround'),
    writtenField('amber', 'personalCare'),
    writtenField('amber', 'eatingDrinking'),
    writtenField('amber', 'sleeping'),
    writtenField('amber', 'seeingHearing'),
    field('needs', 'What I need help with', 'profile', child.needs),
  ];

  const green: PassportField[] = [
    field('likes', 'I like', 'profile', child.likes),
    field('dislikes', 'I don’t like', 'profile', child.dislikes),
    field('sensoryAvoids', 'Sensory triggers: what I find hard', 'profile', child.sensory.avoids ?? null),
    field('sensorySeeks', 'What my senses look for', 'profile', child.sensory.seeks ?? null),
    writtenField('green', 'touch'),
    writtenField('green', 'routines'),
    writtenField('green', 'interests'),
    writtenField('green', 'comfort'),
    field('strengths', 'What I am good at', 'profile', child.strengths),
  ];

  return {
    childId: child.id,
    name: child.name,
    preferredName: child.preferredName,
    dateOfBirth: child.dateOfBirth,
    pronouns: child.pronouns,
    nhsNumber: stored?.nhsNumber ?? null,
    photoUrl: child.photo?.url ?? null,
    firstPage,
    parts: { red, amber, green },
    written: Object.fromEntries(
      WRITTEN_KEYS.map((key) => [key, key === 'nhsNumber' ? (stored?.nhsNumber ?? null) : text(key)]),
    ) as Record<PassportWrittenKey, string | null>,
    reviewedAt: stored?.reviewedAt?.toISOString() ?? null,
    reviewDueOn: stored?.reviewDueOn ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    permissions: sources.permissions,
  };
}
