import {
  DOCUMENT_RESTORE_DAYS,
  documentUpdateSchema,
  type DocumentDetailResponse,
  type DocumentListResponse,
  type DocumentPermissions,
  type DocumentReader,
  type HealthDocumentResponse,
  type SharedChildrenResponse,
} from '@tedi/contracts';

/**
 * A small stand-in for the document library's API and the lists of children the page reads, answering as the
 * server does: searches by words and tag, uploads as multipart forms (a file named .pdf that is not a PDF is
 * refused), soft deletion with a date it goes for good, and restoring. Tests put it in place of fetch.
 */
export const OLLIE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const DAY = 24 * 60 * 60 * 1000;

export interface FakeDocumentsApi {
  fetch: typeof fetch;
  documents: DocumentDetailResponse[];
  requests: { method: string; path: string; search: string; body: unknown }[];
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let counter = 0;
const nextId = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function libraryDocument(
  title: string,
  overrides: Partial<DocumentDetailResponse> = {},
  versions = 1,
): DocumentDetailResponse {
  const id = nextId();
  const made = Array.from({ length: versions }, (_, index) => {
    const versionId = nextId();
    const fileId = nextId();
    return {
      id: versionId,
      number: index + 1,
      note: index === 0 ? null : 'Final version',
      createdBy: { userId: 'parent-1', name: 'Sam Taylor' },
      createdAt: new Date(Date.parse('2026-02-01T10:00:00Z') + index * DAY).toISOString(),
      files: [
        {
          id: fileId,
          format: 'pdf' as const,
          contentType: 'application/pdf',
          byteSize: 48_000,
          fileName: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
          url: `/api/v1/children/${OLLIE_ID}/documents/${id}/versions/${versionId}/files/${fileId}`,
        },
      ],
    };
  }).reverse();
  return {
    id,
    childId: OLLIE_ID,
    title,
    tags: [],
    kind: 'uploaded',
    templateId: null,
    createdBy: { userId: 'parent-1', name: 'Sam Taylor' },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: made[0]!.createdAt,
    versionCount: versions,
    latest: made[0]!,
    deleted: null,
    versions: made,
    ...overrides,
  };
}

export const clinicLetter: HealthDocumentResponse = {
  id: 'd0c5d0c5-0000-4000-8000-000000000001',
  fileId: 'f11ef11e-0000-4000-8000-000000000001',
  title: 'Neurology clinic letter',
  tags: ['clinic'],
  documentDate: '2026-01-20',
  notes: null,
  contentType: 'application/pdf',
  byteSize: 120_000,
  url: '/storage/v1/object/f11ef11e-0000-4000-8000-000000000001',
  uploadedAt: '2026-01-21T09:00:00.000Z',
};

export function createFakeDocumentsApi(
  documents: DocumentDetailResponse[],
  options: {
    permissions?: DocumentPermissions;
    healthDocuments?: HealthDocumentResponse[] | null;
    readers?: DocumentReader[] | null;
    shared?: SharedChildrenResponse;
  } = {},
): FakeDocumentsApi {
  const permissions = options.permissions ?? { canEdit: true, canManage: true };
  // Changed in place as the server would change its rows.
  const state = documents.map(
    (document) =>
      structuredClone(document) as { -readonly [K in keyof DocumentDetailResponse]: DocumentDetailResponse[K] },
  );
  const requests: FakeDocumentsApi['requests'] = [];
  const summary = ({ versions: _versions, ...rest }: DocumentDetailResponse) => rest;

  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const body: unknown =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    requests.push({ method, path: url.pathname, search: url.search, body });

    if (url.pathname === '/api/v1/children' && method === 'GET') {
      return answer(200, {
        canCreate: true,
        children: [
          {
            id: OLLIE_ID,
            name: 'Oliver Taylor',
            preferredName: 'Ollie',
            dateOfBirth: '2019-03-12',
            photo: null,
            archivedAt: null,
            permissions: { canEdit: true, canManage: true, areas: {} },
          },
        ],
      });
    }
    if (url.pathname === '/api/v1/family/shared-children' && method === 'GET') {
      return options.shared ? answer(200, options.shared) : answer(403, { code: 'forbidden', message: 'Not yours' });
    }
    if (url.pathname === `/storage/v1/children/${OLLIE_ID}/documents` && method === 'POST') {
      const form = body as FormData;
      const file = form.get('file') as File;
      const head = new Uint8Array(await file.arrayBuffer()).slice(0, 4);
      if (String.fromCharCode(...head) !== '%PDF') {
        return answer(415, {
          code: 'unsupported_media_type',
          message: `“${file.name}” is named as a PDF, but it is really a PNG picture. Please check it is the file you meant, or rename it to end in .png and try again.`,
        });
      }
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const title = text('title') || file.name.replace(/\.[^.]*$/, '');
      const tags = text('tags')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean);
      const created = libraryDocument(title, { tags, createdAt: new Date().toISOString() });
      state.unshift(created);
      return answer(201, created);
    }
    const match = /^\/api\/v1\/children\/([^/]+)\/documents(?:\/([^/]+))?(\/restore)?$/.exec(url.pathname);
    if (!match || match[1] !== OLLIE_ID) return answer(404, { code: 'not_found', message: 'Not found' });
    const [, , documentId, restore] = match;
    if (!documentId && method === 'GET') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const tag = url.searchParams.get('tag') ?? '';
      const kept = state.filter((document) => document.deleted === null);
      const found = kept.filter(
        (document) =>
          (q === '' || `${document.title} ${document.tags.join(' ')}`.toLowerCase().includes(q)) &&
          (tag === '' || document.tags.includes(tag)),
      );
      const list: DocumentListResponse = {
        documents: found.map(summary),
        tags: [...new Set(kept.flatMap((document) => document.tags))].sort(),
        recentlyDeleted: permissions.canEdit ? state.filter((document) => document.deleted !== null).map(summary) : [],
        healthDocuments: options.healthDocuments === undefined ? [clinicLetter] : options.healthDocuments,
        readers: options.readers === undefined ? [] : options.readers,
        permissions,
      };
      return answer(200, list);
    }
    const document = state.find((each) => each.id === documentId);
    if (!document) return answer(404, { code: 'not_found', message: 'This child has no document with this id.' });
    if (method !== 'GET' && !permissions.canEdit) {
      return answer(403, { code: 'forbidden', message: 'You can’t change this part of the child’s record.' });
    }
    if (method === 'GET') return answer(200, document);
    if (method === 'PATCH') {
      const parsed = documentUpdateSchema.safeParse(body);
      if (!parsed.success) {
        return answer(400, {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          details: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        });
      }
      Object.assign(document, parsed.data);
      return answer(200, document);
    }
    if (method === 'DELETE') {
      const at = new Date();
      document.deleted = {
        at: at.toISOString(),
        by: { userId: 'parent-1', name: 'Sam Taylor' },
        purgeAt: new Date(at.getTime() + DOCUMENT_RESTORE_DAYS * DAY).toISOString(),
      };
      return answer(200, document);
    }
    if (method === 'POST' && restore) {
      document.deleted = null;
      return answer(200, document);
    }
    return answer(404, { code: 'not_found', message: 'Not found' });
  }) as typeof fetch;

  return { fetch: fakeFetch, documents: state, requests };
}
