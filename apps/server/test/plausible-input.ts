// The operations of the OpenAPI document and a plausible value for each of their fields: a pure
// module (no app, no database). Malformed requests (bad-input.ts) spoil one field and keep the
// others at these values; the ownership walk (idor.db.test.ts) sends them with others' ids.

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
}

export interface DocOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: Array<{ name: string; required: boolean; schema: Schema }>;
  /** The JSON body's schema, when the operation takes one. */
  body?: Schema;
  /** A multipart file upload (its request body is `multipart/form-data`). */
  upload: boolean;
}

/** Each GET and POST of the document, with its path, as the document gives it. */
export function getsAndPosts(doc: OpenApiDocument): Array<{ path: string; method: 'GET' | 'POST'; op: DocOperation }> {
  const found: Array<{ path: string; method: 'GET' | 'POST'; op: DocOperation }> = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (upper === 'GET' || upper === 'POST') found.push({ path, method: upper, op });
    }
  }
  return found;
}

/** The GET and POST operations under /api and /admin/api (not the document's own pages). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return getsAndPosts(doc)
    .filter(({ path }) => (path.startsWith('/api/') || path.startsWith('/admin/api/')) && !path.startsWith('/api/docs'))
    .map(({ path, method, op }) => {
      const body = op.requestBody?.content?.['application/json']?.schema;
      return {
        method,
        path,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        ...(body ? { body } : {}),
        upload: method === 'POST' && op.requestBody?.content?.['multipart/form-data'] !== undefined,
      };
    });
}

/** What a field holds, judged from its name and schema: the variants differ for each. */
export type FieldKind = 'amount' | 'id' | 'ids' | 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'object';

const AMOUNT_NAME =
  /(^|_)(amount|price|min_out|units|mcc|usdt|nav|reserve|start_price|min_amount|max_amount|total_quota|member_limit|fee_rate|daily_rate|min_deposit)$/;
const ID_NAME = /(^|_)id$/;
const IDS_NAME = /_ids$/;

function typesOf(schema: Schema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set([...own, ...branches.flatMap(typesOf)])];
}

export function fieldKind(name: string, schema: Schema): FieldKind {
  const types = typesOf(schema);
  if (IDS_NAME.test(name) && types.includes('array')) return 'ids';
  if (ID_NAME.test(name) && (types.includes('integer') || types.includes('number') || types.includes('string'))) return 'id';
  if (AMOUNT_NAME.test(name) && (types.includes('string') || types.includes('number'))) return 'amount';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('array')) return 'array';
  if (types.includes('object') || schema.properties) return 'object';
  return 'string';
}

/** What the caller knows of the world: ids of other members' objects and of nothing, and a few right secrets. */
export interface VariantContext {
  /** Ids of objects that belong to someone else (another member's order, lot, withdrawal...). */
  othersIds: number[];
  /** Ids no object has. */
  missingIds: number[];
  /** Plausible values by field name (a pay password, an address), for the fields a variant does not spoil. */
  known: Record<string, unknown>;
}

/** A plausible value for a field, so that the other fields of a variant pass and the spoiled one is judged. */
export function plausible(name: string, schema: Schema, ctx: VariantContext, depth = 0): unknown {
  if (name in ctx.known) return ctx.known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const kind = fieldKind(name, schema);
  if (kind === 'amount') return typesOf(schema).includes('string') ? '0' : 0;
  if (kind === 'id')
    return typesOf(schema).includes('integer') || typesOf(schema).includes('number')
      ? (ctx.missingIds[0] ?? 1)
      : String(ctx.missingIds[0] ?? 1);
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (!schema.type && branch) return plausible(name, branch, ctx, depth + 1);
  switch (kind) {
    case 'ids':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => ctx.missingIds[0] ?? 1);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 0);
    case 'boolean':
      return false;
    case 'array':
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: schema.minItems ?? 0 }, () => plausible(name, schema.items ?? {}, ctx, depth + 1));
    case 'object':
      return depth > 4 ? {} : plausibleObject(schema, ctx, depth + 1);
    default:
      return plausibleString(schema);
  }
}

function plausibleString(schema: Schema): string {
  const hex = schema.pattern?.match(/^\^\[0-9a-f\]\{(\d+)\}\$$/);
  if (hex?.[1]) return 'a'.repeat(Number(hex[1]));
  if (schema.pattern === '^[A-Z][A-Z0-9]{1,11}$') return 'USDT';
  if (schema.pattern && /\[0-9\]|\\d/.test(schema.pattern)) return '1'.repeat(Math.max(schema.minLength ?? 1, 1));
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** An object with every property of `schema` at a plausible value. */
export function plausibleObject(schema: Schema, ctx: VariantContext, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) out[name] = plausible(name, property, ctx, depth);
  return out;
}
