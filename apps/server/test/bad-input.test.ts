import { describe, expect, it } from 'vitest';
import { BAD_AMOUNTS, variantsFor } from './bad-input';
import { fieldKind, type OpenApiDocument, operationsOf, plausibleObject, type Schema, type VariantContext } from './plausible-input';

/** A POST whose JSON body is an object of `properties` (`required` among them, if given). */
const jsonPost = (properties: Record<string, Schema>, required?: string[]) => ({
  post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties, ...(required ? { required } : {}) } } } } },
});

const doc: OpenApiDocument = {
  paths: {
    '/api/fund/transfer': jsonPost(
      {
        asset: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,11}$' },
        to: { type: 'string', minLength: 1 },
        amount: { type: 'string', minLength: 1, maxLength: 40 },
        paypwd: { type: 'string' },
      },
      ['asset', 'to', 'amount', 'paypwd'],
    ),
    '/api/order/detail': {
      get: { parameters: [{ in: 'query', name: 'id', required: true, schema: { anyOf: [{ type: 'number' }, { type: 'string' }] } }] },
    },
    '/api/user/balance': { get: {} },
    '/api/common/upload': {
      post: {
        requestBody: {
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } },
        },
      },
    },
    '/api/nft/synthesize': jsonPost({
      recipe_id: { type: 'integer', minimum: 1 },
      token_ids: { type: 'array', minItems: 2, items: { type: 'integer', minimum: 1 } },
      odds_hash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    }),
    '/api/docs/json': { get: {} },
    '/healthz': { get: {} },
  },
};

const ctx: VariantContext = { othersIds: [41, 42], missingIds: [987654321], known: { paypwd: '246810' } };

describe('the bad-input generator', () => {
  it('reads the API operations of the document, knowing uploads by their multipart body', () => {
    const ops = operationsOf(doc);
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual([
      'POST /api/fund/transfer',
      'GET /api/order/detail',
      'GET /api/user/balance',
      'POST /api/common/upload',
      'POST /api/nft/synthesize',
    ]);
    expect(ops.find((op) => op.path === '/api/common/upload')?.upload).toBe(true);
    expect(ops.find((op) => op.path === '/api/fund/transfer')?.upload).toBe(false);
  });

  it('tells amounts, ids and lists of ids from other fields by name and schema', () => {
    expect(fieldKind('amount', { type: 'string' })).toBe('amount');
    expect(fieldKind('min_out', { type: 'string' })).toBe('amount');
    expect(fieldKind('lot_id', { type: 'integer' })).toBe('id');
    expect(fieldKind('id', { anyOf: [{ type: 'number' }, { type: 'string' }] })).toBe('id');
    expect(fieldKind('token_ids', { type: 'array' })).toBe('ids');
    expect(fieldKind('paypwd', { type: 'string' })).toBe('string');
    expect(fieldKind('enabled', { type: 'boolean' })).toBe('boolean');
  });

  it('fills the fields a variant does not spoil with values that move nothing: amounts zero, ids of nothing, known secrets', () => {
    const transfer = operationsOf(doc)[0]!;
    expect(plausibleObject(transfer.body!, ctx)).toEqual({ asset: 'USDT', to: 'x', amount: '0', paypwd: '246810' });
    const synthesize = operationsOf(doc)[4]!;
    expect(plausibleObject(synthesize.body!, ctx)).toEqual({
      recipe_id: 987654321,
      token_ids: [987654321, 987654321],
      odds_hash: 'a'.repeat(64),
    });
  });

  it('gives at least 30 variants for every operation, each a GET or POST on the operation path', () => {
    for (const op of operationsOf(doc)) {
      const variants = variantsFor(op, ctx, { token: 't' });
      expect(variants.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(30);
      for (const v of variants) {
        expect(v.method).toBe(op.method);
        expect(v.url.split('?')[0]).toBe(op.path);
        expect(v.headers.token).toBe('t');
      }
    }
  });

  it('sends every wrong form of an amount, with the other fields plausible', () => {
    const variants = variantsFor(operationsOf(doc)[0]!, ctx);
    const amounts = variants.filter((v) => v.label.startsWith('amount: ') && v.label !== 'amount: missing');
    expect(amounts).toHaveLength(BAD_AMOUNTS.length);
    for (const [label, value] of BAD_AMOUNTS) {
      const sent = amounts.find((v) => v.label === `amount: ${label}`);
      expect(JSON.parse(String(sent?.payload))).toEqual({ asset: 'USDT', to: 'x', amount: value, paypwd: '246810' });
    }
    expect(amounts.map((v) => JSON.parse(String(v.payload)).amount)).toEqual(
      expect.arrayContaining(['-1', 'NaN', '1e3', '0.0000000001', '9'.repeat(39), 1.5, ['1'], { value: '1' }]),
    );
  });

  it("sends ids of another member's objects and of nothing, in the query and in the body", () => {
    const detail = variantsFor(operationsOf(doc)[1]!, ctx).map((v) => v.url);
    expect(detail).toEqual(
      expect.arrayContaining([
        '/api/order/detail?id=41',
        '/api/order/detail?id=42',
        '/api/order/detail?id=987654321',
        '/api/order/detail?id=a%00b',
      ]),
    );
    const synth = variantsFor(operationsOf(doc)[4]!, ctx).map((v) => String(v.payload));
    expect(synth.some((p) => p.includes('"recipe_id":41'))).toBe(true);
    expect(synth.some((p) => p.includes('"token_ids":[42,42]'))).toBe(true);
  });

  it('writes prototype keys, NUL bytes and lone surrogates as a client would send them', () => {
    const payloads = variantsFor(operationsOf(doc)[0]!, ctx).map((v) => (typeof v.payload === 'string' ? v.payload : ''));
    expect(payloads.some((p) => p.startsWith('{"__proto__":{"admin":true}'))).toBe(true);
    expect(payloads.some((p) => p.startsWith('{"constructor":{"prototype"'))).toBe(true);
    expect(payloads.some((p) => p.includes('\\u0000'))).toBe(true);
    expect(payloads.some((p) => p.includes('\\ud800'))).toBe(true);
    expect(payloads.some((p) => p === '{"a":')).toBe(true);
  });

  it('sends malformed multipart bodies to an upload', () => {
    const labels = variantsFor(operationsOf(doc)[3]!, ctx).map((v) => v.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'multipart: cut short',
        'multipart: no boundary',
        'multipart: text as a PNG',
        'multipart: over the size limit (6 MB)',
      ]),
    );
  });
});
