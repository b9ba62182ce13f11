import { type Database, desc, eq, schema, sql } from '@tedi/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { escapeHtml } from './html.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/**
 * Headers a proxy adds on the way in. A request that carries any of them came through something that may serve
 * other people, even when that proxy runs on this computer and connects from 127.0.0.1.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const;

/** Whether the request names this computer as its host (a page of another site rebound to 127.0.0.1 does not). */
function addressedToThisComputer(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** A request straight from a browser or a script on this computer, through no proxy. */
export function isDirectFromThisComputer(request: {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly socketAddress: string | undefined;
}): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers['host'];
  return isLoopback(request.socketAddress) && addressedToThisComputer(typeof host === 'string' ? host : undefined);
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: string;
  text: string;
  html: string;
  /** Every link in the message, in order. */
  links: string[];
}

async function readMailbox(db: Database, to: string | undefined, limit: number): Promise<MailboxMessage[]> {
  const outbox = schema.mailOutbox;
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(sql`lower(${outbox.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    text: row.textBody,
    html: row.htmlBody,
    links: row.textBody.match(LINK_PATTERN) ?? [],
  }));
}

function mailboxPage(messages: readonly MailboxMessage[], to: string | undefined): string {
  const items = messages.map(
    (message) => `    <li>
      <article>
        <h2>${escapeHtml(message.subject)}</h2>
        <p>To ${escapeHtml(message.to)} · ${escapeHtml(message.kind)} · <time datetime="${message.createdAt}">${message.createdAt}</time></p>
        <ul>
${message.links.map((link) => `          <li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('\n')}
        </ul>
        <pre>${escapeHtml(message.text)}</pre>
      </article>
    </li>`,
  );
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="robots" content="noindex">
  <title>Developer mailbox · Tedi</title>
</head>
<body>
  <main>
    <h1>Developer mailbox</h1>
    <p>Messages Tedi would have e-mailed${to ? ` to ${escapeHtml(to)}` : ''}, newest first. This page exists only outside production.</p>
    <form method="get" action="/dev/mailbox">
      <label for="to">Only messages to</label>
      <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
      <button type="submit">Show</button>
    </form>
${messages.length === 0 ? '    <p>No messages yet.</p>' : `    <ol>\n${items.join('\n')}\n    </ol>`}
  </main>
</body>
</html>
`;
}

/**
 * The developer mailbox: what the server would have sent, when no SMTP server is configured. JSON at
 * GET /api/v1/dev/mailbox (`?to=` filters by address) and a page at /dev/mailbox. Registered only when DEV_MAILBOX
 * is on (by default on a development server on this computer), never in production.
 */
export function registerDevMailbox(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The mailbox holds sign-in and reset links: it answers only a browser or a script on this same computer, talking
  // to the server directly, even on a development server that was put behind a proxy or on a network by mistake.
  const onlyFromThisComputer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isDirectFromThisComputer({ headers: request.headers, socketAddress: request.socket.remoteAddress })) return;
    const error = new AppError('not_found', `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
    return reply.status(404).send(error.toJSON());
  };
  const query = z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(500).default(50) });

  typed.get(
    '/api/v1/dev/mailbox',
    { schema: { querystring: query }, onRequest: onlyFromThisComputer },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send({ messages: await readMailbox(db, request.query.to || undefined, request.query.limit) }),
  );

  typed.get(
    '/dev/mailbox',
    { schema: { querystring: query }, onRequest: onlyFromThisComputer },
    async (request, reply) => {
      const to = request.query.to || undefined;
      const messages = await readMailbox(db, to, request.query.limit);
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(mailboxPage(messages, to));
    },
  );
}
