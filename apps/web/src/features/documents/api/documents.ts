import {
  DOCUMENTS_API,
  type DocumentDetailResponse,
  type DocumentListResponse,
  type DocumentUpdateInput,
} from '@tedi/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One file of a document (its `url`), or of the health hub, fetched as the signed-in person to be saved. */
export function downloadDocumentFile(api: SignedInApi, url: string) {
  return api.download(url);
}

/** A search of the library: words of a title or tag, and one tag; empty strings search for nothing. */
export interface DocumentSearchValues {
  readonly q: string;
  readonly tag: string;
}

export function getDocuments(
  api: SignedInApi,
  childId: string,
  search: DocumentSearchValues,
): Promise<DocumentListResponse> {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.tag) params.set('tag', search.tag);
  const query = params.toString();
  return api.request<DocumentListResponse>(
    `${DOCUMENTS_API.list(encodeURIComponent(childId))}${query ? `?${query}` : ''}`,
  );
}

export function documentsQueryOptions(api: SignedInApi, childId: string, search: DocumentSearchValues) {
  return queryOptions({
    queryKey: queryKeys.children.documentList(api.userId, childId, search),
    queryFn: () => getDocuments(api, childId, search),
    enabled: api.ready,
    // While a new search runs, the last answer stays on screen rather than a loading line.
    placeholderData: keepPreviousData,
  });
}

/** One child's library, as searched. */
export function useDocuments(childId: string, search: DocumentSearchValues) {
  return useQuery(documentsQueryOptions(useSignedInApi(), childId, search));
}

/** One document with every version; waits while none is open. */
export function useDocument(childId: string, documentId: string | null) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.children.document(api.userId, childId, documentId ?? ''),
    queryFn: () =>
      api.request<DocumentDetailResponse>(
        DOCUMENTS_API.document(encodeURIComponent(childId), encodeURIComponent(documentId ?? '')),
      ),
    enabled: api.ready && documentId !== null,
  });
}

/** Any change to the library: the lists and every open document are fetched again. */
function useDocumentsChange<Input>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<DocumentDetailResponse>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.documents(api.userId, childId) }),
  });
}

export interface DocumentUpload {
  readonly file: File;
  readonly title: string;
  readonly tags: string;
  readonly note: string;
}

/** Files go to the storage service as multipart form data; the server checks each by its bytes. */
export function uploadDocument(api: SignedInApi, childId: string, upload: DocumentUpload) {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('tags', upload.tags);
  form.append('note', upload.note);
  // The file goes last, so the server has read the fields by the time it reaches it.
  form.append('file', upload.file, upload.file.name);
  return api.request<DocumentDetailResponse>(DOCUMENTS_API.upload(encodeURIComponent(childId)), {
    method: 'POST',
    body: form,
  });
}

export function uploadVersion(
  api: SignedInApi,
  childId: string,
  { documentId, file, note }: { documentId: string; file: File; note: string },
) {
  const form = new FormData();
  form.append('note', note);
  form.append('file', file, file.name);
  return api.request<DocumentDetailResponse>(
    DOCUMENTS_API.newVersion(encodeURIComponent(childId), encodeURIComponent(documentId)),
    { method: 'POST', body: form },
  );
}

export function updateDocument(
  api: SignedInApi,
  childId: string,
  { documentId, input }: { documentId: string; input: DocumentUpdateInput },
) {
  return api.request<DocumentDetailResponse>(
    DOCUMENTS_API.document(encodeURIComponent(childId), encodeURIComponent(documentId)),
    { method: 'PATCH', body: input },
  );
}

export function deleteDocument(api: SignedInApi, childId: string, documentId: string) {
  return api.request<DocumentDetailResponse>(
    DOCUMENTS_API.document(encodeURIComponent(childId), encodeURIComponent(documentId)),
    { method: 'DELETE' },
  );
}

export function restoreDocument(api: SignedInApi, childId: string, documentId: string) {
  return api.request<DocumentDetailResponse>(
    DOCUMENTS_API.restore(encodeURIComponent(childId), encodeURIComponent(documentId)),
    { method: 'POST' },
  );
}

export const useUploadDocument = (childId: string) => useDocumentsChange(childId, uploadDocument);
export const useUploadVersion = (childId: string) => useDocumentsChange(childId, uploadVersion);
export const useUpdateDocument = (childId: string) => useDocumentsChange(childId, updateDocument);
export const useDeleteDocument = (childId: string) => useDocumentsChange(childId, deleteDocument);
export const useRestoreDocument = (childId: string) => useDocumentsChange(childId, restoreDocument);
