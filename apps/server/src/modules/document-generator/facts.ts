import {
  type AllergyResponse,
  type ChildConditionResponse,
  type ChildResponse,
  formatLetterDate,
  type LetterSender,
  type MedicationResponse,
  type ProfessionalResponse,
  type TemplateFacts,
} from '@tedi/contracts';

/**
 * The generator's own template facts (template facts: `child.*`, `health.*`, `family.*`, `today`), as plain
 * functions of what the children and health services answer. Each is given only what the asker may read.
 */

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Whole years between a date of birth and a day, both `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function conditionLine(condition: ChildConditionResponse): string {
  return condition.diagnosedOn
    ? `${condition.name} (diagnosed ${formatLetterDate(condition.diagnosedOn)})`
    : condition.name;
}

/** The child's profile as facts; conditions only when the asker may read the child's health. */
export function childFacts(
  child: { name: string; preferredName: string | null; profile: ChildResponse | null },
  conditions: readonly ChildConditionResponse[] | null,
  today: string,
): TemplateFacts {
  const firstName = text(child.preferredName) ?? child.name.trim().split(/\s+/)[0] ?? child.name;
  const facts: Record<string, string | readonly string[] | null> = {
    'child.fullName': child.name,
    'child.firstName': firstName,
  };
  if (conditions) facts['child.diagnoses'] = conditions.map(conditionLine);
  const profile = child.profile;
  if (!profile) return facts;
  const communication = [
    profile.communication.speech ? `Speech: ${profile.communication.speech}` : null,
    profile.communication.signs ? `Signs: ${profile.communication.signs}` : null,
    profile.communication.aac ? `AAC: ${profile.communication.aac}` : null,
    profile.communication.whatHelps ? `What helps: ${profile.communication.whatHelps}` : null,
  ].filter((line): line is string => line !== null);
  const sensory = [
    profile.sensory.seeks ? `Seeks: ${profile.sensory.seeks}` : null,
    profile.sensory.avoids ? `Avoids: ${profile.sensory.avoids}` : null,
  ].filter((line): line is string => line !== null);
  return {
    ...facts,
    'child.dateOfBirth': profile.dateOfBirth,
    'child.age': profile.dateOfBirth ? `${ageOn(profile.dateOfBirth, today)} years old` : null,
    'child.pronouns': text(profile.pronouns),
    'child.school': text(profile.school.name),
    'child.communication': communication.length > 0 ? communication.join('\n') : null,
    'child.sensory': sensory.length > 0 ? sensory.join('\n') : null,
    'child.likes': text(profile.likes),
    'child.dislikes': text(profile.dislikes),
    'child.needs': text(profile.needs),
    'child.strengths': text(profile.strengths),
  };
}

function medicineLine(medicine: MedicationResponse): string {
  const dose = `${medicine.doseAmount} ${medicine.doseUnit}`;
  const when = medicine.schedule.kind === 'regular' ? `at ${medicine.schedule.times.join(', ')}` : 'when needed';
  return [`${medicine.name}, ${dose} ${when}`, medicine.reason ? `for ${medicine.reason}` : null]
    .filter(Boolean)
    .join(', ');
}

function allergyLine(allergy: AllergyResponse): string {
  return [allergy.substance, allergy.reaction ? `: ${allergy.reaction}` : '', ` (${allergy.severity})`].join('');
}

function professionalLine(professional: ProfessionalResponse): string {
  return [professional.name, professional.role, professional.organisation].filter(Boolean).join(', ');
}

/** The health hub as facts. */
export function healthFacts(record: {
  conditions: readonly ChildConditionResponse[];
  allergies: readonly AllergyResponse[];
  medications: readonly MedicationResponse[];
  professionals: readonly ProfessionalResponse[];
}): TemplateFacts {
  const gp = record.professionals.find((professional) => /\bGP\b|general practi/i.test(professional.role));
  return {
    'health.conditions': record.conditions.map(conditionLine),
    'health.medicines': record.medications.filter((medicine) => medicine.current).map(medicineLine),
    'health.allergies': record.allergies.map(allergyLine),
    'health.professionals': record.professionals.map(professionalLine),
    'health.gp': gp ? gp.name : null,
  };
}

/** The family's letter details as facts, and the day. */
export function familyFacts(sender: LetterSender | null, today: string): TemplateFacts {
  return {
    today,
    'family.senderName': sender?.name ?? null,
    'family.addressBlock': sender ? [...sender.addressLines] : null,
    'family.email': sender?.email ?? null,
    'family.phone': sender?.phone ?? null,
  };
}
