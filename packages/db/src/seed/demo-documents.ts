import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { children, files } from '../schema/children.ts';
import { libraryDocumentFiles, libraryDocuments, libraryDocumentVersions } from '../schema/documents.ts';
import { profiles } from '../schema/families.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Keeps a file's bytes in the server's storage and answers the key they are kept under. */
export type StoreDemoFile = (bytes: Uint8Array) => Promise<string>;

/** Makes a one-page PDF of a heading and paragraphs (the server's PDF toolkit). */
export type MakeDemoPdf = (heading: string, paragraphs: readonly string[]) => Promise<Uint8Array>;

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoVersion {
  readonly daysAgo: number;
  readonly fileName: string;
  readonly note: string | null;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

interface DemoDocument {
  readonly title: string;
  readonly tags: readonly string[];
  /** Oldest first. */
  readonly versions: readonly DemoVersion[];
}

function documentsFor(name: string, fullName: string): DemoDocument[] {
  return [
    {
      title: 'End of year school report (Year 2)',
      tags: ['school', 'report'],
      versions: [
        {
          daysAgo: 150,
          fileName: 'year-2-school-report.pdf',
          note: 'Sent home in the book bag',
          heading: `Brook Lane Primary School - End of year report: ${fullName}`,
          paragraphs: [
            `${name} has had a settled year in Year 2 and has built a warm relationship with his class team.`,
            'Reading: working towards the expected standard. He enjoys non-fiction books about trains and reads ' +
              'familiar texts with growing confidence. Comprehension questions are easier with picture prompts.',
            'Writing: he writes simple sentences with support and a word mat. Fine motor work continues daily.',
            'Mathematics: working at the expected standard in number. He counts reliably to 100 and is learning ' +
              'number bonds to 20 with practical resources.',
            'Personal development: transitions are easier with the visual timetable and a warning before changes. ' +
              'He uses the calm corner independently when the classroom is noisy.',
            'Class teacher: Mr Tom Reid. SENCo: Mrs Farah Ahmed.',
          ],
        },
      ],
    },
    {
      title: 'Speech and language therapy report',
      tags: ['therapy', 'speech and language', 'report'],
      versions: [
        {
          daysAgo: 90,
          fileName: 'salt-report.pdf',
          note: null,
          heading: `Speech and Language Therapy Report: ${fullName}`,
          paragraphs: [
            'Reason for report: annual review of communication needs, at the request of school.',
            `Assessment: ${name} understands simple two-part instructions in familiar routines. He finds questions ` +
              'with "why" and "how" hard to answer and benefits from visual supports and extra processing time.',
            'Expressive language: he uses sentences of four to six words. Word-finding difficulties are noticeable ' +
              'when he is tired or anxious.',
            'Recommendations: a weekly small-group language session in school; Colourful Semantics to build ' +
              'sentence structure; adults to pause for ten seconds after a question.',
            'Hannah Brooks, Specialist Speech and Language Therapist.',
          ],
        },
      ],
    },
    {
      title: 'Educational psychologist’s advice',
      tags: ['ehcp', 'educational psychology'],
      versions: [
        {
          daysAgo: 60,
          fileName: 'ep-advice-draft.pdf',
          note: 'Draft sent for our comments',
          heading: `Psychological Advice (draft) - EHC needs assessment: ${fullName}`,
          paragraphs: [
            `This advice is written for the education, health and care needs assessment of ${name}.`,
            'Views of the child: he told me he likes trains, drawing and playtime with his friend Zac, and does not ' +
              'like the hall at lunchtime because it is loud.',
            'Cognition and learning: a relative strength in visual reasoning; working memory is an area of need.',
            'Outcomes to consider: to follow a visual timetable through the school day; to ask an adult for help ' +
              'using his break card.',
          ],
        },
        {
          daysAgo: 40,
          fileName: 'ep-advice-final.pdf',
          note: 'Final version, with our comments about lunchtimes added',
          heading: `Psychological Advice - EHC needs assessment: ${fullName}`,
          paragraphs: [
            `This advice is written for the education, health and care needs assessment of ${name}.`,
            'Views of the child: he told me he likes trains, drawing and playtime with his friend Zac, and does not ' +
              'like the hall at lunchtime because it is loud.',
            'Views of the parents: lunchtimes are the hardest part of the day; a quieter space to eat has helped.',
            'Cognition and learning: a relative strength in visual reasoning; working memory is an area of need.',
            'Provision: a quiet space to eat lunch each day; pre-teaching of new vocabulary; movement breaks every ' +
              '30 minutes.',
          ],
        },
      ],
    },
  ];
}

/**
 * The demo family's first child gets a few documents in the library, once: a school report, a speech and language
 * therapy report and an educational psychologist's advice in two versions, each a real PDF kept in the server's
 * storage. Nothing is added to a child who has documents already.
 */
export async function seedDemoDocuments(
  tx: Transaction,
  familyId: string,
  storeFile: StoreDemoFile,
  makePdf: MakeDemoPdf,
  now: Date,
): Promise<void> {
  const [child] = await tx
    .select({ id: children.id, name: children.name, preferredName: children.preferredName })
    .from(children)
    .where(eq(children.familyId, familyId))
    .orderBy(asc(children.createdAt), asc(children.id))
    .limit(1);
  if (!child) return;
  const [existing] = await tx
    .select({ id: libraryDocuments.id })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.childId, child.id))
    .limit(1);
  if (existing) return;
  const [parent] = await tx
    .select({ userId: profiles.userId, name: profiles.displayName })
    .from(profiles)
    .where(and(eq(profiles.familyId, familyId), eq(profiles.role, 'parent')))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  const maker = { userId: parent?.userId ?? null, name: parent?.name ?? 'A parent' };
  const firstName = (child.preferredName ?? child.name).split(' ')[0]!;

  for (const document of documentsFor(firstName, child.name)) {
    const first = document.versions[0]!;
    const last = document.versions.at(-1)!;
    const [created] = await tx
      .insert(libraryDocuments)
      .values({
        familyId,
        childId: child.id,
        title: document.title,
        tags: [...document.tags],
        kind: 'uploaded',
        createdByUserId: maker.userId,
        createdByName: maker.name,
        createdAt: new Date(now.getTime() - first.daysAgo * DAY_MS),
        updatedAt: new Date(now.getTime() - last.daysAgo * DAY_MS),
      })
      .returning({ id: libraryDocuments.id });
    for (const [index, version] of document.versions.entries()) {
      const at = new Date(now.getTime() - version.daysAgo * DAY_MS);
      const bytes = await makePdf(version.heading, version.paragraphs);
      const storageKey = await storeFile(bytes);
      const [file] = await tx
        .insert(files)
        .values({
          familyId,
          childId: child.id,
          ownerUserId: maker.userId,
          kind: 'library_document',
          contentType: 'application/pdf',
          byteSize: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey,
          originalName: version.fileName,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: files.id });
      const [row] = await tx
        .insert(libraryDocumentVersions)
        .values({
          documentId: created!.id,
          childId: child.id,
          number: index + 1,
          note: version.note,
          createdByUserId: maker.userId,
          createdByName: maker.name,
          createdAt: at,
        })
        .returning({ id: libraryDocumentVersions.id });
      await tx.insert(libraryDocumentFiles).values({
        versionId: row!.id,
        childId: child.id,
        fileId: file!.id,
        format: 'pdf',
      });
    }
  }
}
