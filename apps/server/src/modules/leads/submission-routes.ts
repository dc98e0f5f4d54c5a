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
import { type LeadBody, submitLead } from './submit-lead.ts';
import type { LeadKind } from './tables.ts';

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
export function leadSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags,
    description:
      'Optional header Idempotency-Key (8-100 of A-Z a-z 0-9 _ -): a retry with the same key stores one row and answers the same.',
    params: submissionParams,
    response: { 201: submissionResponse },
  };

  /** One URL a lead is sent to; the route's kind has its own form (body schema). */
  const submission = <K extends LeadKind>(
    url: string,
    operationId: string,
    form: { kind: K; summary: string; body: z.ZodType },
  ) =>
    r.post(
      url,
      { config: { access: 'public' }, schema: { ...schema, summary: form.summary, operationId, body: form.body } },
      async (request, reply) => {
        const input = inputOf(request, request.params, request.body as LeadBody[K]);
        const message = await submitLead(ctx, form.kind, input);
        return reply.code(201).send({ success: true, message: said(request, message) });
      },
    );
  const sendMessage = { kind: 'message' as const, summary: 'Send a message to a professional', body: messageBody };
  submission('/api/messages/:state/:cxid', 'sendMessageFromState', sendMessage);
  submission('/api/messages/:cxid', 'sendMessage', sendMessage);
  const summary = 'Ask a professional for a Credit Optimization Plan (a COP request)';
  const sendCopRequest = { kind: 'cop_request' as const, summary, body: copRequestBody };
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
