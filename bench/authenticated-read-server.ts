import { eq, openDatabase, schema, sql } from '@tedi/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';

/**
 * The server the authenticated-read benchmark measures: the product exactly as `main.ts` builds it, plus one bare
 * route that runs the same indexed query as a child's profile (the child's row by its id) with no authentication,
 * no access check and no audit, and the same again behind authentication alone. These routes exist only in this
 * benchmark's process, never in the product.
 */
const BARE_CHILD_PATH = '/bench/bare/children';
const SIGNED_IN_CHILD_PATH = '/bench/signed-in/children';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp({ config, database });
app.addHook('onClose', async () => {
  await database.close();
});
// Built once, as the product builds its profile read once: the bare figure is the query, not drizzle building it.
const childById = database.db
  .select()
  .from(schema.children)
  .where(eq(schema.children.id, sql.placeholder('childId')))
  .prepare('bench_child_by_id');
async function childRow(childId: string) {
  const [child] = await childById.execute({ childId });
  return child;
}
app.get<{ Params: { childId: string } }>(`${BARE_CHILD_PATH}/:childId`, async (request, reply) => {
  const child = await childRow(request.params.childId);
  if (!child) return reply.status(404).send({ error: 'not_found' });
  return reply.header('Cache-Control', 'private, no-store').send(child);
});
// The same query behind the product's authentication alone (token and session, no access check or audit): the
// cost of knowing who is asking, apart from what the product's read does besides.
app.get<{ Params: { childId: string } }>(`${SIGNED_IN_CHILD_PATH}/:childId`, async (request, reply) => {
  const actor = await app.apiActor(request);
  if (!actor) return reply.status(401).send({ error: 'not_signed_in' });
  const child = await childRow(request.params.childId);
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
