import type { GoTrueClient } from '@supabase/auth-js';
import {
  type CheckSubscriptionResponse,
  type OnboardingResponse,
  type ProfileResponse,
  type SubscriptionAccessResponse,
} from '@tedi/contracts';

import { ApiRequestError, apiRequest, isOffline, type ApiRequestOptions } from '../api-client.ts';
import type { GateCalls } from './access-gate.ts';

const NO_SESSION = 'Your session has ended. Please sign in again.';
const NO_CONNECTION = 'Tedi cannot be reached without a connection.';

/**
 * The gate's calls over HTTP, as the signed-in user. Unlike the pages' API helper they do not sign the person out
 * on a 401: the gate refreshes the session and tries once more itself (spec section 4).
 */
export function createGateCalls(client: GoTrueClient): GateCalls {
  async function call<T>(path: string, options: Omit<ApiRequestOptions, 'accessToken'> = {}): Promise<T> {
    // With no connection the call cannot succeed; asking for the session could mean waiting on its renewal.
    if (isOffline()) throw new TypeError(NO_CONNECTION);
    const { data } = await client.getSession();
    if (!data.session) throw new ApiRequestError(401, 'unauthorized', NO_SESSION);
    return apiRequest<T>(path, { ...options, accessToken: data.session.access_token });
  }
  return {
    async getProfile() {
      try {
        return await call<ProfileResponse>('/me/profile');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    getOnboarding: () => call<OnboardingResponse>('/me/onboarding'),
    checkAccess: () => call<SubscriptionAccessResponse>('/rpc/check_user_subscription_access', { method: 'POST' }),
    checkSubscription: () => call<CheckSubscriptionResponse>('/functions/v1/check-subscription', { method: 'POST' }),
    async refreshSession() {
      const { error } = await client.refreshSession();
      if (error) throw error;
    },
  };
}
