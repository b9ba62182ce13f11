import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { getQueryClient } from './query-client.ts';

/**
 * Mounted by the areas that fetch data (see app/protected-area.tsx) rather than at the root, so public pages
 * never download the query library. Every mount shares one client, so cached data survives moving between areas.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
