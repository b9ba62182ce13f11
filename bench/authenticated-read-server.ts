import { eq, openDatabase, schema, sql } from '@tedi/db';
import { buildApp } from '../apps/server/src/app.ts';
import { oneProfileStatement } from '../apps/server/src/modules/children/repository.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';

/**
 * The server the authenticated-read benchmark measures: the product exactly as `main.ts` builds it, plus bare
 * routes with no authentication, no access check and no audit: one runs the same statement as the product's read
 * of a child's profile (the child's row with its conditions and contacts, the statement the product builds once),
 * one the child's row alone by its id; and the profile's statement again behind authentication alone. These routes
 * exist only in this benchmark's process, never in the product.
 */
const BARE_CHILD_PATH = '/bench/bare/children';
const BARE_ROW_PATH = '/bench/bare/child-rows';
const SIGNED_IN_CHILD_PATH = '/bench/signed-in/children';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp({ config, database });
app.addHook('onClose', async () => {
  await database.close();
});
const profileById = oneProfileStatement(database.db);
async function childProfile(childId: string) {
  const [child] = await profileById.execute({ childId, withConditions: true });
  return child;
}
// Built once too, so that the bare figures are the queries, not drizzle building them.
const rowById = database.db
  .select()
  .from(schema.children)
  .where(eq(schema.children.id, sql.placeholder('childId')))
  .prepare('bench_child_by_id');

app.get<{ Params: { childId: string } }>(`${BARE_CHILD_PATH}/:childId`, async (request, reply) => {
  const child = await childProfile(request.params.childId);
  if (!child) return reply.status(404).send({ error: 'not_found' });
  return reply.header('Cache-Control', 'private, no-store').send(child);
});
app.get<{ Params: { childId: string } }>(`${BARE_ROW_PATH}/:childId`, async (request, reply) => {
  const [child] = await rowById.execute({ childId: request.params.childId });
  if (!child) return reply.status(404).send({ error: 'not_found' });
  return reply.header('Cache-Control', 'private, no-store').send(child);
});
// The same statement behind the product's authentication alone (token and session, no access check or audit): the
// cost of knowing who is asking, apart from what the product's read does besides.
app.get<{ Params: { childId: string } }>(`${SIGNED_IN_CHILD_PATH}/:childId`, async (request, reply) => {
  const actor = await app.apiActor(request);
  if (!actor) return reply.status(401).send({ error: 'not_signed_in' });
  const child = await childProfile(request.params.childId);
  if (!child) return reply.status(404).send({ error: 'not_found' });
  return reply.header('Cache-Control', 'private, no-store').send(child);
});
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
// The line the benchmark's server starter waits for.
console.log(`Tedi is running at http://localhost:${port}`);
