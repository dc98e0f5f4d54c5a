import { EVENTS_TEXT, TEXT } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { currentUser } from '../../plugins/access.ts';
import type { LiveHub, LiveStream } from './hub.ts';

/** How long a browser waits before reconnecting a stream that ended (EventSource's `retry`). */
const RECONNECT_MS = 2000;

const streamDescription =
  'Server-sent events (text/event-stream) for the signed-in user: reply, seen, unread, notifications, resync and signed-out, each with one JSON line of data; a comment line every 20 seconds keeps it open.';

/** GET /api/events: the signed-in user's event stream (docs/decisions/090). */
export function eventRoutes(app: FastifyInstance, hub: LiveHub): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['events'],
        summary: 'Open the event stream of the signed-in user',
        operationId: 'openEventStream',
        description: streamDescription,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe(streamDescription) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = request.sessionToken;
      if (!token) throw new AppError('UNAUTHORIZED', TEXT.authenticationRequired);
      if (!hub.canOpen(user.id)) throw new AppError('TOO_MANY_REQUESTS', EVENTS_TEXT.tooManyStreams);

      // From here the connection is the stream's: fastify sends nothing more (no compression, no JSON).
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string | string[]>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx passes each event on at once instead of buffering the answer.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_MS}\n\n`);
      const stream: LiveStream = {
        userId: user.id,
        sessionHash: hashToken(token),
        write: (chunk) => {
          if (!res.writableEnded) res.write(chunk);
        },
        backlog: () => res.writableLength,
        end: () => {
          if (!res.writableEnded) res.end();
        },
      };
      hub.add(stream);
      request.raw.socket?.setTimeout(0);
      res.on('close', () => hub.close(stream));
    },
  );
}
