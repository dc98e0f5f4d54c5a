import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponse } from '@mx/contract/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };
const ERROR_ANSWERS = {
  '4XX': { description: 'Refused: `{ code, message }`', content: { 'application/json': { schema: ERROR_REF } } },
  '5XX': { description: 'Failed: `{ code, message }`', content: { 'application/json': { schema: ERROR_REF } } },
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

type Operations = Record<string, { responses?: Record<string, unknown> } | undefined>;

/** Every operation documents its error answers with the one error schema. */
function withErrorAnswers<Doc extends { paths?: unknown; components?: unknown }>(doc: Doc): Doc {
  const paths = (doc.paths ?? {}) as Record<string, Operations>;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operation.responses = { ...ERROR_ANSWERS, ...operation.responses };
    }
  }
  const components = (doc.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...doc,
    components: { ...components, schemas: { ...components.schemas, ErrorResponse: z.toJSONSchema(errorResponse) } },
  };
}

/** OpenAPI 3 generated from the same zod schemas that validate: JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MortgageXperts API',
        description:
          'State-changing calls need the header `X-Requested-With: XMLHttpRequest` and a same-origin request. Sessions are an HttpOnly cookie set by POST /api/auth/login. Errors answer `{ "code": "…", "message": "…" }`: `code` is a stable upper-snake value (see the ErrorResponse schema) to decide on, `message` the sentence to show.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withErrorAnswers('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
