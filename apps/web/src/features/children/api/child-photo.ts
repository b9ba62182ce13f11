import type { ChildResponse } from '@tedi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { childPath, useChildChange } from './child.ts';

/** Photos go to the storage service, which answers with the whole profile as the API would. */
export function uploadChildPhoto(api: SignedInApi, childId: string, photo: File): Promise<ChildResponse> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return api.request<ChildResponse>(`/storage/v1/children/${encodeURIComponent(childId)}/photo`, {
    method: 'POST',
    body: form,
  });
}

export function removeChildPhoto(api: SignedInApi, childId: string): Promise<ChildResponse> {
  return api.request<ChildResponse>(`${childPath(childId)}/photo`, { method: 'DELETE' });
}

/** The photo's bytes, as an address of this page's memory that an `<img>` can show. */
export async function getChildPhotoObjectUrl(api: SignedInApi, photoUrl: string): Promise<string> {
  return URL.createObjectURL((await api.download(photoUrl)).blob);
}

export function childPhotoQueryOptions(api: SignedInApi, photoUrl: string) {
  return queryOptions({
    queryKey: queryKeys.storage.file(api.userId, photoUrl),
    queryFn: () => getChildPhotoObjectUrl(api, photoUrl),
    enabled: api.ready,
    // A photo never changes under its address (a new photo gets a new one), so it is fetched once per visit.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** A child's photo to show, fetched with the parent's access token; waits while there is none. */
export function useChildPhoto(photoUrl: string | null) {
  const options = childPhotoQueryOptions(useSignedInApi(), photoUrl ?? '');
  return useQuery({ ...options, enabled: options.enabled && photoUrl !== null });
}

export function useUploadChildPhoto(childId: string) {
  return useChildChange(childId, uploadChildPhoto);
}

export function useRemoveChildPhoto(childId: string) {
  return useChildChange(childId, (api, id) => removeChildPhoto(api, id));
}
