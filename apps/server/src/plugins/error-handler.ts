import type { Duplex } from 'node:stream';
import { TEXT } from '@mx/contract';
import type { ErrorCode, ErrorResponse } from '@mx/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { readerLocale, sentenceIn } from '../lib/i18n.ts';

/**
 * One error path: every failure answers `{ code, message }`: a stable code from the contract's list
 * and the text the user should see, in the reader's language (decision 130). A 5xx
 * never shows its cause; it is logged with the request id, which the response carries too.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = (body: ErrorResponse) => saidTo(request, body);
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(answer(errorBody(error.code, error.message)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A wrong shape of the whole body (not an object at all) has no field message to show.
      const isWholeBody = !first || first.instancePath === '/' || first.instancePath === '';
      return reply
        .code(400)
        .send(answer(errorBody('BAD_REQUEST', isWholeBody || !first.message ? TEXT.checkInput : first.message)));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(answer(clientErrorBody(status)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: (error as Error).message, reqId: request.id }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(answer(errorBody('SERVICE_UNAVAILABLE', TEXT.serviceUnavailable)));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send(answer(errorBody('INTERNAL_ERROR', TEXT.genericError)));
  });
}

export function errorBody(code: ErrorCode, message: string): ErrorResponse {
  return { code, message };
}

/** An error answer with its sentence in the request's reader's language. */
function saidTo(request: FastifyRequest, body: ErrorResponse): ErrorResponse {
  return errorBody(body.code, sentenceIn(readerLocale(request), body.message));
}

const CLIENT_ERRORS: Record<number, ErrorResponse> = {
  401: errorBody('UNAUTHORIZED', TEXT.authenticationRequired),
  403: errorBody('FORBIDDEN', TEXT.forbidden),
  404: errorBody('NOT_FOUND', TEXT.notFound),
  413: errorBody('PAYLOAD_TOO_LARGE', TEXT.payloadTooLarge),
  414: errorBody('URI_TOO_LONG', 'This address is too long.'),
  415: errorBody('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'),
  429: errorBody('TOO_MANY_REQUESTS', TEXT.tooManyRequests),
};

/** Framework errors (malformed JSON, body too large …) get a code and a plain sentence, never internals. */
export function clientErrorBody(status: number): ErrorResponse {
  return CLIENT_ERRORS[status] ?? errorBody('BAD_REQUEST', TEXT.checkInput);
}

/**
 * Errors the router answers before any hook runs (a URL that does not decode, such as `/api/x/%zz`,
 * or a path parameter longer than the router reads): the same `{ code, message }` as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    reply.code(500).send(saidTo(request, errorBody('INTERNAL_ERROR', TEXT.genericError)));
    return;
  }
  reply.code(status).send(saidTo(request, clientErrorBody(status)));
}

const PARSER_ERRORS: Record<string, [status: number, reason: string, body: ErrorResponse]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', errorBody('REQUEST_TIMEOUT', 'The request took too long to arrive.')],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    errorBody('HEADERS_TOO_LARGE', 'The request headers are too large.'),
  ],
};
const UNREADABLE: [number, string, ErrorResponse] = [
  400,
  'Bad Request',
  errorBody('BAD_REQUEST', 'This request could not be read.'),
];

/**
 * Requests Node's HTTP parser refuses before the router sees them (a request line it cannot read,
 * such as `GET \\ HTTP/1.1`, headers too large, a request too slow to arrive): the same
 * `{ code, message }` as every other error, written to the socket, which then closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] = (error.code && PARSER_ERRORS[error.code]) || UNREADABLE;
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
