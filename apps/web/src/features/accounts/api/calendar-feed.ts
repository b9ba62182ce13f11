import type { CalendarFeedResponse } from '@tedi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FEED_PATH = '/calendar-feed';

/** Whether the person has a private calendar address, and since when (the address itself is shown only once). */
export function useCalendarFeed() {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.me.calendarFeed(api.userId),
    queryFn: () => api.request<CalendarFeedResponse>(FEED_PATH),
    enabled: api.ready,
  });
}

/** Makes a new address (the old one stops working) or stops the calendar; the answer is the feed as it now is. */
export function useChangeCalendarFeed() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'make' | 'stop') =>
      api.request<CalendarFeedResponse>(FEED_PATH, { method: change === 'make' ? 'POST' : 'DELETE' }),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.me.calendarFeed(api.userId), feed),
  });
}
