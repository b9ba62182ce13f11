import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';

/**
 * Security headers on every response. The web app has no inline script or style, so the policy allows scripts
 * and styles from our own origin only; nothing is ever loaded from another host. Helmet's middleware is built once
 * here: the Fastify plugin built it again for every request, parsing the whole policy each time, which cost an API
 * read several percent of its time.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const overHttps = config.publicUrl.protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(overHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; sent over plain HTTP on localhost it would only confuse browsers.
    strictTransportSecurity: overHttps ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(
      'Permissions-Policy',
      'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()',
    );
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
