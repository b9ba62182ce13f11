import type { ChildConditionCreateInput, ChildConditionResponse, ChildConditionUpdateInput } from '@tedi/contracts';

import type { SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { childPath, useChildItemChange } from './child.ts';

const conditionsPath = (childId: string) => `${childPath(childId)}/conditions`;

export function addChildCondition(
  api: SignedInApi,
  childId: string,
  input: ChildConditionCreateInput,
): Promise<ChildConditionResponse> {
  return api.request<ChildConditionResponse>(conditionsPath(childId), { method: 'POST', body: input });
}

export function updateChildCondition(
  api: SignedInApi,
  childId: string,
  { id, input }: { id: string; input: ChildConditionUpdateInput },
): Promise<ChildConditionResponse> {
  return api.request<ChildConditionResponse>(`${conditionsPath(childId)}/${id}`, { method: 'PATCH', body: input });
}

export function removeChildCondition(api: SignedInApi, childId: string, id: string): Promise<void> {
  return api.request<void>(`${conditionsPath(childId)}/${id}`, { method: 'DELETE' });
}

export function useAddChildCondition(childId: string) {
  return useChildItemChange(childId, addChildCondition);
}

export function useUpdateChildCondition(childId: string) {
  return useChildItemChange(childId, updateChildCondition);
}

export function useRemoveChildCondition(childId: string) {
  return useChildItemChange(childId, removeChildCondition);
}
