import { TEXT } from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackHost } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { listMailbox } from '../mail/outbox.ts';
import { escapeHtml } from '../mail/render.ts';

const mailboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
});

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The name in a Host header (`name`, `name:port`, `[v6]:port`), lower-cased; null when it is none of these. */
function hostNameOf(header: string | undefined): string | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]@/\\\s]+)(?::\d{1,5})?$/.exec(header ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Only a browser or a test on this machine reads the mailbox: the connection comes from loopback,
 * the client address the server settled on is loopback, no proxy forwarded the request (a proxy
 * on this machine would make every visitor look local), and the Host is a loopback name. The last
 * one stops DNS rebinding: a page of another site whose name now resolves to 127.0.0.1 sends its
 * own name as Host, so the browser on this machine cannot be made to read the mailbox for it.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const host = hostNameOf(request.headers.host);
  return (
    isLoopback(request.socket.remoteAddress) &&
    isLoopback(request.ip) &&
    FORWARDING_HEADERS.every((h) => request.headers[h] === undefined) &&
    host !== null &&
    isLoopbackHost(host)
  );
}

/**
 * The development mailbox: every e-mail the outbox holds, so a person or a test can follow a
 * verification or reset link without an SMTP server. Never registered in production; elsewhere it
 * answers requests from this machine, to a loopback name, only, as if it did not exist for anyone else.
 */
export function devMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.isProduction) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onlyFromThisMachine = async (request: FastifyRequest) => {
    if (!fromThisMachine(request)) throw new AppError('NOT_FOUND', TEXT.notFound);
  };
  const query = z.object({
    to: z.string({ error: 'Please enter an e-mail address' }).max(254, 'Email must not exceed 254 characters').optional(),
  });

  r.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      onRequest: onlyFromThisMachine,
      schema: {
        summary: 'The e-mails sent in development, newest first (this machine only)',
        operationId: 'listDevMailbox',
        tags: ['development'],
        querystring: query,
        response: { 200: z.object({ emails: z.array(mailboxEntry) }) },
      },
    },
    async (request) => ({ emails: await listMailbox(ctx.db, { to: request.query.to }) }),
  );

  r.get(
    '/dev/mailbox',
    { onRequest: onlyFromThisMachine, schema: { hide: true, querystring: query } },
    async (request, reply) => {
      const emails = await listMailbox(ctx.db, { to: request.query.to });
      const items = emails
        .map(
          (e) =>
            `<article><h2>${escapeHtml(e.subject)}</h2><p class="meta">To ${escapeHtml(e.to)} · ${escapeHtml(e.createdAt)} · ${escapeHtml(e.status)}</p><pre>${escapeHtml(e.text)}</pre>${e.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}</article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox · MortgageXperts</title><style>body{font-family:system-ui,sans-serif;max-width:800px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#475569;font-size:.9rem}</style></head><body><main><h1>Development mailbox</h1><p>E-mails the app has sent, newest first. This page exists only outside production.</p>${items || '<p>No e-mails yet.</p>'}</main></body></html>`,
        );
    },
  );
}
