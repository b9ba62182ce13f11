import { z as zod } from 'zod';
import { CHILD_LIMITS } from './constants.ts';
import { DLA_QUESTION_KEYS } from './dla-form.ts';
import { isRealDate, optionalText } from './form-fields.ts';
import type { DlaAgeAnswer, DlaQualifyingAnswer, DlaScheme, DlaWeeklyRates, RuleAnswer } from './rules/dla.ts';
import { NATIONS, type Nation, type RuleSource } from './rules/rule-data.ts';

/**
 * A child's DLA claim as the server and the web app both see it: `/api/v1/children/:childId/dla` and what it
 * accepts. Answers are saved one question at a time as the parent types; each carries a revision, and a save made
 * from an older revision (another device changed it since) is refused with the text as it is now, never written over.
 */

export const DLA_API = {
  prefix: (childId: string) => `/api/v1/children/${childId}/dla`,
  answer: (childId: string, questionKey: string) => `/api/v1/children/${childId}/dla/answers/${questionKey}`,
  pdf: (childId: string) => `/api/v1/children/${childId}/dla/answers.pdf`,
} as const;

export const DLA_LIMITS = {
  /** One answer: long enough for a page and more of a parent's words. */
  answerMax: 20_000,
  referenceMax: 40,
  noteMax: CHILD_LIMITS.textMax,
  diaryTextMax: 2000,
  /** Minutes of help in one diary entry: at most a whole day. */
  diaryMinutesMax: 24 * 60,
  diaryTimesMax: 100,
  diaryEntriesMax: 1000,
  evidenceMax: 200,
} as const;

export const DLA_CARE_AWARDS = ['none', 'lowest', 'middle', 'highest'] as const;
export type DlaCareAward = (typeof DLA_CARE_AWARDS)[number];
export const DLA_MOBILITY_AWARDS = ['none', 'lower', 'higher'] as const;
export type DlaMobilityAward = (typeof DLA_MOBILITY_AWARDS)[number];
export const DLA_CARE_AWARD_LABELS: Readonly<Record<DlaCareAward, string>> = {
  none: 'No care component',
  lowest: 'Care, lowest rate',
  middle: 'Care, middle rate',
  highest: 'Care, highest rate',
};
export const DLA_MOBILITY_AWARD_LABELS: Readonly<Record<DlaMobilityAward, string>> = {
  none: 'No mobility component',
  lower: 'Mobility, lower rate',
  higher: 'Mobility, higher rate',
};

export const DLA_DIARY_PERIODS = ['day', 'night'] as const;
export type DlaDiaryPeriod = (typeof DLA_DIARY_PERIODS)[number];

export const DLA_EVIDENCE_KINDS = [
  'professional-letter',
  'school-report',
  'diagnosis-letter',
  'therapy-report',
  'other',
] as const;
export type DlaEvidenceKind = (typeof DLA_EVIDENCE_KINDS)[number];
export const DLA_EVIDENCE_KIND_LABELS: Readonly<Record<DlaEvidenceKind, string>> = {
  'professional-letter': 'Letter from a professional',
  'school-report': 'School or nursery report',
  'diagnosis-letter': 'Diagnosis letter',
  'therapy-report': 'Therapy report',
  other: 'Something else',
};
export const DLA_EVIDENCE_STATUSES = ['to-ask', 'asked', 'have'] as const;
export type DlaEvidenceStatus = (typeof DLA_EVIDENCE_STATUSES)[number];
export const DLA_EVIDENCE_STATUS_LABELS: Readonly<Record<DlaEvidenceStatus, string>> = {
  'to-ask': 'Still to ask for',
  asked: 'Asked for',
  have: 'Have a copy',
};

/** A calendar date YYYY-MM-DD; blank clears it. */
function claimDate(label: string) {
  return zod
    .string({ error: `${label} must be a date` })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
      error: `${label} must be a real date, written like 2026-11-24`,
    })
    .optional();
}

/** The claim's dates and decision. Only the fields sent change; `revision` is the one the parent's screen showed. */
export const dlaClaimUpdateSchema = zod.strictObject({
  revision: zod.int({ error: 'Please reload the page: this claim has changed' }).min(0),
  nation: zod.enum(NATIONS, { error: 'Please choose where your child lives' }).optional(),
  callDate: claimDate('The date you phoned'),
  formSentOn: claimDate('The date the form was posted to you'),
  formReturnedOn: claimDate('The date you sent the form back'),
  needsBeganOn: claimDate('The date the needs began'),
  claimReference: optionalText(DLA_LIMITS.referenceMax, 'The reference'),
  decisionDate: claimDate('The date on the decision letter'),
  careAward: zod.enum(DLA_CARE_AWARDS, { error: 'Please choose the care award from the list' }).nullable().optional(),
  mobilityAward: zod
    .enum(DLA_MOBILITY_AWARDS, { error: 'Please choose the mobility award from the list' })
    .nullable()
    .optional(),
  awardUntil: claimDate('The date the award ends'),
  decisionNotes: optionalText(DLA_LIMITS.noteMax, 'Notes on the decision'),
  reconsiderationRequestedOn: claimDate('The date you asked for a reconsideration'),
  reconsiderationNoticeDate: claimDate('The date on the reconsideration notice'),
  appealLodgedOn: claimDate('The date you sent the appeal'),
});
export type DlaClaimUpdateInput = zod.input<typeof dlaClaimUpdateSchema>;

/** One answer as the parent typed it, with the revision their screen last saw (0 for a question never answered). */
export const dlaAnswerSaveSchema = zod.strictObject({
  text: zod
    .string({ error: 'The answer must be text' })
    .max(DLA_LIMITS.answerMax, { error: `An answer can be at most ${DLA_LIMITS.answerMax} characters` }),
  baseRevision: zod.int({ error: 'Please reload the page: this answer has changed' }).min(0),
});
export type DlaAnswerSaveInput = zod.input<typeof dlaAnswerSaveSchema>;

export const dlaQuestionKeySchema = zod.enum(DLA_QUESTION_KEYS as [string, ...string[]], {
  error: 'There is no such question on the DLA form',
});

const diaryFields = {
  date: zod
    .string({ error: 'Please enter the day' })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
      error: 'The day must be a real date, written like 2026-11-24',
    }),
  period: zod.enum(DLA_DIARY_PERIODS, { error: 'Please choose day or night' }),
  help: zod
    .string({ error: 'Please say what help was needed' })
    .trim()
    .min(1, { error: 'Please say what help was needed' })
    .max(DLA_LIMITS.diaryTextMax, { error: `What help can be at most ${DLA_LIMITS.diaryTextMax} characters` }),
  minutes: zod
    .int({ error: 'How long must be a whole number of minutes' })
    .min(1, { error: 'How long must be at least 1 minute' })
    .max(DLA_LIMITS.diaryMinutesMax, { error: 'How long can be at most a whole day (1440 minutes)' })
    .nullable()
    .optional(),
  times: zod
    .int({ error: 'How many times must be a whole number' })
    .min(1, { error: 'How many times must be at least 1' })
    .max(DLA_LIMITS.diaryTimesMax, { error: `How many times can be at most ${DLA_LIMITS.diaryTimesMax}` })
    .optional(),
  whatHappened: optionalText(DLA_LIMITS.diaryTextMax, 'What happened'),
};
export const dlaDiaryEntryCreateSchema = zod.strictObject(diaryFields);
export type DlaDiaryEntryCreateInput = zod.input<typeof dlaDiaryEntryCreateSchema>;
export const dlaDiaryEntryUpdateSchema = zod.strictObject(diaryFields).partial();
export type DlaDiaryEntryUpdateInput = zod.input<typeof dlaDiaryEntryUpdateSchema>;

const evidenceFields = {
  kind: zod.enum(DLA_EVIDENCE_KINDS, { error: 'Please choose what kind of evidence it is' }),
  title: zod
    .string({ error: 'Please say what the evidence is' })
    .trim()
    .min(1, { error: 'Please say what the evidence is' })
    .max(CHILD_LIMITS.nameMax * 2, { error: `The title can be at most ${CHILD_LIMITS.nameMax * 2} characters` }),
  status: zod.enum(DLA_EVIDENCE_STATUSES, { error: 'Please choose whether you have it yet' }),
  healthDocumentId: zod.uuid({ error: 'Please choose a document from the health hub' }).nullable().optional(),
  note: optionalText(DLA_LIMITS.noteMax, 'The note'),
};
export const dlaEvidenceCreateSchema = zod.strictObject(evidenceFields);
export type DlaEvidenceCreateInput = zod.input<typeof dlaEvidenceCreateSchema>;
export const dlaEvidenceUpdateSchema = zod.strictObject(evidenceFields).partial();
export type DlaEvidenceUpdateInput = zod.input<typeof dlaEvidenceUpdateSchema>;

// Answers

export interface DlaClaimResponse {
  readonly nation: Nation;
  readonly callDate: string | null;
  readonly formSentOn: string | null;
  readonly formReturnedOn: string | null;
  readonly needsBeganOn: string | null;
  readonly claimReference: string | null;
  readonly decisionDate: string | null;
  readonly careAward: DlaCareAward | null;
  readonly mobilityAward: DlaMobilityAward | null;
  readonly awardUntil: string | null;
  readonly decisionNotes: string | null;
  readonly reconsiderationRequestedOn: string | null;
  readonly reconsiderationNoticeDate: string | null;
  readonly appealLodgedOn: string | null;
  /** 0 while nothing is saved; each save adds one. */
  readonly revision: number;
  readonly updatedAt: string | null;
}

export interface DlaAnswerResponse {
  readonly questionKey: string;
  readonly text: string;
  readonly revision: number;
  readonly updatedAt: string;
  readonly updatedByName: string | null;
}

/** A refused save: the answer as it is now, for the parent to compare with what they typed. */
export interface DlaAnswerConflictDetails {
  readonly current: DlaAnswerResponse;
}

export type DlaDeadlineKey = 'form-return' | 'reconsideration' | 'late-reconsideration' | 'appeal';

/** A date that matters to the claim, why, and the rule it comes from. */
export interface DlaDeadline {
  readonly key: DlaDeadlineKey;
  readonly title: string;
  readonly due: string;
  readonly explanation: string;
  readonly source: RuleSource;
  /** Done already (the form is back, the reconsideration asked for, the appeal sent). */
  readonly done: boolean;
  readonly daysLeft: number;
}

export interface DlaEligibility {
  readonly scheme: RuleAnswer<DlaScheme>;
  /** Null when the child's date of birth is not recorded. */
  readonly ages: RuleAnswer<DlaAgeAnswer> | null;
  /** Null until the parent gives the date the needs began. */
  readonly qualifying: RuleAnswer<DlaQualifyingAnswer> | null;
  readonly rates: RuleAnswer<DlaWeeklyRates & { from: string }>;
}

export interface DlaDiaryEntryResponse {
  readonly id: string;
  readonly date: string;
  readonly period: DlaDiaryPeriod;
  readonly help: string;
  /** How long each time took. */
  readonly minutes: number | null;
  /** How many times that day or night. */
  readonly times: number;
  readonly whatHappened: string | null;
  readonly recordedByName: string | null;
  /** `parent` for an entry typed here; weekly tracking may fill entries later under its own name. */
  readonly origin: string;
  readonly updatedAt: string;
}

/** One week of the diary (Monday to Sunday), added up: `minutes` is each entry's minutes times how often. */
export interface DlaDiaryWeek {
  readonly weekStarting: string;
  readonly dayTimes: number;
  readonly nightTimes: number;
  readonly dayMinutes: number;
  readonly nightMinutes: number;
  readonly daysWithHelp: number;
  readonly nightsWithHelp: number;
}

export interface DlaEvidenceResponse {
  readonly id: string;
  readonly kind: DlaEvidenceKind;
  readonly title: string;
  readonly status: DlaEvidenceStatus;
  readonly healthDocument: { readonly id: string; readonly title: string } | null;
  readonly note: string | null;
  readonly updatedAt: string;
}

export interface DlaOverviewResponse {
  readonly childId: string;
  readonly childName: string;
  readonly dateOfBirth: string | null;
  readonly today: string;
  readonly permissions: { readonly canEdit: boolean };
  readonly claim: DlaClaimResponse;
  readonly eligibility: DlaEligibility;
  readonly deadlines: readonly DlaDeadline[];
  /** Why a date cannot be shown (no rule for the nation or date), in words for the parent. */
  readonly deadlineNotes: readonly string[];
  readonly answers: Readonly<Record<string, DlaAnswerResponse>>;
  /** What the family has entered elsewhere, offered for a question with no answer yet; never saved unasked. */
  readonly suggestions: Readonly<Record<string, string>>;
  readonly diary: readonly DlaDiaryEntryResponse[];
  readonly diaryWeeks: readonly DlaDiaryWeek[];
  readonly evidence: readonly DlaEvidenceResponse[];
  /** The health hub's documents, to link as evidence; empty when the person may not see the child's health. */
  readonly healthDocuments: readonly { readonly id: string; readonly title: string }[];
}

/** The next date of a child's claim, for the dashboard. */
export interface DlaNextDate {
  readonly childId: string;
  readonly title: string;
  readonly due: string;
}
