import {
  DEFAULT_PREFERENCES,
  ONBOARDING,
  type ChildSummaryResponse,
  type OnboardingAnswers,
  type OnboardingResponse,
  type ProfileResponse,
  type SubscriptionStatusResponse,
} from '@tedi/contracts';
import { vi } from 'vitest';

/**
 * A stand-in for the server's onboarding, subscription and access-check endpoints (and the few others the
 * onboarding pages touch: children, preferences), for unit tests. It replaces the global fetch; the fake auth
 * service keeps its own fetch.
 */
export interface FakeOnboardingApi {
  readonly requests: { method: string; path: string; body: unknown }[];
  /** Null: the user has no profile (404). */
  profile: ProfileResponse | null;
  onboarding: { currentStep: number; answers: OnboardingAnswers };
  hasAccess: boolean;
  status: SubscriptionStatusResponse;
  children: ChildSummaryResponse[];
  /** The licence codes that work, with their sponsor. */
  licences: Record<string, { sponsorName: string; endsAt: string }>;
  /** What starting a checkout answers: the payment page's address, or a refusal with its message. */
  checkout: { url: string } | { status: number; message: string };
  /** "METHOD path" prefixes answered with a 503 (or the status given), as when the server is down. */
  failing: Record<string, number>;
}

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function installFakeOnboardingApi(userId = 'parent-1'): FakeOnboardingApi {
  const api: FakeOnboardingApi = {
    requests: [],
    profile: {
      id: 'profile-1',
      userId,
      role: 'parent',
      displayName: null,
      onboardingCompleted: false,
      accountType: 'parent',
    },
    onboarding: { currentStep: 0, answers: {} },
    hasAccess: false,
    status: {
      hasAccess: false,
      source: null,
      endsAt: null,
      plan: null,
      status: null,
      paymentsAvailable: false,
      licence: null,
      cancelAtPeriodEnd: false,
      canManageBilling: false,
      launchOfferAvailable: false,
    },
    children: [],
    checkout: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    licences: {},
    failing: {},
  };

  const onboardingResponse = (): OnboardingResponse => ({
    currentStep: api.onboarding.currentStep,
    completed: api.profile?.onboardingCompleted === true || api.onboarding.currentStep >= ONBOARDING.completeFromStep,
    answers: api.onboarding.answers,
  });

  const handle = (method: string, path: string, body: unknown): Response => {
    const failing = Object.entries(api.failing).find(([prefix]) => `${method} ${path}`.startsWith(prefix));
    if (failing) {
      const [, status] = failing;
      return json(status, {
        code: status === 401 ? 'unauthorized' : 'service_unavailable',
        message: status === 401 ? 'Please sign in.' : 'Tedi is busy just now. Please try again.',
      });
    }
    if (path === '/api/v1/me/profile' && method === 'GET') {
      return api.profile ? json(200, api.profile) : json(404, { code: 'not_found', message: 'No profile.' });
    }
    if (path === '/api/v1/me/profile' && method === 'PUT' && api.profile) {
      api.profile = { ...api.profile, ...(body as Partial<ProfileResponse>) };
      return json(200, api.profile);
    }
    if (path === '/api/v1/me/onboarding' && method === 'GET') return json(200, onboardingResponse());
    if (path === '/api/v1/me/onboarding' && method === 'PUT') {
      const save = body as { completedStep: number; answers?: OnboardingAnswers };
      api.onboarding = {
        currentStep: Math.max(api.onboarding.currentStep, save.completedStep),
        answers: { ...api.onboarding.answers, ...save.answers },
      };
      if (api.onboarding.currentStep >= ONBOARDING.completeFromStep && api.profile) {
        api.profile = { ...api.profile, onboardingCompleted: true };
      }
      return json(200, onboardingResponse());
    }
    if (path === '/api/v1/rpc/check_user_subscription_access' && method === 'POST') {
      return json(200, { has_access: api.hasAccess });
    }
    if (path === '/functions/v1/check-subscription' && method === 'POST') {
      return json(200, { subscribed: api.hasAccess });
    }
    if (path === '/api/v1/subscriptions/me' && method === 'GET') return json(200, api.status);
    if (path === '/api/v1/subscriptions/licences/redeem' && method === 'POST') {
      const raw = (body as { code?: unknown }).code;
      const code = (typeof raw === 'string' ? raw : '').toUpperCase().replace(/[\s-]+/g, '');
      const licence = api.licences[code];
      if (!licence) {
        return json(404, {
          code: 'not_found',
          message: 'We don’t recognise that licence code. Please check it and try again.',
          details: { reason: 'unknown' },
        });
      }
      api.hasAccess = true;
      api.status = {
        ...api.status,
        hasAccess: true,
        source: 'licence',
        endsAt: licence.endsAt,
        licence: { sponsorName: licence.sponsorName, endsAt: licence.endsAt },
      };
      return json(200, { ...api.status, alreadyRedeemed: false });
    }
    if (path === '/api/v1/subscriptions/checkout' && method === 'POST') {
      return 'url' in api.checkout
        ? json(200, api.checkout)
        : json(api.checkout.status, { code: 'conflict', message: api.checkout.message });
    }
    if (path.startsWith('/api/v1/children') && method === 'GET') {
      return json(200, { children: api.children, canCreate: true });
    }
    if (path === '/api/v1/children' && method === 'POST') {
      const input = body as { name: string };
      const child = { id: `00000000-0000-4000-8000-00000000000${api.children.length + 1}`, name: input.name };
      api.children.push(child as unknown as ChildSummaryResponse);
      return json(201, { ...child, conditions: [], contacts: [] });
    }
    if (path === '/api/v1/me/preferences') return json(200, DEFAULT_PREFERENCES);
    return json(404, { code: 'not_found', message: `No fake for ${method} ${path}` });
  };

  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = `${url.pathname}${url.search}`;
    api.requests.push({ method, path, body });
    return Promise.resolve(handle(method, url.pathname, body));
  });
  return api;
}
