import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponse } from '@mx/contract/errors';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access.ts';

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
  // A component is a schema object, not a JSON Schema document: no `$schema` dialect inside it.
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(errorResponse);
  return {
    ...doc,
    components: { ...components, schemas: { ...components.schemas, ErrorResponse: errorSchema } },
  };
}

/** The session cookie, set by POST /api/auth/login, is the one way to be signed in. */
const SESSION_SCHEME = 'session';

/**
 * A route's security requirement follows its declared access: a public route needs none, any other one
 * the session cookie. The roles of a role-bound route are written out in `x-access`.
 */
function securityOf(access: Access | undefined): { security: Record<string, string[]>[]; 'x-access'?: readonly string[] } {
  if (access === undefined || access === 'public') return { security: [] };
  return { security: [{ [SESSION_SCHEME]: [] }], ...(access === 'signed-in' ? {} : { 'x-access': access }) };
}

type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The path parameters are the ones the URL names: one params schema may serve two URLs, one with an
 * optional segment (/api/messages/:state/:cxid and /api/messages/:cxid).
 */
function paramsOf(params: unknown, url: string): unknown {
  const object = params as JsonObject | undefined;
  if (!object?.properties) return params;
  const named = new Set([...url.matchAll(/\{(\w+)\}|:(\w+)/g)].map((match) => match[1] ?? match[2]));
  const properties = Object.fromEntries(Object.entries(object.properties).filter(([name]) => named.has(name)));
  return { ...object, properties, required: object.required?.filter((name) => named.has(name)) };
}

/** The zod schemas turned into JSON Schema, with the route's security and only the path's parameters. */
const transform: typeof jsonSchemaTransform = (document) => {
  const { schema = {}, url } = jsonSchemaTransform(document);
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const withParams = 'params' in schema ? { ...schema, params: paramsOf(schema.params, url) } : schema;
  return { schema: { ...withParams, ...securityOf(document.route.config?.access) } as FastifySchema, url };
};

/** OpenAPI 3 generated from the same zod schemas that validate: JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string, sessionCookie: string): Promise<void> {
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
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The HttpOnly session cookie that POST /api/auth/login sets.',
          },
        },
      },
    },
    transform,
    transformObject: (document) =>
      withErrorAnswers('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
