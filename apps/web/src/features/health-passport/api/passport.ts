import type { FontFamily, PassportResponse, PassportUpdateInput } from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A child's passport under /children/:childId/health/passport. */
export const passportPath = (childId: string) => `/children/${encodeURIComponent(childId)}/health/passport`;

export function getPassport(api: SignedInApi, childId: string): Promise<PassportResponse> {
  return api.request<PassportResponse>(passportPath(childId));
}

export function passportQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.passport(api.userId, childId),
    queryFn: () => getPassport(api, childId),
    enabled: api.ready,
  });
}

/** A child's passport; waits while `childId` is null (no child chosen yet). */
export function usePassport(childId: string | null) {
  const options = passportQueryOptions(useSignedInApi(), childId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null });
}

function usePassportChange<Input>(
  childId: string,
  send: (api: SignedInApi, input: Input) => Promise<PassportResponse>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSuccess: (passport) => queryClient.setQueryData(queryKeys.children.passport(api.userId, childId), passport),
  });
}

/** Changes what is written on the passport; answers with the whole passport. */
export function useUpdatePassport(childId: string) {
  return usePassportChange(childId, (api, input: PassportUpdateInput) =>
    api.request<PassportResponse>(passportPath(childId), { method: 'PATCH', body: input }),
  );
}

/** Records that the family has checked the passport today; the next review falls due six months on. */
export function useMarkPassportReviewed(childId: string) {
  return usePassportChange(childId, (api, _input: void) =>
    api.request<PassportResponse>(`${passportPath(childId)}/review`, { method: 'POST' }),
  );
}

/** The passport on paper: the whole passport on A4, or the wallet card, in the reader's font. */
export function downloadPassport(
  api: SignedInApi,
  childId: string,
  kind: 'pdf' | 'card',
  font: FontFamily,
): Promise<{ blob: Blob; fileName: string | null }> {
  return api.download(`${passportPath(childId)}/${kind}?font=${encodeURIComponent(font)}`);
}
