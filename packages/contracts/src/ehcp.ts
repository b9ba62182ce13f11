import { z as zod } from 'zod';
import { optionalText } from './form-fields.ts';
import type { EhcpDateField, EhcpDateProblem, EhcpDeadline, EhcpUnavailableDeadline } from './rules/ehcp-deadlines.ts';
import { EHCP_DATE_LABELS } from './rules/ehcp-deadlines.ts';
import { NATIONS, type Nation } from './rules/rule-data.ts';
import type { CalendarDate } from './rules/calendar-dates.ts';

/**
 * A child's EHCP case: where it has got to, who at the council deals with it, the dates the family enters (from
 * which the deadlines are worked out, `rules/ehcp-deadlines.ts`), the log of contact with the council and school,
 * and the family's own wording of the plan's sections. API under /api/v1/children/:childId/ehcp (area `education`).
 */

export const EHCP_LIMITS = {
  textMax: 200,
  noteMax: 4000,
  sectionMax: 20_000,
  contactsMax: 500,
} as const;

export const EHCP_STAGES = [
  'considering',
  'requested',
  'deciding',
  'assessing',
  'draft',
  'final',
  'annual-review',
  'appeal',
] as const;
export type EhcpStage = (typeof EHCP_STAGES)[number];

export const EHCP_STAGE_LABELS: Readonly<Record<EhcpStage, string>> = {
  considering: 'Thinking about asking for an assessment',
  requested: 'Assessment requested',
  deciding: 'Council deciding whether to assess',
  assessing: 'Being assessed',
  draft: 'Draft plan received',
  final: 'Final plan issued',
  'annual-review': 'Annual review',
  appeal: 'Appealing a decision',
};

/** The nations a case can be in; only England's rules are held so far. */
export const EHCP_SUPPORTED_NATIONS: readonly Nation[] = ['england'];

/** The document generator's templates a deadline can point to. */
export const EHCP_LETTER_TEMPLATES = {
  assessmentRequest: 'ehcp-assessment-request',
  draftPlanReply: 'ehcp-draft-plan-reply',
  missedDeadlineComplaint: 'ehcp-missed-deadline-complaint',
  annualReviewContribution: 'ehcp-annual-review-contribution',
} as const;
export type EhcpLetterTemplate = (typeof EHCP_LETTER_TEMPLATES)[keyof typeof EHCP_LETTER_TEMPLATES];

/** Where a letter is written: the document generator, with the template and the child chosen. */
export function ehcpLetterPath(template: EhcpLetterTemplate, childId: string): string {
  return `/parent/document-generator?template=${encodeURIComponent(template)}&child=${encodeURIComponent(childId)}`;
}

/** A date as a form sends it: `YYYY-MM-DD`, or blank for none. Whether it is real and in order is the engine's. */
const dateField = (label: string) =>
  zod
    .string({ error: `${label} must be a date` })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), {
      error: `${label} must be a date, written like 2026-03-02`,
    })
    .optional();

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const DATE_FIELDS = Object.keys(EHCP_DATE_LABELS).filter(
  (field): field is EhcpDateField => field !== 'phaseTransferYear',
);

export const ehcpDatesSchema = zod.strictObject({
  ...(Object.fromEntries(
    DATE_FIELDS.map((field) => [field, dateField(capitalised(EHCP_DATE_LABELS[field]))]),
  ) as Record<EhcpDateField, ReturnType<typeof dateField>>),
  assessmentDecision: zod
    .enum(['assess', 'refuse'], { error: 'Choose what the council decided' })
    .nullable()
    .optional(),
  phaseTransferYear: zod
    .number({ error: 'The year of the move must be a year, like 2027' })
    .int({ error: 'The year of the move must be a year, like 2027' })
    .min(2014, { error: 'The year of the move must be 2014 or later' })
    .max(2100, { error: 'The year of the move must be a year, like 2027' })
    .nullable()
    .optional(),
});
export type EhcpDatesInput = zod.input<typeof ehcpDatesSchema>;

/** Starts a case or changes it: only what is sent changes. */
export const ehcpCaseSaveSchema = zod.strictObject({
  stage: zod.enum(EHCP_STAGES, { error: 'Choose where things are up to' }).optional(),
  nation: zod.enum(NATIONS, { error: 'Choose the nation the council is in' }).optional(),
  localAuthority: optionalText(EHCP_LIMITS.textMax, 'The council'),
  caseOfficer: optionalText(EHCP_LIMITS.textMax, 'The case officer'),
  caseOfficerContact: optionalText(EHCP_LIMITS.textMax, 'The case officer’s contact details'),
  proposedSchool: optionalText(EHCP_LIMITS.textMax, 'The school you want named'),
  dates: ehcpDatesSchema.optional(),
});
export type EhcpCaseSaveInput = zod.input<typeof ehcpCaseSaveSchema>;

/** What the family can do about a deadline: the letter, when there is one. */
export interface EhcpAction {
  readonly text: string;
  readonly template: EhcpLetterTemplate | null;
  /** The document generator, with the template and child chosen. */
  readonly href: string | null;
}

export interface EhcpDeadlineResponse extends EhcpDeadline {
  readonly action: EhcpAction | null;
}

export interface EhcpCaseResponse {
  readonly id: string;
  readonly childId: string;
  readonly stage: EhcpStage;
  readonly nation: Nation;
  /** False for a nation whose rules are not held yet: the page says so plainly. */
  readonly nationCovered: boolean;
  readonly localAuthority: string | null;
  readonly caseOfficer: string | null;
  readonly caseOfficerContact: string | null;
  readonly proposedSchool: string | null;
  readonly dates: Readonly<Record<EhcpDateField, CalendarDate | null>> & {
    readonly assessmentDecision: 'assess' | 'refuse' | null;
    readonly phaseTransferYear: number | null;
  };
  /** The deadlines that follow from the dates, soonest first. */
  readonly deadlines: readonly EhcpDeadlineResponse[];
  readonly unavailable: readonly EhcpUnavailableDeadline[];
  /** Dates saved before a check that now fails (none for a case saved through the API). */
  readonly problems: readonly EhcpDateProblem[];
  /** What to do next, for the stage and the deadlines. */
  readonly nextStep: EhcpAction;
  readonly today: CalendarDate;
  readonly updatedAt: string;
}

export interface EhcpResponse {
  readonly case: EhcpCaseResponse | null;
}

// Contact log

export const EHCP_CONTACT_METHODS = ['phone', 'email', 'meeting', 'letter'] as const;
export type EhcpContactMethod = (typeof EHCP_CONTACT_METHODS)[number];
export const EHCP_CONTACT_METHOD_LABELS: Readonly<Record<EhcpContactMethod, string>> = {
  phone: 'Phone call',
  email: 'E-mail',
  meeting: 'Meeting',
  letter: 'Letter',
};

const contactDate = (label: string) =>
  dateField(label).refine((value) => value === undefined || value === null || isReal(value), {
    error: `${label} must be a real date`,
  });

function isReal(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const contactFields = {
  happenedOn: contactDate('The date of the contact'),
  who: zod
    .string({ error: 'Please say who you spoke to' })
    .trim()
    .min(1, { error: 'Please say who you spoke to' })
    .max(EHCP_LIMITS.textMax, { error: `Who can be at most ${EHCP_LIMITS.textMax} characters` }),
  method: zod.enum(EHCP_CONTACT_METHODS, { error: 'Choose how you were in touch' }),
  summary: optionalText(EHCP_LIMITS.noteMax, 'What was said'),
  promise: optionalText(EHCP_LIMITS.noteMax, 'What was promised'),
  promisedBy: contactDate('The date it was promised by'),
  promiseKeptOn: contactDate('The date the promise was kept'),
};

export const ehcpContactCreateSchema = zod
  .strictObject(contactFields)
  .refine((value) => Boolean(value.happenedOn), { error: 'Please enter the date of the contact', path: ['happenedOn'] })
  .refine((value) => !value.promisedBy || !value.happenedOn || value.promisedBy >= value.happenedOn, {
    error: 'The date it was promised by can’t be before the contact',
    path: ['promisedBy'],
  })
  .refine((value) => !value.promisedBy || Boolean(value.promise), {
    error: 'Say what was promised, or leave the date empty',
    path: ['promise'],
  });
export type EhcpContactCreateInput = zod.input<typeof ehcpContactCreateSchema>;
export const ehcpContactUpdateSchema = zod.strictObject(contactFields).partial();
export type EhcpContactUpdateInput = zod.input<typeof ehcpContactUpdateSchema>;

/** `kept`: done; `broken`: its date has passed undone; `open`: not yet due; `none`: nothing promised. */
export type EhcpPromiseStatus = 'none' | 'open' | 'kept' | 'broken';

export interface EhcpContactResponse {
  readonly id: string;
  readonly happenedOn: CalendarDate;
  readonly who: string;
  readonly method: EhcpContactMethod;
  readonly summary: string | null;
  readonly promise: string | null;
  readonly promisedBy: CalendarDate | null;
  readonly promiseKeptOn: CalendarDate | null;
  readonly promiseStatus: EhcpPromiseStatus;
  readonly createdAt: string;
}

export interface EhcpContactListResponse {
  readonly contacts: readonly EhcpContactResponse[];
}

/** A promise's state on a day. */
export function promiseStatus(
  contact: Pick<EhcpContactResponse, 'promise' | 'promisedBy' | 'promiseKeptOn'>,
  today: CalendarDate,
): EhcpPromiseStatus {
  if (!contact.promise) return 'none';
  if (contact.promiseKeptOn) return 'kept';
  if (contact.promisedBy && contact.promisedBy < today) return 'broken';
  return 'open';
}

// The plan's sections

export const EHCP_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H1', 'H2', 'I', 'J', 'K'] as const;
export type EhcpSection = (typeof EHCP_SECTIONS)[number];

/** Each section: its name, and guidance for writing it as the family wants it. */
export const EHCP_SECTION_GUIDE: Readonly<Record<EhcpSection, { readonly title: string; readonly guidance: string }>> =
  {
    A: {
      title: 'A: Views, interests and aspirations',
      guidance:
        'Your views and your child’s, in their own words where you can: what they enjoy, what they are good at, what matters to them, how they like to be helped, and what they hope for.',
    },
    B: {
      title: 'B: Special educational needs',
      guidance:
        'Every need, described fully: communication, learning, social and emotional, sensory and physical. Each need here should have provision in section F.',
    },
    C: {
      title: 'C: Health needs related to SEN',
      guidance: 'Health needs that affect learning: conditions, medicines, therapies, and how they show at school.',
    },
    D: {
      title: 'D: Social care needs',
      guidance:
        'Social care needs related to the child’s SEN or disability: short breaks, personal care, support at home.',
    },
    E: {
      title: 'E: Outcomes',
      guidance:
        'What your child should be able to do at the end of a key stage, and the steps towards it: specific, measurable, and linked to the needs in B.',
    },
    F: {
      title: 'F: Special educational provision',
      guidance:
        'The part the council must deliver by law. For each need: who, what, how often, how long, and by whom (their qualification). "Speech and language therapy, 45 minutes a week, one to one, by a qualified speech and language therapist" can be enforced; "access to therapy" cannot.',
    },
    G: {
      title: 'G: Health provision',
      guidance: 'Health care for the needs in C: who provides it, how often, and for how long.',
    },
    H1: {
      title: 'H1: Social care provision (Chronically Sick and Disabled Persons Act)',
      guidance: 'Social care provision under section 2 of the Chronically Sick and Disabled Persons Act 1970.',
    },
    H2: {
      title: 'H2: Other social care provision',
      guidance: 'Any other social care provision the child’s needs call for.',
    },
    I: {
      title: 'I: Placement',
      guidance: 'The school or setting you want named, or the type of school. Say why it meets your child’s needs.',
    },
    J: {
      title: 'J: Personal budget',
      guidance: 'If you want a personal budget: what it would pay for and how it would be managed.',
    },
    K: {
      title: 'K: Advice and information',
      guidance: 'Every report and piece of advice gathered for the assessment, listed with its author and date.',
    },
  };

/** Words that make provision vague and hard to enforce, with a hint for each. */
export const EHCP_VAGUE_WORDS: readonly { readonly phrase: string; readonly hint: string }[] = [
  {
    phrase: 'access to',
    hint: '“Access to” does not say how much your child will get. Say what, how often and by whom.',
  },
  { phrase: 'opportunities for', hint: '“Opportunities for” does not promise anything. Say what will be provided.' },
  {
    phrase: 'as appropriate',
    hint: '“As appropriate” leaves it to someone else to decide. Say exactly what is needed.',
  },
  { phrase: 'as needed', hint: '“As needed” does not say how much. Say how often.' },
  { phrase: 'regular', hint: '“Regular” could mean once a term. Say how often: “twice a week”.' },
  { phrase: 'regularly', hint: '“Regularly” could mean once a term. Say how often: “twice a week”.' },
  {
    phrase: 'support from',
    hint: '“Support from” does not say what the support is. Say what, how often and how long.',
  },
  { phrase: 'may benefit from', hint: '“May benefit from” is advice, not provision. Say what will be provided.' },
  { phrase: 'where possible', hint: '“Where possible” is a get-out. Say what will happen.' },
  { phrase: 'up to', hint: '“Up to” sets a maximum, not a promise. Give the amount your child will get.' },
];

/** The vague phrases a text uses, each once, in the order they first appear. */
export function vagueWordsIn(text: string): { phrase: string; hint: string }[] {
  const lower = ` ${text.toLowerCase().replace(/\s+/g, ' ')} `;
  return EHCP_VAGUE_WORDS.map((word) => ({ word, at: lower.search(new RegExp(`[^a-z]${word.phrase}[^a-z]`)) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.word);
}

export const ehcpEvidenceRefSchema = zod.strictObject({
  kind: zod.enum(['condition', 'professional', 'health-document', 'document'], {
    error: 'Choose what the evidence is',
  }),
  id: zod.uuid({ error: 'Choose the evidence from the list' }),
});

export const ehcpSectionSaveSchema = zod.strictObject({
  parent: optionalText(EHCP_LIMITS.sectionMax, 'Your wording'),
  council: optionalText(EHCP_LIMITS.sectionMax, 'The council’s wording'),
  evidence: zod
    .array(ehcpEvidenceRefSchema)
    .max(50, { error: 'A section can link at most 50 pieces of evidence' })
    .optional(),
});
export type EhcpSectionSaveInput = zod.input<typeof ehcpSectionSaveSchema>;

export interface EhcpSectionResponse {
  readonly section: EhcpSection;
  readonly parent: string | null;
  readonly council: string | null;
  readonly evidence: readonly {
    /** `document`: a report or letter in the child's document library. */
    readonly kind: 'condition' | 'professional' | 'health-document' | 'document';
    readonly id: string;
  }[];
}

export interface EhcpSectionsResponse {
  readonly sections: readonly EhcpSectionResponse[];
}
