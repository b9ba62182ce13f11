import {
  BOARD_USAGE_API,
  type BoardUsagePeriod,
  type BoardUsageResponse,
  type BoardUsageState,
  type BoardUsageStateInput,
} from '@tedi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The log as shown: with the period it covers, since the last period shown stays while another loads. */
export type ShownBoardUsage = BoardUsageResponse & { readonly days: BoardUsagePeriod };

/** The board's usage log over the last `days` days. */
export function useBoardUsage(childId: string, days: BoardUsagePeriod) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.children.boardUsagePeriod(api.userId, childId, days),
    queryFn: async (): Promise<ShownBoardUsage> => ({
      ...(await api.request<BoardUsageResponse>(BOARD_USAGE_API.period(childId, days))),
      days,
    }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
  });
}

/** Turns the log on or off, or pauses it; every period shown reads it again. */
export function useSetBoardUsage(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: BoardUsageState) =>
      api.request<BoardUsageStateInput>(BOARD_USAGE_API.log(childId), {
        method: 'PUT',
        body: { state } satisfies BoardUsageStateInput,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.boardUsage(api.userId, childId) }),
  });
}

/** Clears every word counted so far. */
export function useClearBoardUsage(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<void>(BOARD_USAGE_API.log(childId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.boardUsage(api.userId, childId) }),
  });
}
