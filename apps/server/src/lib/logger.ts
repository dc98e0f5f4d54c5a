import type { FastifyServerOptions } from 'fastify';
import { currentRequestId } from './request-id.ts';

const SECRET_PARAMS = new Set(['token', 'password']);

/** A query parameter's name as the query parser reads it (`%74oken` and `Token` are `token`). */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Query values that are secrets (links from e-mails carry tokens) never reach a log line, however
 * the parameter's name is spelled.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hashAt = url.indexOf('#', start);
  const end = hashAt < 0 ? url.length : hashAt;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_PARAMS.has(paramName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** The server's log settings; `stream` replaces stdout (tests read the lines the server writes). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Every line written during a request carries its id, also those of the app's own logger (the
    // services log through it); a request's child logger has it already.
    mixin: (_object: object, _level: number, logger: { bindings(): Record<string, unknown> }) => {
      const reqId = currentRequestId();
      return reqId && logger.bindings().reqId === undefined ? { reqId } : {};
    },
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
