import {
  CHILD_AREA_API,
  childSignInUpdateSchema,
  DEFAULT_CHILD_ALLOWANCES,
  DEFAULT_CHILD_SESSION_MINUTES,
  grownUpPinSchema,
  type ChildSessionMinutes,
  type ChildSignInResponse,
  type TrustedDeviceResponse,
} from '@tedi/contracts';
import type { z as zod } from 'zod';
import { vi } from 'vitest';

/**
 * A small stand-in for the parent's side of a child's own sign-in (the child's sign-in, the family's trusted devices
 * and grown-up PIN), answering as the server does: the contracts' schemas check what is sent, and refusals come back
 * as `{code, message, details}`. It replaces the global fetch; the fake auth service keeps its own.
 */
export interface FakeParentSideApi {
  /** Every request: method, path (with /api/v1) and JSON body. */
  readonly requests: { method: string; path: string; body: unknown }[];
  signIn: ChildSignInResponse;
  devices: TrustedDeviceResponse[];
}

/** A child's sign-in that is off, as the server answers before a parent turns it on. */
export function signInOff(childId: string, overrides: Partial<ChildSignInResponse> = {}): ChildSignInResponse {
  return {
    childId,
    enabled: false,
    method: null,
    sessionMinutes: DEFAULT_CHILD_SESSION_MINUTES,
    locked: false,
    failedAttempts: 0,
    attempts: [],
    allowances: DEFAULT_CHILD_ALLOWANCES,
    grownUpPinSet: false,
    ...overrides,
  };
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function refusal(error: zod.ZodError): Response {
  return json(400, {
    code: 'validation_failed',
    message: 'Some of the details need changing.',
    details: error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
  });
}

/** As the server words a missing picture password or PIN. */
const SECRET_REQUIRED = {
  pictures: 'Please choose 3 pictures, in order, for the picture password.',
  pin: 'Please choose a PIN of 4 to 6 numbers.',
} as const;

export function installFakeParentSideApi(
  signIn: ChildSignInResponse,
  devices: TrustedDeviceResponse[] = [],
): FakeParentSideApi {
  const api: FakeParentSideApi = { requests: [], signIn, devices };
  const signInPath = CHILD_AREA_API.signIn(signIn.childId);

  const handle = (method: string, path: string, body: unknown): Response => {
    if (path === signInPath && method === 'GET') return json(200, api.signIn);
    if (path === signInPath && method === 'PUT') {
      const parsed = childSignInUpdateSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      const input = parsed.data;
      const secret = input.method === 'pictures' ? input.pictures : input.pin;
      if (!secret && (!api.signIn.enabled || api.signIn.method !== input.method)) {
        return json(400, {
          code: 'validation_failed',
          message: SECRET_REQUIRED[input.method],
          details: { fields: { [input.method]: SECRET_REQUIRED[input.method] } },
        });
      }
      api.signIn = {
        ...api.signIn,
        enabled: true,
        method: input.method,
        sessionMinutes: input.sessionMinutes as ChildSessionMinutes,
        allowances: input.allowances,
        ...(secret ? { locked: false, failedAttempts: 0 } : {}),
      };
      return json(200, api.signIn);
    }
    if (path === signInPath && method === 'DELETE') {
      api.signIn = signInOff(api.signIn.childId, {
        attempts: api.signIn.attempts,
        grownUpPinSet: api.signIn.grownUpPinSet,
      });
      return json(204);
    }
    if (path === CHILD_AREA_API.unlock(signIn.childId) && method === 'POST') {
      api.signIn = { ...api.signIn, locked: false, failedAttempts: 0 };
      return json(200, api.signIn);
    }
    if (path === CHILD_AREA_API.devices && method === 'GET') return json(200, api.devices);
    if (path.startsWith(`${CHILD_AREA_API.devices}/`) && path !== CHILD_AREA_API.grownUpPin && method === 'DELETE') {
      const id = path.slice(CHILD_AREA_API.devices.length + 1);
      if (!api.devices.some((device) => device.id === id)) {
        return json(404, { code: 'not_found', message: 'Your family has no trusted device with this id.' });
      }
      api.devices = api.devices.filter((device) => device.id !== id);
      return json(204);
    }
    if (path === CHILD_AREA_API.grownUpPin && method === 'PUT') {
      const parsed = grownUpPinSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      api.signIn = { ...api.signIn, grownUpPinSet: true };
      return json(204);
    }
    if (path === CHILD_AREA_API.grownUpPin && method === 'DELETE') {
      api.signIn = { ...api.signIn, grownUpPinSet: false };
      return json(204);
    }
    return json(404, { code: 'not_found', message: `No fake for ${method} ${path}` });
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost:3000',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : undefined;
    api.requests.push({ method, path: url.pathname, body });
    return handle(method, url.pathname, body);
  });
  return api;
}
