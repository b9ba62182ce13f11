import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from './routes.ts';
import type { AdminUserInput, AuthService } from './service.ts';

const adminUserBody = z.object({
  email: z.string().nullish(),
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  ban_duration: z.string().nullish(),
});

function adminInput(body: z.infer<typeof adminUserBody>): AdminUserInput {
  return {
    email: body.email,
    password: body.password,
    emailConfirm: body.email_confirm,
    userMetadata: body.user_metadata,
    appMetadata: body.app_metadata,
    banDuration: body.ban_duration,
  };
}

const userIdParams = z.object({ id: z.uuid({ error: 'must be a user id' }) });

/** The admin API (GoTrue's /admin/users), for server-to-server calls with the secret key only. */
export function registerAdminRoutes(scope: FastifyInstance, service: AuthService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const secretOnly = { apiKey: 'secret' as const };

  app.get(
    '/admin/users',
    {
      config: secretOnly,
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(1000).default(50),
        }),
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      const { users, total } = await service.adminListUsers(page, perPage);
      // The client library reads the total and the pages from these headers, as GoTrue sends them.
      const links: string[] = [];
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
      return reply
        .header('X-Total-Count', String(total))
        .header('Link', links.join(', '))
        .send({ users, aud: 'authenticated' });
    },
  );

  app.post('/admin/users', { config: secretOnly, schema: { body: adminUserBody } }, async (request) =>
    service.adminCreateUser(adminInput(request.body), requestContext(request)),
  );

  app.get('/admin/users/:id', { config: secretOnly, schema: { params: userIdParams } }, async (request) =>
    service.adminGetUser(request.params.id),
  );

  app.put(
    '/admin/users/:id',
    { config: secretOnly, schema: { params: userIdParams, body: adminUserBody } },
    async (request) => service.adminUpdateUser(request.params.id, adminInput(request.body), requestContext(request)),
  );

  app.delete('/admin/users/:id', { config: secretOnly, schema: { params: userIdParams } }, async (request) => {
    await service.adminDeleteUser(request.params.id, requestContext(request));
    return {};
  });
}
