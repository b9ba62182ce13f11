import {
  FAMILY_GRANT_AREA_LABELS,
  FAMILY_GRANT_AREAS,
  FAMILY_GRANT_LEVELS,
  type FamilyChildGrant,
  type FamilyGrantArea,
  type FamilyGrantLevel,
  type FamilyGrantResponse,
} from '@tedi/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatLongDate } from '../../../lib/children/child-dates.ts';
import { useChildren } from '../../children/api/children.ts';
import {
  useFamilyInvitations,
  useInviteFamilyMember,
  useRevokeInvitation,
} from '../../family/api/family-invitations.ts';
import { useFamilyMembers, useRemoveMember, useUpdateMemberGrants } from '../../family/api/family-members.ts';
import { InviteSuggestionNote } from './invite-suggestion-note.tsx';

type Levels = Record<string, Partial<Record<FamilyGrantArea, FamilyGrantLevel>>>;

const LEVEL_LABELS: Readonly<Record<FamilyGrantLevel, string>> = { none: 'None', view: 'View', edit: 'Edit' };

function levelsFrom(grants: readonly FamilyGrantResponse[]): Levels {
  return Object.fromEntries(grants.map((grant) => [grant.childId, { ...grant.areas }]));
}

function grantsFrom(levels: Levels): FamilyChildGrant[] {
  return Object.entries(levels)
    .map(([childId, areas]) => ({
      childId,
      areas: Object.fromEntries(Object.entries(areas).filter(([, level]) => level !== 'none')),
    }))
    .filter((grant) => Object.keys(grant.areas).length > 0);
}

function grantSummary(grant: FamilyGrantResponse): string {
  const shared = FAMILY_GRANT_AREAS.filter((area) => grant.areas[area] !== 'none').map(
    (area) => `${FAMILY_GRANT_AREA_LABELS[area]} (${grant.areas[area] === 'edit' ? 'edit' : 'view'})`,
  );
  return `${grant.childName}: ${shared.join(', ')}`;
}

/** For each child, for each area: none, view or edit, as radio buttons grouped by child and area. */
function GrantsEditor({
  idPrefix,
  childList,
  levels,
  onChange,
  memberName,
}: {
  /** Whose grants these are, for the legends; none for a new invitation. */
  memberName?: string;
  idPrefix: string;
  childList: readonly { id: string; name: string }[];
  levels: Levels;
  onChange: (levels: Levels) => void;
}) {
  if (childList.length === 0) {
    return <p>Add a child first; then you can choose what to share about them.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {childList.map((child) => (
        <fieldset key={child.id} className="flex flex-col gap-2 rounded-lg border-2 border-line p-4">
          <legend className="px-1 font-bold">
            {memberName ? `What ${memberName} can see about ${child.name}` : `What to share about ${child.name}`}
          </legend>
          {FAMILY_GRANT_AREAS.map((area) => (
            <fieldset key={area} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <legend className="float-left w-32 font-semibold">{FAMILY_GRANT_AREA_LABELS[area]}</legend>
              {FAMILY_GRANT_LEVELS.map((level) => {
                const id = `${idPrefix}-${child.id}-${area}-${level}`;
                const current = levels[child.id]?.[area] ?? 'none';
                return (
                  <span key={level} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      id={id}
                      name={`${idPrefix}-${child.id}-${area}`}
                      value={level}
                      checked={current === level}
                      onChange={() => onChange({ ...levels, [child.id]: { ...levels[child.id], [area]: level } })}
                      className="size-5"
                    />
                    <label htmlFor={id}>{LEVEL_LABELS[level]}</label>
                  </span>
                );
              })}
            </fieldset>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/**
 * Asked before an invitation that shares nothing at all is sent: the person would join and find nothing. Its
 * heading takes the focus when it appears, so a screen reader reads the question at once.
 */
function NothingSharedCheck({
  email,
  hasChildren,
  onSend,
  onChoose,
}: {
  email: string;
  hasChildren: boolean;
  onSend: () => void;
  onChoose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="family-invite-check-heading"
      className="flex flex-col gap-3 rounded-lg border-2 border-brand bg-brand-soft p-4"
    >
      <h3 id="family-invite-check-heading" ref={headingRef} tabIndex={-1} className="text-h3 font-bold break-words">
        {hasChildren
          ? `You haven’t shared anything about your children with ${email} yet`
          : `You haven’t added a child yet, so nothing is shared with ${email}`}
      </h3>
      <p>
        {hasChildren
          ? 'They’ll see only your family’s name, and that nothing is shared with them yet, until you choose what to share. You can do that now, or at any time later here.'
          : 'They’ll see only your family’s name, and that nothing is shared with them yet, until you add a child and choose what to share about them.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={BUTTON_CLASSES.primary} onClick={onSend}>
          Send anyway
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onChoose}>
          {hasChildren ? 'Choose what to share' : 'Don’t send it yet'}
        </button>
      </div>
    </section>
  );
}

function InviteForm({ childList }: { childList: readonly { id: string; name: string }[] }) {
  const invite = useInviteFamilyMember();
  const [email, setEmail] = useState('');
  const [levels, setLevels] = useState<Levels>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  // Set while the parent is asked whether to send an invitation that shares nothing.
  const [checkingNothingShared, setCheckingNothingShared] = useState(false);
  const grantsRef = useRef<HTMLDivElement>(null);

  const send = () => {
    invite.mutate(
      { email: email.trim(), grants: grantsFrom(levels) },
      {
        onSuccess: (sent) => {
          setSentTo(sent.email);
          setEmail('');
          setLevels({});
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (!email.trim()) {
      setEmailError('Please enter the e-mail address of the person you want to invite');
      return;
    }
    setEmailError(undefined);
    if (grantsFrom(levels).length === 0) {
      setCheckingNothingShared(true);
      return;
    }
    send();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EmailField
        id="family-invite-email"
        label="Their e-mail address"
        hint="We’ll send them a link that works for seven days."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError ?? (invite.isError ? invite.error.message : undefined)}
      />
      <div ref={grantsRef}>
        <GrantsEditor
          idPrefix="invite"
          childList={childList}
          levels={levels}
          onChange={(changed) => {
            setLevels(changed);
            setCheckingNothingShared(false);
          }}
        />
      </div>
      {checkingNothingShared ? (
        <NothingSharedCheck
          email={email.trim()}
          hasChildren={childList.length > 0}
          onSend={() => {
            setCheckingNothingShared(false);
            send();
            // The question goes: the focus goes back to the address (ready for another), and the status says how it went.
            window.setTimeout(() => document.getElementById('family-invite-email')?.focus(), 0);
          }}
          onChoose={() => {
            setCheckingNothingShared(false);
            // To the first choice of what to share, or back to the address when there is no child to share.
            const firstChoice = grantsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
            window.setTimeout(() => (firstChoice ?? document.getElementById('family-invite-email'))?.focus(), 0);
          }}
        />
      ) : (
        <p>
          <button type="submit" className={BUTTON_CLASSES.primary} disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send the invitation'}
          </button>
        </p>
      )}
      <div role="status">{sentTo ? `Invitation sent to ${sentTo}.` : null}</div>
    </form>
  );
}

function PendingInvitations() {
  const invitations = useFamilyInvitations();
  const revoke = useRevokeInvitation();
  if (invitations.isPending) return <p role="status">Loading invitations…</p>;
  if (invitations.isError) return <Notice tone="warning">We couldn’t load your invitations just now.</Notice>;
  if (invitations.data.invitations.length === 0) return <p>No invitations are waiting for an answer.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {invitations.data.invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-line p-4">
          <div className="flex grow flex-col gap-1">
            <p className="font-semibold">{invitation.email}</p>
            <p className="text-ink-muted">
              {invitation.status === 'expired'
                ? 'Expired: send a new invitation if they still need access.'
                : `Waiting for an answer; the link works until ${formatLongDate(invitation.expiresAt.slice(0, 10))}.`}
            </p>
            {invitation.grants.map((grant) => (
              <p key={grant.childId}>{grantSummary(grant)}</p>
            ))}
          </div>
          <button
            type="button"
            className={BUTTON_CLASSES.danger}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(invitation.id)}
          >
            Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Members({ childList }: { childList: readonly { id: string; name: string }[] }) {
  const members = useFamilyMembers();
  const update = useUpdateMemberGrants();
  const remove = useRemoveMember();
  const [editing, setEditing] = useState<{ userId: string; levels: Levels } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  if (members.isPending) return <p role="status">Loading family members…</p>;
  if (members.isError) return <Notice tone="warning">We couldn’t load your family members just now.</Notice>;
  return (
    <>
      {members.data.members.length === 0 ? <p>Nobody has joined your family yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {members.data.members.map((member) => {
          const name = member.displayName ?? member.email;
          return (
            <li key={member.userId} className="flex flex-col gap-3 rounded-lg border-2 border-line p-4">
              <p className="font-semibold">{name}</p>
              {member.grants.length === 0 ? (
                <p>Nothing is shared with them.</p>
              ) : (
                member.grants.map((grant) => <p key={grant.childId}>{grantSummary(grant)}</p>)
              )}
              {editing?.userId === member.userId ? (
                <form
                  className="flex flex-col gap-3"
                  onSubmit={(event) => {
                    event.preventDefault();
                    update.mutate(
                      { userId: member.userId, grants: grantsFrom(editing.levels) },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          setSaid(`Saved what ${name} can see.`);
                        },
                      },
                    );
                  }}
                >
                  <GrantsEditor
                    idPrefix={`member-${member.userId}`}
                    memberName={name}
                    childList={childList}
                    levels={editing.levels}
                    onChange={(levels) => setEditing({ userId: member.userId, levels })}
                  />
                  <div className="flex flex-wrap gap-3">
                    <button type="submit" className={BUTTON_CLASSES.primary} disabled={update.isPending}>
                      Save
                    </button>
                    <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setEditing(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              ) : (
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    className={BUTTON_CLASSES.secondary}
                    onClick={() => setEditing({ userId: member.userId, levels: levelsFrom(member.grants) })}
                  >
                    Change what they can see<span className="sr-only"> ({name})</span>
                  </button>
                  {confirming === member.userId ? (
                    <button
                      type="button"
                      className={BUTTON_CLASSES.danger}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(member.userId, {
                          onSuccess: () => {
                            setConfirming(null);
                            setSaid(`${name} no longer has access to your family.`);
                          },
                        })
                      }
                    >
                      Yes, remove {name}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={BUTTON_CLASSES.danger}
                      onClick={() => setConfirming(member.userId)}
                    >
                      Remove<span className="sr-only"> {name}</span>
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div role="status">{said}</div>
    </>
  );
}

/** The "Family members" module: invite someone with what to share per child, pending invitations, and members. */
export function FamilyMembersModule() {
  const children = useChildren();
  const childList = (children.data?.children ?? []).map((child) => ({
    id: child.id,
    name: child.preferredName ?? child.name,
  }));
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="family-invite-heading" className="flex flex-col gap-4">
        <h2 id="family-invite-heading" className="text-h2 font-bold">
          Invite a family member
        </h2>
        <p>
          A grandparent, a carer or anyone you trust can join your family. They see only what you choose, child by
          child, and you can change or remove it at any time.
        </p>
        <InviteSuggestionNote />
        {children.isPending ? <p role="status">Loading your children…</p> : <InviteForm childList={childList} />}
      </section>
      <section aria-labelledby="family-pending-heading" className="flex flex-col gap-4">
        <h2 id="family-pending-heading" className="text-h2 font-bold">
          Invitations waiting for an answer
        </h2>
        <PendingInvitations />
      </section>
      <section aria-labelledby="family-members-heading" className="flex flex-col gap-4">
        <h2 id="family-members-heading" className="text-h2 font-bold">
          Family members
        </h2>
        <Members childList={childList} />
      </section>
    </div>
  );
}
