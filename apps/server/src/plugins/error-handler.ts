import { TEXT } from '@mx/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/**
 * One error path: every failure answers `{ message }` with the text the user should see. A 5xx
 * never shows its cause; it is logged with the request id, which the response carries too.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A wrong shape of the whole body (not an object at all) has no field message to show.
      const isWholeBody = !first || first.instancePath === '/' || first.instancePath === '';
      return reply.code(400).send({ message: isWholeBody ? TEXT.checkInput : first.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: (error as Error).message, reqId: request.id }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: TEXT.serviceUnavailable });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({ message: TEXT.genericError });
  });
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  401: TEXT.authenticationRequired,
  403: TEXT.forbidden,
  404: TEXT.notFound,
  413: TEXT.payloadTooLarge,
  414: 'This address is too long.',
  415: 'This content type is not supported.',
  429: TEXT.tooManyRequests,
};

/** Framework errors (malformed JSON, body too large …) get a plain sentence, never internals. */
export function clientErrorMessage(status: number): string {
  return CLIENT_ERROR_MESSAGES[status] ?? TEXT.checkInput;
}

/**
 * Errors the router answers before any hook runs (a URL that does not decode, such as `/api/x/%zz`,
 * or a path parameter longer than the router reads): the same `{ message }` as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    reply.code(500).send({ message: TEXT.genericError });
    return;
  }
  reply.code(status).send({ message: clientErrorMessage(status) });
}
