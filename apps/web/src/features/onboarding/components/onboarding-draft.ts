import { HELP_AREAS, RELATIONSHIPS, type HelpArea, type OnboardingAnswers } from '@tedi/contracts';

export type Relationship = (typeof RELATIONSHIPS)[number];

/** What the parent has typed or chosen so far, kept across Back and Continue until each step is saved. */
export interface OnboardingDraft {
  readonly displayName: string;
  readonly relationship: Relationship | null;
  readonly hasCoParent: boolean | null;
  readonly coParentName: string;
  readonly helpers: string;
  readonly childName: string;
  readonly preferredName: string;
  readonly dateOfBirth: string;
  readonly needs: readonly HelpArea[];
}

/** The fields a step can show an error beside; each field's id is `onboarding-<field>`. */
export const DRAFT_FIELDS = [
  'displayName',
  'relationship',
  'hasCoParent',
  'coParentName',
  'helpers',
  'childName',
  'preferredName',
  'dateOfBirth',
  'needs',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

export const fieldId = (field: DraftField) => `onboarding-${field}`;

/** The draft as the saved answers left it, so a parent who comes back sees what they said. */
export function draftFrom(answers: OnboardingAnswers): OnboardingDraft {
  return {
    displayName: answers.aboutYou?.displayName ?? '',
    relationship: answers.aboutYou?.relationship ?? null,
    hasCoParent: answers.family?.hasCoParent ?? null,
    coParentName: answers.family?.coParentName ?? '',
    helpers: answers.family?.helpers ?? '',
    childName: '',
    preferredName: '',
    dateOfBirth: '',
    needs: (answers.needs ?? []).filter((area) => HELP_AREAS.includes(area)),
  };
}

/**
 * The draft field a server's refusal is about, from its dotted path: `answers.aboutYou.displayName`,
 * `family.helpers`, or a new child's `name`.
 */
export function draftFieldOf(path: string, step: number): DraftField | null {
  const last = path.split('.').at(-1) ?? '';
  if (step === 3) {
    if (last === 'name') return 'childName';
    if (last === 'preferredName' || last === 'dateOfBirth') return last;
    return null;
  }
  if (path.includes('needs')) return 'needs';
  return DRAFT_FIELDS.find((field) => field === last) ?? null;
}

export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, string>> = {
  mother: 'Mum',
  father: 'Dad',
  carer: 'Carer',
  guardian: 'Guardian',
  other: 'Something else',
};

export const HELP_AREA_LABELS: Readonly<Record<HelpArea, { label: string; hint: string }>> = {
  health: { label: 'Health', hint: 'Appointments, medicines and a passport for hospital visits.' },
  school: { label: 'School and education', hint: 'EHCPs, reviews and talking with school.' },
  benefits: { label: 'Benefits and money', hint: 'DLA and other claims, step by step.' },
  routines: { label: 'Daily routines', hint: 'Tracking days, sleep and what helps.' },
  communication: { label: 'Communication', hint: 'Social stories and a communication board.' },
};
