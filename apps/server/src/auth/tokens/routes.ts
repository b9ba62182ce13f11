import type { FastifyInstance } from 'fastify';
import type { SigningKeys } from './signing-keys.ts';

/** The public keys that verify our access tokens (JWKS), for anyone who wants to check one themselves. */
export function registerJwksRoute(scope: FastifyInstance, keys: SigningKeys): void {
  scope.get('/.well-known/jwks.json', { config: { apiKey: 'none' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=600').send(keys.jwks()),
  );
}
