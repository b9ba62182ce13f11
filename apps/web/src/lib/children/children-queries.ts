import type {
  ChildConditionCreateInput,
  ChildConditionResponse,
  ChildConditionUpdateInput,
  ChildContactCreateInput,
  ChildContactResponse,
  ChildContactUpdateInput,
  ChildCreateInput,
  ChildListResponse,
  ChildResponse,
  ChildUpdateInput,
  ContactsImportRequest,
  ContactsImportResponse,
} from '@tedi/contracts';
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { useSignedInApi } from '../api/use-signed-in-api.ts';

/** Every cached answer about children starts with this key, so one change can refresh them all. */
export const CHILDREN_KEY = ['children'] as const;

export const childrenQueryKeys = {
  list: (includeArchived: boolean) => [...CHILDREN_KEY, 'list', { includeArchived }] as const,
  detail: (childId: string) => [...CHILDREN_KEY, 'detail', childId] as const,
};

/** The family's children; archived ones only when asked for. */
export function useChildren({ includeArchived = false }: { includeArchived?: boolean } = {}) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: childrenQueryKeys.list(includeArchived),
    queryFn: () => api.request<ChildListResponse>(`/children${includeArchived ? '?includeArchived=true' : ''}`),
    enabled: api.ready,
  });
}

/** One child's whole profile; waits while `childId` is null (no child chosen yet). */
export function useChild(childId: string | null) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: childrenQueryKeys.detail(childId ?? ''),
    queryFn: () => api.request<ChildResponse>(`/children/${encodeURIComponent(childId ?? '')}`),
    enabled: api.ready && childId !== null,
  });
}

/** Several children's whole profiles at once, for views that show every child side by side. */
export function useChildProfiles(childIds: readonly string[]) {
  const api = useSignedInApi();
  return useQueries({
    queries: childIds.map((childId) => ({
      queryKey: childrenQueryKeys.detail(childId),
      queryFn: () => api.request<ChildResponse>(`/children/${encodeURIComponent(childId)}`),
      enabled: api.ready,
    })),
  });
}

/** A change to one child: its profile is updated in the cache at once and every list is fetched again. */
function afterChildChange(queryClient: QueryClient, child: ChildResponse): Promise<void> {
  queryClient.setQueryData(childrenQueryKeys.detail(child.id), child);
  return queryClient.invalidateQueries({ queryKey: [...CHILDREN_KEY, 'list'] });
}

function refetchChild(queryClient: QueryClient, childId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: childrenQueryKeys.detail(childId) });
}

export function useCreateChild() {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildCreateInput) => api.request<ChildResponse>('/children', { method: 'POST', body: input }),
    onSuccess: (child) => afterChildChange(queryClient, child),
  });
}

/** Edits, archiving, restoring and photos of one child: each answers with the whole profile. */
export function useChildMutations(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const path = `/children/${encodeURIComponent(childId)}`;
  const onSuccess = (child: ChildResponse) => afterChildChange(queryClient, child);
  const onSubItemChange = () => refetchChild(queryClient, childId);

  return {
    update: useMutation({
      mutationFn: (input: ChildUpdateInput) => api.request<ChildResponse>(path, { method: 'PATCH', body: input }),
      onSuccess,
    }),
    archive: useMutation({
      mutationFn: () => api.request<ChildResponse>(`${path}/archive`, { method: 'POST' }),
      onSuccess,
    }),
    restore: useMutation({
      mutationFn: () => api.request<ChildResponse>(`${path}/restore`, { method: 'POST' }),
      onSuccess,
    }),
    uploadPhoto: useMutation({
      mutationFn: (photo: File) => {
        const form = new FormData();
        form.append('photo', photo, photo.name);
        return api.request<ChildResponse>(`/storage/v1/children/${encodeURIComponent(childId)}/photo`, {
          method: 'POST',
          body: form,
        });
      },
      onSuccess,
    }),
    removePhoto: useMutation({
      mutationFn: () => api.request<ChildResponse>(`${path}/photo`, { method: 'DELETE' }),
      onSuccess,
    }),
    addCondition: useMutation({
      mutationFn: (input: ChildConditionCreateInput) =>
        api.request<ChildConditionResponse>(`${path}/conditions`, { method: 'POST', body: input }),
      onSuccess: onSubItemChange,
    }),
    updateCondition: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ChildConditionUpdateInput }) =>
        api.request<ChildConditionResponse>(`${path}/conditions/${id}`, { method: 'PATCH', body: input }),
      onSuccess: onSubItemChange,
    }),
    removeCondition: useMutation({
      mutationFn: (id: string) => api.request<void>(`${path}/conditions/${id}`, { method: 'DELETE' }),
      onSuccess: onSubItemChange,
    }),
    addContact: useMutation({
      mutationFn: (input: ChildContactCreateInput) =>
        api.request<ChildContactResponse>(`${path}/contacts`, { method: 'POST', body: input }),
      onSuccess: onSubItemChange,
    }),
    updateContact: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ChildContactUpdateInput }) =>
        api.request<ChildContactResponse>(`${path}/contacts/${id}`, { method: 'PATCH', body: input }),
      onSuccess: onSubItemChange,
    }),
    /** A preview of contacts from a file (`dryRun`), or their import, which then refreshes the profile. */
    importContacts: useMutation({
      mutationFn: (input: ContactsImportRequest) =>
        api.request<ContactsImportResponse>(`${path}/contacts/import`, { method: 'POST', body: input }),
      onSuccess: (_result: ContactsImportResponse, input: ContactsImportRequest) =>
        input.dryRun ? undefined : onSubItemChange(),
    }),
    removeContact: useMutation({
      mutationFn: (id: string) => api.request<void>(`${path}/contacts/${id}`, { method: 'DELETE' }),
      onSuccess: onSubItemChange,
    }),
  };
}
