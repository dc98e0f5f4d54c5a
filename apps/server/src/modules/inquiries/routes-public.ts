import {
  confirmSenderBody,
  copRequestBody,
  messageBody,
  messageResponse,
  submissionParams,
  submissionResponse,
} from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { clientAddress, requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { confirmSender } from './confirm-sender.ts';
import type { SubmissionInput } from './submission.ts';
import { submitCopRequest } from './submit-cop-request.ts';
import { submitMessage } from './submit-message.ts';

const tags = ['inquiries'];

function inputOf<Body>(request: FastifyRequest, params: { state?: string; cxid: string }, body: Body): SubmissionInput<Body> {
  return {
    cxid: params.cxid,
    urlState: params.state,
    body,
    user: request.user,
    clientIp: requestClientKey(request),
    client: { address: clientAddress(request), userAgent: request.headers['user-agent'] ?? null },
    idempotencyKey: request.headers['idempotency-key'],
  };
}

/**
 * Messages and COP requests to a professional, from guests and signed-in users (public routes).
 * The URL's state (a code or all) is where the sender searched from.
 */
export function inquirySubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags,
    description:
      'Optional header Idempotency-Key (8-100 of A-Z a-z 0-9 _ -): a retry with the same key stores one row and answers the same.',
    params: submissionParams,
    response: { 201: submissionResponse },
  };

  /** One URL a lead is sent to; a lead's body decides which kind it is. */
  const submission = <Body extends z.ZodType>(
    url: string,
    operationId: string,
    kind: { summary: string; body: Body; submit: (ctx: AppContext, input: SubmissionInput<z.output<Body>>) => Promise<string> },
  ) =>
    r.post(
      url,
      { config: { access: 'public' }, schema: { ...schema, summary: kind.summary, operationId, body: kind.body } },
      async (request, reply) => {
        const message = await kind.submit(ctx, inputOf(request, request.params, request.body as z.output<Body>));
        return reply.code(201).send({ success: true, message: said(request, message) });
      },
    );
  const sendMessage = { summary: 'Send a message to a professional', body: messageBody, submit: submitMessage };
  submission('/api/messages/:state/:cxid', 'sendMessageFromState', sendMessage);
  submission('/api/messages/:cxid', 'sendMessage', sendMessage);
  const summary = 'Ask a professional for a Credit Optimization Plan (a COP request)';
  const sendCopRequest = { summary, body: copRequestBody, submit: submitCopRequest };
  submission('/api/cop-requests/:state/:cxid', 'sendCopRequestFromState', sendCopRequest);
  submission('/api/cop-requests/:cxid', 'sendCopRequest', sendCopRequest);

  r.post(
    '/api/inquiries/confirm-sender',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Join a guest message or COP request to the account of its e-mail address',
        operationId: 'confirmSender',
        tags,
        description:
          'The owner of an account confirms a guest message or COP request sent with its e-mail address (token from the e-mail); it joins their account.',
        body: confirmSenderBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: said(request, await confirmSender(ctx, request.body.token)) }),
  );
}
