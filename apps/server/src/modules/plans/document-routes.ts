import {
  PLAN_DOCUMENT_FIELD,
  PLAN_LIMITS,
  PLAN_TEXT,
  planDeletedResponse,
  planDocumentListResponse,
  planDocumentParams,
  planDocumentUploadedResponse,
  planIdParam,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { readMultipartForm, registerMultipart } from '../uploads/multipart.ts';
import type { PlanSide } from './checkpoints.ts';
import { attachmentHeader, deleteDocument, listDocuments, openDocument, uploadDocument } from './documents.ts';

const tags = ['plans'];
const DOCUMENT_LIMIT = { maxBytes: PLAN_LIMITS.documentMaxBytes, tooLarge: PLAN_TEXT.documentTooLarge };

const SIDES: { side: PlanSide; list: string; one: string; access: { access: ['MXPERT'] | ['CONSUMER'] }; op: string }[] = [
  {
    side: 'mxpert',
    list: '/api/dashboard/plans/:id/documents',
    one: '/api/dashboard/plans/:id/documents/:docId',
    access: { access: ['MXPERT'] },
    op: 'Mxpert',
  },
  {
    side: 'consumer',
    list: '/api/consumer/plans/:id/documents',
    one: '/api/consumer/plans/:id/documents/:docId',
    access: { access: ['CONSUMER'] },
    op: 'Consumer',
  },
];

/**
 * A plan's private documents, the same four routes on each side (docs/decisions/094): upload
 * (multipart, in a scope whose file limit is 10 MB), list, download as an attachment, and delete
 * one's own.
 */
export async function planDocumentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope, DOCUMENT_LIMIT);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const { side, list, one, access, op } of SIDES) {
      r.post(
        list,
        {
          config: access,
          schema: {
            tags,
            summary: 'Upload a document to the plan (PDF, JPEG or PNG, at most 10 MB, at most 20 per plan)',
            description: `Multipart: ${PLAN_DOCUMENT_FIELD} (the file). Its type is read from its first bytes.`,
            operationId: `upload${op}PlanDocument`,
            consumes: ['multipart/form-data'],
            params: planIdParam,
            response: { 201: planDocumentUploadedResponse },
          },
        },
        async (request, reply) => {
          const data = await uploadDocument(ctx, {
            side,
            user: currentUser(request),
            planId: request.params.id,
            readForm: () => readMultipartForm(request, PLAN_DOCUMENT_FIELD, DOCUMENT_LIMIT),
          });
          return reply.status(201).send({ success: true as const, message: said(request, PLAN_TEXT.documentUploaded), data });
        },
      );

      r.get(
        list,
        {
          config: access,
          schema: {
            tags,
            summary: 'The plan’s documents, newest first',
            operationId: `list${op}PlanDocuments`,
            params: planIdParam,
            response: { 200: planDocumentListResponse },
          },
        },
        async (request) => ({
          success: true as const,
          data: await listDocuments(ctx.db, side, currentUser(request), request.params.id),
        }),
      );

      r.get(
        one,
        {
          config: access,
          schema: {
            tags,
            summary: 'Download one of the plan’s documents (always as an attachment, never cached)',
            operationId: `download${op}PlanDocument`,
            params: planDocumentParams,
          },
        },
        async (request, reply) => {
          const { document, object } = await openDocument(
            ctx,
            side,
            currentUser(request),
            request.params.id,
            request.params.docId,
          );
          return reply
            .type(document.contentType)
            .header('content-length', object.size)
            .header('content-disposition', attachmentHeader(document.fileName))
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(object.body);
        },
      );

      r.delete(
        one,
        {
          config: access,
          schema: {
            tags,
            summary: 'Delete a document you uploaded to the plan',
            operationId: `delete${op}PlanDocument`,
            params: planDocumentParams,
            response: { 200: planDeletedResponse },
          },
        },
        async (request) => {
          await deleteDocument(ctx, side, currentUser(request), request.params.id, request.params.docId);
          return { success: true as const };
        },
      );
    }
  });
}
