import type { AccountDeletionResponse } from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const DELETION_PATH = '/me/deletion';

export function getAccountDeletion(api: SignedInApi): Promise<AccountDeletionResponse> {
  return api.request<AccountDeletionResponse>(DELETION_PATH);
}

/** Asks for the account to be deleted after the grace period; the password when the sign-in is not recent. */
export function scheduleAccountDeletion(api: SignedInApi, password?: string): Promise<AccountDeletionResponse> {
  return api.request<AccountDeletionResponse>(DELETION_PATH, { method: 'POST', body: password ? { password } : {} });
}

export function cancelAccountDeletion(api: SignedInApi): Promise<AccountDeletionResponse> {
  return api.request<AccountDeletionResponse>(DELETION_PATH, { method: 'DELETE' });
}

export function accountDeletionQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.me.deletion(api.userId),
    queryFn: () => getAccountDeletion(api),
    enabled: api.ready,
  });
}

/** Whether the signed-in user's account is due to be deleted, and what would go with it. */
export function useAccountDeletion() {
  return useQuery(accountDeletionQueryOptions(useSignedInApi()));
}

/** Both changes answer with the new state, which every screen showing it (settings, dashboard) reads at once. */
function useAccountDeletionChange<Input>(change: (api: SignedInApi, input: Input) => Promise<AccountDeletionResponse>) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, input),
    onSuccess: (state) => queryClient.setQueryData(accountDeletionQueryOptions(api).queryKey, state),
  });
}

/** `mutate({ password })`, or `mutate({})` when the sign-in was a moment ago. */
export function useScheduleAccountDeletion() {
  return useAccountDeletionChange((api, { password }: { password?: string }) => scheduleAccountDeletion(api, password));
}

export function useCancelAccountDeletion() {
  return useAccountDeletionChange<void>((api) => cancelAccountDeletion(api));
}
