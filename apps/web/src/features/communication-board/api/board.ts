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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The API client adds /api/v1 to product paths; storage paths go as they are. */
const apiPath = (path: string) => path.replace(/^\/api\/v1/, '');

export function getBoardSet(api: SignedInApi, childId: string): Promise<BoardSetResponse> {
  return api.request<BoardSetResponse>(apiPath(BOARD_API.set(childId)));
}

export function boardSetQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.board(api.userId, childId),
    queryFn: () => getBoardSet(api, childId),
    enabled: api.ready,
  });
}

/** A child's whole board set; waits while no child is chosen. */
export function useBoardSet(childId: string | null) {
  const options = boardSetQueryOptions(useSignedInApi(), childId ?? '');
  return useQuery({ ...options, enabled: options.enabled && childId !== null });
}

/** A change to the board: the set is put in the cache as the server answered, or fetched again. */
function useBoardChange<Input, Output>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<Output>,
  toSet?: (output: Output, previous: BoardSetResponse | undefined) => BoardSetResponse | undefined,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const key = queryKeys.children.board(api.userId, childId);
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
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

export function useSaveBoard(childId: string) {
  return useBoardChange(
    childId,
    (api, id, { boardId, input }: { boardId: string; input: BoardUpdateInput }) =>
      api.request<BoardResponse>(apiPath(BOARD_API.board(id, boardId)), { method: 'PUT', body: input }),
    (board, previous) =>
      previous
        ? { ...previous, boards: previous.boards.map((each) => (each.id === board.id ? board : each)) }
        : undefined,
  );
}

export function useCreateBoard(childId: string) {
  return useBoardChange(
    childId,
    (api, id, input: BoardCreateInput) =>
      api.request<BoardSetResponse>(apiPath(BOARD_API.boards(id)), { method: 'POST', body: input }),
    (set) => set,
  );
}

export function useRemoveBoard(childId: string) {
  return useBoardChange(
    childId,
    (api, id, { boardId, revision }: { boardId: string; revision: number }) =>
      api.request<BoardSetResponse>(`${apiPath(BOARD_API.board(id, boardId))}?revision=${revision}`, {
        method: 'DELETE',
      }),
    (set) => set,
  );
}

export function useStarterBoards(childId: string) {
  return useBoardChange(
    childId,
    (api, id, _input: void) => api.request<BoardSetResponse>(apiPath(BOARD_API.starter(id)), { method: 'POST' }),
    (set) => set,
  );
}

export function useSaveBoardSettings(childId: string) {
  return useBoardChange(
    childId,
    (api, id, input: BoardSettingsUpdateInput) =>
      api.request<BoardSetResponse>(apiPath(BOARD_API.settings(id)), { method: 'PUT', body: input }),
    (set) => set,
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

export function uploadBoardPhoto(api: SignedInApi, childId: string, photo: File): Promise<BoardPhotoResponse> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return api.request<BoardPhotoResponse>(BOARD_API.photos(childId), { method: 'POST', body: form });
}

export function searchSymbols(api: SignedInApi, query: string): Promise<BoardSymbolSearchResponse> {
  return api.request<BoardSymbolSearchResponse>(apiPath(BOARD_API.symbolSearch(query)));
}

/** Saves a board's PDF, one board as `.obf`, or the whole set as `.obz`. */
export async function downloadBoardFile(api: SignedInApi, path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await api.download(apiPath(path));
  saveFile(blob, fileName ?? fallbackName);
}
