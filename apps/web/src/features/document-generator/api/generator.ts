import type {
  FontFamily,
  GeneratorDraftResponse,
  GeneratorFormat,
  GeneratorOverviewResponse,
  GeneratorSenderInput,
  LetterSender,
  TemplateValues,
} from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A child's document generator under /children/:childId/document-generator. */
export const generatorPath = (childId: string) => `/children/${encodeURIComponent(childId)}/document-generator`;
const draftPath = (childId: string, templateId: string) =>
  `${generatorPath(childId)}/drafts/${encodeURIComponent(templateId)}`;

export function generatorOverviewQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.generator(api.userId, childId),
    queryFn: () => api.request<GeneratorOverviewResponse>(generatorPath(childId)),
    enabled: api.ready,
  });
}

/** The child's saved drafts and the family's letter details; waits while no child is chosen. */
export function useGeneratorOverview(childId: string | null) {
  const options = generatorOverviewQueryOptions(useSignedInApi(), childId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null });
}

export function generatorDraftQueryOptions(api: SignedInApi, childId: string, templateId: string) {
  return queryOptions({
    queryKey: queryKeys.children.generatorDraft(api.userId, childId, templateId),
    queryFn: () => api.request<GeneratorDraftResponse>(draftPath(childId, templateId)),
    enabled: api.ready,
    // A draft is changed here and nowhere else while it is open: what the parent typed must not be overwritten.
    staleTime: Infinity,
  });
}

/** One template filled for the child, with what the parent typed so far. */
export function useGeneratorDraft(childId: string | null, templateId: string | null) {
  const options = generatorDraftQueryOptions(useSignedInApi(), childId ?? '', templateId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null && templateId !== null });
}

/** Keeps what the parent typed (the page calls it a moment after they stop typing). */
export function useSaveDraft(childId: string, templateId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TemplateValues) =>
      api.request<GeneratorDraftResponse>(draftPath(childId, templateId), { method: 'PUT', body: { values } }),
    onSuccess: (draft) => {
      // The draft opened again later starts from what was saved, not from what was loaded first.
      queryClient.setQueryData(queryKeys.children.generatorDraft(api.userId, childId, templateId), draft);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.children.generator(api.userId, childId),
        exact: true,
      });
    },
    retry: false,
  });
}

/** Forgets what was typed, so the template fills from the record again. */
export function useClearDraft(childId: string, templateId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<void>(draftPath(childId, templateId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.generator(api.userId, childId) }),
  });
}

/** Keeps the family's name and address for letters. */
export function useSaveSender(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sender: GeneratorSenderInput) =>
      api.request<LetterSender>(`${generatorPath(childId)}/sender`, { method: 'PUT', body: sender }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.generator(api.userId, childId) }),
  });
}

/** Makes the document from what is on screen, in a format, for the browser to save. */
export function makeDocument(
  api: SignedInApi,
  childId: string,
  templateId: string,
  format: GeneratorFormat,
  values: TemplateValues,
  font: FontFamily,
): Promise<{ blob: Blob; fileName: string | null }> {
  return api.download(`${draftPath(childId, templateId)}/${format}?font=${encodeURIComponent(font)}`, {
    method: 'POST',
    body: { values },
  });
}
