import type {
  ChildContactCreateInput,
  ChildContactResponse,
  ChildContactUpdateInput,
  ContactsImportRequest,
  ContactsImportResponse,
} from '@tedi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { childPath, refetchChild, useChildItemChange } from './child.ts';

const contactsPath = (childId: string) => `${childPath(childId)}/contacts`;

export function addChildContact(
  api: SignedInApi,
  childId: string,
  input: ChildContactCreateInput,
): Promise<ChildContactResponse> {
  return api.request<ChildContactResponse>(contactsPath(childId), { method: 'POST', body: input });
}

export function updateChildContact(
  api: SignedInApi,
  childId: string,
  { id, input }: { id: string; input: ChildContactUpdateInput },
): Promise<ChildContactResponse> {
  return api.request<ChildContactResponse>(`${contactsPath(childId)}/${id}`, { method: 'PATCH', body: input });
}

export function removeChildContact(api: SignedInApi, childId: string, id: string): Promise<void> {
  return api.request<void>(`${contactsPath(childId)}/${id}`, { method: 'DELETE' });
}

/** A preview of contacts from a file (`dryRun`), or their import. */
export function importChildContacts(
  api: SignedInApi,
  childId: string,
  input: ContactsImportRequest,
): Promise<ContactsImportResponse> {
  return api.request<ContactsImportResponse>(`${contactsPath(childId)}/import`, { method: 'POST', body: input });
}

export function useAddChildContact(childId: string) {
  return useChildItemChange(childId, addChildContact);
}

export function useUpdateChildContact(childId: string) {
  return useChildItemChange(childId, updateChildContact);
}

export function useRemoveChildContact(childId: string) {
  return useChildItemChange(childId, removeChildContact);
}

/** A preview changes nothing; an import refreshes the profile. */
export function useImportChildContacts(childId: string) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactsImportRequest) => importChildContacts(api, childId, input),
    onSuccess: (_result: ContactsImportResponse, input: ContactsImportRequest) =>
      input.dryRun ? undefined : refetchChild(queryClient, api.userId, childId),
  });
}
