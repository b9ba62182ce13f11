import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A change to the family's members or invitations touches both lists, so everything about the family is refetched. */
export function useFamilyChange<Input, Output>(change: (api: SignedInApi, input: Input) => Promise<Output>) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family.all(api.userId) }),
  });
}
