import type { TemplateBasis, TemplateField } from './types.ts';

/** Fields and sources several templates share, written once. */

export const LEGISLATION = {
  childrenAndFamiliesAct: 'https://www.legislation.gov.uk/ukpga/2014/6/contents',
  cfaSection: (section: number) => `https://www.legislation.gov.uk/ukpga/2014/6/section/${section}`,
  sendRegulations: 'https://www.legislation.gov.uk/uksi/2014/1530/contents',
  sendRegulation: (regulation: number) => `https://www.legislation.gov.uk/uksi/2014/1530/regulation/${regulation}`,
  codeOfPractice: 'https://www.gov.uk/government/publications/send-code-of-practice-0-to-25',
  equalityActSection20: 'https://www.legislation.gov.uk/ukpga/2010/15/section/20',
  equalityActSchedule13: 'https://www.legislation.gov.uk/ukpga/2010/15/schedule/13',
} as const;

export const CODE_OF_PRACTICE = (chapter: string): TemplateBasis => ({
  citation: `SEND Code of Practice: 0 to 25 years (2015), ${chapter}`,
  url: LEGISLATION.codeOfPractice,
});

export const letterDate: TemplateField = {
  key: 'letterDate',
  label: 'Date of the letter',
  hint: 'Usually today: the day you send it.',
  kind: 'date',
  required: true,
  facts: ['today'],
};

export function recipientName(suggestion: string, hint: string, facts?: TemplateField['facts']): TemplateField {
  return {
    key: 'recipientName',
    label: 'Who it goes to',
    hint,
    kind: 'short-text',
    required: true,
    suggestion,
    ...(facts ? { facts } : {}),
  };
}

export function recipientAddress(hint: string): TemplateField {
  return { key: 'recipientAddress', label: 'Their address', hint, kind: 'list', required: true };
}

export const childName: TemplateField = {
  key: 'childName',
  label: 'Your child’s full name',
  hint: 'As the council, school or DWP know them.',
  kind: 'short-text',
  required: true,
  facts: ['child.fullName'],
};

export const childDateOfBirth: TemplateField = {
  key: 'childDateOfBirth',
  label: 'Date of birth',
  hint: 'So the letter is matched to the right child.',
  kind: 'date',
  required: true,
  facts: ['child.dateOfBirth'],
};

export function school(required: boolean): TemplateField {
  return {
    key: 'school',
    label: 'School or nursery',
    hint: 'The name of the school, nursery or college your child goes to.',
    kind: 'short-text',
    facts: ['child.school'],
    ...(required ? { required } : {}),
  };
}

export const diagnoses: TemplateField = {
  key: 'diagnoses',
  label: 'Diagnoses and conditions',
  hint: 'One a line. A diagnosis is not needed for support: leave this empty if there is none yet.',
  kind: 'list',
  facts: ['child.diagnoses', 'health.conditions'],
};

export const professionals: TemplateField = {
  key: 'professionals',
  label: 'Professionals who know your child',
  hint: 'One a line: name, role and where they work (for example “Dr Ahmed, community paediatrician”).',
  kind: 'list',
  facts: ['health.professionals'],
};
