import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError } from './api-client.ts';
import { createQueryClient, shouldRetryQuery } from './query-client.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs a query whose every attempt fails with `error`; returns how many times it was attempted. */
async function attemptsForFailingQuery(error: unknown): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(async () => {
    throw error;
  });
  const settled = client.fetchQuery({ queryKey: ['children'], queryFn }).catch((failure: unknown) => failure);
  // Longer than every backoff delay together (1 s + 2 s + 4 s).
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await settled).toBe(error);
  return queryFn.mock.calls.length;
}

describe('query client defaults', () => {
  it('follow the spec: fresh 5 minutes, kept 10, no refetch on focus, refetch on reconnect', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(10 * 60 * 1000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(true);
  });

  it('does not retry a query the API refused (4xx)', async () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(await attemptsForFailingQuery(new ApiRequestError(status, 'forbidden', 'No'))).toBe(1);
    }
  });

  it('retries a query 3 times after a server error (5xx)', async () => {
    expect(await attemptsForFailingQuery(new ApiRequestError(500, 'internal_error', 'Broken'))).toBe(4);
    expect(await attemptsForFailingQuery(new ApiRequestError(503, 'service_unavailable', 'Busy'))).toBe(4);
  });

  it('retries a query 3 times after a network failure', async () => {
    expect(await attemptsForFailingQuery(new TypeError('Failed to fetch'))).toBe(4);
  });

  it('a query that fails once then succeeds returns its data', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiRequestError(502, 'unexpected_response', 'Bad gateway'))
      .mockResolvedValueOnce(['Amira']);
    const result = client.fetchQuery({ queryKey: ['names'], queryFn });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual(['Amira']);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('retries a failed mutation once, after 1 second', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new ApiRequestError(500, 'internal_error', 'Broken');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn });
    const settled = mutation.execute(undefined).catch((failure: unknown) => failure);

    await vi.advanceTimersByTimeAsync(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBeInstanceOf(ApiRequestError);
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('does not retry a mutation the API refused', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new ApiRequestError(422, 'validation_failed', 'Check the date');
    });
    const settled = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBe('failed');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('shouldRetryQuery', () => {
  it('allows retries 1 to 3 for a server error and none after', () => {
    const error = new ApiRequestError(500, 'internal_error', 'Broken');
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiRequestError(404, 'not_found', 'Gone'))).toBe(false);
  });
});
