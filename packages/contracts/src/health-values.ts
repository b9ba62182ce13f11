/**
 * The health hub's plain values: the kinds, units and plausible ranges every form, check and export shares. No
 * zod here, so screens that need only these stay small.
 */

/** Where a child's health record lives; every path below is under it. */
export const HEALTH_API = {
  prefix: (childId: string) => `/api/v1/children/${childId}/health`,
  /**
   * Where a document is uploaded: multipart form data with one file (a PDF, JPG, PNG or WebP, checked by its
   * bytes) and the text fields `title` (the file's name when left out), `tags` (comma-separated) and
   * `documentDate` (YYYY-MM-DD). Answers 201 with a `HealthDocumentResponse`. A parent's.
   */
  documentUpload: (childId: string) => `/storage/v1/children/${childId}/health-documents`,
} as const;

/** How bad a reaction is; "life threatening" means anaphylaxis or similar, where an adrenaline pen may be needed. */
export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe', 'life_threatening'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];
export const ALLERGY_SEVERITY_LABELS: Readonly<Record<AllergySeverity, string>> = {
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
  life_threatening: 'Life-threatening',
};

/** How a medicine is taken: a child who cannot swallow a tablet has it crushed, as a liquid, or through a tube. */
export const MEDICATION_FORMS = ['whole', 'crushed', 'liquid', 'dispersible', 'via_tube', 'other'] as const;
export type MedicationForm = (typeof MEDICATION_FORMS)[number];
export const MEDICATION_FORM_LABELS: Readonly<Record<MedicationForm, string>> = {
  whole: 'Swallowed whole',
  crushed: 'Crushed (in food or drink)',
  liquid: 'Liquid',
  dispersible: 'Dissolved in water',
  via_tube: 'Through a feeding tube',
  other: 'Other',
};

export const MEDICATION_ROUTES = [
  'oral',
  'buccal',
  'enteral_tube',
  'inhaled',
  'nasal',
  'topical',
  'eye',
  'ear',
  'rectal',
  'injection',
  'other',
] as const;
export type MedicationRoute = (typeof MEDICATION_ROUTES)[number];
export const MEDICATION_ROUTE_LABELS: Readonly<Record<MedicationRoute, string>> = {
  oral: 'By mouth',
  buccal: 'Inside the cheek (buccal)',
  enteral_tube: 'Feeding tube (gastrostomy or nasogastric)',
  inhaled: 'Inhaled',
  nasal: 'In the nose',
  topical: 'On the skin',
  eye: 'In the eye',
  ear: 'In the ear',
  rectal: 'Rectal',
  injection: 'Injection',
  other: 'Other',
};

export const DOSE_UNITS = [
  'mg',
  'mcg',
  'g',
  'ml',
  'tablet',
  'capsule',
  'sachet',
  'puff',
  'drop',
  'spray',
  'patch',
  'unit',
] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** What happened to a dose. "Late" is a dose given, but well after its time. */
export const DOSE_STATUSES = ['given', 'late', 'missed', 'refused'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];
export const DOSE_STATUS_LABELS: Readonly<Record<DoseStatus, string>> = {
  given: 'Given',
  late: 'Given late',
  missed: 'Missed',
  refused: 'Refused',
};
/** Statuses in which the child actually had the medicine: they count towards an as-needed maximum. */
export const DOSE_STATUSES_TAKEN: readonly DoseStatus[] = ['given', 'late'];

export const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/**
 * When a medicine is due. A regular medicine has times of day (24-hour, "08:00", in the family's time zone) on
 * some or all days of the week; an as-needed one has a most per day (a rolling 24 hours, as medicine labels mean
 * it) and optionally a least time between doses.
 */
export type MedicationSchedule =
  | { readonly kind: 'regular'; readonly times: readonly string[]; readonly days: readonly DayOfWeek[] }
  | { readonly kind: 'as_needed'; readonly maxPerDay: number; readonly minHoursBetween: number | null };

/** The time zone schedules are kept in: the product serves families in the United Kingdom. */
export const HEALTH_TIME_ZONE = 'Europe/London';

export const HEALTH_EVENT_KINDS = ['seizure', 'symptom'] as const;
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];

/** Every kind of entry on the hub's timeline, for its filters. */
export const HEALTH_TIMELINE_KINDS = [
  'condition',
  'allergy',
  'medication',
  'dose',
  'appointment',
  'growth',
  'seizure',
  'symptom',
  'immunisation',
  'document',
] as const;
export type HealthTimelineKind = (typeof HEALTH_TIMELINE_KINDS)[number];
export const HEALTH_TIMELINE_KIND_LABELS: Readonly<Record<HealthTimelineKind, string>> = {
  condition: 'Conditions',
  allergy: 'Allergies',
  medication: 'Medicines',
  dose: 'Doses',
  appointment: 'Appointments',
  growth: 'Growth',
  seizure: 'Seizures',
  symptom: 'Symptoms',
  immunisation: 'Immunisations',
  document: 'Documents',
};

/**
 * Plausible ranges for a child's measurements and doses: a value outside is a slip of the keyboard (700 kg, a
 * height in metres), refused with a message rather than saved.
 */
export const HEALTH_LIMITS = {
  heightCm: { min: 20, max: 230 },
  weightKg: { min: 0.3, max: 250 },
  headCircumferenceCm: { min: 20, max: 70 },
  /** A dose amount must be above zero and at most this, in any unit. */
  doseAmountMax: 10_000,
  /** The most an as-needed medicine can be allowed per day. */
  maxPerDayMax: 24,
  /** Regular times a day. */
  timesPerDayMax: 12,
  /** A seizure or symptom lasting longer than this (in seconds: a day) is a typing slip. */
  eventDurationMaxSeconds: 24 * 60 * 60,
  /** How far ahead of the clock a given dose may be dated, for a phone whose clock runs a little fast. */
  futureToleranceMs: 5 * 60 * 1000,
  tagsMax: 10,
  tagMax: 40,
  /** Largest health document accepted, in bytes. */
  documentMaxBytes: 20 * 1024 * 1024,
} as const;

/** Document types the hub keeps, recognised by their first bytes, never by the file name. */
export const HEALTH_DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
