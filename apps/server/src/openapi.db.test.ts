import { adminFundApi } from '@mcc/contract/admin-fund';
import { adminNftApi } from '@mcc/contract/admin-nft';
import { commonApi } from '@mcc/contract/common';
import type { Endpoint } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { apiAreas, operationIdOf } from '@mcc/contract/operations';
import { streamApi } from '@mcc/contract/stream';
import { Ajv, type ValidateFunction } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, getFrom, newKey, type post, postTo } from '../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../test/members';
import { credit, USDT } from '../test/money';
import { createOperator } from '../test/operators';
import { registeredApiRoutes } from '../test/registered-routes';
import { useTestApp } from '../test/test-app';
import { OperatorSessions } from './platform/auth/operator-sessions';

// The OpenAPI document at /api/docs/json as outside tools read it: every call with its name, who
// may call it, its Idempotency-Key, its multipart body and every answer it can give; and the
// server's real answers checked against it, as a validating proxy would.

const LIMIT = 30;
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
let doc: OpenAPIV3.Document;
let ajv: Ajv;

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  // OpenAPI 3.0 schemas (with `nullable`), resolved against the document's own components.
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
});

type Method = 'get' | 'post';

function operations(): Array<{ method: Method; path: string; op: OpenAPIV3.OperationObject }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => (item?.[method] ? [{ method, path, op: item[method] }] : [])),
  );
}

function resolve<T>(value: T | OpenAPIV3.ReferenceObject): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const [kind, id] = value.$ref.replace('#/components/', '').split('/') as [keyof OpenAPIV3.ComponentsObject, string];
  const group = (doc.components?.[kind] ?? {}) as Record<string, T>;
  return group[id] as T;
}

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON schema a validating proxy holds an answer of `path` with HTTP `status` to. */
function answerSchema(method: Method, path: string, status: number): ValidateFunction {
  const response = resolve(doc.paths[path]?.[method]?.responses[String(status)] as OpenAPIV3.ResponseObject);
  expect(response, `${method} ${path} documents ${status}`).toBeDefined();
  const schema = response.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status} has a JSON body`).toBeDefined();
  if ('$ref' in (schema as object)) return ajv.compile({ $ref: `openapi${(schema as OpenAPIV3.ReferenceObject).$ref}` });
  return ajv.compile({ $ref: `openapi#/paths/${pointer(path)}/${method}/responses/${status}/content/application~1json/schema` });
}

function expectDocumented(method: Method, path: string, answer: Answer): void {
  const validate = answerSchema(method, path, answer.status);
  expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
}

/** Every descriptor of the contract, with the method and path the document lists it under. */
function descriptors(): Endpoint[] {
  return Object.values(apiAreas).flatMap((groups) => groups.flatMap((group) => Object.values(group)));
}

describe('the OpenAPI document', () => {
  it('lists every API route the server serves, each with a response schema', async () => {
    const documented = new Set(operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const served = registeredApiRoutes(t.app);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    for (const { op } of operations()) expect(Object.keys(op.responses).length).toBeGreaterThan(0);
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("names every operation once, by its descriptor's name", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = new Map(operations().map(({ method, path, op }) => [op.operationId, `${method.toUpperCase()} ${path}`]));
    for (const endpoint of descriptors()) expect(byId.get(operationIdOf(endpoint))).toBe(`${endpoint.method} ${endpoint.path}`);
    expect(byId.get('fundTransfer')).toBe('POST /api/fund/transfer');
    expect(byId.get('adminFundWithdrawApprove')).toBe('POST /admin/api/withdraw/approve');
  });

  it('requires the Idempotency-Key header on every money POST', () => {
    const money = descriptors().filter((endpoint) => endpoint.money);
    expect(money.length).toBeGreaterThan(30);
    for (const endpoint of money) {
      const op = doc.paths[endpoint.path]?.post;
      const headers = (op?.parameters ?? []).map((p) => resolve<OpenAPIV3.ParameterObject>(p)).filter((p) => p.in === 'header');
      expect(
        headers.map((p) => [p.name, p.required]),
        endpoint.path,
      ).toEqual([['Idempotency-Key', true]]);
    }
    const moneyIds = new Set(money.map((endpoint) => operationIdOf(endpoint)));
    for (const { path, op } of operations()) {
      if (moneyIds.has(op.operationId)) continue;
      const names = (op.parameters ?? []).map((p) => resolve<OpenAPIV3.ParameterObject>(p).name.toLowerCase());
      expect(names, path).not.toContain('idempotency-key');
    }
  });

  it('documents the refusal beside the success in every 200, told apart by `code`', () => {
    for (const { method, path, op } of operations()) {
      if (path === '/healthz' || path === '/readyz' || path === streamApi.events.path) continue;
      const schema = resolve(op.responses['200'] as OpenAPIV3.ResponseObject).content?.['application/json']
        ?.schema as OpenAPIV3.SchemaObject;
      const [done, refused] = schema.oneOf ?? [];
      expect((done as OpenAPIV3.SchemaObject).properties?.code, `${method} ${path}`).toEqual({ type: 'integer', enum: [1] });
      expect(refused, `${method} ${path}`).toEqual({ $ref: '#/components/schemas/Refusal' });
    }
    const refusal = doc.components?.schemas?.Refusal as OpenAPIV3.SchemaObject;
    expect(refusal.properties?.code).toEqual({ type: 'integer', enum: [0] });
    const data = (refusal.properties?.data ?? {}) as OpenAPIV3.SchemaObject;
    expect(Object.keys(data.properties ?? {})).toEqual(['field']);
  });

  it('says who may call each operation, with 401 for the protected ones and 429 for all', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      member: { type: 'apiKey', in: 'header', name: 'token' },
      operator: { type: 'apiKey', in: 'header', name: 'token' },
    });
    for (const endpoint of descriptors()) {
      const op = doc.paths[endpoint.path]?.[endpoint.method === 'GET' ? 'get' : 'post'];
      const where = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.caller === 'public') expect(op?.security, where).toEqual([]);
      else expect(op?.security, where).toEqual([{ [endpoint.caller]: [] }]);
      expect(op?.responses['401'] !== undefined, where).toBe(endpoint.caller !== 'public' || endpoint.eventStream === true);
      expect(op?.responses['429'], where).toEqual({ $ref: '#/components/responses/RateLimited' });
    }
    expect(doc.paths['/healthz']?.get?.security).toEqual([]);
    expect(doc.paths['/readyz']?.get?.security).toEqual([]);
  });

  it('describes uploads as multipart with one binary file, and names the server', () => {
    for (const path of [commonApi.upload.path, adminNftApi.image.path]) {
      const body = resolve(doc.paths[path]?.post?.requestBody as OpenAPIV3.RequestBodyObject);
      expect(body.content['multipart/form-data']?.schema, path).toEqual({
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      });
    }
    expect(doc.servers).toEqual([{ url: '/' }]);
  });
});

describe("the server's answers, held to the document", () => {
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    alice = await addMember(t);
    bob = await addMember(t);
    await credit(t, alice, 100n * USDT);
  });

  const transfer = (body: Record<string, unknown>, call: Parameters<typeof post>[3]) =>
    postTo(t, fundApi.transfer, { asset: 'USDT', to: bob.uid, paypwd: PAY_PASSWORD, ...body }, call);

  it('a transfer done, refused for its amount, refused without its key, and refused without a token', async () => {
    const done = await transfer({ amount: '12.50' }, { as: alice, key: newKey() });
    expect(done.body.code).toBe(1);
    expectDocumented('post', fundApi.transfer.path, done);

    const tooMuch = await transfer({ amount: '1000000' }, { as: alice, key: newKey() });
    expect(tooMuch.body.code).toBe(0);
    expectDocumented('post', fundApi.transfer.path, tooMuch);

    const badField = await transfer({ amount: 'twelve' }, { as: alice, key: newKey() });
    expect(badField.body).toMatchObject({ code: 0, data: { field: 'amount' } });
    expectDocumented('post', fundApi.transfer.path, badField);

    const noKey = await transfer({ amount: '1' }, { as: alice });
    expect(noKey.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expectDocumented('post', fundApi.transfer.path, noKey);

    const noToken = await transfer({ amount: '1' }, { key: newKey() });
    expect(noToken.status).toBe(401);
    expectDocumented('post', fundApi.transfer.path, noToken);
  });

  it('a public call, and a console call refused for its permission', async () => {
    const config = await getFrom(t, commonApi.sysConfig);
    expect(config.body.code).toBe(1);
    expectDocumented('get', commonApi.sysConfig.path, config);

    const support = await createOperator(t, 'support');
    const token = (await new OperatorSessions(t.database.db, t.clock).issue(support.id)).token;
    const forbidden = await getFrom(t, adminFundApi.journal, { as: token });
    expect(forbidden.body).toMatchObject({ code: 0, data: { permission: expect.any(String) } });
    expectDocumented('get', adminFundApi.journal.path, forbidden);
  });

  it('past the rate limit', async () => {
    const ip = '10.9.8.7';
    let last: Answer | undefined;
    for (let i = 0; i <= LIMIT; i++) last = await getFrom(t, commonApi.sysConfig, { ip });
    expect(last?.status).toBe(429);
    expectDocumented('get', commonApi.sysConfig.path, last as Answer);
  });

  it('a success that does not fit the document is caught', async () => {
    const done = await transfer({ amount: '1' }, { as: alice, key: newKey() });
    const validate = answerSchema('post', fundApi.transfer.path, 200);
    expect(validate(done.body)).toBe(true);
    expect(validate({ ...done.body, data: { ...done.body.data, amount: 1 } })).toBe(false);
    expect(validate({ ...done.body, code: 2 })).toBe(false);
  });
});
