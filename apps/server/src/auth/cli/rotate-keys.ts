import { SIGNING_KEYS_CHANGED_CHANNEL, rotateSigningKeys } from '../tokens/signing-keys.ts';
import { openForCommand } from './open.ts';

// `npm run auth:rotate-keys`: a new ES256 key signs from now on. The previous key stays in the JWKS until every
// token it signed has expired. Running servers on PostgreSQL switch at once; with the embedded database, stop the
// server first (only one process may open it) and start it again afterwards.
const { config, database } = await openForCommand();
try {
  const kid = await rotateSigningKeys(database.db, config.auth.accessTokenTtlSeconds);
  await database.pubsub?.notify(SIGNING_KEYS_CHANGED_CHANNEL, kid);
  console.log(`New signing key ${kid} is now current. The previous key stays published until its tokens have expired.`);
} finally {
  await database.close();
}
