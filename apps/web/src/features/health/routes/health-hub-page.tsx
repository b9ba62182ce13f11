import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { type AreaChild, ChildAreaPage } from '../../../lib/children/child-area-page.tsx';
import { useHealthHub } from '../api/health-hub.ts';
import { ChildHealth, HUB_SECTIONS } from '../components/child-health.tsx';

/**
 * /parent/health-hub: one place for a child's whole health record. A parent sees and changes everything; a family
 * member sees the children shared with them for health, and logs doses and changes entries when the grant is to
 * edit. What each person may do comes from the server (`permissions`), so no button is offered that would fail.
 */
export function HealthHubPage() {
  return (
    <ChildAreaPage
      title="Health hub"
      area="health"
      noChild={{
        parent: 'Add a child on your dashboard first; their health record starts here.',
        familyMember: 'No child’s health has been shared with you yet. The family’s parents choose what you can see.',
      }}
    >
      {(child) => <HubForChild child={child} />}
    </ChildAreaPage>
  );
}

function HubForChild({ child }: { child: AreaChild }) {
  const hub = useHealthHub(child.id);
  if (hub.isPending) return <p role="status">Loading {child.name}’s health record…</p>;
  if (hub.isError) {
    return (
      <Notice tone="warning" title={`We couldn’t load ${child.name}’s health record just now`}>
        <button type="button" onClick={() => void hub.refetch()} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  return (
    <>
      {hub.data.permissions.canEdit ? null : (
        <p className="rounded-lg bg-sand p-3">
          You can read {child.name}’s health record; the parents keep it up to date.
        </p>
      )}
      {/* Closed at first, so on a phone today's doses are on the first screen. */}
      <nav aria-label="On this page">
        <details className="rounded-lg border border-line bg-surface p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            Jump to a part of {child.name}’s health record
          </summary>
          <ul className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-3">
            {HUB_SECTIONS.filter((section) => section.id !== 'readers' || hub.data.permissions.canManage).map(
              (section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={BUTTON_CLASSES.link}>
                    {section.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </details>
      </nav>
      <ChildHealth childId={child.id} childName={child.name} dateOfBirth={child.dateOfBirth} hub={hub.data} />
    </>
  );
}
