import type {
  EhcpCaseSaveInput,
  EhcpContactCreateInput,
  EhcpContactListResponse,
  EhcpContactResponse,
  EhcpContactUpdateInput,
  EhcpResponse,
  EhcpSection,
  EhcpSectionResponse,
  EhcpSectionSaveInput,
  EhcpSectionsResponse,
} from '@tedi/contracts';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { childPath } from '../../children/api/child.ts';

/** A child's EHCP case under /children/:id/ehcp (the API client adds /api/v1). */
export const ehcpPath = (childId: string) => `${childPath(childId)}/ehcp`;

export function ehcpQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.ehcp(api.userId, childId),
    queryFn: () => api.request<EhcpResponse>(ehcpPath(childId)),
    enabled: api.ready,
  });
}

/** One child's case (null when none has been started). */
export function useEhcpCase(childId: string) {
  return useQuery(ehcpQueryOptions(useSignedInApi(), childId));
}

/** Several children's cases at once, for the dashboard's education module. */
export function useEhcpCases(childIds: readonly string[]) {
  const api = useSignedInApi();
  return useQueries({ queries: childIds.map((childId) => ehcpQueryOptions(api, childId)) });
}

export function useEhcpContacts(childId: string) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: [...queryKeys.children.ehcp(api.userId, childId), 'contacts'],
    queryFn: () => api.request<EhcpContactListResponse>(`${ehcpPath(childId)}/contacts`),
    enabled: api.ready,
  });
}

export function useEhcpSections(childId: string) {
  const api = useSignedInApi();
  return useQuery({
    queryKey: [...queryKeys.children.ehcp(api.userId, childId), 'sections'],
    queryFn: () => api.request<EhcpSectionsResponse>(`${ehcpPath(childId)}/sections`),
    enabled: api.ready,
  });
}

/** Any change to a child's case: the case and everything under it are fetched again. */
function useEhcpChange<Input, Output>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<Output>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.ehcp(api.userId, childId) }),
  });
}

export function useSaveEhcpCase(childId: string) {
  return useEhcpChange(childId, (api, child, input: EhcpCaseSaveInput) =>
    api.request<EhcpResponse>(ehcpPath(child), { method: 'PUT', body: input }),
  );
}

export function useAddEhcpContact(childId: string) {
  return useEhcpChange(childId, (api, child, input: EhcpContactCreateInput) =>
    api.request<EhcpContactResponse>(`${ehcpPath(child)}/contacts`, { method: 'POST', body: input }),
  );
}

export function useUpdateEhcpContact(childId: string) {
  return useEhcpChange(childId, (api, child, { id, input }: { id: string; input: EhcpContactUpdateInput }) =>
    api.request<EhcpContactResponse>(`${ehcpPath(child)}/contacts/${id}`, { method: 'PATCH', body: input }),
  );
}

export function useRemoveEhcpContact(childId: string) {
  return useEhcpChange(childId, (api, child, id: string) =>
    api.request<void>(`${ehcpPath(child)}/contacts/${id}`, { method: 'DELETE' }),
  );
}

export function useSaveEhcpSection(childId: string) {
  return useEhcpChange(
    childId,
    (api, child, { section, input }: { section: EhcpSection; input: EhcpSectionSaveInput }) =>
      api.request<EhcpSectionResponse>(`${ehcpPath(child)}/sections/${section}`, { method: 'PUT', body: input }),
  );
}
