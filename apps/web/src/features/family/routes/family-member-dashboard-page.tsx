import {
  FAMILY_GRANT_AREA_LABELS,
  FAMILY_GRANT_AREAS,
  type FamilyGrantArea,
  type SharedChildResponse,
} from '@tedi/contracts';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatLongDate } from '../../../lib/children/child-dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSharedChildren } from '../api/shared-children.ts';

const PROFILE_FIELDS: readonly { key: keyof NonNullable<SharedChildResponse['profile']>; label: string }[] = [
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'pronouns', label: 'Pronouns' },
  { key: 'likes', label: 'Likes' },
  { key: 'dislikes', label: 'Dislikes' },
  { key: 'needs', label: 'Needs' },
  { key: 'strengths', label: 'Strengths' },
  { key: 'emergencyInformation', label: 'Emergency information' },
];

function levelWords(level: 'view' | 'edit'): string {
  return level === 'edit' ? 'you can see and change this' : 'you can see this';
}

function SharedChild({ child }: { child: SharedChildResponse }) {
  const headingId = `shared-child-${child.id}`;
  const name = child.preferredName ?? child.name;
  const otherAreas = FAMILY_GRANT_AREAS.filter(
    (area): area is Exclude<FamilyGrantArea, 'profile'> => area !== 'profile' && child.areas[area] !== 'none',
  );
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
 * was shared: the profile, read-only, when it was; the other areas named as shared, nothing more.
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
