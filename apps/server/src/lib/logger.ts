import type { FastifyServerOptions } from 'fastify';

/** Query values that are secrets (links from e-mails carry tokens) never reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password)=)[^&#]*/gi, '$1[redacted]');
}

/** The server's log settings; `stream` replaces stdout (tests read the lines the server writes). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        // Libraries log request headers under their own keys (@fastify/multipart at trace: busboyOptions.headers).
        '*.headers.cookie',
        '*.headers.authorization',
        '*.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
