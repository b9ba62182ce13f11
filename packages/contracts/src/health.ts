import { z as zod } from 'zod';
import { CHILD_LIMITS } from './constants.ts';
import { isRealDate, optionalText, pastDate, requiredName } from './form-fields.ts';
import {
  ALLERGY_SEVERITIES,
  type AllergySeverity,
  DAYS_OF_WEEK,
  DOSE_STATUSES,
  DOSE_UNITS,
  type DoseStatus,
  type DoseUnit,
  HEALTH_EVENT_KINDS,
  HEALTH_LIMITS,
  HEALTH_TIMELINE_KINDS,
  type HealthEventKind,
  type HealthTimelineKind,
  MEDICATION_FORMS,
  MEDICATION_ROUTES,
  type MedicationForm,
  type MedicationRoute,
  type MedicationSchedule,
} from './health-values.ts';

/**
 * The health hub as the server and the web app both see it: what `/api/v1/children/:childId/health` accepts, with
 * messages a parent can act on field by field, and what it answers. Creating an entry takes the whole entry;
 * changing one takes only the fields sent.
 */

const notes = optionalText(CHILD_LIMITS.textMax, 'Notes');

/** A calendar date YYYY-MM-DD that may be in the future (a stop date); blank means none. */
function anyDate(label: string) {
  return zod
    .string({ error: `${label} must be a date` })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
      error: `${label} must be a real date, written like 2024-04-23`,
    })
    .optional();
}

/** A calendar date YYYY-MM-DD that must be given and not be in the future. */
function requiredPastDate(label: string) {
  return zod
    .string({ error: `Please enter ${label.toLowerCase()}` })
    .trim()
    .min(1, { error: `Please enter ${label.toLowerCase()}` })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
      error: `${label} must be a real date, written like 2024-04-23`,
    })
    .refine((value) => value <= new Date().toISOString().slice(0, 10), { error: `${label} can’t be in the future` });
}

/** A moment, as an ISO 8601 date and time with its offset (what `Date.prototype.toISOString` writes). */
function instant(label: string) {
  return zod.iso.datetime({ offset: true, error: `${label} must be a date and time, like 2024-04-23T08:30:00Z` });
}

/** A moment that has happened: a dose given or a seizure cannot be logged ahead of time. */
function pastInstant(label: string) {
  return instant(label).refine((value) => new Date(value).getTime() <= Date.now() + HEALTH_LIMITS.futureToleranceMs, {
    error: `${label} can’t be in the future`,
  });
}

function measurement(label: string, unit: string, range: { readonly min: number; readonly max: number }) {
  return zod
    .number({ error: `${label} must be a number in ${unit}` })
    .min(range.min, { error: `${label} must be at least ${range.min} ${unit}: please check it` })
    .max(range.max, { error: `${label} must be at most ${range.max} ${unit}: please check it` })
    .nullable()
    .optional();
}

// Allergies

export const allergyCreateSchema = zod.strictObject({
  substance: requiredName('what your child is allergic to', CHILD_LIMITS.nameMax * 2),
  reaction: optionalText(CHILD_LIMITS.textMax, 'The reaction'),
  severity: zod.enum(ALLERGY_SEVERITIES, { error: 'Please choose how severe the reaction is' }),
  notes,
});
export type AllergyCreateInput = zod.input<typeof allergyCreateSchema>;
export const allergyUpdateSchema = allergyCreateSchema.partial();
export type AllergyUpdateInput = zod.input<typeof allergyUpdateSchema>;

// Professionals

export const professionalCreateSchema = zod.strictObject({
  role: requiredName('their role (for example GP or paediatrician)', CHILD_LIMITS.shortTextMax),
  name: requiredName('their name', CHILD_LIMITS.nameMax),
  organisation: optionalText(CHILD_LIMITS.nameMax * 2, 'The organisation'),
  phone: optionalText(40, 'The phone number'),
  email: zod
    .string({ error: 'The e-mail address must be text' })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine((value) => value === null || zod.email().safeParse(value).success, {
      error: 'Please enter an e-mail address like name@example.com',
    })
    .optional(),
  address: optionalText(CHILD_LIMITS.textMax, 'The address'),
  notes,
});
export type ProfessionalCreateInput = zod.input<typeof professionalCreateSchema>;
export const professionalUpdateSchema = professionalCreateSchema.partial();
export type ProfessionalUpdateInput = zod.input<typeof professionalUpdateSchema>;

// Medications

const timeOfDay = zod
  .string({ error: 'A time must be written like 08:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'A time must be written like 08:00 (24-hour clock)' });

export const medicationScheduleSchema = zod.discriminatedUnion(
  'kind',
  [
    zod.strictObject({
      kind: zod.literal('regular'),
      times: zod
        .array(timeOfDay)
        .min(1, { error: 'Please add at least one time of day' })
        .max(HEALTH_LIMITS.timesPerDayMax, { error: `At most ${HEALTH_LIMITS.timesPerDayMax} times a day` })
        .refine((times) => new Set(times).size === times.length, { error: 'Each time of day only once' })
        .transform((times) => [...times].sort()),
      days: zod
        .array(zod.enum(DAYS_OF_WEEK, { error: 'Days are mon, tue, wed, thu, fri, sat or sun' }))
        .min(1, { error: 'Please choose at least one day' })
        .transform((days) => DAYS_OF_WEEK.filter((day) => days.includes(day))),
    }),
    zod.strictObject({
      kind: zod.literal('as_needed'),
      maxPerDay: zod
        .number({ error: 'Please enter the most doses allowed in 24 hours' })
        .int({ error: 'The most doses in 24 hours must be a whole number' })
        .min(1, { error: 'The most doses in 24 hours must be at least 1' })
        .max(HEALTH_LIMITS.maxPerDayMax, {
          error: `The most doses in 24 hours can be at most ${HEALTH_LIMITS.maxPerDayMax}`,
        }),
      minHoursBetween: zod
        .number({ error: 'The hours between doses must be a number' })
        .min(0.5, { error: 'The hours between doses must be at least half an hour' })
        .max(48, { error: 'The hours between doses can be at most 48' })
        .nullable()
        .optional()
        .transform((value) => value ?? null),
    }),
  ],
  { error: 'Please choose whether the medicine is given at set times or as needed' },
);

const medicationFields = {
  name: requiredName('the medicine’s name', CHILD_LIMITS.nameMax * 2),
  doseAmount: zod
    .number({ error: 'Please enter the dose as a number' })
    .positive({ error: 'The dose must be more than 0' })
    .max(HEALTH_LIMITS.doseAmountMax, {
      error: `The dose can be at most ${HEALTH_LIMITS.doseAmountMax}: please check it`,
    }),
  doseUnit: zod.enum(DOSE_UNITS, { error: 'Please choose the unit of the dose (for example mg or ml)' }),
  form: zod.enum(MEDICATION_FORMS, { error: 'Please choose how the medicine is taken (whole, crushed, liquid…)' }),
  route: zod.enum(MEDICATION_ROUTES, { error: 'Please choose how the medicine goes in (by mouth, tube…)' }),
  schedule: medicationScheduleSchema,
  startDate: anyDate('The start date'),
  stopDate: anyDate('The stop date'),
  reason: optionalText(CHILD_LIMITS.textMax, 'The reason'),
  instructions: optionalText(CHILD_LIMITS.textMax, 'The instructions'),
  prescriberId: zod.uuid({ error: 'Please choose the prescriber from the list' }).nullable().optional(),
};

const stopsAfterStart = (value: { startDate?: string | null; stopDate?: string | null }) =>
  !value.startDate || !value.stopDate || value.stopDate >= value.startDate;
const STOP_BEFORE_START = { error: 'The stop date can’t be before the start date', path: ['stopDate'] };

export const medicationCreateSchema = zod.strictObject(medicationFields).refine(stopsAfterStart, STOP_BEFORE_START);
export type MedicationCreateInput = zod.input<typeof medicationCreateSchema>;
export const medicationUpdateSchema = zod
  .strictObject(medicationFields)
  .partial()
  .refine(stopsAfterStart, STOP_BEFORE_START);
export type MedicationUpdateInput = zod.input<typeof medicationUpdateSchema>;

// Doses

export const doseLogCreateSchema = zod.strictObject({
  status: zod.enum(DOSE_STATUSES, { error: 'Please choose given, late, missed or refused' }),
  /** When it was given; now when left out. */
  occurredAt: pastInstant('The time of the dose').optional(),
  /** The scheduled time this answers, for a regular medicine. */
  scheduledFor: instant('The scheduled time').nullable().optional(),
  amount: zod
    .number({ error: 'The amount must be a number' })
    .positive({ error: 'The amount must be more than 0' })
    .max(HEALTH_LIMITS.doseAmountMax, {
      error: `The amount can be at most ${HEALTH_LIMITS.doseAmountMax}: please check it`,
    })
    .nullable()
    .optional(),
  note: optionalText(CHILD_LIMITS.textMax, 'The note'),
  /**
   * Sent as true after the person has seen the warning that this dose goes over an as-needed medicine's most in 24
   * hours (or comes sooner than its least time between doses); without it such a dose is refused with the warning.
   */
  confirmOverLimit: zod.boolean({ error: 'confirmOverLimit must be true or false' }).optional(),
});
export type DoseLogCreateInput = zod.input<typeof doseLogCreateSchema>;

// Appointments

const appointmentFields = {
  professionalId: zod.uuid({ error: 'Please choose the professional from the list' }).nullable().optional(),
  withWhom: requiredName('who the appointment is with', CHILD_LIMITS.nameMax * 2),
  location: optionalText(CHILD_LIMITS.textMax, 'The place'),
  startsAt: instant('The start'),
  endsAt: instant('The end').nullable().optional(),
  reason: optionalText(CHILD_LIMITS.textMax, 'The reason'),
  outcome: optionalText(CHILD_LIMITS.textMax, 'The outcome'),
  followUp: optionalText(CHILD_LIMITS.textMax, 'The follow-up'),
  cancelled: zod.boolean({ error: 'cancelled must be true or false' }).optional(),
};
const endsAfterStart = (value: { startsAt?: string; endsAt?: string | null }) =>
  !value.startsAt || !value.endsAt || new Date(value.endsAt) > new Date(value.startsAt);
const END_BEFORE_START = { error: 'The end must be after the start', path: ['endsAt'] };

export const appointmentCreateSchema = zod.strictObject(appointmentFields).refine(endsAfterStart, END_BEFORE_START);
export type AppointmentCreateInput = zod.input<typeof appointmentCreateSchema>;
export const appointmentUpdateSchema = zod
  .strictObject(appointmentFields)
  .partial()
  .refine(endsAfterStart, END_BEFORE_START);
export type AppointmentUpdateInput = zod.input<typeof appointmentUpdateSchema>;

// Growth

const growthFields = {
  measuredOn: requiredPastDate('The date measured'),
  heightCm: measurement('The height', 'cm', HEALTH_LIMITS.heightCm),
  weightKg: measurement('The weight', 'kg', HEALTH_LIMITS.weightKg),
  headCircumferenceCm: measurement('The head circumference', 'cm', HEALTH_LIMITS.headCircumferenceCm),
  notes,
};

export const growthCreateSchema = zod
  .strictObject(growthFields)
  .refine((value) => value.heightCm != null || value.weightKg != null || value.headCircumferenceCm != null, {
    error: 'Please enter a height, a weight or a head circumference',
    path: ['heightCm'],
  });
export type GrowthCreateInput = zod.input<typeof growthCreateSchema>;
/** Changing a measurement takes only the fields sent; the server keeps at least one of the three. */
export const growthUpdateSchema = zod.strictObject(growthFields).partial();
export type GrowthUpdateInput = zod.input<typeof growthUpdateSchema>;

// Seizures and symptoms

const healthEventFields = {
  kind: zod.enum(HEALTH_EVENT_KINDS, { error: 'Please choose seizure or symptom' }),
  occurredAt: pastInstant('The time it happened'),
  durationSeconds: zod
    .number({ error: 'The length must be a number of seconds' })
    .int({ error: 'The length must be a whole number of seconds' })
    .min(0, { error: 'The length can’t be below 0' })
    .max(HEALTH_LIMITS.eventDurationMaxSeconds, { error: 'The length can be at most a day: please check it' })
    .nullable()
    .optional(),
  type: optionalText(CHILD_LIMITS.nameMax * 2, 'The type'),
  triggers: optionalText(CHILD_LIMITS.textMax, 'The triggers'),
  rescueMedication: optionalText(CHILD_LIMITS.textMax, 'The rescue medicine'),
  recovery: optionalText(CHILD_LIMITS.textMax, 'The recovery'),
  notes,
};
export const healthEventCreateSchema = zod.strictObject(healthEventFields);
export type HealthEventCreateInput = zod.input<typeof healthEventCreateSchema>;
export const healthEventUpdateSchema = zod.strictObject(healthEventFields).partial();
export type HealthEventUpdateInput = zod.input<typeof healthEventUpdateSchema>;

// Immunisations

export const immunisationCreateSchema = zod.strictObject({
  vaccine: requiredName('the vaccine', CHILD_LIMITS.nameMax * 2),
  givenOn: requiredPastDate('The date given'),
  doseLabel: optionalText(CHILD_LIMITS.shortTextMax, 'The dose (for example “2nd dose”)'),
  givenBy: optionalText(CHILD_LIMITS.nameMax * 2, 'Who gave it'),
  batchNumber: optionalText(CHILD_LIMITS.shortTextMax, 'The batch number'),
  notes,
});
export type ImmunisationCreateInput = zod.input<typeof immunisationCreateSchema>;
export const immunisationUpdateSchema = immunisationCreateSchema.partial();
export type ImmunisationUpdateInput = zod.input<typeof immunisationUpdateSchema>;

// Documents (the file is uploaded first through storage, then described here)

const tagsField = zod
  .array(
    zod
      .string({ error: 'A tag must be text' })
      .trim()
      .min(1, { error: 'A tag can’t be empty' })
      .max(HEALTH_LIMITS.tagMax, { error: `A tag can be at most ${HEALTH_LIMITS.tagMax} characters` })
      .transform((tag) => tag.toLowerCase()),
  )
  .max(HEALTH_LIMITS.tagsMax, { error: `At most ${HEALTH_LIMITS.tagsMax} tags` })
  .transform((tags) => [...new Set(tags)]);

export const healthDocumentUpdateSchema = zod.strictObject({
  title: requiredName('a title', CHILD_LIMITS.nameMax * 2).optional(),
  tags: tagsField.optional(),
  documentDate: pastDate('The document’s date'),
  notes,
});
export type HealthDocumentUpdateInput = zod.input<typeof healthDocumentUpdateSchema>;

export const healthDocumentSearchSchema = zod.object({
  /** Words to find in titles and tags. */
  q: zod.string().trim().max(200, { error: 'The search can be at most 200 characters' }).optional(),
  tag: zod.string().trim().max(HEALTH_LIMITS.tagMax).optional(),
});
export type HealthDocumentSearch = zod.input<typeof healthDocumentSearchSchema>;

// Timeline

export const healthTimelineQuerySchema = zod.object({
  /** Comma-separated kinds to show; all when left out. */
  kinds: zod
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((kind) => kind.trim()) : [...HEALTH_TIMELINE_KINDS]))
    .pipe(zod.array(zod.enum(HEALTH_TIMELINE_KINDS, { error: 'Unknown kind of entry' }))),
  /** Entries strictly before this moment (the previous page's last `at`). */
  before: instant('before').optional(),
  limit: zod.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be at least 1' })
    .max(200, { error: 'limit can be at most 200' })
    .optional(),
});
export type HealthTimelineQuery = zod.input<typeof healthTimelineQuerySchema>;

// Answers

/** Who wrote an entry and when, so a parent can see that grandma logged the 8 o'clock dose. */
export interface RecordedBy {
  readonly userId: string | null;
  readonly name: string | null;
}

export interface AllergyResponse {
  readonly id: string;
  readonly substance: string;
  readonly reaction: string | null;
  readonly severity: AllergySeverity;
  readonly notes: string | null;
}

export interface ProfessionalResponse {
  readonly id: string;
  readonly role: string;
  readonly name: string;
  readonly organisation: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string | null;
  readonly notes: string | null;
}

export interface MedicationResponse {
  readonly id: string;
  readonly name: string;
  readonly doseAmount: number;
  readonly doseUnit: DoseUnit;
  readonly form: MedicationForm;
  readonly route: MedicationRoute;
  readonly schedule: MedicationSchedule;
  readonly startDate: string | null;
  readonly stopDate: string | null;
  readonly reason: string | null;
  readonly instructions: string | null;
  readonly prescriberId: string | null;
  /** Taken now: started (or no start date) and not stopped. */
  readonly current: boolean;
}

export interface DoseLogResponse {
  readonly id: string;
  readonly medicationId: string;
  readonly status: DoseStatus;
  readonly occurredAt: string;
  readonly scheduledFor: string | null;
  readonly amount: number | null;
  readonly note: string | null;
  readonly recordedBy: RecordedBy;
}

/** One scheduled dose of today, with the entry that answers it when there is one. */
export interface DueDose {
  readonly medicationId: string;
  readonly scheduledFor: string;
  readonly log: DoseLogResponse | null;
}

/** An as-needed medicine's standing: how many taken in the last 24 hours against its most. */
export interface AsNeededStanding {
  readonly medicationId: string;
  readonly takenInLast24Hours: number;
  readonly maxPerDay: number;
  /** When the next dose is allowed by the least time between doses and the most per day; null when now. */
  readonly nextAllowedAt: string | null;
}

/** The refusal of a dose over an as-needed limit (HTTP 409, code `dose_over_limit`), for the warning to show. */
export interface DoseOverLimitDetails {
  readonly takenInLast24Hours: number;
  readonly maxPerDay: number;
  readonly nextAllowedAt: string | null;
}

export interface AppointmentResponse {
  readonly id: string;
  readonly professionalId: string | null;
  readonly withWhom: string;
  readonly location: string | null;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly reason: string | null;
  readonly outcome: string | null;
  readonly followUp: string | null;
  readonly cancelled: boolean;
}

export interface GrowthResponse {
  readonly id: string;
  readonly measuredOn: string;
  readonly heightCm: number | null;
  readonly weightKg: number | null;
  readonly headCircumferenceCm: number | null;
  readonly notes: string | null;
}

export interface HealthEventResponse {
  readonly id: string;
  readonly kind: HealthEventKind;
  readonly occurredAt: string;
  readonly durationSeconds: number | null;
  readonly type: string | null;
  readonly triggers: string | null;
  readonly rescueMedication: string | null;
  readonly recovery: string | null;
  readonly notes: string | null;
  readonly recordedBy: RecordedBy;
}

export interface ImmunisationResponse {
  readonly id: string;
  readonly vaccine: string;
  readonly givenOn: string;
  readonly doseLabel: string | null;
  readonly givenBy: string | null;
  readonly batchNumber: string | null;
  readonly notes: string | null;
}

export interface HealthDocumentResponse {
  readonly id: string;
  readonly fileId: string;
  readonly title: string;
  readonly tags: readonly string[];
  readonly documentDate: string | null;
  readonly notes: string | null;
  readonly contentType: string;
  readonly byteSize: number;
  /** Where the file is downloaded from (same origin, with the access token). */
  readonly url: string;
  readonly uploadedAt: string;
}

/** `GET …/health/documents?q=&tag=`: the documents found, newest first. */
export interface HealthDocumentListResponse {
  readonly documents: readonly HealthDocumentResponse[];
}

/** What the asker may do in the child's health record, so the web app shows only actions that will work. */
export interface HealthPermissions {
  readonly canEdit: boolean;
  /** Uploading and removing documents, exports: a parent's. */
  readonly canManage: boolean;
}

/**
 * The hub's first screen for one child: everything current, and the recent past (the last 30 days of doses, the
 * last year of seizures and symptoms); older entries come through the timeline.
 */
export interface HealthHubResponse {
  readonly childId: string;
  readonly permissions: HealthPermissions;
  readonly conditions: readonly {
    readonly id: string;
    readonly name: string;
    readonly diagnosedOn: string | null;
    readonly diagnosedBy: string | null;
    readonly notes: string | null;
  }[];
  readonly allergies: readonly AllergyResponse[];
  readonly medications: readonly MedicationResponse[];
  readonly dueToday: readonly DueDose[];
  readonly asNeeded: readonly AsNeededStanding[];
  readonly recentDoses: readonly DoseLogResponse[];
  readonly upcomingAppointments: readonly AppointmentResponse[];
  readonly pastAppointments: readonly AppointmentResponse[];
  readonly professionals: readonly ProfessionalResponse[];
  readonly growth: readonly GrowthResponse[];
  readonly events: readonly HealthEventResponse[];
  readonly immunisations: readonly ImmunisationResponse[];
  readonly documents: readonly HealthDocumentResponse[];
}

/** One line of the timeline. */
export interface HealthTimelineEntry {
  readonly kind: HealthTimelineKind;
  readonly id: string;
  /** The moment the entry is placed at (a date-only entry at midday UTC of its day). */
  readonly at: string;
  /** A one-line description, e.g. "Melatonin 2 mg: given" or "Seizure, 2 min 30 s". */
  readonly title: string;
  readonly detail: string | null;
}

export interface HealthTimelineResponse {
  readonly entries: readonly HealthTimelineEntry[];
  /** Pass as `before` for the next page; null at the end. */
  readonly nextBefore: string | null;
}

/** What changed since the last appointment with a professional: what to take into the room. */
export interface HealthChangesResponse {
  /** The last past appointment with them; null when there was none (then the last 3 months are shown). */
  readonly since: AppointmentResponse | null;
  readonly from: string;
  readonly medicationsStarted: readonly MedicationResponse[];
  readonly medicationsStopped: readonly MedicationResponse[];
  readonly medicationsChanged: readonly MedicationResponse[];
  readonly dosesMissedOrRefused: number;
  readonly missedOrRefused: readonly DoseLogResponse[];
  readonly seizures: readonly HealthEventResponse[];
  readonly symptoms: readonly HealthEventResponse[];
  readonly newConditions: readonly HealthHubResponse['conditions'][number][];
  readonly newAllergies: readonly AllergyResponse[];
  readonly growth: readonly GrowthResponse[];
}
