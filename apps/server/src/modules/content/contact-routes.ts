import { CONTACT_FORM_PATHS, CONTACT_MESSAGE_KINDS } from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import type { ChildAccessService } from '../../policies/child-access.ts';
import type { ContactService } from './contact-service.ts';
import { contentAsker } from './routes.ts';

const listQuery = z.object({
  page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(20),
  kind: z.enum(CONTACT_MESSAGE_KINDS, { error: `must be one of ${CONTACT_MESSAGE_KINDS.join(', ')}` }).optional(),
});

/** What a form without JavaScript posts: application/x-www-form-urlencoded, read as plain text fields. */
function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

/**
 * The site's two forms to its staff, the contact page and the sponsor enquiry on /sponsor-landing: each page
 * (rendered on the server with its form's state), its plain POST (answered with a redirect to its confirmation, or
 * the page again with what was typed), the form token for the app in the browser, and the list of messages and
 * enquiries for the site's staff.
 */
export async function registerContactRoutes(
  app: App,
  service: ContactService,
  access: ChildAccessService,
): Promise<void> {
  for (const kind of CONTACT_MESSAGE_KINDS) {
    const paths = CONTACT_FORM_PATHS[kind];
    app.get(paths.form, async (request, reply) => {
      if (!app.webPages) return reply.callNotFound();
      // The contact form confirms at its own address; a sponsor's enquiry has a confirmation page of its own.
      const sent = kind === 'message' && new URL(request.url, 'http://localhost').searchParams.get('sent') === '1';
      return app.webPages.send(reply, request.url, { contactForm: await service.blankForm(sent) });
    });
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );
    for (const kind of CONTACT_MESSAGE_KINDS) {
      const paths = CONTACT_FORM_PATHS[kind];
      scope.post(paths.form, async (request, reply) => {
        // A form posts text; any other value (a JSON object, a number) counts as not filled in.
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const fields = Object.fromEntries(
          Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
        const outcome = await service.submit(fields, request.ip, kind);
        // Post, then redirect: reloading the confirmation does not send the message twice.
        if (outcome.kind === 'sent') return reply.redirect(paths.sent, 303);
        if (!app.webPages) return reply.status(outcome.status).send({ errors: outcome.form.errors });
        return app.webPages.send(reply, paths.form, { contactForm: outcome.form }, { status: outcome.status });
      });
    }
  });

  app.get('/api/v1/contact-form', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ formToken: await service.issueToken() }),
  );

  app.get('/api/v1/contact-messages', { schema: { querystring: listQuery } }, async (request) =>
    service.list(
      await contentAsker(access, await app.apiActor(request)),
      request.query.page,
      request.query.pageSize,
      request.query.kind,
    ),
  );
}
