import type { FastifyInstance } from 'fastify';

/**
 * Takes a request that says its body is JSON but sends none (or only white space) as having sent `{}`, where Fastify
 * would refuse it: some clients send the content type on every request, including those with nothing to say. Any
 * other body is parsed by Fastify's own JSON parser, as before. Applies to the scope it is called on.
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, {});
    else void parseJson(request, text, done);
  });
}
