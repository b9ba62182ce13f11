import {
  BOARD_API,
  type BoardCreateInput,
  type BoardImportResponse,
  type BoardPhotoResponse,
  type BoardResponse,
  type BoardSetResponse,
  type BoardSettingsUpdateInput,
  type BoardSymbolSearchResponse,
  type BoardUpdateInput,
} from '@tedi/contracts';
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { ApiRequestError, isConnectionFailure } from '../../../lib/api-client.ts';
import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useOnline } from '../../../lib/use-online.ts';
import {
  type BoardWrite,
  boardOutboxKey,
  isSendingBoardOutbox,
  keepBoardWrite,
  readBoardOutbox,
  sendBoardOutbox,
  subscribeToBoardOutbox,
  withPendingWrites,
} from './board-outbox.ts';

export function getBoardSet(api: SignedInApi, childId: string): Promise<BoardSetResponse> {
  return api.request<BoardSetResponse>(BOARD_API.set(childId));
}

export function boardSetQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.board(api.userId, childId),
    queryFn: () => getBoardSet(api, childId),
    enabled: api.ready,
  });
}

/** A child's whole board set, with this device's writes still waiting shown as made; waits while no child is chosen. */
export function useBoardSet(childId: string | null) {
  const options = boardSetQueryOptions(useSignedInApi(), childId ?? '');
  const { outbox } = useBoardOutbox(childId ?? '');
  const select = useCallback((set: BoardSetResponse) => withPendingWrites(set, outbox.writes), [outbox.writes]);
  return useQuery({ ...options, enabled: options.enabled && childId !== null, select });
}

/** This device's board writes waiting to be sent, and those the server refused, for the signed-in person. */
export function useBoardOutbox(childId: string) {
  const { userId } = useSignedInApi();
  const key = boardOutboxKey(userId, childId);
  const outbox = useSyncExternalStore(subscribeToBoardOutbox, () => readBoardOutbox(key));
  const sending = useSyncExternalStore(subscribeToBoardOutbox, () => isSendingBoardOutbox(key));
  const saving = useIsMutating({ mutationKey: queryKeys.children.board(userId, childId) }) > 0;
  return { key, outbox, saving: saving || sending };
}

/** A write of a board or of the set's settings, sent as the request it names; the outbox sends the same way. */
const sendBoardWrite = <Output>(api: SignedInApi, write: BoardWrite) =>
  api.request<Output>(write.path, { method: write.method, body: write.body });

const boardIntoSet = (board: BoardResponse, set: BoardSetResponse): BoardSetResponse => ({
  ...set,
  boards: set.boards.map((each) => (each.id === board.id ? board : each)),
});

/** Kept on the device when there is no connection: the write to send later, and the answer to show meanwhile. */
type Offline<Input, Output> = (input: Input, set: BoardSetResponse) => { write: BoardWrite; shownAs: Output } | null;

/** A change to the board: the set is put in the cache as the server answered, or fetched again. */
function useBoardChange<Input, Output>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<Output>,
  toSet?: (output: Output, previous: BoardSetResponse | undefined) => BoardSetResponse | undefined,
  offline?: Offline<Input, Output>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const key = queryKeys.children.board(api.userId, childId);
  return useMutation({
    mutationKey: key,
    // A write that can wait in the outbox is tried even when the browser says it's offline, so it gets there.
    networkMode: offline ? 'always' : 'online',
    mutationFn: async (input: Input) => {
      try {
        return await change(api, childId, input);
      } catch (error) {
        const set = queryClient.getQueryData<BoardSetResponse>(key);
        const kept = isConnectionFailure(error) && set ? offline?.(input, set) : null;
        if (!kept) throw error;
        keepBoardWrite(boardOutboxKey(api.userId, childId), kept.write);
        return kept.shownAs;
      }
    },
    onSuccess: (output) => {
      const next = toSet?.(output, queryClient.getQueryData<BoardSetResponse>(key));
      if (next) queryClient.setQueryData(key, next);
      else return queryClient.invalidateQueries({ queryKey: key });
    },
    // Refused as stale: another device changed the board, so the copy here is fetched again (an unsaved draft in
    // the editor stays as it is until the parent chooses).
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

const saveBoardWrite = (childId: string, boardId: string, input: BoardUpdateInput): BoardWrite => ({
  method: 'PUT',
  path: BOARD_API.board(childId, boardId),
  body: input,
  boardId,
  boardName: input.name,
});

export function useSaveBoard(childId: string) {
  return useBoardChange(
    childId,
    (api, id, { boardId, input }: { boardId: string; input: BoardUpdateInput }) =>
      sendBoardWrite<BoardResponse>(api, saveBoardWrite(id, boardId, input)),
    (board, previous) => (previous ? boardIntoSet(board, previous) : undefined),
    ({ boardId, input }, set) => {
      const board = set.boards.find((each) => each.id === boardId);
      return board
        ? { write: saveBoardWrite(childId, boardId, input), shownAs: { ...board, ...input } as BoardResponse }
        : null;
    },
  );
}

export function useCreateBoard(childId: string) {
  return useBoardChange(
    childId,
    (api, id, input: BoardCreateInput) =>
      api.request<BoardSetResponse>(BOARD_API.boards(id), { method: 'POST', body: input }),
    (set) => set,
  );
}

export function useRemoveBoard(childId: string) {
  return useBoardChange(
    childId,
    (api, id, { boardId, revision }: { boardId: string; revision: number }) =>
      api.request<BoardSetResponse>(`${BOARD_API.board(id, boardId)}?revision=${revision}`, {
        method: 'DELETE',
      }),
    (set) => set,
  );
}

export function useStarterBoards(childId: string) {
  return useBoardChange(
    childId,
    (api, id, _input: void) => api.request<BoardSetResponse>(BOARD_API.starter(id), { method: 'POST' }),
    (set) => set,
  );
}

const saveSettingsWrite = (childId: string, input: BoardSettingsUpdateInput): BoardWrite => ({
  method: 'PUT',
  path: BOARD_API.settings(childId),
  body: input,
  boardId: null,
  boardName: 'the board’s settings',
});

export function useSaveBoardSettings(childId: string) {
  return useBoardChange(
    childId,
    (api, id, input: BoardSettingsUpdateInput) => sendBoardWrite<BoardSetResponse>(api, saveSettingsWrite(id, input)),
    (set) => set,
    (input, set) => ({ write: saveSettingsWrite(childId, input), shownAs: { ...set, ...input } as BoardSetResponse }),
  );
}

export function useImportBoards(childId: string) {
  return useBoardChange(
    childId,
    (api, id, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.request<BoardImportResponse>(BOARD_API.importFile(id), { method: 'POST', body: form });
    },
    (imported) => imported.set,
  );
}

const OUTBOX_RETRY_MS = 30_000;

/**
 * Sends this device's waiting board writes when the page opens, when the connection comes back, and every 30
 * seconds while any wait. Each answer goes in the cache as a save's would; a refusal shows the board as it is now.
 */
export function useSendBoardOutbox(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { key, outbox } = useBoardOutbox(childId);
  const waiting = outbox.writes.length > 0;
  const send = useCallback(() => {
    if (!api.ready || !navigator.onLine) return;
    const setKey = queryKeys.children.board(api.userId, childId);
    void sendBoardOutbox(key, {
      send: (write) => sendBoardWrite(api, write),
      onSent: (write, answer) =>
        queryClient.setQueryData<BoardSetResponse>(setKey, (previous) =>
          write.boardId === null
            ? (answer as BoardSetResponse)
            : previous && boardIntoSet(answer as BoardResponse, previous),
        ),
      onRefused: (_refusal, current) => {
        if (current)
          queryClient.setQueryData<BoardSetResponse>(setKey, (previous) => previous && boardIntoSet(current, previous));
        void queryClient.invalidateQueries({ queryKey: setKey });
      },
    });
  }, [api, childId, key, queryClient]);
  useEffect(() => {
    if (online && waiting) send();
  }, [online, waiting, send]);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(send, OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, send]);
}

export function uploadBoardPhoto(api: SignedInApi, childId: string, photo: File): Promise<BoardPhotoResponse> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return api.request<BoardPhotoResponse>(BOARD_API.photos(childId), { method: 'POST', body: form });
}

export function searchSymbols(api: SignedInApi, query: string): Promise<BoardSymbolSearchResponse> {
  return api.request<BoardSymbolSearchResponse>(BOARD_API.symbolSearch(query));
}

/** Saves a board's PDF, one board as `.obf`, or the whole set as `.obz`. */
export async function downloadBoardFile(api: SignedInApi, path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await api.download(path);
  saveFile(blob, fileName ?? fallbackName);
}
