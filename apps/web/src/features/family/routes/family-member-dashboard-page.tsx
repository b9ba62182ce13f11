import {
  FAMILY_GRANT_AREA_LABELS,
  FAMILY_GRANT_AREAS,
  type FamilyGrantArea,
  type SharedChildResponse,
} from '@tedi/contracts';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatLongDate } from '../../../lib/children/child-dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSharedChildren } from '../api/shared-children.ts';

type SharedProfile = NonNullable<SharedChildResponse['profile']>;
type ProfileText = 'dateOfBirth' | 'pronouns' | 'likes' | 'dislikes' | 'needs' | 'strengths' | 'emergencyInformation';

const PROFILE_FIELDS: readonly { key: ProfileText; label: string }[] = [
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'pronouns', label: 'Pronouns' },
  { key: 'likes', label: 'Likes' },
  { key: 'dislikes', label: 'Dislikes' },
  { key: 'needs', label: 'Needs' },
  { key: 'strengths', label: 'Strengths' },
  { key: 'emergencyInformation', label: 'Emergency information' },
];

const COMMUNICATION_FIELDS: readonly { key: keyof SharedProfile['communication']; label: string }[] = [
  { key: 'speech', label: 'Speech' },
  { key: 'signs', label: 'Signs' },
  { key: 'aac', label: 'AAC' },
  { key: 'whatHelps', label: 'What helps' },
];

const SENSORY_FIELDS: readonly { key: keyof SharedProfile['sensory']; label: string }[] = [
  { key: 'seeks', label: 'Seeks' },
  { key: 'avoids', label: 'Avoids' },
];

/** A short list of labelled answers, leaving out what has not been written. */
function Answers({ rows }: { rows: readonly { label: string; value: string | null | undefined }[] }) {
  const filled = rows.filter((row) => row.value);
  if (filled.length === 0) return <p>Not filled in yet.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {filled.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd className="whitespace-pre-line">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the child communicates, their senses, school and key contacts: what a carer most needs to hand. */
function CarerEssentials({ profile, name }: { profile: SharedProfile; name: string }) {
  const schoolContacts = profile.school.contacts ?? [];
  return (
    <>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">How {name} communicates</h3>
        <Answers
          rows={COMMUNICATION_FIELDS.map((field) => ({ label: field.label, value: profile.communication[field.key] }))}
        />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">Senses</h3>
        <Answers rows={SENSORY_FIELDS.map((field) => ({ label: field.label, value: profile.sensory[field.key] }))} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">School</h3>
        <Answers rows={[{ label: 'School', value: profile.school.name }]} />
        {schoolContacts.length > 0 ? (
          <ul className="list-disc pl-6">
            {schoolContacts.map((contact, index) => (
              <li key={index}>
                {[contact.name, contact.role, contact.phone, contact.email].filter(Boolean).join(', ')}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">Key contacts</h3>
        {profile.contacts.length === 0 ? (
          <p>Not filled in yet.</p>
        ) : (
          <ul className="list-disc pl-6">
            {profile.contacts.map((contact) => (
              <li key={contact.id}>
                <span className="font-semibold">{contact.name}</span> ({contact.role})
                {[contact.phone, contact.email].filter(Boolean).length > 0
                  ? `: ${[contact.phone, contact.email].filter(Boolean).join(', ')}`
                  : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function levelWords(level: 'view' | 'edit'): string {
  return level === 'edit' ? 'you can see and change this' : 'you can see this';
}

function SharedChild({ child }: { child: SharedChildResponse }) {
  const headingId = `shared-child-${child.id}`;
  const name = child.preferredName ?? child.name;
  // Profile, health, documents and the board are shown below when shared; the other areas are named until their
  // parts of Tedi exist.
  const otherAreas = FAMILY_GRANT_AREAS.filter(
    (area): area is Exclude<FamilyGrantArea, 'profile' | 'health' | 'documents' | 'board'> =>
      area !== 'profile' &&
      area !== 'documents' &&
      area !== 'board' &&
      !(area === 'health' && child.conditions !== null) &&
      child.areas[area] !== 'none',
  );
  const documents = child.areas.documents;
  const filled = child.profile ? PROFILE_FIELDS.filter((field) => child.profile?.[field.key]) : [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border-2 border-line bg-surface p-5">
      <h2 id={headingId} className="text-h2 font-bold">
        {name}
      </h2>
      {child.profile ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">Profile ({levelWords(child.areas.profile as 'view' | 'edit')})</h3>
          {filled.length === 0 ? (
            <p>Nothing has been written in {name}’s profile yet.</p>
          ) : (
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {filled.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="font-semibold">{field.label}</dt>
                  <dd className="whitespace-pre-line">
                    {field.key === 'dateOfBirth'
                      ? formatLongDate(child.profile?.dateOfBirth ?? '')
                      : child.profile?.[field.key]}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ) : null}
      {child.profile ? <CarerEssentials profile={child.profile} name={name} /> : null}
      {child.conditions ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">Health ({levelWords(child.areas.health as 'view' | 'edit')})</h3>
          {child.conditions.length === 0 ? (
            <p>No conditions or diagnoses have been written down yet.</p>
          ) : (
            <ul className="list-disc pl-6">
              {child.conditions.map((condition) => (
                <li key={condition.id}>
                  <span className="font-semibold">{condition.name}</span>
                  {condition.notes ? <span> – {condition.notes}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {documents === 'view' || documents === 'edit' ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">Documents ({levelWords(documents)})</h3>
          <p>
            {documents === 'edit'
              ? `${name}’s reports, letters and plans: read and download them, and add new ones.`
              : `${name}’s reports, letters and plans, to read and download.`}
          </p>
          <p>
            <Link to="/dashboard/parent/documents" className={BUTTON_CLASSES.link}>
              Open {name}’s documents
            </Link>
          </p>
        </div>
      ) : null}
      {child.areas.board !== 'none' ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">
            Communication board ({child.areas.board === 'edit' ? 'you can use and change it' : 'you can use it'})
          </h3>
          <p>
            <Link to="/parent/communication" className={BUTTON_CLASSES.link}>
              Open {name}’s communication board
            </Link>
          </p>
        </div>
      ) : null}
      {otherAreas.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">Also shared with you</h3>
          <ul className="list-disc pl-6">
            {otherAreas.map((area) => (
              <li key={area}>
                {FAMILY_GRANT_AREA_LABELS[area]}: {levelWords(child.areas[area] as 'view' | 'edit')}. This part of Tedi
                is on its way; you’ll find it here when it’s ready.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * /dashboard/family-member: the children a family has shared with this invited member, and for each only what
 * was shared: the profile and health, read-only, when they were; a way into the child's documents when they were;
 * the other areas named as shared, nothing more.
 */
export function FamilyMemberDashboardPage() {
  useDocumentTitle('Shared with you – Tedi');
  const shared = useSharedChildren();
  return (
    <div className="flex flex-col gap-6 py-6">
      <h1 className="text-h1 font-bold">
        {shared.data?.familyName ? `Shared with you by ${shared.data.familyName}` : 'Shared with you'}
      </h1>
      {shared.isPending ? (
        <p role="status">Loading what’s shared with you…</p>
      ) : shared.isError ? (
        <Notice tone="warning" title="We couldn’t load what’s shared with you just now">
          <p>Please check your connection.</p>
          <button type="button" onClick={() => void shared.refetch()} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : shared.data.children.length === 0 ? (
        <p className="text-lg">
          Nothing is shared with you at the moment. The parent who invited you decides what you can see; please ask them
          if you expected to see something here.
        </p>
      ) : (
        shared.data.children.map((child) => <SharedChild key={child.id} child={child} />)
      )}
    </div>
  );
}
