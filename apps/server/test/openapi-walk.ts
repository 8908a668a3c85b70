import { getsAndPosts, type OpenApiDocument, type Schema } from './plausible-input';
import type { TestApp } from './test-app';

// The operations of the OpenAPI document at /api/docs/json, with the string fields of their bodies
// and their query values, for tests that walk every operation.

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  /** Paths ("a", "a.b", "items.0.c") of every string a body may hold. */
  bodyStrings: string[];
  /** The query parameters' names. */
  queryNames: string[];
  hasBody: boolean;
}

function stringPaths(schema: Schema | undefined, prefix: string, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const paths: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('string') && prefix) paths.push(prefix);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const p of stringPaths(branch, prefix, depth + 1)) if (!paths.includes(p)) paths.push(p);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push(...stringPaths(property, prefix ? `${prefix}.${name}` : name, depth + 1));
  }
  if (schema.items) paths.push(...stringPaths(schema.items, prefix ? `${prefix}.0` : '0', depth + 1));
  if (typeof schema.additionalProperties === 'object') {
    paths.push(...stringPaths(schema.additionalProperties, prefix ? `${prefix}.x` : 'x', depth + 1));
  }
  return paths;
}

/** Every operation of the OpenAPI document. */
export async function openApiOperations(t: Pick<TestApp, 'app'>): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as OpenApiDocument;
  return getsAndPosts(doc).map(({ path, method, op }) => {
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    return {
      method,
      path,
      bodyStrings: stringPaths(bodySchema, ''),
      queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: bodySchema !== undefined,
    };
  });
}

/** An object with `value` at `path` ("a.b", "items.0.c"); arrays where a segment is a number. */
export function objectAt(path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const inner = rest.length === 0 ? value : objectAt(rest.join('.'), value);
  if (head !== undefined && /^\d+$/.test(head)) return [inner];
  return { [head ?? '']: inner };
}
