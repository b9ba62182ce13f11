import { z as zod } from 'zod';
import type { ChildArea, ChildAreaLevel } from './child-areas.ts';
import { CHILD_LIMITS } from './constants.ts';
import { optionalText, pastDate, requiredName } from './form-fields.ts';

/**
 * Child profiles as the server and the web app both see them: what the children API accepts (with messages a
 * parent can act on, field by field) and what it answers. Every field but the name may be left empty and filled
 * in over time.
 */

const optionalEmail = zod
  .string({ error: 'The e-mail address must be text' })
  .trim()
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .refine((value) => value === null || zod.email().safeParse(value).success, {
    error: 'Please enter an e-mail address like name@example.com',
  })
  .optional();

export const childCommunicationSchema = zod.object({
  speech: optionalText(CHILD_LIMITS.textMax, 'Speech'),
  signs: optionalText(CHILD_LIMITS.textMax, 'Signs'),
  aac: optionalText(CHILD_LIMITS.textMax, 'AAC'),
  whatHelps: optionalText(CHILD_LIMITS.textMax, 'What helps'),
});

export const childSensorySchema = zod.object({
  seeks: optionalText(CHILD_LIMITS.textMax, 'What your child seeks'),
  avoids: optionalText(CHILD_LIMITS.textMax, 'What your child avoids'),
});

export const schoolContactSchema = zod.object({
  name: requiredName('the contact’s name', CHILD_LIMITS.nameMax),
  role: optionalText(CHILD_LIMITS.shortTextMax, 'The role'),
  phone: optionalText(40, 'The phone number'),
  email: optionalEmail,
});

export const childSchoolSchema = zod.object({
  name: optionalText(CHILD_LIMITS.nameMax * 2, 'The school’s name'),
  contacts: zod
    .array(schoolContactSchema)
    .max(CHILD_LIMITS.schoolContactsMax, { error: `At most ${CHILD_LIMITS.schoolContactsMax} school contacts` })
    .optional(),
});

const childFields = {
  name: requiredName('your child’s name', CHILD_LIMITS.nameMax),
  preferredName: optionalText(CHILD_LIMITS.nameMax, 'The preferred name'),
  dateOfBirth: pastDate('The date of birth'),
  pronouns: optionalText(CHILD_LIMITS.shortTextMax, 'Pronouns'),
  communication: childCommunicationSchema.optional(),
  sensory: childSensorySchema.optional(),
  likes: optionalText(CHILD_LIMITS.textMax, 'Likes'),
  dislikes: optionalText(CHILD_LIMITS.textMax, 'Dislikes'),
  needs: optionalText(CHILD_LIMITS.textMax, 'Needs'),
  strengths: optionalText(CHILD_LIMITS.textMax, 'Strengths'),
  school: childSchoolSchema.optional(),
  emergencyInformation: optionalText(CHILD_LIMITS.textMax, 'Emergency information'),
};

/** A new child: only the name is needed. Unknown fields are refused so a typo is not silently dropped. */
export const childCreateSchema = zod.strictObject(childFields);
export type ChildCreateInput = zod.input<typeof childCreateSchema>;

/** A change to a profile: only the fields sent change; a blank or null field is emptied. */
export const childUpdateSchema = zod.strictObject(childFields).partial();
export type ChildUpdateInput = zod.input<typeof childUpdateSchema>;

export const childListQuerySchema = zod.object({
  /** Archived children are left out unless asked for. */
  includeArchived: zod
    .enum(['true', 'false'], { error: 'includeArchived must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ChildListQuery = zod.input<typeof childListQuerySchema>;

export const childConditionCreateSchema = zod.strictObject({
  name: requiredName('the condition’s name', CHILD_LIMITS.nameMax * 2),
  diagnosedOn: pastDate('The date of diagnosis'),
  diagnosedBy: optionalText(CHILD_LIMITS.nameMax * 2, 'Who diagnosed it'),
  notes: optionalText(CHILD_LIMITS.textMax, 'Notes'),
});
export type ChildConditionCreateInput = zod.input<typeof childConditionCreateSchema>;
export const childConditionUpdateSchema = childConditionCreateSchema.partial();
export type ChildConditionUpdateInput = zod.input<typeof childConditionUpdateSchema>;

export const childContactCreateSchema = zod.strictObject({
  role: requiredName('who this person is to your child (for example GP or grandparent)', CHILD_LIMITS.shortTextMax),
  name: requiredName('the contact’s name', CHILD_LIMITS.nameMax),
  phone: optionalText(40, 'The phone number'),
  email: optionalEmail,
  notes: optionalText(CHILD_LIMITS.textMax, 'Notes'),
});
export type ChildContactCreateInput = zod.input<typeof childContactCreateSchema>;
export const childContactUpdateSchema = childContactCreateSchema.partial();
export type ChildContactUpdateInput = zod.input<typeof childContactUpdateSchema>;

/** What the actor may do with a child, so the web app shows only the actions that will work. */
export interface ChildPermissions {
  /** Change the profile: its sections and key contacts. */
  readonly canEdit: boolean;
  /** Per area of the child's record, what the actor may do there. */
  readonly areas: Readonly<Record<ChildArea, ChildAreaLevel>>;
  readonly canArchive: boolean;
  readonly canUploadPhoto: boolean;
  readonly canDownloadFiles: boolean;
}

export interface ChildPhoto {
  readonly fileId: string;
  /** Where the photo is downloaded from (same origin, with the access token). */
  readonly url: string;
}

export interface ChildConditionResponse {
  readonly id: string;
  readonly name: string;
  readonly diagnosedOn: string | null;
  readonly diagnosedBy: string | null;
  readonly notes: string | null;
}

export interface ChildContactResponse {
  readonly id: string;
  readonly role: string;
  readonly name: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly notes: string | null;
}

export interface ChildSummaryResponse {
  readonly id: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly dateOfBirth: string | null;
  readonly photo: ChildPhoto | null;
  readonly archivedAt: string | null;
  readonly permissions: ChildPermissions;
}

export interface ChildResponse extends ChildSummaryResponse {
  readonly pronouns: string | null;
  readonly communication: zod.output<typeof childCommunicationSchema>;
  readonly sensory: zod.output<typeof childSensorySchema>;
  readonly likes: string | null;
  readonly dislikes: string | null;
  readonly needs: string | null;
  readonly strengths: string | null;
  readonly school: zod.output<typeof childSchoolSchema>;
  readonly emergencyInformation: string | null;
  /** Health data: null when the actor may not read the child's health. */
  readonly conditions: readonly ChildConditionResponse[] | null;
  readonly contacts: readonly ChildContactResponse[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ChildListResponse {
  readonly children: readonly ChildSummaryResponse[];
  /** Whether the actor may add a child to the family. */
  readonly canCreate: boolean;
}

export interface ExportedFile {
  readonly id: string;
  readonly childId: string | null;
  readonly kind: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly sha256: string;
  readonly name: string;
  readonly createdAt: string;
  readonly url: string;
}

/** Everything the family owns, for the parent's "download all our data". */
export interface FamilyExportResponse {
  readonly exportedAt: string;
  /** Null for a parent who has not added a child yet (the family is made with the first child). */
  readonly family: { readonly id: string; readonly name: string } | null;
  readonly children: readonly Omit<ChildResponse, 'permissions'>[];
  readonly files: readonly ExportedFile[];
  /**
   * What other capabilities keep about the children, by capability and then by child id (`records.health[childId]`
   * is the child's whole health record), so a family's export leaves nothing out.
   */
  readonly records: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}
