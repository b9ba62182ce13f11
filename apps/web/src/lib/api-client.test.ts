import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError, apiRequest } from './api-client.ts';

function answer(status: number, body?: unknown, contentType = 'application/json'): Response {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': contentType },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls /api/v1 and returns the JSON answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, { children: [] }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/children')).resolves.toEqual({ children: [] });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/children',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('takes a path of the contracts, already under /api/v1, as it is', async () => {
    const fetchMock = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/v1/child-area/board');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/child-area/board', expect.anything());
  });

  it('sends a body as JSON', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(201, { id: 'c1' }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/children', { method: 'POST', body: { firstName: 'Sam' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"firstName":"Sam"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('returns nothing for 204 No Content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(204)),
    );
    await expect(apiRequest('/children/c1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("turns the API's error shape into an ApiRequestError with status, code, message and details", async () => {
    const details = [{ field: 'dateOfBirth', message: 'Enter a date in the past' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { code: 'validation_failed', message: 'Check the form', details })),
    );

    const error = await apiRequest('/children', { method: 'POST', body: {} }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Check the form', details });
    expect((error as ApiRequestError).isClientError).toBe(true);
  });

  it('reports an answer that is not in the API error shape without losing the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(502, '<html>Bad gateway</html>', 'text/html')),
    );

    const error = await apiRequest('/children').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 502, code: 'unexpected_response' });
    expect((error as ApiRequestError).isClientError).toBe(false);
  });
});
