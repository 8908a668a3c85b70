import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Writes each route's answer with a serializer compiled once from its response schema (the
 * contract's zod schema as JSON Schema, through Fastify's fast-json-stringify): no per-answer walk of
 * the schema. A schema JSON Schema cannot express keeps zod's own encoding.
 *
 * `check` (RESPONSE_CHECK=on; the tests and journeys run with it) also encodes every answer with zod,
 * refuses one that breaks its schema, and fails loudly where the compiled text says anything else
 * than zod's would: every answer the tests produce proves the compiled serializer right.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const reference: Serialize = (data) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const compiled = compileResponse(schema);
    if (!compiled) return reference;
    if (!check) return compiled;
    return (data) => {
      const expected = reference(data);
      const text = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${text.slice(0, 300)} where the schema gives ${expected.slice(0, 300)}`,
        );
      }
      return text;
    };
  };
}

/** The compiled serializer of `schema`, or undefined where JSON Schema cannot express it (zod's encoding then serves). */
export function compileResponse(schema: z.ZodType): Serialize | undefined {
  let json: Parameters<typeof fastJson>[0];
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as Parameters<typeof fastJson>[0];
  } catch {
    return undefined;
  }
  return fastJson(json) as Serialize;
}
