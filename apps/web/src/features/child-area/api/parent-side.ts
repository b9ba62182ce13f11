import {
  CHILD_AREA_API,
  type ChildSignInResponse,
  type ChildSignInUpdate,
  type TrustedDeviceResponse,
} from '@tedi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSignedInApi, type SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * A parent's side of a child's own sign-in: turning it on or changing it on the child's profile, unlocking it,
 * turning it off, and the family's trusted devices and grown-up PIN.
 */

const signInPath = (childId: string) => CHILD_AREA_API.signIn(encodeURIComponent(childId));

export function getChildSignIn(api: SignedInApi, childId: string): Promise<ChildSignInResponse> {
  return api.request<ChildSignInResponse>(signInPath(childId));
}

export function updateChildSignIn(
  api: SignedInApi,
  childId: string,
  input: ChildSignInUpdate,
): Promise<ChildSignInResponse> {
  return api.request<ChildSignInResponse>(signInPath(childId), { method: 'PUT', body: input });
}

export function turnOffChildSignIn(api: SignedInApi, childId: string): Promise<void> {
  return api.request<void>(signInPath(childId), { method: 'DELETE' });
}

export function unlockChildSignIn(api: SignedInApi, childId: string): Promise<ChildSignInResponse> {
  return api.request<ChildSignInResponse>(CHILD_AREA_API.unlock(encodeURIComponent(childId)), {
    method: 'POST',
  });
}

export function getTrustedDevices(api: SignedInApi): Promise<TrustedDeviceResponse[]> {
  return api.request<TrustedDeviceResponse[]>(CHILD_AREA_API.devices);
}

export function stopTrustingDevice(api: SignedInApi, deviceId: string): Promise<void> {
  return api.request<void>(CHILD_AREA_API.device(encodeURIComponent(deviceId)), { method: 'DELETE' });
}

export function setGrownUpPin(api: SignedInApi, pin: string): Promise<void> {
  return api.request<void>(CHILD_AREA_API.grownUpPin, { method: 'PUT', body: { pin } });
}

export function removeGrownUpPin(api: SignedInApi): Promise<void> {
  return api.request<void>(CHILD_AREA_API.grownUpPin, { method: 'DELETE' });
}

export function childSignInQueryOptions(api: SignedInApi, childId: string) {
  return queryOptions({
    queryKey: queryKeys.children.childSignIn(api.userId, childId),
    queryFn: () => getChildSignIn(api, childId),
    enabled: api.ready,
    // Tries and the lock change on the child's device at any moment: read afresh whenever a page shows them.
    staleTime: 0,
  });
}

export function trustedDevicesQueryOptions(api: SignedInApi) {
  return queryOptions({
    queryKey: queryKeys.childDevices.all(api.userId),
    queryFn: () => getTrustedDevices(api),
    enabled: api.ready,
  });
}

/** How the child signs in, what they may change and their recent tries: for the parents who manage the child. */
export function useChildSignIn(childId: string) {
  return useQuery(childSignInQueryOptions(useSignedInApi(), childId));
}

/** The devices the family trusts for their children's sign-in. */
export function useTrustedDevices() {
  return useQuery(trustedDevicesQueryOptions(useSignedInApi()));
}

/** A change that answers with the child's sign-in: it goes into the cache as the server answered. */
function useSignInChange<Input>(
  childId: string,
  change: (api: SignedInApi, childId: string, input: Input) => Promise<ChildSignInResponse>,
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, childId, input),
    onSuccess: (answer: ChildSignInResponse) => {
      queryClient.setQueryData(queryKeys.children.childSignIn(api.userId, childId), answer);
    },
  });
}

/** Turns the child's sign-in on, or changes it (without a new picture password or PIN the old one stays). */
export function useUpdateChildSignIn(childId: string) {
  return useSignInChange(childId, updateChildSignIn);
}

export function useUnlockChildSignIn(childId: string) {
  return useSignInChange(childId, (api, id, _input: void) => unlockChildSignIn(api, id));
}

/** A change that answers with nothing: what it changed is fetched again before the change counts as done. */
function useRefetchingChange<Input>(
  change: (api: SignedInApi, input: Input) => Promise<void>,
  keysOf: (userId: string | null) => readonly (readonly unknown[])[],
) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, input),
    onSuccess: () =>
      Promise.all(keysOf(api.userId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
  });
}

/** Turns the sign-in off: the child is signed out everywhere at once. */
export function useTurnOffChildSignIn(childId: string) {
  return useRefetchingChange(
    (api, _input: void) => turnOffChildSignIn(api, childId),
    (userId) => [queryKeys.children.childSignIn(userId, childId)],
  );
}

/** Stops trusting a device: it no longer shows the family's children their sign-in. */
export function useStopTrustingDevice() {
  return useRefetchingChange(stopTrustingDevice, (userId) => [queryKeys.childDevices.all(userId)]);
}

/**
 * Sets or removes the family's grown-up PIN for leaving a child's area. Whether one is set is part of each child's
 * sign-in, so the one shown here is fetched again.
 */
export function useSetGrownUpPin(childId: string) {
  return useRefetchingChange(setGrownUpPin, (userId) => [queryKeys.children.childSignIn(userId, childId)]);
}

export function useRemoveGrownUpPin(childId: string) {
  return useRefetchingChange(
    (api, _input: void) => removeGrownUpPin(api),
    (userId) => [queryKeys.children.childSignIn(userId, childId)],
  );
}
