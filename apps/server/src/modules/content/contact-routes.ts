import { CONTACT_PATH } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../app.ts';
import type { ContactService } from './contact-service.ts';
import { optionalActor } from './routes.ts';

const pageQuery = z.object({
  page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(20),
});

/** What a form without JavaScript posts: application/x-www-form-urlencoded, read as plain text fields. */
function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

/**
 * The contact page (rendered on the server with the form's state), the form's plain POST (answered with a
 * redirect to the confirmation, or the page again with what was typed), the form token for the app in the
 * browser, and the list of messages for the site's staff.
 */
export async function registerContactRoutes(app: App, service: ContactService): Promise<void> {
  app.get(CONTACT_PATH, async (request, reply) => {
    if (!app.webPages) return reply.callNotFound();
    const sent = new URL(request.url, 'http://localhost').searchParams.get('sent') === '1';
    return app.webPages.send(reply, request.url, { contactForm: await service.blankForm(sent) });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );
    scope.post(CONTACT_PATH, async (request, reply) => {
      const fields = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        string
      >;
      const outcome = await service.submit(fields, request.ip);
      // Post, then redirect: reloading the confirmation does not send the message twice.
      if (outcome.kind === 'sent') return reply.redirect(`${CONTACT_PATH}?sent=1`, 303);
      if (!app.webPages) return reply.status(outcome.status).send({ errors: outcome.form.errors });
      return app.webPages.send(reply, CONTACT_PATH, { contactForm: outcome.form }, { status: outcome.status });
    });
  });

  app.get('/api/v1/contact-form', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ formToken: await service.issueToken() }),
  );

  app.get('/api/v1/contact-messages', { schema: { querystring: pageQuery } }, async (request) =>
    service.list(await optionalActor(app, request), request.query.page, request.query.pageSize),
  );
}
