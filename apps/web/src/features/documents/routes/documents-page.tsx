import { ChildAreaPage } from '../../../lib/children/child-area-page.tsx';
import { DocumentLibrary } from '../components/document-library.tsx';

/**
 * /dashboard/parent/documents: every letter, report and form kept about a child, uploaded or made in Tedi, with
 * the health hub's documents beside them. A parent keeps the library; a family member with the documents grant
 * reads and downloads it (and, with an edit grant, uploads and changes documents).
 */
export function DocumentsPage() {
  return (
    <ChildAreaPage
      title="Documents"
      area="documents"
      intro={
        <p className="text-lg">
          Reports, letters and plans about your child in one place: search them, keep each new version, and download
          them whenever a form or a meeting asks.
        </p>
      }
      noChild={{
        parent: 'Add a child on your dashboard first; their documents are kept here.',
        familyMember:
          'No child’s documents have been shared with you yet. The family’s parents choose what you can see.',
      }}
    >
      {(child) => <DocumentLibrary childId={child.id} childName={child.name} />}
    </ChildAreaPage>
  );
}
