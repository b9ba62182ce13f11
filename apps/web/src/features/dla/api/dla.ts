import type {
  DlaAnswerResponse,
  DlaClaimResponse,
  DlaClaimUpdateInput,
  DlaDiaryEntryCreateInput,
  DlaDiaryEntryResponse,
  DlaEvidenceCreateInput,
  DlaEvidenceResponse,
  DlaEvidenceUpdateInput,
  DlaOverviewResponse,
  FontFamily,
} from '@tedi/contracts';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';

import { type SignedInApi, useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A child's DLA claim under /children/:childId/dla. */
export const dlaPath = (childId: string) => `/children/${encodeURIComponent(childId)}/dla`;

export function dlaQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.dla(api.userId, childId),
    queryFn: () => api.request<DlaOverviewResponse>(dlaPath(childId)),
    enabled: api.ready,
  });
}

/** A child's claim with its dates, answers, diary and evidence; waits while `childId` is null. */
export function useDla(childId: string | null) {
  const options = dlaQueryOptions(useSignedInApi(), childId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null });
}

/** The claims of several children at once (the dashboard), in the order given. */
export function useDlaClaims(childIds: readonly string[]) {
  const api = useSignedInApi();
  return useQueries({ queries: childIds.map((childId) => dlaQueryOptions(api, childId)) });
}

/** Saves one answer from the revision the screen last saw; a 409 carries the answer as it is now. */
export function saveDlaAnswer(
  api: SignedInApi,
  childId: string,
  questionKey: string,
  text: string,
  baseRevision: number,
): Promise<DlaAnswerResponse> {
  return api.request<DlaAnswerResponse>(`${dlaPath(childId)}/answers/${encodeURIComponent(questionKey)}`, {
    method: 'PUT',
    body: { text, baseRevision },
  });
}

/** Anything that changes the claim refreshes it: its dates, deadlines and summaries are worked out by the server. */
function useDlaChange<Input, Output>(childId: string, send: (api: SignedInApi, input: Input) => Promise<Output>) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.dla(api.userId, childId) }),
  });
}

export function useSaveClaim(childId: string) {
  return useDlaChange(childId, (api, input: DlaClaimUpdateInput) =>
    api.request<DlaClaimResponse>(`${dlaPath(childId)}/claim`, { method: 'PUT', body: input }),
  );
}

export function useAddDiaryEntry(childId: string) {
  return useDlaChange(childId, (api, input: DlaDiaryEntryCreateInput) =>
    api.request<DlaDiaryEntryResponse>(`${dlaPath(childId)}/diary`, { method: 'POST', body: input }),
  );
}

export function useRemoveDiaryEntry(childId: string) {
  return useDlaChange(childId, (api, entryId: string) =>
    api.request<void>(`${dlaPath(childId)}/diary/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
  );
}

export function useAddEvidence(childId: string) {
  return useDlaChange(childId, (api, input: DlaEvidenceCreateInput) =>
    api.request<DlaEvidenceResponse>(`${dlaPath(childId)}/evidence`, { method: 'POST', body: input }),
  );
}

export function useUpdateEvidence(childId: string) {
  return useDlaChange(childId, (api, input: { id: string; changes: DlaEvidenceUpdateInput }) =>
    api.request<DlaEvidenceResponse>(`${dlaPath(childId)}/evidence/${encodeURIComponent(input.id)}`, {
      method: 'PATCH',
      body: input.changes,
    }),
  );
}

export function useRemoveEvidence(childId: string) {
  return useDlaChange(childId, (api, evidenceId: string) =>
    api.request<void>(`${dlaPath(childId)}/evidence/${encodeURIComponent(evidenceId)}`, { method: 'DELETE' }),
  );
}

/** The answers on paper, question by question, in the reader's font. */
export function downloadDlaAnswers(
  api: SignedInApi,
  childId: string,
  font: FontFamily,
): Promise<{ blob: Blob; fileName: string | null }> {
  return api.download(`${dlaPath(childId)}/answers.pdf?font=${encodeURIComponent(font)}`);
}
