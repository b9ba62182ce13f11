import { ERROR_CODES, type ErrorCode } from '@tedi/contracts';

export const API_BASE_PATH = '/api/v1';

/** The API answered with an error status. `code` is the API's stable error code; `message` is safe to show. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The API's error code, or 'unexpected_response' when the answer was not in the API's error shape. */
  readonly code: ErrorCode | 'unexpected_response';
  readonly details: unknown;

  constructor(status: number, code: ErrorCode | 'unexpected_response', message: string, details?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** A 4xx answer: the request itself was refused, so sending it again would not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return ERROR_CODES.some((code) => code === value);
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const fallbackMessage = `The request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { code, message, details } = body as Record<string, unknown>;
      if (isErrorCode(code) && typeof message === 'string') {
        return new ApiRequestError(response.status, code, message, details);
      }
    }
  } catch {
    // Not JSON: a proxy or the network answered instead of the API.
  }
  return new ApiRequestError(response.status, 'unexpected_response', fallbackMessage);
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when it is form data (a file upload). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The signed-in user's access token, sent as a bearer token. */
  accessToken?: string;
  /** Lets the request finish after the page is hidden or closed (a small body, sent as the page goes away). */
  keepalive?: boolean;
}

/**
 * The path as the server knows it: product API paths are under /api/v1 (given with or without it, so the paths of
 * the contracts are used as they are); the storage service and the server functions (/functions/v1) keep their own.
 */
function requestUrl(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.startsWith('/storage/') ||
    absolute.startsWith('/functions/') ||
    absolute.startsWith(`${API_BASE_PATH}/`)
    ? absolute
    : `${API_BASE_PATH}${absolute}`;
}

async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, headers = {}, signal, accessToken, keepalive } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    headers: {
      Accept: accept,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      ...headers,
    },
    credentials: 'same-origin',
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
  if (signal) init.signal = signal;
  if (keepalive) init.keepalive = true;

  const response = await fetch(requestUrl(path), init);
  if (!response.ok) throw await toApiRequestError(response);
  return response;
}

/**
 * Calls the product API under /api/v1 (or the storage service under /storage/v1) and returns its JSON answer
 * (undefined for 204). An error status becomes an ApiRequestError; a network failure rejects with the browser's
 * own error, which the query client retries.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Downloads a file (a photo, an export) and returns it with the name the server gave it. */
export async function apiDownload(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Whether the browser says it has no connection at all (it can be wrong the other way: online, but no signal). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A fetch that never reached the server: the browser's own TypeError, or any failure while it says it's offline. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return false;
  return error instanceof TypeError || isOffline();
}
