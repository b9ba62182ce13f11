import rateLimit from '@fastify/rate-limit';
import {
  checkoutConfirmSchema,
  checkoutCreateSchema,
  accessGrantCreateSchema,
  licenceBatchCreateSchema,
  licenceRedeemSchema,
  SUBSCRIPTIONS_API,
  type CheckSubscriptionResponse,
  type SubscriptionAccessResponse,
} from '@tedi/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import { acceptEmptyJsonBody } from '../../platform/json-body.ts';
import type { SubscriptionsService } from './service.ts';

/** Access changes with a payment or a code: never kept by a cache. */
const PRIVATE = 'private, no-store';
const LICENCE_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

const idParams = z.object({ id: z.uuid({ error: 'must be an id' }) });

export interface SubscriptionsRouteOptions {
  /** Licence code attempts allowed per address in 15 minutes. */
  readonly licenceRedeemAttempts: number;
}

/**
 * The gate's two checks, the family's status, paying (checkout, confirming it, the billing page, the provider's
 * webhook), redeeming a licence code, the administrators' licence batches and grants, and the public list of sponsors.
 */
export async function registerSubscriptionsRoutes(
  app: App,
  service: SubscriptionsService,
  options: SubscriptionsRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // The gate calls its two checks with no arguments (an empty body or `{}`), and the revoke actions have no body
    // either: an empty body with a JSON content type is taken as `{}`.
    acceptEmptyJsonBody(scope);
    await scope.register(rateLimit, { global: false });
    registerRoutes(scope, app, service, options);
  });
  // The payment provider signs the exact bytes it sends, so the webhook reads its body unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(SUBSCRIPTIONS_API.stripeWebhook, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const answer = await service.receivePaymentEvent(body, typeof signature === 'string' ? signature : undefined);
      return reply.header('Cache-Control', PRIVATE).send(answer);
    });
  });
}

function registerRoutes(scope: App, app: App, service: SubscriptionsService, options: SubscriptionsRouteOptions): void {
  scope.post(SUBSCRIPTIONS_API.accessRpc, async (request, reply) => {
    const answer: SubscriptionAccessResponse = {
      has_access: await service.hasAccess(await app.apiActor(request)),
    };
    return reply.header('Cache-Control', PRIVATE).send(answer);
  });

  // Outside /api/v1, as the spec's server function; `/functions/v1/` is a service prefix, never the web app.
  scope.post(SUBSCRIPTIONS_API.checkFunction, async (request, reply) => {
    const answer: CheckSubscriptionResponse = {
      subscribed: await service.hasAccess(await app.apiActor(request)),
    };
    return reply.header('Cache-Control', PRIVATE).send(answer);
  });

  scope.get(SUBSCRIPTIONS_API.status, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.status(actor));
  });

  // Every attempt counts, right or wrong, so codes can't be found by guessing.
  const limit = scope.rateLimit({
    max: options.licenceRedeemAttempts,
    timeWindow: LICENCE_ATTEMPT_WINDOW_MS,
    errorResponseBuilder: () =>
      new AppError(
        'rate_limited',
        'Too many licence codes have been tried from here. Please wait 15 minutes and try again.',
      ),
  });
  scope.post(
    SUBSCRIPTIONS_API.redeem,
    { onRequest: limit, schema: { body: licenceRedeemSchema } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply.header('Cache-Control', PRIVATE).send(await service.redeem(actor, request.body.code));
    },
  );

  scope.post(SUBSCRIPTIONS_API.checkout, { schema: { body: checkoutCreateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.checkout(actor, request.body));
  });
  scope.post(SUBSCRIPTIONS_API.checkoutConfirm, { schema: { body: checkoutConfirmSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.confirmCheckout(actor, request.body.sessionId));
  });
  scope.post(SUBSCRIPTIONS_API.portal, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.billingPortal(actor));
  });

  const batches = SUBSCRIPTIONS_API.licenceBatches;
  scope.post(batches, { schema: { body: licenceBatchCreateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply
      .status(201)
      .header('Cache-Control', PRIVATE)
      .send(await service.createBatch(actor, request.body));
  });
  scope.get(batches, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.listBatches(actor));
  });
  scope.get(`${batches}/:id`, { schema: { params: idParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.getBatch(actor, request.params.id));
  });
  scope.post(`${batches}/:id/revoke`, { schema: { params: idParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.revokeBatch(actor, request.params.id));
  });
  scope.post(
    `${SUBSCRIPTIONS_API.licenceCodes}/:id/revoke`,
    { schema: { params: idParams } },
    async (request, reply) => {
      const actor = await app.apiActor(request);
      return reply.header('Cache-Control', PRIVATE).send(await service.revokeCode(actor, request.params.id));
    },
  );

  const grants = SUBSCRIPTIONS_API.accessGrants;
  scope.post(grants, { schema: { body: accessGrantCreateSchema } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply
      .status(201)
      .header('Cache-Control', PRIVATE)
      .send(await service.createGrant(actor, request.body));
  });
  scope.get(grants, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.listGrants(actor));
  });
  scope.post(`${grants}/:id/revoke`, { schema: { params: idParams } }, async (request, reply) => {
    const actor = await app.apiActor(request);
    return reply.header('Cache-Control', PRIVATE).send(await service.revokeGrant(actor, request.params.id));
  });

  scope.get(SUBSCRIPTIONS_API.sponsors, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(await service.sponsors()),
  );
}
