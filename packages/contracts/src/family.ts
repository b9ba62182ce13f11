import { z as zod } from 'zod';
import type { ChildConditionResponse, ChildResponse } from './children.ts';
import {
  FAMILY_GRANT_AREAS,
  FAMILY_GRANT_LEVELS,
  type FamilyGrantArea,
  type FamilyGrantLevel,
} from './family-values.ts';

/**
 * Invited family members: what a parent sends to invite someone and to set what they may see, and what the family
 * API answers. A family member sees a child only with a grant, and in each area only what the grant says.
 */

const levelSchema = zod.enum(FAMILY_GRANT_LEVELS, { error: 'must be none, view or edit' });

export const familyGrantAreasSchema = zod.strictObject(
  Object.fromEntries(FAMILY_GRANT_AREAS.map((area) => [area, levelSchema.optional()])) as Record<
    FamilyGrantArea,
    zod.ZodOptional<typeof levelSchema>
  >,
);
export type FamilyGrantAreas = zod.infer<typeof familyGrantAreasSchema>;

export const familyChildGrantSchema = zod.object({
  childId: zod.uuid({ error: 'must be a child id' }),
  areas: familyGrantAreasSchema,
});
export type FamilyChildGrant = zod.infer<typeof familyChildGrantSchema>;

const grantsSchema = zod.array(familyChildGrantSchema).max(50, { error: 'can name at most 50 children' });

export const familyInvitationCreateSchema = zod.object({
  email: zod
    .string({ error: 'E-mail address must be text' })
    .trim()
    .toLowerCase()
    .pipe(zod.email({ error: 'Please enter an e-mail address like name@example.com' }).max(254)),
  grants: grantsSchema.default([]),
});
export type FamilyInvitationCreateInput = zod.input<typeof familyInvitationCreateSchema>;

export const familyGrantsUpdateSchema = zod.object({ grants: grantsSchema });
export type FamilyGrantsUpdateInput = zod.input<typeof familyGrantsUpdateSchema>;

export const familyInvitationAcceptSchema = zod.object({
  token: zod.string({ error: 'must be the token from the invitation link' }).min(10).max(200),
});

/** Every area with its level, as the API always answers it (areas not granted are 'none'). */
export type FamilyGrantRights = Readonly<Record<FamilyGrantArea, FamilyGrantLevel>>;

export interface FamilyGrantResponse {
  readonly childId: string;
  readonly childName: string;
  readonly areas: FamilyGrantRights;
}

export type FamilyInvitationStatus = 'pending' | 'expired';

export interface FamilyInvitationResponse {
  readonly id: string;
  readonly email: string;
  readonly status: FamilyInvitationStatus;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly grants: readonly FamilyGrantResponse[];
}

export interface FamilyInvitationListResponse {
  readonly invitations: readonly FamilyInvitationResponse[];
}

export interface FamilyMemberResponse {
  readonly userId: string;
  readonly displayName: string | null;
  readonly email: string;
  readonly grants: readonly FamilyGrantResponse[];
}

export interface FamilyMemberListResponse {
  readonly members: readonly FamilyMemberResponse[];
}

/**
 * What the invitation page may show before anyone signs in: who invites, to which family, and the address it was
 * sent to (whoever holds the link read it in that mailbox), which the sign-up form fills in. Nothing more.
 */
export interface FamilyInvitationPreviewResponse {
  readonly familyName: string;
  readonly inviterName: string;
  readonly email: string;
  readonly expiresAt: string;
}

export interface FamilyInvitationAcceptResponse {
  readonly familyName: string;
}

/** A child shared with a family member: each area only when granted, and what they may do per area. */
export interface SharedChildResponse {
  readonly id: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly areas: FamilyGrantRights;
  /**
   * The profile, read-only, when the profile area is granted; null otherwise. What a carer most needs is here: how
   * the child communicates, their senses, school and key contacts.
   */
  readonly profile: Pick<
    ChildResponse,
    | 'dateOfBirth'
    | 'pronouns'
    | 'communication'
    | 'sensory'
    | 'likes'
    | 'dislikes'
    | 'needs'
    | 'strengths'
    | 'school'
    | 'emergencyInformation'
    | 'contacts'
  > | null;
  /** Conditions and diagnoses, when the health area is granted; null otherwise. */
  readonly conditions: readonly ChildConditionResponse[] | null;
}

export interface SharedChildrenResponse {
  readonly familyName: string | null;
  readonly children: readonly SharedChildResponse[];
}
