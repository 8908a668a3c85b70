import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { Endpoint } from '@mcc/contract/endpoint';
import { envelope, refusalData } from '@mcc/contract/envelope';
import { operationIdOf } from '@mcc/contract/operations';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';

// How the contract's descriptors become the OpenAPI document at /api/docs (docs/api.md). Each route
// carries its descriptor (routes.ts); from it every operation gets its name (`operationId`), who may
// call it (`security`), its Idempotency-Key (money POSTs), its multipart body (uploads) and every
// answer it can give: 200 with either envelope (`code: 1` done, `code: 0` refused), 401 without a
// valid token, 429 past the rate limit, 503 for a fault of ours. Outside tools (client generators,
// validating proxies) use the document as it is; `redocly lint` checks it in the tests.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract descriptor the route was registered from. */
    endpoint?: Endpoint;
  }
}

const JSON_TYPE = 'application/json';

/** Outside tools read the contract's refusal and 401 envelopes from these components. */
const components = z.registry<{ id: string; description: string }>();
const refusalEnvelope = envelope(refusalData);
components.add(refusalEnvelope, {
  id: 'Refusal',
  description:
    'Refused (`code: 0`): `msg` says why in the request\'s language; `data` is null or may name the field, `{ "field": "amount" }`. Nothing changed.',
});
const unauthorizedEnvelope = envelope(z.null());
components.add(unauthorizedEnvelope, { id: 'Unauthorized', description: 'No valid `token` (`code: 401`); `data` is null.' });
const envelopeCodes: Record<string, number> = { Refusal: 0, Unauthorized: 401 };

const securitySchemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  member: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: "A member's token, from `POST /api/user/login` or `/api/user/register` (`data.userinfo.token`).",
  },
  operator: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: "An operator's token, from `POST /admin/api/login`; the console's calls also need the permission named in their summary.",
  },
};

const ref = (kind: 'schemas' | 'responses' | 'parameters' | 'headers', id: string) => ({ $ref: `#/components/${kind}/${id}` });

const sharedParts = {
  parameters: {
    IdempotencyKey: {
      in: 'header',
      name: 'Idempotency-Key',
      required: true,
      description:
        'Required on every POST that moves money: the same key and body answer the first result again (header `Idempotent-Replayed: true`) and move nothing twice. Keep one key across retries of one intent.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  headers: {
    IdempotentReplayed: {
      description: '`true` when this answer is the first answer to the same Idempotency-Key, given again.',
      schema: { type: 'string', enum: ['true'] },
    },
  },
  responses: {
    Unauthorized: {
      description: 'No valid `token`: sign in (again).',
      content: { [JSON_TYPE]: { schema: ref('schemas', 'Unauthorized') } },
    },
    RateLimited: {
      description: 'Too many requests from this client: wait the seconds `Retry-After` gives.',
      headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } },
      content: { [JSON_TYPE]: { schema: ref('schemas', 'Refusal') } },
    },
    Unavailable: {
      description: 'Unavailable for a moment (a fault of ours): try again, with the same Idempotency-Key for a money POST.',
      content: { [JSON_TYPE]: { schema: ref('schemas', 'Refusal') } },
    },
  },
} satisfies OpenAPIV3.ComponentsObject;

/** The answers a call may give besides its own 200. */
function otherResponses(endpoint: Endpoint): OpenAPIV3.ResponsesObject {
  const responses: OpenAPIV3.ResponsesObject = {};
  // The event stream is opened with a ticket rather than the token, and answers 401 without a good one.
  if (endpoint.caller !== 'public' || endpoint.eventStream) responses['401'] = ref('responses', 'Unauthorized');
  // Every /api and /admin/api call counts towards the client's rate limit (app.ts).
  responses['429'] = ref('responses', 'RateLimited');
  responses['503'] = ref('responses', 'Unavailable');
  return responses;
}

/** The 200 answer: the call's own success envelope (`code: 1`) or the refusal (`code: 0`). */
function okResponse(endpoint: Endpoint, generated: OpenAPIV3.ResponseObject | undefined): OpenAPIV3.ResponseObject {
  if (endpoint.eventStream) {
    return {
      description: 'Server-sent events, one `data:` line of JSON each, until the client closes; a malformed query is refused (`code: 0`).',
      content: { 'text/event-stream': { schema: { type: 'string' } }, [JSON_TYPE]: { schema: ref('schemas', 'Refusal') } },
    };
  }
  const success = generated?.content?.[JSON_TYPE]?.schema as OpenAPIV3.SchemaObject | undefined;
  if (!success?.properties?.code) throw new Error(`${endpoint.method} ${endpoint.path}: its response is not the envelope`);
  const done: OpenAPIV3.SchemaObject = { ...success, properties: { ...success.properties, code: { type: 'integer', enum: [1] } } };
  const response: OpenAPIV3.ResponseObject = {
    description: 'Done (`code: 1`, `data` as below) or refused (`code: 0`, `msg` says why): both are HTTP 200; `code` tells them apart.',
    content: { [JSON_TYPE]: { schema: { oneOf: [done, ref('schemas', 'Refusal')] } } },
  };
  if (endpoint.money) response.headers = { 'Idempotent-Replayed': ref('headers', 'IdempotentReplayed') };
  return response;
}

function describeOperation(operation: OpenAPIV3.OperationObject, endpoint: Endpoint): void {
  operation.responses = {
    '200': okResponse(endpoint, operation.responses?.['200'] as OpenAPIV3.ResponseObject),
    ...otherResponses(endpoint),
  };
  if (endpoint.money) {
    // The route reads the key itself (a missing one is refused with its own message); here it is required.
    const others = (operation.parameters ?? []).filter(
      (p) => !('in' in p && p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
    );
    operation.parameters = [...others, ref('parameters', 'IdempotencyKey')];
  }
  if (endpoint.fileField) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [endpoint.fileField]: { type: 'string', format: 'binary' } },
            required: [endpoint.fileField],
          },
        },
      },
    };
  }
}

export interface OpenApiOptions {
  /** PUBLIC_URL: the origin outside clients call; the document's server is relative without it. */
  publicUrl?: string;
  version: string;
}

/** The @fastify/swagger options: the document's frame and how each route's descriptor is described. */
export function openApiOptions({ publicUrl, version }: OpenApiOptions): FastifyDynamicSwaggerOptions {
  // The descriptors of this document's operations, by operationId (filled as fastify-swagger walks the routes).
  const endpoints = new Map<string, Endpoint>();
  const componentSchemas = createJsonSchemaTransformObject({ schemaRegistry: components });
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MCC API',
        version,
        description:
          'Members API at /api, console API at /admin/api. Every body is the envelope { code, msg, time, data }: `code` 1 done, 0 refused (HTTP 200), 401 without a valid token.',
      },
      servers: [{ url: publicUrl ? publicUrl.replace(/\/+$/, '') : '/' }],
      components: { securitySchemes, ...sharedParts },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const endpoint = input.route.config?.endpoint;
      if (!endpoint || !result.schema || result.schema.hide) return result;
      const operationId = operationIdOf(endpoint);
      if (operationId) endpoints.set(operationId, endpoint);
      const summary = endpoint.permission ? `${endpoint.summary} (${endpoint.permission})` : endpoint.summary;
      const security = endpoint.caller === 'public' ? [] : [{ [endpoint.caller]: [] }];
      return { url: result.url, schema: { ...result.schema, operationId, tags: [endpoint.tag], summary, security } };
    },
    transformObject: (input) => {
      const document = componentSchemas(input) as OpenAPIV3.Document;
      const schemas = document.components?.schemas ?? {};
      for (const [id, code] of Object.entries(envelopeCodes)) {
        const schema = schemas[id] as OpenAPIV3.SchemaObject;
        schema.properties = { ...schema.properties, code: { type: 'integer', enum: [code] } };
        // Only what the server sends is described: the registry's input twins are not used.
        delete schemas[`${id}Input`];
      }
      for (const operations of Object.values(document.paths)) {
        for (const operation of Object.values(operations ?? {})) {
          const endpoint = endpoints.get((operation as OpenAPIV3.OperationObject).operationId ?? '');
          if (endpoint) describeOperation(operation as OpenAPIV3.OperationObject, endpoint);
        }
      }
      return document;
    },
  };
}
