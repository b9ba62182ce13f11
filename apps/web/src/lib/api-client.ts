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
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the product API under /api/v1 and returns its JSON answer (undefined for 204). An error status becomes
 * an ApiRequestError; a network failure rejects with the browser's own error, which the query client retries.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal } = options;
  const init: RequestInit = {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    credentials: 'same-origin',
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;

  const response = await fetch(`${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`, init);
  if (!response.ok) throw await toApiRequestError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
