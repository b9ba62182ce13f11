import { CHILD_AREA_API, type ChildSessionResponse, type TrustedDeviceCreatedResponse } from '@tedi/contracts';
import { useMutation } from '@tanstack/react-query';

import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';

/** A parent signed in on this device trusts it for the family's children to sign in on. */
export function useTrustThisDevice() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: (name: string) =>
      api.request<TrustedDeviceCreatedResponse>(CHILD_AREA_API.devices, { method: 'POST', body: { name } }),
  });
}

/** A parent stops trusting this device (from the device itself). */
export function useStopTrustingDevice() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: (deviceId: string) => api.request<void>(CHILD_AREA_API.device(deviceId), { method: 'DELETE' }),
  });
}

/** A parent hands the device to a child: the child's session, started with the parent's own sign-in. */
export function useHandOver() {
  const api = useSignedInApi();
  return useMutation({
    mutationFn: (childId: string) =>
      api.request<ChildSessionResponse>(CHILD_AREA_API.handOver(childId), { method: 'POST' }),
  });
}
