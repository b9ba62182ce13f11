import { SHARE_LINK_KINDS, type ShareLinkKind } from '@tedi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { OpenedShareLink, ShareLinksService } from './service.ts';

/**
 * The public page a share link opens belongs to the capability that shares (the health passport renders the
 * passport). This registers it: at the kind's path (`SHARE_LINK_KINDS`) plus the token, with headers that keep it
 * out of search engines, referrers and caches, and one answer for every link that opens nothing (unknown,
 * expired, withdrawn), so the page never says which. Only an open link reaches `answer`, with a pass to read
 * the shared thing alone.
 */

export const LINK_CLOSED_TITLE = 'This link has expired or been withdrawn';
export const LINK_PAUSED_TITLE = 'Too many links have been tried';

/** `suffix` serves a second form of the shared thing under the same token (e.g. `/passport.pdf`). */
export function registerSharedPage<Kind extends ShareLinkKind>(
  app: App,
  shareLinks: ShareLinksService,
  kind: Kind,
  answer: (
    link: OpenedShareLink<(typeof SHARE_LINK_KINDS)[Kind]['area']>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>,
  options: { readonly suffix?: string } = {},
): void {
  const path = `${SHARE_LINK_KINDS[kind].path}/:token${options.suffix ?? ''}`;
  // Any text is taken: a malformed token opens nothing, like an unknown one, with the same page.
  const params = z.object({ token: z.string().max(200) });
  app.get(path, { schema: { params } }, async (request, reply) => {
    void reply
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store');
    const userAgent = request.headers['user-agent'];
    const opening = await shareLinks.open(kind, request.params.token, { address: request.ip, userAgent });
    if (opening.outcome === 'paused') {
      return reply
        .status(429)
        .header('Retry-After', '900')
        .type('text/html; charset=utf-8')
        .send(
          plainPage(
            LINK_PAUSED_TITLE,
            'Links that open nothing have been tried many times from this network. Please wait 15 minutes and try the link you were given again.',
          ),
        );
    }
    if (opening.outcome === 'closed') {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          plainPage(
            LINK_CLOSED_TITLE,
            'The family who shared this link chose how long it stays open, and can withdraw it at any time. If you still need it, please ask them for a new link.',
          ),
        );
    }
    return answer(opening.link, request, reply);
  });
}

/** A page of the product's own for a link that opens nothing: plain HTML that reads well without styles. */
function plainPage(title: string, explanation: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – Tedi</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(explanation)}</p>
</main>
</body>
</html>
`;
}
