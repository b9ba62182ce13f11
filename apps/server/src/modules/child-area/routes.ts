import {
  boardUsageRecordSchema,
  CHILD_AREA_API,
  childChoicesSchema,
  childLeaveSchema,
  childSessionStartSchema,
  childSignInUpdateSchema,
  deviceRequestSchema,
  grownUpPinSchema,
  trustedDeviceCreateSchema,
} from '@tedi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context.ts';
import type { App } from '../../platform/app.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChildActor, ChildAreaService } from './area-service.ts';
import type { ChildSignInService } from './sign-in-service.ts';

export const CHILD_SIGN_IN_PATH = '/api/v1/children/:childId/child-sign-in';
export const DEVICES_PATH = CHILD_AREA_API.devices;
export const DEVICE_CHILDREN_PATH = CHILD_AREA_API.deviceChildren;
export const CHILD_AREA_PATH = CHILD_AREA_API.area;

const childParams = z.object({ childId: z.uuid({ error: 'must be a child id' }) });
const deviceParams = z.object({ deviceId: z.uuid({ error: 'must be a device id' }) });
const fileParams = z.object({ fileId: z.uuid({ error: 'must be a picture id' }) });

/** Everything here is someone's own or a family's: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

function contextOf(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null };
}

function sendFile(reply: FastifyReply, file: { bytes: Buffer; contentType: string }) {
  return reply
    .header('Cache-Control', PRIVATE)
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}

/**
 * The child area's API: a parent's side (the child's sign-in on their profile, the family's trusted devices and
 * grown-up PIN), a trusted device's side before anyone signs in, and the signed-in child's own area.
 */
export function registerChildAreaRoutes(app: App, signIn: ChildSignInService, area: ChildAreaService): void {
  const send = (reply: FastifyReply, body: unknown, status = 200) =>
    reply.status(status).header('Cache-Control', PRIVATE).send(body);

  const childActor = async (request: FastifyRequest): Promise<ChildActor> => {
    const actor = await app.apiActor(request);
    if (!actor) throw new AppError('unauthorized', 'Please sign in.');
    return actor;
  };

  // A parent's side ----------------------------------------------------------------------------------------------

  app.get(CHILD_SIGN_IN_PATH, { schema: { params: childParams } }, async (request, reply) =>
    send(reply, await signIn.get(await app.apiActor(request), request.params.childId)),
  );

  app.put(
    CHILD_SIGN_IN_PATH,
    { schema: { params: childParams, body: childSignInUpdateSchema } },
    async (request, reply) =>
      send(reply, await signIn.update(await app.apiActor(request), request.params.childId, request.body)),
  );

  app.delete(CHILD_SIGN_IN_PATH, { schema: { params: childParams } }, async (request, reply) => {
    await signIn.turnOff(await app.apiActor(request), request.params.childId);
    return reply.status(204).send();
  });

  app.post(`${CHILD_SIGN_IN_PATH}/unlock`, { schema: { params: childParams } }, async (request, reply) =>
    send(reply, await signIn.unlock(await app.apiActor(request), request.params.childId)),
  );

  app.post(`${CHILD_SIGN_IN_PATH}/session`, { schema: { params: childParams } }, async (request, reply) =>
    send(reply, await signIn.handOver(await app.apiActor(request), request.params.childId, contextOf(request)), 201),
  );

  app.get(DEVICES_PATH, async (request, reply) => send(reply, await signIn.devices(await app.apiActor(request))));

  app.post(DEVICES_PATH, { schema: { body: trustedDeviceCreateSchema } }, async (request, reply) =>
    send(reply, await signIn.trustDevice(await app.apiActor(request), request.body.name), 201),
  );

  app.delete(`${DEVICES_PATH}/:deviceId`, { schema: { params: deviceParams } }, async (request, reply) => {
    await signIn.revokeDevice(await app.apiActor(request), request.params.deviceId);
    return reply.status(204).send();
  });

  app.put(CHILD_AREA_API.grownUpPin, { schema: { body: grownUpPinSchema } }, async (request, reply) => {
    await signIn.setGrownUpPin(await app.apiActor(request), request.body.pin);
    return reply.status(204).send();
  });

  app.delete(CHILD_AREA_API.grownUpPin, async (request, reply) => {
    await signIn.removeGrownUpPin(await app.apiActor(request));
    return reply.status(204).send();
  });

  // A trusted device, before anyone signs in (the token travels in the body, never in an address) ---------------

  app.post(DEVICE_CHILDREN_PATH, { schema: { body: deviceRequestSchema } }, async (request, reply) =>
    send(reply, await signIn.deviceChildren(request.body.deviceToken)),
  );

  app.post(
    `${DEVICE_CHILDREN_PATH}/:childId/photo`,
    { schema: { params: childParams, body: deviceRequestSchema } },
    async (request, reply) => {
      const photo = await signIn.devicePhoto(request.body.deviceToken, request.params.childId);
      if (!photo) throw new AppError('not_found', 'There is no photo for this child.');
      return sendFile(reply, photo);
    },
  );

  app.post(CHILD_AREA_API.startSession, { schema: { body: childSessionStartSchema } }, async (request, reply) =>
    send(reply, await signIn.startSession(request.body, contextOf(request))),
  );

  // The child's own area -------------------------------------------------------------------------------------------

  app.get(CHILD_AREA_PATH, async (request, reply) => send(reply, await area.area(await childActor(request))));

  app.get(CHILD_AREA_API.photo, async (request, reply) => sendFile(reply, await area.photo(await childActor(request))));

  app.get(CHILD_AREA_API.me, async (request, reply) => send(reply, await area.me(await childActor(request))));

  app.put(CHILD_AREA_API.settings, { schema: { body: childChoicesSchema } }, async (request, reply) =>
    send(reply, await area.updateChoices(await childActor(request), request.body)),
  );

  app.get(CHILD_AREA_API.board, async (request, reply) => send(reply, await area.board(await childActor(request))));

  app.post(CHILD_AREA_API.boardUsage, { schema: { body: boardUsageRecordSchema } }, async (request, reply) => {
    await area.recordWords(await childActor(request), request.body);
    return reply.status(204).send();
  });

  app.get(`${CHILD_AREA_PATH}/board-photos/:fileId`, { schema: { params: fileParams } }, async (request, reply) =>
    sendFile(reply, await area.boardPhoto(await childActor(request), request.params.fileId)),
  );

  app.post(CHILD_AREA_API.leave, { schema: { body: childLeaveSchema } }, async (request, reply) => {
    await signIn.leave(await childActor(request), request.body, contextOf(request));
    return reply.status(204).send();
  });
}
