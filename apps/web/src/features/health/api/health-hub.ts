import {
  HEALTH_API,
  type DoseLogCreateInput,
  type FontFamily,
  type DoseLogResponse,
  type DoseOverLimitDetails,
  type HealthChangesResponse,
  type HealthDocumentListResponse,
  type HealthDocumentResponse,
  type HealthDocumentUpdateInput,
  type HealthHubResponse,
  type HealthTimelineKind,
  type HealthTimelineResponse,
} from '@tedi/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { childPath } from '../../children/api/child.ts';

/** A child's health record under /children/:id/health (the API client adds /api/v1). */
export const healthPath = (childId: string) => `${childPath(childId)}/health`;

/** The kinds of entry written through the same add, change and remove calls. */
export type HealthEntryKind =
  'allergies' | 'professionals' | 'medications' | 'appointments' | 'growth' | 'events' | 'immunisations';

export function getHealthHub(api: SignedInApi, childId: string): Promise<HealthHubResponse> {
  return api.request<HealthHubResponse>(healthPath(childId));
}

export function healthHubQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.health(api.userId, childId),
    queryFn: () => getHealthHub(api, childId),
    enabled: api.ready,
  });
}

/** One child's health hub; waits while `childId` is null (no child chosen yet). */
export function useHealthHub(childId: string | null) {
  const options = healthHubQueryOptions(useSignedInApi(), childId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null });
}

/** Several children's hubs at once, for the dashboard's health module. */
export function useHealthHubs(childIds: readonly string[]) {
  const api = useSignedInApi();
  return useQueries({ queries: childIds.map((childId) => healthHubQueryOptions(api, childId)) });
}

/** Any change to a child's health record: the hub and everything read beneath it are fetched again. */
function useHealthChange<Input, Output>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<Output>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.health(api.userId, childId) }),
  });
}

export function addHealthEntry(
  api: SignedInApi,
  childId: string,
  { kind, input }: { kind: HealthEntryKind; input: unknown },
): Promise<unknown> {
  return api.request(`${healthPath(childId)}/${kind}`, { method: 'POST', body: input });
}

export function updateHealthEntry(
  api: SignedInApi,
  childId: string,
  { kind, id, input }: { kind: HealthEntryKind; id: string; input: unknown },
): Promise<unknown> {
  return api.request(`${healthPath(childId)}/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function removeHealthEntry(
  api: SignedInApi,
  childId: string,
  { kind, id }: { kind: HealthEntryKind; id: string },
): Promise<void> {
  return api.request<void>(`${healthPath(childId)}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useAddHealthEntry(childId: string) {
  return useHealthChange(childId, addHealthEntry);
}

export function useUpdateHealthEntry(childId: string) {
  return useHealthChange(childId, updateHealthEntry);
}

export function useRemoveHealthEntry(childId: string) {
  return useHealthChange(childId, removeHealthEntry);
}

// Doses

export function logDose(
  api: SignedInApi,
  childId: string,
  { medicationId, input }: { medicationId: string; input: DoseLogCreateInput },
): Promise<DoseLogResponse> {
  return api.request<DoseLogResponse>(`${healthPath(childId)}/medications/${encodeURIComponent(medicationId)}/doses`, {
    method: 'POST',
    body: input,
  });
}

export function removeDose(api: SignedInApi, childId: string, doseId: string): Promise<void> {
  return api.request<void>(`${healthPath(childId)}/doses/${encodeURIComponent(doseId)}`, { method: 'DELETE' });
}

export function useLogDose(childId: string) {
  return useHealthChange(childId, logDose);
}

export function useRemoveDose(childId: string) {
  return useHealthChange(childId, removeDose);
}

/** The warning the server gives before an as-needed dose over its limits, or null for any other refusal. */
export function overLimitWarningOf(error: unknown): { message: string; details: DoseOverLimitDetails } | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'dose_over_limit') return null;
  return { message: error.message, details: error.details as DoseOverLimitDetails };
}

// Timeline

export const TIMELINE_PAGE_SIZE = 20;

export function getHealthTimeline(
  api: SignedInApi,
  childId: string,
  { kinds, before }: { kinds: readonly HealthTimelineKind[]; before: string | null },
): Promise<HealthTimelineResponse> {
  const params = new URLSearchParams({ limit: String(TIMELINE_PAGE_SIZE) });
  if (kinds.length > 0) params.set('kinds', kinds.join(','));
  if (before) params.set('before', before);
  return api.request<HealthTimelineResponse>(`${healthPath(childId)}/timeline?${params.toString()}`);
}

export function healthTimelineQueryOptions(api: SignedInApi, childId: string, kinds: readonly HealthTimelineKind[]) {
  return infiniteQueryOptions({
    queryKey: queryKeys.children.healthTimeline(api.userId, childId, kinds),
    queryFn: ({ pageParam }) => getHealthTimeline(api, childId, { kinds, before: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    enabled: api.ready,
  });
}

/** The timeline, newest first, a page at a time; `kinds` empty means every kind. */
export function useHealthTimeline(childId: string, kinds: readonly HealthTimelineKind[]) {
  return useInfiniteQuery(healthTimelineQueryOptions(useSignedInApi(), childId, kinds));
}

// What changed since the last appointment with a professional

export function getHealthChanges(
  api: SignedInApi,
  childId: string,
  professionalId: string,
): Promise<HealthChangesResponse> {
  return api.request<HealthChangesResponse>(
    `${healthPath(childId)}/changes?${new URLSearchParams({ professionalId }).toString()}`,
  );
}

/** Waits while no professional is chosen. */
export function useHealthChanges(childId: string, professionalId: string | null) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.children.healthChanges(api.userId, childId, professionalId ?? ''),
    queryFn: () => getHealthChanges(api, childId, professionalId ?? ''),
    enabled: api.ready && professionalId !== null,
  });
}

// Documents

export function searchHealthDocuments(
  api: SignedInApi,
  childId: string,
  search: { q: string; tag: string },
): Promise<HealthDocumentListResponse> {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.tag) params.set('tag', search.tag);
  const query = params.toString();
  return api.request<HealthDocumentListResponse>(`${healthPath(childId)}/documents${query ? `?${query}` : ''}`);
}

/** The documents found by title and tag; waits while nothing is searched for (the hub lists them all). */
export function useHealthDocumentSearch(childId: string, search: { q: string; tag: string }) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.children.healthDocuments(api.userId, childId, search),
    queryFn: () => searchHealthDocuments(api, childId, search),
    enabled: api.ready && (search.q !== '' || search.tag !== ''),
  });
}

export interface HealthDocumentUpload {
  readonly file: File;
  readonly title: string;
  readonly tags: string;
  readonly documentDate: string;
}

/** Documents go to the storage service as multipart form data; the server checks the file by its bytes. */
export function uploadHealthDocument(
  api: SignedInApi,
  childId: string,
  upload: HealthDocumentUpload,
): Promise<HealthDocumentResponse> {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('tags', upload.tags);
  form.append('documentDate', upload.documentDate);
  // The file goes last, so the server has read the fields by the time it reaches it.
  form.append('file', upload.file, upload.file.name);
  return api.request<HealthDocumentResponse>(HEALTH_API.documentUpload(encodeURIComponent(childId)), {
    method: 'POST',
    body: form,
  });
}

export function updateHealthDocument(
  api: SignedInApi,
  childId: string,
  { id, input }: { id: string; input: HealthDocumentUpdateInput },
): Promise<HealthDocumentResponse> {
  return api.request<HealthDocumentResponse>(`${healthPath(childId)}/documents/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}

export function removeHealthDocument(api: SignedInApi, childId: string, id: string): Promise<void> {
  return api.request<void>(`${healthPath(childId)}/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useUploadHealthDocument(childId: string) {
  return useHealthChange(childId, uploadHealthDocument);
}

export function useUpdateHealthDocument(childId: string) {
  return useHealthChange(childId, updateHealthDocument);
}

export function useRemoveHealthDocument(childId: string) {
  return useHealthChange(childId, removeHealthDocument);
}

/** Downloads a document with the signed-in person's access and hands it to the browser to save. */
export async function downloadHealthDocument(api: SignedInApi, document: HealthDocumentResponse): Promise<void> {
  const { blob, fileName } = await api.download(document.url);
  const address = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = address;
  link.download = fileName ?? document.title;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Kept a moment so the browser has started saving before the address is let go.
  window.setTimeout(() => URL.revokeObjectURL(address), 10_000);
}

/** What the health record is downloaded as: the summary on paper, FHIR for clinical systems, one appointment's .ics. */
export type HealthDownload =
  | { readonly kind: 'summary'; readonly font: FontFamily }
  | { readonly kind: 'fhir' }
  | { readonly kind: 'appointment'; readonly appointmentId: string };

export function downloadHealth(
  api: SignedInApi,
  childId: string,
  what: HealthDownload,
): Promise<{ blob: Blob; fileName: string | null }> {
  const path =
    what.kind === 'summary'
      ? `${healthPath(childId)}/summary?font=${encodeURIComponent(what.font)}`
      : what.kind === 'fhir'
        ? `${healthPath(childId)}/fhir`
        : `${healthPath(childId)}/appointments/${encodeURIComponent(what.appointmentId)}/ics`;
  return api.download(path);
}
