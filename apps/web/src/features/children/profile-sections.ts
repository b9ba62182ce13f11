import type { ChildConditionResponse, ChildContactResponse } from '@tedi/contracts';

import type { FieldSpec } from './components/profile-fields.tsx';

/** The parts of the profile edited together, each with the fields its form shows (by the API's dotted paths). */
export const ABOUT_FIELDS: readonly FieldSpec[] = [
  { path: 'name', label: 'Full name', required: true },
  { path: 'preferredName', label: 'Preferred name', hint: 'The name they like to be called, if it is different' },
  { path: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
  { path: 'pronouns', label: 'Pronouns', hint: 'For example she/her, he/him or they/them' },
];

export const NEEDS_FIELDS: readonly FieldSpec[] = [
  {
    path: 'needs',
    label: 'Needs',
    kind: 'textarea',
    hint: 'The support, equipment and changes that help them day to day',
  },
  { path: 'strengths', label: 'Strengths', kind: 'textarea', hint: 'What they are good at and proud of' },
];

export const COMMUNICATION_FIELDS: readonly FieldSpec[] = [
  { path: 'communication.speech', label: 'Speech', kind: 'textarea', hint: 'How they use spoken words, if they do' },
  { path: 'communication.signs', label: 'Signs', kind: 'textarea', hint: 'For example Makaton or BSL signs they use' },
  {
    path: 'communication.aac',
    label: 'AAC (communication aids)',
    kind: 'textarea',
    hint: 'Apps, devices, picture cards or symbol boards',
  },
  {
    path: 'communication.whatHelps',
    label: 'What helps',
    kind: 'textarea',
    hint: 'How others can help them understand and be understood',
  },
];

export const SENSORY_FIELDS: readonly FieldSpec[] = [
  { path: 'sensory.seeks', label: 'Seeks', kind: 'textarea', hint: 'Sensations they look for or enjoy' },
  {
    path: 'sensory.avoids',
    label: 'Avoids',
    kind: 'textarea',
    hint: 'Sounds, lights, textures or places they find hard',
  },
];

export const LIKES_FIELDS: readonly FieldSpec[] = [
  { path: 'likes', label: 'Likes', kind: 'textarea' },
  { path: 'dislikes', label: 'Dislikes', kind: 'textarea' },
];

export const EMERGENCY_FIELDS: readonly FieldSpec[] = [
  {
    path: 'emergencyInformation',
    label: 'Emergency information',
    kind: 'textarea',
    hint: 'What someone should know in an emergency: allergies, medicines, how they show pain, what calms them',
  },
];

export const CONDITION_FIELDS: readonly FieldSpec[] = [
  { path: 'name', label: 'Condition or diagnosis', required: true },
  { path: 'diagnosedOn', label: 'Diagnosed on', kind: 'date' },
  { path: 'diagnosedBy', label: 'Diagnosed by', hint: 'For example the doctor, therapist or clinic' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

export const CONTACT_FIELDS: readonly FieldSpec[] = [
  {
    path: 'role',
    label: 'Who they are',
    required: true,
    hint: 'For example GP, grandparent or speech and language therapist',
  },
  { path: 'name', label: 'Name', required: true },
  { path: 'phone', label: 'Phone number', kind: 'tel' },
  { path: 'email', label: 'E-mail address', kind: 'email' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

export function conditionValues(condition: ChildConditionResponse | null): Record<string, string> {
  return {
    name: condition?.name ?? '',
    diagnosedOn: condition?.diagnosedOn ?? '',
    diagnosedBy: condition?.diagnosedBy ?? '',
    notes: condition?.notes ?? '',
  };
}

export function contactValues(contact: ChildContactResponse | null): Record<string, string> {
  return {
    role: contact?.role ?? '',
    name: contact?.name ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    notes: contact?.notes ?? '',
  };
}

/** The form's values of a profile's fields, '' for those not filled in. */
export function valuesOf(fields: readonly FieldSpec[], read: (path: string) => string): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.path, read(field.path)]));
}
