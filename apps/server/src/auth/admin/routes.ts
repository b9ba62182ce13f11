import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthApiError, validationFailed } from '../errors.ts';
import { metadata, requestContext } from '../requests.ts';
import { presentFactor } from '../presenter.ts';
import type { AdminCaller } from './admin-callers.ts';
import type { AdminLinks } from './admin-links.ts';
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

/** A page number or size of the admin list, as GoTrue reads it: empty (or absent) means the default. */
function pageParameter(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 1 && number <= max))
    throw validationFailed(`Bad Pagination Parameters: ${name} must be a whole number from 1 to ${max}`);
  return number;
}

/**
 * The admin API (GoTrue's /admin/users, /invite and /admin/generate_link), for server-to-server calls with the secret key, or for an administrator's
 * session at aal2 (the `apiKey: 'secret'` routes admit both, see auth/plugin.ts).
 */
export function registerAdminRoutes(
  scope: FastifyInstance,
  adminUsers: AdminUsers,
  adminLinks: AdminLinks,
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
        querystring: z.object({ page: z.string().optional(), per_page: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const page = pageParameter('page', request.query.page, 1, Number.MAX_SAFE_INTEGER);
      const perPage = pageParameter('per_page', request.query.per_page, 50, 1000);
      const { users, total } = await adminUsers.listUsers(page, perPage);
      // The client library reads the total and the pages from these headers, as GoTrue sends them, with `page`
      // first in each link (the client reads the number just after the first `=`).
      const link = (target: number) => {
        const query = new URLSearchParams({ page: String(target), per_page: String(perPage) });
        return `</admin/users?${query.toString()}>`;
      };
      const lastPage = Math.ceil(total / perPage);
      const links: string[] = [];
      if (page < lastPage) links.push(`${link(page + 1)}; rel="next"`);
      links.push(`${link(lastPage)}; rel="last"`);
      return reply
        .header('X-Total-Count', String(total))
        .header('Link', links.join(', '))
        .send({ users, aud: 'authenticated' });
    },
  );

  app.get('/admin/users/:id/factors', { config: secretOnly, schema: { params: userIdParams } }, async (request) => {
    const factors = await adminUsers.factorsOf(request.params.id);
    return factors.map(presentFactor);
  });

  app.post(
    '/invite',
    {
      config: secretOnly,
      schema: {
        querystring: z.object({ redirect_to: z.string().optional() }),
        body: z.object({ email: z.string().nullish(), data: z.record(z.string(), z.unknown()).nullish() }),
      },
    },
    async (request) => {
      await ensureMayManage(request, undefined, await adminLinks.accountIdOf(request.body.email));
      return adminLinks.invite(
        { email: request.body.email, data: request.body.data, redirectTo: request.query.redirect_to },
        requestContext(request),
      );
    },
  );

  app.post(
    '/admin/generate_link',
    {
      config: secretOnly,
      schema: {
        querystring: z.object({ redirect_to: z.string().optional() }),
        body: z.object({
          type: z.string().nullish(),
          email: z.string().nullish(),
          new_email: z.string().nullish(),
          password: z.string().nullish(),
          data: z.record(z.string(), z.unknown()).nullish(),
          redirect_to: z.string().nullish(),
        }),
      },
    },
    async (request) => {
      const { body } = request;
      // A link signs its holder in to the account: an admin may not make one for an administrator.
      await ensureMayManage(request, undefined, await adminLinks.accountIdOf(body.email));
      return adminLinks.generateLink(
        {
          type: body.type,
          email: body.email,
          newEmail: body.new_email,
          password: body.password,
          data: body.data,
          redirectTo: body.redirect_to ?? request.query.redirect_to,
        },
        requestContext(request),
      );
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
