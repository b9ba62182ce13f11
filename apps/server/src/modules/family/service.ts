import { createHash, randomBytes } from 'node:crypto';
import {
  FAMILY_GRANT_AREAS,
  FAMILY_INVITATION_DAYS,
  type FamilyChildGrant,
  type FamilyGrantResponse,
  type FamilyGrantRights,
  type FamilyInvitationAcceptResponse,
  type FamilyInvitationListResponse,
  type FamilyInvitationPreviewResponse,
  type FamilyInvitationResponse,
  type FamilyMemberListResponse,
  type SharedChildrenResponse,
  type ChildAreaGrant,
  grantGivesAnything,
} from '@tedi/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { ChildAccessService, Member } from '../../policies/child-access.ts';
import type { ChildrenService } from '../children/service.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { personNameFrom } from '../../platform/family-name.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { type EmailBudget, senderAccount } from '../../auth/email-budget.ts';
import { type FamilyAction, mayFamily } from '../../policies/family.ts';
import { invitationMessage } from './mail-message.ts';
import type { FamilyRepository, InvitationRow } from './repository.ts';

/** The person asking, or null for a caller who is not signed in. */
export type FamilyActor = Pick<Actor, 'userId' | 'email'> | null;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FamilyServiceDependencies {
  readonly repository: FamilyRepository;
  readonly access: ChildAccessService;
  /** The children's names and the profiles shared with a member come from the children capability. */
  readonly children: ChildrenService;
  readonly mailer: Mailer;
  /** Invitations count against the e-mail budgets: per invitee, per inviting account, and for the whole service. */
  readonly emailBudget: EmailBudget;
  readonly clock: Clock;
  /** The web app's address; the invitation link is /accept-invitation on it. */
  readonly publicUrl: URL;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An address shown to someone who may not own it: the first letter of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function rightsOf(areas: ChildAreaGrant): FamilyGrantRights {
  return Object.fromEntries(FAMILY_GRANT_AREAS.map((area) => [area, areas[area] ?? 'none'])) as FamilyGrantRights;
}

/** Only the areas given something: a stored grant never holds 'none', so "nothing" is no row at all. */
function storedAreas(areas: FamilyChildGrant['areas']): ChildAreaGrant {
  return Object.fromEntries(Object.entries(areas).filter(([, level]) => level === 'view' || level === 'edit'));
}

/** Why an invitation link no longer works, in words a person can act on. */
const INVITATION_REFUSALS = {
  unknown:
    'This invitation link isn’t valid. Please check you used the whole link from the e-mail, or ask for a new invitation.',
  used: 'This invitation has already been used. If that was you, sign in to see what’s shared with you; otherwise please ask for a new invitation.',
  revoked: 'This invitation has been withdrawn by the family. Please ask them for a new one if you still need access.',
  expired: `This invitation has expired: invitations work for ${FAMILY_INVITATION_DAYS} days. Please ask the family to send you a new one.`,
} as const;

function invitationRefused(reason: keyof typeof INVITATION_REFUSALS): AppError {
  return new AppError('not_found', INVITATION_REFUSALS[reason], { reason });
}

/**
 * Invited family members: parents invite by e-mail and say, child by child and area by area, what each member
 * may see or change; the invited person accepts with the link and, from then on, sees only what was shared.
 */
export class FamilyService {
  readonly #deps: FamilyServiceDependencies;

  constructor(deps: FamilyServiceDependencies) {
    this.#deps = deps;
  }

  get #repository(): FamilyRepository {
    return this.#deps.repository;
  }

  async #require(actor: FamilyActor, action: FamilyAction): Promise<Member> {
    const membership = await this.#deps.access.member(actor);
    if (!mayFamily({ role: membership.role, hasFamily: membership.familyId !== null }, action)) {
      throw new AppError(
        'forbidden',
        action === 'view_shared_children'
          ? 'Only an invited family member has children shared with them.'
          : 'Only a parent of the family can do this.',
      );
    }
    return membership;
  }

  /** The parent's family and its children, made when the parent has none yet. */
  async #parentFamily(actor: FamilyActor, action: FamilyAction) {
    const me = await this.#require(actor, action);
    const familyId = await this.#deps.access.familyToAddTo(me);
    const { children } = await this.#deps.children.list(actor, { includeArchived: true });
    return { me, familyId, children };
  }

  /** Grants naming only the family's own children, each once; a child of another family is refused. */
  #checkedGrants(grants: readonly FamilyChildGrant[], children: readonly { id: string }[]) {
    const own = new Set(children.map((child) => child.id));
    const seen = new Set<string>();
    const result: { childId: string; areas: ChildAreaGrant }[] = [];
    for (const grant of grants) {
      if (!own.has(grant.childId)) {
        throw new AppError('validation_failed', 'Please choose only children of your family.', [
          { field: 'grants.childId', message: 'is not a child of your family' },
        ]);
      }
      if (seen.has(grant.childId)) continue;
      seen.add(grant.childId);
      const areas = storedAreas(grant.areas);
      if (grantGivesAnything(areas)) result.push({ childId: grant.childId, areas });
    }
    return result;
  }

  #presentGrants(
    grants: readonly { childId: string; areas: ChildAreaGrant }[],
    names: ReadonlyMap<string, string>,
  ): FamilyGrantResponse[] {
    const order = [...names.keys()];
    return grants
      .filter((grant) => names.has(grant.childId))
      .toSorted((a, b) => order.indexOf(a.childId) - order.indexOf(b.childId))
      .map((grant) => ({ childId: grant.childId, childName: names.get(grant.childId)!, areas: rightsOf(grant.areas) }));
  }

  #presentInvitation(row: InvitationRow, names: ReadonlyMap<string, string>): FamilyInvitationResponse {
    return {
      id: row.id,
      email: row.email,
      status: row.expiresAt.getTime() <= this.#deps.clock().getTime() ? 'expired' : 'pending',
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      grants: this.#presentGrants(row.grants, names),
    };
  }

  async invite(
    actor: FamilyActor,
    input: { email: string; grants: readonly FamilyChildGrant[] },
  ): Promise<FamilyInvitationResponse> {
    const { me, familyId, children } = await this.#parentFamily(actor, 'manage_invitations');
    if (input.email === actor!.email.toLowerCase()) {
      throw new AppError(
        'validation_failed',
        'That is your own address. Please enter the address of the person you invite.',
        [{ field: 'email', message: 'is your own address' }],
      );
    }
    const grants = this.#checkedGrants(input.grants, children);
    const budget = { kind: 'invitation' as const, recipient: input.email, sender: senderAccount(me.userId) };
    if (!(await this.#deps.emailBudget.allows(budget))) {
      throw new AppError(
        'rate_limited',
        'You have sent a lot of invitations in the last hour. Please wait a while before sending another.',
      );
    }
    const now = this.#deps.clock();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + FAMILY_INVITATION_DAYS * DAY_MS);
    const row = await this.#repository.replaceInvitation({
      familyId,
      email: input.email,
      tokenHash: hashToken(token),
      invitedBy: me.userId,
      grants,
      expiresAt,
      now,
    });
    const found = await this.#repository.findByTokenHash(row.tokenHash);
    const link = new URL('/accept-invitation', this.#deps.publicUrl);
    link.searchParams.set('token', token);
    await this.#deps.mailer.send(
      invitationMessage({
        to: input.email,
        inviterName: inviterName(found?.inviterDisplayName ?? null, found?.inviterMetadata ?? null),
        familyName: found!.familyName,
        link: link.href,
        expiresAt,
      }),
    );
    return this.#presentInvitation(row, new Map(children.map((child) => [child.id, child.name])));
  }

  async invitations(actor: FamilyActor): Promise<FamilyInvitationListResponse> {
    const { familyId, children } = await this.#parentFamily(actor, 'manage_invitations');
    const rows = await this.#repository.openInvitations(familyId);
    const names = new Map(children.map((child) => [child.id, child.name]));
    return { invitations: rows.map((row) => this.#presentInvitation(row, names)) };
  }

  async revoke(actor: FamilyActor, invitationId: string): Promise<void> {
    const { familyId } = await this.#parentFamily(actor, 'manage_invitations');
    if (!(await this.#repository.revoke(familyId, invitationId, this.#deps.clock()))) {
      throw new AppError('not_found', 'There is no open invitation with this id in your family.');
    }
  }

  /**
   * What the invitation page shows to anyone holding the link: the family's name, who invited, and the address the
   * link was sent to (so the page can fill it in for a new account), nothing more.
   */
  async preview(token: string): Promise<FamilyInvitationPreviewResponse> {
    const found = await this.#repository.findByTokenHash(hashToken(token));
    if (!found) throw invitationRefused('unknown');
    const { invitation } = found;
    if (invitation.acceptedAt) throw invitationRefused('used');
    if (invitation.revokedAt) throw invitationRefused('revoked');
    if (invitation.expiresAt.getTime() <= this.#deps.clock().getTime()) throw invitationRefused('expired');
    return {
      familyName: found.familyName,
      inviterName: inviterName(found.inviterDisplayName, found.inviterMetadata),
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * Joins the signed-in account to the inviting family as a family member. The link works once, for the address
   * it was sent to, and not for an account that already has its own family.
   */
  async accept(actor: FamilyActor, token: string): Promise<FamilyInvitationAcceptResponse> {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in to accept the invitation.');
    const tokenHash = hashToken(token);
    const found = await this.#repository.findByTokenHash(tokenHash);
    if (!found) throw invitationRefused('unknown');
    const { invitation } = found;
    if (invitation.acceptedAt) throw invitationRefused('used');
    if (invitation.revokedAt) throw invitationRefused('revoked');
    if (invitation.expiresAt.getTime() <= this.#deps.clock().getTime()) throw invitationRefused('expired');
    if (actor.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError(
        'forbidden',
        `This invitation was sent to ${maskEmail(invitation.email)}. Please sign in with that address.`,
        { reason: 'wrong_account' },
      );
    }
    const membership = await this.#deps.access.member(actor);
    if (!mayFamily({ role: membership.role, hasFamily: membership.familyId !== null }, 'accept_invitation')) {
      const ownFamily = membership.role === 'parent';
      throw new AppError(
        'forbidden',
        ownFamily
          ? 'This account already has its own family in Tedi, so it can’t join another family. Please ask for the invitation to be sent to a different address, or sign in with another account.'
          : 'This account can’t join a family. Please sign in with the address the invitation was sent to.',
        { reason: ownFamily ? 'has_family' : 'not_allowed' },
      );
    }
    const outcome = await this.#repository.accept(tokenHash, actor.userId, this.#deps.clock());
    if (!outcome.accepted) throw invitationRefused(outcome.reason);
    return { familyName: found.familyName };
  }

  async members(actor: FamilyActor): Promise<FamilyMemberListResponse> {
    const { familyId, children } = await this.#parentFamily(actor, 'manage_members');
    const members = await this.#repository.members(familyId);
    const grants = await this.#repository.grantsOfMembers(
      familyId,
      members.map((member) => member.userId),
    );
    const names = new Map(children.map((child) => [child.id, child.name]));
    return {
      members: members.map((member) => ({
        userId: member.userId,
        displayName: member.displayName,
        email: member.email ?? '',
        grants: this.#presentGrants(
          grants.filter((grant) => grant.userId === member.userId),
          names,
        ),
      })),
    };
  }

  async updateGrants(
    actor: FamilyActor,
    userId: string,
    input: { grants: readonly FamilyChildGrant[] },
  ): Promise<FamilyMemberListResponse> {
    const { familyId, children } = await this.#parentFamily(actor, 'manage_members');
    if (!(await this.#repository.isMember(familyId, userId))) {
      throw new AppError('not_found', 'There is no family member with this id in your family.');
    }
    const grants = this.#checkedGrants(input.grants, children);
    await this.#repository.replaceGrants(familyId, userId, grants, this.#deps.clock());
    return this.members(actor);
  }

  async removeMember(actor: FamilyActor, userId: string): Promise<void> {
    const { familyId } = await this.#parentFamily(actor, 'manage_members');
    if (!(await this.#repository.isMember(familyId, userId))) {
      throw new AppError('not_found', 'There is no family member with this id in your family.');
    }
    await this.#repository.removeMember(familyId, userId, this.#deps.clock());
  }

  /**
   * The children shared with a family member, and per area what they may do; the profile only when granted. The
   * profiles come from the children capability through the child access check, so a member sees exactly what their
   * grant allows there too.
   */
  async sharedChildren(actor: FamilyActor): Promise<SharedChildrenResponse> {
    const me = await this.#require(actor, 'view_shared_children');
    if (me.familyId === null) return { familyName: null, children: [] };
    const grants = (await this.#repository.grantsOfMember(me.userId, me.familyId)).filter((grant) =>
      grantGivesAnything(grant.areas),
    );
    const shared = new Map(
      (
        await this.#deps.children.sharedWith(
          actor,
          grants.map((grant) => grant.childId),
        )
      ).map((child) => [child.id, child]),
    );
    return {
      familyName: await this.#repository.familyName(me.familyId),
      children: grants.flatMap((grant) => {
        const child = shared.get(grant.childId);
        if (!child) return [];
        const { profile } = child;
        return [
          {
            id: child.id,
            name: child.name,
            preferredName: child.preferredName,
            areas: rightsOf(grant.areas),
            profile: profile
              ? {
                  dateOfBirth: profile.dateOfBirth,
                  pronouns: profile.pronouns,
                  communication: profile.communication,
                  sensory: profile.sensory,
                  likes: profile.likes,
                  dislikes: profile.dislikes,
                  needs: profile.needs,
                  strengths: profile.strengths,
                  school: profile.school,
                  emergencyInformation: profile.emergencyInformation,
                  contacts: profile.contacts,
                }
              : null,
            conditions: child.conditions,
          },
        ];
      }),
    };
  }
}

/** How the inviting parent is named: the name they gave, else a plain "A parent" (never their address). */
function inviterName(displayName: string | null, metadata: Record<string, unknown> | null): string {
  return personNameFrom(displayName, metadata) ?? 'A parent in your family';
}
