import type {
  ContentDetailResponse,
  ContentKind,
  ContentListQuery,
  ContentListResponse,
  ContentLookup,
  ContentReader,
  PageRenderContext,
} from '@tedi/contracts';

import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

/** The content API as the browser calls it. A renamed item's old slug is followed to the item's new one. */
export const httpContentReader: ContentReader = {
  async list(query: ContentListQuery): Promise<ContentListResponse> {
    const params = new URLSearchParams();
    for (const name of ['kind', 'tag', 'q', 'page', 'pageSize', 'status'] as const) {
      const value = query[name];
      if (typeof value === 'string' || typeof value === 'number') params.set(name, String(value));
    }
    return apiRequest<ContentListResponse>(`/content?${params.toString()}`);
  },

  async get(kind: ContentKind, slug: string): Promise<ContentLookup | null> {
    try {
      const found = await apiRequest<ContentDetailResponse>(`/content/${kind}/${encodeURIComponent(slug)}`);
      // The API answers an old slug with a redirect, which fetch follows; the item then has its new slug.
      return found.item.slug === slug ? { found } : { movedTo: found.item.slug };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
};

/** On the server the page is handed a reader of its own (no HTTP round trip); in the browser it uses the API. */
export function contentReaderFrom(context: unknown): ContentReader {
  return (context as PageRenderContext | undefined)?.content ?? httpContentReader;
}
