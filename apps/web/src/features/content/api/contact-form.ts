import type { ContactFormState, PageRenderContext } from '@tedi/contracts';

import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The state of a form sent to the site's staff (the contact form, a sponsor's enquiry): handed over by the server
 * when it renders the page (with what was typed after a refused form), or, when the app shows the page in the
 * browser, a fresh form with a token from the API.
 */
export async function contactFormState(context: unknown, url: URL): Promise<ContactFormState> {
  const fromServer = (context as PageRenderContext | undefined)?.contactForm;
  if (fromServer) return fromServer;
  const { formToken } = await apiRequest<{ formToken: string }>('/contact-form');
  return { formToken, values: {}, errors: {}, sent: url.searchParams.get('sent') === '1' };
}
