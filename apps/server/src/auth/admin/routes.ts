import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthApiError } from '../errors.ts';
import { metadata, requestContext } from '../requests.ts';
import type { AdminCaller } from './admin-callers.ts';
import type { AdminUserInput, AdminUsers } from './admin-users.ts';

const adminUserBody = z.object({
  email: z.string().nullish(),
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
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

const ADMIN_ROLES: ReadonlySet<unknown> = new Set(['admin', 'super_admin']);

/**
 * The admin API (GoTrue's /admin/users), for server-to-server calls with the secret key, or for an administrator's
 * session at aal2 (the `apiKey: 'secret'` routes admit both, see auth/plugin.ts).
 */
export function registerAdminRoutes(
  scope: FastifyInstance,
  adminUsers: AdminUsers,
  callerOf: (request: FastifyRequest) => AdminCaller,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const secretOnly = { apiKey: 'secret' as const };

  /** An admin may not make administrators, nor change or delete one: only a super admin or the secret key can. */
  async function ensureMayManage(
    request: FastifyRequest,
    grantedRole: unknown,
    targetUserId: string | null,
  ): Promise<void> {
    if (callerOf(request) !== 'admin') return;
    const target = targetUserId ? await adminUsers.getUser(targetUserId) : null;
    const targetRole = (target?.app_metadata as Record<string, unknown> | undefined)?.role;
    if (ADMIN_ROLES.has(grantedRole) || ADMIN_ROLES.has(targetRole)) {
      throw new AuthApiError(403, 'not_admin', 'Only a super admin can manage administrators');
    }
  }

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
      const { users, total } = await adminUsers.listUsers(page, perPage);
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

  app.post('/admin/users', { config: secretOnly, schema: { body: adminUserBody } }, async (request) => {
    await ensureMayManage(request, request.body.app_metadata?.role, null);
    return adminUsers.createUser(adminInput(request.body), requestContext(request));
  });

  app.get('/admin/users/:id', { config: secretOnly, schema: { params: userIdParams } }, async (request) =>
    adminUsers.getUser(request.params.id),
  );

  app.put(
    '/admin/users/:id',
    { config: secretOnly, schema: { params: userIdParams, body: adminUserBody } },
    async (request) => {
      await ensureMayManage(request, request.body.app_metadata?.role, request.params.id);
      return adminUsers.updateUser(request.params.id, adminInput(request.body), requestContext(request));
    },
  );

  app.delete('/admin/users/:id', { config: secretOnly, schema: { params: userIdParams } }, async (request) => {
    await ensureMayManage(request, undefined, request.params.id);
    await adminUsers.deleteUser(request.params.id, requestContext(request));
    return {};
  });
}
