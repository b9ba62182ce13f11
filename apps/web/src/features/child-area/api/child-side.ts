import {
  type BoardUsageRecordInput,
  CHILD_AREA_API,
  type ChildAreaResponse,
  type ChildBoardResponse,
  type ChildChoices,
  type ChildLeaveInput,
  type ChildMeResponse,
  type ChildSessionResponse,
  type SignInChildrenResponse,
} from '@tedi/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { type SignedInApi, useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { withOfflineData, withOfflineFile } from '../../../lib/offline/offline-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { TrustedDevice } from './trusted-device.ts';

// A trusted device, before anyone signs in: the device's token goes in the body, never in an address.

export function useSignInChildren(device: TrustedDevice | null) {
  return useQuery({
    queryKey: queryKeys.childSignIn.children(device?.id ?? ''),
    queryFn: () =>
      apiRequest<SignInChildrenResponse>(CHILD_AREA_API.deviceChildren, {
        method: 'POST',
        body: { deviceToken: device!.token },
      }),
    enabled: device !== null,
    // A device that is no longer trusted says so at once rather than after retries.
    retry: false,
  });
}

/** A child's photo for their button on the sign-in page, as an address an `<img>` can show. */
export function useSignInPhoto(device: TrustedDevice | null, childId: string, hasPhoto: boolean) {
  return useQuery({
    queryKey: [...queryKeys.childSignIn.children(device?.id ?? ''), childId, 'photo'],
    queryFn: async () => {
      const { blob } = await apiDownload(CHILD_AREA_API.devicePhoto(childId), {
        method: 'POST',
        body: { deviceToken: device!.token },
      });
      return URL.createObjectURL(blob);
    },
    enabled: device !== null && hasPhoto,
    staleTime: Infinity,
  });
}

export function startChildSession(
  device: TrustedDevice,
  childId: string,
  secret: { pictures: readonly string[] } | { pin: string },
): Promise<ChildSessionResponse> {
  return apiRequest<ChildSessionResponse>(CHILD_AREA_API.startSession, {
    method: 'POST',
    body: { deviceToken: device.token, childId, ...secret },
  });
}

// The signed-in child's own area.

// The child's area, board and photos are kept on the device as they load (lib/offline/offline-data.ts), so Talk
// keeps working with no connection: a child's voice can't depend on the signal.

function childAreaQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.childArea.area(api.userId),
    queryFn: () => withOfflineData(api.userId, 'child-area', () => api.request<ChildAreaResponse>(CHILD_AREA_API.area)),
    enabled: api.ready,
  });
}

export function useChildArea() {
  return useQuery(childAreaQueryOptions(useSignedInApi()));
}

export function useChildMe() {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.childArea.me(api.userId),
    queryFn: () => withOfflineData(api.userId, 'child-me', () => api.request<ChildMeResponse>(CHILD_AREA_API.me)),
    enabled: api.ready,
  });
}

function childBoardQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.childArea.board(api.userId),
    queryFn: () =>
      withOfflineData(api.userId, 'child-board', () => api.request<ChildBoardResponse>(CHILD_AREA_API.board)),
    enabled: api.ready,
  });
}

export function useChildBoard() {
  return useQuery(childBoardQueryOptions(useSignedInApi()));
}

/**
 * Asks for what the child's home and Talk wait for (their area: names, colours, what is turned on; and their board),
 * as soon as the child's session is known rather than once the area's code has arrived and run
 * (lib/api/prefetch-signed-in.ts). The board comes too on the home page: Talk is one tap from it.
 */
export function prefetchChildHome(queryClient: QueryClient, api: SignedInApi): void {
  void queryClient.prefetchQuery(childAreaQueryOptions(api));
  void queryClient.prefetchQuery(childBoardQueryOptions(api));
}

/** The child's own photo (or a board's photo) as an address an `<img>` can show; null while there is none. */
export function useChildAreaImage(path: string | null) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: queryKeys.storage.file(api.userId, path ?? ''),
    queryFn: async () =>
      URL.createObjectURL(
        await withOfflineFile(api.userId, `file:${path}`, async () => (await api.download(path!)).blob),
      ),
    enabled: api.ready && path !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useUpdateChoices() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: ChildChoices) =>
      api.request<ChildAreaResponse>(CHILD_AREA_API.settings, { method: 'PUT', body: choices }),
    onSuccess: (area) => queryClient.setQueryData(queryKeys.childArea.area(api.userId), area),
  });
}

/**
 * The words the child said on Talk, for the board's usage log; `keepalive` lets the request finish as the page is
 * hidden or closed. The server counts them only while a parent has the log on.
 */
export function sendBoardWords(api: SignedInApi, words: readonly string[], keepalive: boolean): Promise<void> {
  return api.request<void>(CHILD_AREA_API.boardUsage, {
    method: 'POST',
    body: { words: words.map((word) => ({ word })) } satisfies BoardUsageRecordInput,
    keepalive,
  });
}

export function useLeaveChildArea() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: (input: ChildLeaveInput) => api.request<void>(CHILD_AREA_API.leave, { method: 'POST', body: input }),
  });
}
