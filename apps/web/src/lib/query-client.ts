import { QUERY } from '@tedi/contracts';
import { QueryClient } from '@tanstack/react-query';

import { ApiRequestError } from './api-client.ts';

function isRefusedRequest(error: unknown): boolean {
  return error instanceof ApiRequestError && error.isClientError;
}

/** Queries: up to three retries, none when the API refused the request (4xx), as it would refuse it again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isRefusedRequest(error) && failureCount < QUERY.maxRetries;
}

/** Mutations: one retry after a second; never for a refused request, which would only fail the same way. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isRefusedRequest(error) && failureCount < QUERY.mutationRetries;
}

/** A query client with the spec's defaults (section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY.staleTimeMs,
        gcTime: QUERY.gcTimeMs,
        refetchOnWindowFocus: QUERY.refetchOnWindowFocus,
        refetchOnReconnect: QUERY.refetchOnReconnect,
        retry: shouldRetryQuery,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: QUERY.mutationRetryDelayMs,
      },
    },
  });
}

let sharedQueryClient: QueryClient | undefined;

/** The one client of the running app, created on first use so pages without data never build it. */
export function getQueryClient(): QueryClient {
  sharedQueryClient ??= createQueryClient();
  return sharedQueryClient;
}
