import { z as zod } from 'zod';
import { CHILD_LIMITS } from './constants.ts';
import { optionalText } from './form-fields.ts';
import type { AllergySeverity } from './health-values.ts';

/**
 * The health passport: the NHS hospital-passport practice for people with a learning disability or autism, in
 * three parts (red: things you must know about me; amber: things that are important to me; green: my likes and
 * dislikes), opened by one page of what matters in the first minutes. What the profile and the health hub already
 * hold is read from them each time (never copied, so it stays in step); the rest is written on the passport.
 */

/** A passport is reviewed every six months; a reminder comes when it is due. */
export const PASSPORT_REVIEW_MONTHS = 6;

/** Children grow: a weight older than this many days is not safe to work a dose out from without weighing again. */
export const PASSPORT_WEIGHT_FRESH_DAYS = 90;

/** Whether a weight measured on `measuredOn` (YYYY-MM-DD) is too old to dose from on `today`. */
export function weightNeedsChecking(measuredOn: string, today: Date = new Date()): boolean {
  const measured = new Date(`${measuredOn}T12:00:00Z`).getTime();
  return today.getTime() - measured > PASSPORT_WEIGHT_FRESH_DAYS * 24 * 60 * 60 * 1000;
}

/** Said wherever an old weight is shown. */
export const OLD_WEIGHT_WARNING = 'Weighed over 3 months ago: please weigh me again before working out a dose.';

/** Adjustments parents most often ask hospitals for, offered as one-tap suggestions. */
export const SUGGESTED_ADJUSTMENTS = [
  'A thumb-prick blood test instead of a needle in the arm, where possible',
  'Numbing cream before any needle, put on 45 minutes ahead',
  'A quiet space to wait, away from the busy waiting room',
  'The first or last appointment of the day, with a short wait',
  'My parent or carer stays with me at all times, including the anaesthetic room',
  'Explain what you will do before you touch me, and show me first',
  'Dim the lights and keep noise down where you can',
  'Weigh me once and write my weight down for doses',
] as const;

/** How a field is filled: written on the passport, or read from the profile or the health hub. */
export type PassportFieldSource = 'passport' | 'profile' | 'health';

/** The passport's own written fields, with what each asks, grouped by part. */
export const PASSPORT_WRITTEN_FIELDS = {
  red: {
    nhsNumber: 'NHS number',
    medicalHistory: 'Medical history (operations, hospital stays)',
    takingBlood: 'How to take my blood',
    injections: 'How to give me injections',
    bloodPressure: 'How to take my blood pressure',
    breathing: 'My breathing',
    swallowing: 'Choking and swallowing risks',
    whenAnxious: 'What to do if I am anxious or upset',
  },
  amber: {
    takingMedicine: 'How I take medicine',
    pain: 'How you know I am in pain',
    movingAround: 'Moving around',
    personalCare: 'Personal care (washing, dressing, toilet)',
    eatingDrinking: 'Eating and drinking',
    sleeping: 'Sleeping',
    seeingHearing: 'Seeing and hearing',
  },
  green: {
    touch: 'Being touched',
    routines: 'My routines (mealtimes, bedtime)',
    interests: 'My interests, and things to talk about',
    comfort: 'What comforts me',
  },
} as const;

export type PassportPart = keyof typeof PASSPORT_WRITTEN_FIELDS;
export type PassportWrittenKey = {
  [Part in PassportPart]: keyof (typeof PASSPORT_WRITTEN_FIELDS)[Part];
}[PassportPart];

/**
 * Whether an NHS number is well formed: ten digits whose last is the modulus 11 check digit of the first nine.
 * Spaces are allowed as people write it (943 476 5919).
 */
export function isValidNhsNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 9)].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

/** An NHS number as it is printed on NHS letters: 943 476 5919. */
export function formatNhsNumber(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
}

const passportText = (label: string) => optionalText(CHILD_LIMITS.textMax, label);

/** Every written field but the NHS number is free text; built from the list so a new field needs one line. */
const writtenTextFields = Object.fromEntries(
  (Object.values(PASSPORT_WRITTEN_FIELDS) as Readonly<Record<string, string>>[])
    .flatMap((fields) => Object.entries(fields))
    .filter(([key]) => key !== 'nhsNumber')
    .map(([key, label]) => [key, passportText(label)]),
) as { [Key in Exclude<PassportWrittenKey, 'nhsNumber'>]: ReturnType<typeof passportText> };

/** A change to the passport's written parts: only the fields sent change; blank empties a field. */
export const passportUpdateSchema = zod
  .strictObject({
    nhsNumber: zod
      .string({ error: 'The NHS number must be text' })
      .trim()
      .transform((value) => (value === '' ? null : value.replace(/\s+/g, '')))
      .nullable()
      .refine((value) => value === null || /^\d{10}$/.test(value), {
        error: 'An NHS number has 10 digits, like 943 476 5919',
      })
      .refine((value) => value === null || isValidNhsNumber(value), {
        error: 'This NHS number doesn’t add up: please check each digit against the NHS letter or the NHS App',
      })
      .optional(),
    ...writtenTextFields,
    reasonableAdjustments: zod
      .array(
        zod
          .string({ error: 'An adjustment must be text' })
          .trim()
          .min(1, { error: 'An adjustment can’t be empty' })
          .max(300, { error: 'An adjustment can be at most 300 characters' }),
      )
      .max(12, { error: 'At most 12 adjustments: keep the ones that matter most' })
      .transform((items) => [...new Set(items)])
      .optional(),
  })
  .partial();
export type PassportUpdateInput = zod.input<typeof passportUpdateSchema>;

/** One line of a passport part. */
export interface PassportField {
  readonly key: string;
  readonly label: string;
  /** Text, or for list-like fields (allergies, medicines) one entry a line. Null when not filled in. */
  readonly value: string | null;
  readonly lines: readonly string[];
  readonly source: PassportFieldSource;
}

export interface PassportAllergy {
  readonly substance: string;
  readonly reaction: string | null;
  readonly severity: AllergySeverity;
}

export interface PassportMedicine {
  readonly name: string;
  /** "2 mg, liquid, by mouth, at 08:00 and 20:00" or "… as needed, at most 4 in 24 hours". */
  readonly how: string;
  readonly reason: string | null;
}

/** The first page: what staff need in the first minutes. */
export interface PassportFirstPage {
  readonly howICommunicate: readonly string[];
  readonly allergies: readonly PassportAllergy[];
  readonly medicines: readonly PassportMedicine[];
  readonly whenAnxious: string | null;
  readonly reasonableAdjustments: readonly string[];
  /** The latest weight, for doses; with the day it was measured. */
  readonly weight: { readonly kg: number; readonly measuredOn: string } | null;
  readonly mainContact: { readonly name: string; readonly role: string; readonly phone: string | null } | null;
}

export interface PassportResponse {
  readonly childId: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly dateOfBirth: string | null;
  readonly pronouns: string | null;
  readonly nhsNumber: string | null;
  /** Where the photo is downloaded from, with the access token; null without a photo. */
  readonly photoUrl: string | null;
  readonly firstPage: PassportFirstPage;
  readonly parts: Readonly<Record<PassportPart, readonly PassportField[]>>;
  /** The written fields as stored, for the editor (the adjustments are the first page's). */
  readonly written: Readonly<Record<PassportWrittenKey, string | null>>;
  readonly reviewedAt: string | null;
  /** When the next review is due (six months after the last); null before the first. */
  readonly reviewDueOn: string | null;
  readonly updatedAt: string | null;
  readonly permissions: { readonly canEdit: boolean; readonly canShare: boolean };
}

/** The passport as an open share link shows it: read-only, with when the link closes. */
export interface SharedPassportResponse {
  readonly passport: PassportResponse;
  readonly expiresAt: string;
  /** The child's photo inlined (a data: address), as the page is read without an account. */
  readonly photoDataUrl: string | null;
}
