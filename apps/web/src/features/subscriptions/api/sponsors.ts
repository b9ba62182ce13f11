import type { PageRenderContext, SponsorsResponse } from '@tedi/contracts';

import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The sponsors who agreed to be named: handed over by the server when it renders the page, or read from the API when
 * the app shows the page in the browser.
 */
export async function sponsorsFrom(context: unknown): Promise<SponsorsResponse> {
  return (context as PageRenderContext | undefined)?.sponsors ?? apiRequest<SponsorsResponse>('/sponsors');
}
