// Malformed requests for every operation of the OpenAPI document: a pure module (no app, no
// database) that gives, per operation (plausible-input.ts reads them), a list of requests a client could
// send by mistake or on purpose — wrong types, huge sizes, bad encodings, NUL bytes and lone
// surrogates, unicode oddities, prototype keys, amounts in every wrong form, ids of other members'
// objects and of nothing, malformed JSON, wrong content types, malformed multipart and odd headers.
// Every field but the one a variant spoils keeps a plausible value, so the spoiled one reaches as
// deep into the route as it can.

import { type FieldKind, fieldKind, type Operation, plausible, plausibleObject, type Schema, type VariantContext } from './plausible-input';

const LONE_HIGH = '\uD800';
const TWO_MB = 'x'.repeat(2 * 1024 * 1024);
const LONE_LOW = '\uDFFF';

/** Strings that are wrong for any text field. */
export const BAD_STRINGS: ReadonlyArray<[string, unknown]> = [
  ['number instead of text', 12345],
  ['boolean instead of text', true],
  ['null', null],
  ['array', ['x']],
  ['object', { x: 'y' }],
  ['NUL byte', 'a\u0000b'],
  ['lone high surrogate', `a${LONE_HIGH}b`],
  ['lone low surrogate', `${LONE_LOW}`],
  ['200 KB of text', 'x'.repeat(200_000)],
  ['right-to-left override', 'abc\u202Edcb'],
  ['zero-width only', '\u200B\u200C\u200D\uFEFF'],
  ['combining marks pile', `e${'\u0301'.repeat(500)}`],
  ['control characters', '\u0001\u0007\u001b[31m\u007f'],
  ['empty', ''],
  ['prototype key as text', '__proto__'],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' OR 1=1; --"],
  ['path traversal', '../../../../etc/passwd'],
  ['line and paragraph separators', 'a\u2028b\u2029c'],
  ['non-characters', '\uFFFE\uFFFF'],
];

/** Amounts in every wrong form. */
export const BAD_AMOUNTS: ReadonlyArray<[string, unknown]> = [
  ['negative', '-1'],
  ['negative zero', '-0'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['exponent', '1e3'],
  ['small exponent', '1E-7'],
  ['too many decimals', '0.0000000001'],
  ['nine decimals', '1.123456789'],
  ['huge', '9'.repeat(39)],
  ['over 2^63', '9223372036854775808'],
  ['thousands separator', '1,000'],
  ['spaces', ' 1 '],
  ['hexadecimal', '0x1F'],
  ['full-width digits', '\uFF11\uFF10'],
  ['Arabic-Indic digits', '\u0661\u0660'],
  ['plus sign', '+1'],
  ['leading dot', '.5'],
  ['trailing dot', '5.'],
  ['two dots', '1.2.3'],
  ['JSON float', 1.5],
  ['JSON number', 10],
  ['JSON huge number', 1e308],
  ['array', ['1']],
  ['object', { value: '1' }],
  ['null', null],
  ['empty', ''],
  ['NUL inside', '1\u00000'],
];

/** Integers in every wrong form (the ids of nothing and of others come from the context). */
export const BAD_INTEGERS: ReadonlyArray<[string, unknown]> = [
  ['negative', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['beyond safe integers', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['numeric string', '1'],
  ['text', 'abc'],
  ['30-digit string', '9'.repeat(30)],
  ['null', null],
  ['boolean', true],
  ['array', [1]],
  ['object', { id: 1 }],
];

const BAD_BOOLEANS: ReadonlyArray<[string, unknown]> = [
  ['text true', 'true'],
  ['number 1', 1],
  ['null', null],
  ['object', {}],
];

const BAD_ARRAYS: ReadonlyArray<[string, unknown]> = [
  ['object instead of list', { 0: 'x' }],
  ['text instead of list', 'x'],
  ['list of nulls', [null, null]],
  ['10,000 items', Array.from({ length: 10_000 }, (_, i) => i)],
  ['nested lists', [[[[['x']]]]]],
];

const BAD_OBJECTS: ReadonlyArray<[string, unknown]> = [
  ['list instead of object', []],
  ['text instead of object', 'x'],
  ['null', null],
];

/** Query values that are wrong for any parameter (raw, already in the URL's encoding). */
export const BAD_QUERY_VALUES: ReadonlyArray<[string, string]> = [
  ['empty', ''],
  ['NUL byte', 'a%00b'],
  ['lone surrogate as UTF-8', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['broken percent escape', '%zz%'],
  ['5,000 characters', 'x'.repeat(5000)],
  ['negative', '-1'],
  ['exponent', '1e309'],
  ['NaN', 'NaN'],
  ['40 digits', '9'.repeat(40)],
  ['fraction', '1.5'],
  ['prototype key', '__proto__'],
  ['right-to-left override', '%E2%80%AEabc'],
];

export interface Variant {
  /** What is wrong, for the report. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** The raw body, already encoded. */
  payload?: string | Buffer;
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

function plausibleQuery(op: Operation, ctx: VariantContext, except?: string): string[] {
  return op.query
    .filter((q) => q.name !== except && q.required)
    .map((q) => `${q.name}=${encodeURIComponent(String(plausible(q.name, q.schema, ctx)))}`);
}

/** Every id (of others' objects, then of nothing) as a field of `kind` takes it. */
function idValues(ctx: VariantContext): Array<[string, unknown]> {
  return [
    ...ctx.othersIds.map((id): [string, unknown] => [`another member's object ${id}`, id]),
    ...ctx.missingIds.map((id): [string, unknown] => [`no such object ${id}`, id]),
  ];
}

function valuesFor(kind: FieldKind, ctx: VariantContext): ReadonlyArray<[string, unknown]> {
  switch (kind) {
    case 'amount':
      return BAD_AMOUNTS;
    case 'id':
      // The number of nothing as a string: "1" would name a real object, which an operator may act on.
      return [
        ...idValues(ctx),
        ...BAD_INTEGERS.map(([label, value]): [string, unknown] =>
          value === '1' ? [label, String(ctx.missingIds[0] ?? 0)] : [label, value],
        ),
      ];
    case 'ids':
      return [...idValues(ctx).map(([label, id]): [string, unknown] => [label, [id, id]]), ...BAD_ARRAYS];
    case 'integer':
    case 'number':
      return BAD_INTEGERS;
    case 'boolean':
      return BAD_BOOLEANS;
    case 'array':
      return BAD_ARRAYS;
    case 'object':
      return BAD_OBJECTS;
    default:
      return BAD_STRINGS;
  }
}

/** Picks `count` of `values`, starting at `offset` and wrapping: fields of one operation share the list without all taking its head. */
function rotate<T>(values: ReadonlyArray<T>, offset: number, count: number): T[] {
  if (values.length <= count) return [...values];
  return Array.from({ length: count }, (_, i) => values[(offset + i) % values.length] as T);
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Requests with odd headers; the body or query stays plausible. */
function headerVariants(op: Operation, base: Omit<Variant, 'label' | 'headers'> & { headers: Record<string, string> }): Variant[] {
  const odd: Array<[string, Record<string, string>]> = [
    ['unknown language', { lang: 'xx-INVALID-'.padEnd(300, 'z') }],
    ['malformed Accept-Language', { lang: '', 'accept-language': '*;q=NaN,,;q=-1,zh;q=2' }],
    ['Idempotency-Key of 300 characters', { 'idempotency-key': 'k'.repeat(300) }],
    ['empty Idempotency-Key', { 'idempotency-key': '' }],
    ['garbage X-Forwarded-For', { 'x-forwarded-for': 'not-an-ip, ::::, 999.1.1.1' }],
    ['garbage cookie', { cookie: '=;=;token=%ZZ;;' }],
    ['malformed Accept-Encoding', { 'accept-encoding': 'gzip;q=x, br;q=-1, *;q=' }],
    ['XML wanted', { accept: 'application/xml' }],
    ['method override', { 'x-http-method-override': 'DELETE' }],
    ['odd range', { range: 'bytes=-1--5' }],
    ['origin null', { origin: 'null' }],
    ['garbage request id', { 'x-request-id': 'r'.repeat(1000) }],
  ];
  // With a body to spoil, the headers that matter most: language, Idempotency-Key, forwarding, cookies, encoding.
  const used = op.body ? odd.slice(0, 8) : odd;
  const variants = used.map(([label, headers]) => ({ ...base, label: `header: ${label}`, headers: { ...base.headers, ...headers } }));
  if (op.method === 'GET') {
    variants.push({ ...base, label: 'GET with a malformed JSON body', headers: { ...base.headers, ...JSON_TYPE }, payload: '{"a":' });
  }
  return variants;
}

/** Garbage in the query string, for any operation. */
function queryVariants(op: Operation, ctx: VariantContext): Array<{ label: string; query: string }> {
  const variants: Array<{ label: string; query: string }> = [];
  const rest = (name?: string) => plausibleQuery(op, ctx, name);
  op.query.forEach((q, index) => {
    const kind = fieldKind(q.name, q.schema);
    const values: Array<[string, string]> =
      kind === 'id'
        ? [...idValues(ctx).map(([label, id]): [string, string] => [label, String(id)]), ...BAD_QUERY_VALUES]
        : rotate(BAD_QUERY_VALUES, index * 5, op.query.length > 1 ? 6 : BAD_QUERY_VALUES.length);
    for (const [label, value] of values) {
      variants.push({ label: `query ${q.name}: ${label}`, query: [...rest(q.name), `${q.name}=${value}`].join('&') });
    }
    variants.push({ label: `query ${q.name}: repeated`, query: [...rest(q.name), `${q.name}=1`, `${q.name}=2`].join('&') });
    variants.push({ label: `query ${q.name}: bracket array`, query: [...rest(q.name), `${q.name}[]=1`].join('&') });
  });
  const base = rest();
  // Every bad value as an unknown parameter where the operation has nothing else to spoil; a few where it has.
  const unknown = op.body ? [] : op.query.length === 0 ? BAD_QUERY_VALUES : BAD_QUERY_VALUES.slice(1, 5);
  for (const [label, value] of unknown) {
    variants.push({ label: `query: unknown parameter, ${label}`, query: [...base, `zz=${value}`].join('&') });
  }
  const extras: ReadonlyArray<readonly [string, string]> = [
    ['__proto__ key', '__proto__[admin]=1'],
    ['constructor key', 'constructor[prototype][admin]=1'],
    ['unknown parameter with NUL', 'zz=%00'],
    ['unknown parameter with invalid UTF-8', 'zz=%C0%AF'],
    ['bare percent', '%'],
    ['8 KB query', `zz=${'y'.repeat(8000)}`],
  ];
  for (const [label, extra] of op.body ? extras.slice(0, 3) : extras) {
    variants.push({ label: `query: ${label}`, query: [...base, extra].join('&') });
  }
  return variants;
}

/** Raw JSON with `key` added to a plausible body (JSON.stringify cannot write a `__proto__` key). */
function withRawKey(body: Record<string, unknown>, key: string, value: string): string {
  const json = JSON.stringify(body);
  return json === '{}' ? `{"${key}":${value}}` : `{"${key}":${value},${json.slice(1)}`;
}

function bodyVariants(
  schema: Schema,
  ctx: VariantContext,
): Array<{ label: string; payload: string | Buffer; headers?: Record<string, string> }> {
  const body = plausibleObject(schema, ctx);
  const json = JSON.stringify(body);
  const out: Array<{ label: string; payload: string | Buffer; headers?: Record<string, string> }> = [
    { label: 'body: plausible values, nothing to move', payload: json },
    { label: 'body: malformed JSON', payload: '{"a":' },
    { label: 'body: truncated JSON', payload: json.slice(0, Math.max(1, json.length - 1)) },
    { label: 'body: a list', payload: '[]' },
    { label: 'body: null', payload: 'null' },
    { label: 'body: a string', payload: '"x"' },
    { label: 'body: a number', payload: '123' },
    { label: 'body: empty', payload: '' },
    { label: 'body: empty object', payload: '{}' },
    { label: 'body: byte-order mark first', payload: `\uFEFF${json}` },
    { label: 'body: duplicate keys', payload: json === '{}' ? '{"a":1,"a":2}' : `${json.slice(0, -1)},${json.slice(1)}` },
    { label: 'body: unknown field', payload: JSON.stringify({ ...body, zz_unknown: 1 }) },
    { label: 'body: __proto__ key', payload: withRawKey(body, '__proto__', '{"admin":true}') },
    { label: 'body: constructor.prototype key', payload: withRawKey(body, 'constructor', '{"prototype":{"admin":true}}') },
    { label: 'body: nested 5,000 deep', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { label: 'body: over the size limit (2 MB)', payload: `${json.slice(0, -1)}${json === '{}' ? '' : ','}"zz":"${TWO_MB}"}` },
    {
      label: 'body: invalid UTF-8 bytes',
      payload: Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]),
    },
    {
      label: 'body: UTF-16 declared',
      payload: Buffer.from(json, 'utf16le'),
      headers: { 'content-type': 'application/json; charset=utf-16' },
    },
    { label: 'content type: text/plain', payload: json, headers: { 'content-type': 'text/plain' } },
    { label: 'content type: form', payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'content type: multipart without boundary', payload: json, headers: { 'content-type': 'multipart/form-data' } },
    { label: 'content type: garbage', payload: json, headers: { 'content-type': ';;;/;' } },
  ];
  const properties = Object.entries(schema.properties ?? {});
  const full = new Set<FieldKind>();
  properties.forEach(([name, property], index) => {
    const kind = fieldKind(name, property);
    const values = valuesFor(kind, ctx);
    // The first amount and the first id of an operation get every wrong form; other fields share
    // their list, a few values each, so that each operation stays small.
    const whole = (kind === 'amount' || kind === 'id' || kind === 'ids') && !full.has(kind);
    if (whole) full.add(kind);
    const picked = whole ? values : rotate(values, index * 4, kind === 'amount' || kind === 'id' ? 8 : properties.length > 2 ? 4 : 8);
    for (const [label, value] of picked) {
      out.push({ label: `${name}: ${label}`, payload: JSON.stringify({ ...body, [name]: value }) });
    }
    out.push({
      label: `${name}: missing`,
      payload: JSON.stringify(Object.fromEntries(Object.entries(body).filter(([key]) => key !== name))),
    });
  });
  return out;
}

/** Multipart bodies a browser would never send. */
function uploadVariants(): Array<{ label: string; payload: string | Buffer; headers: Record<string, string> }> {
  const boundary = '----mccfuzz';
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const part = (head: string, bytes: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const png = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
  return [
    { label: 'multipart: no parts', payload: `--${boundary}--\r\n`, headers: type },
    {
      label: 'multipart: cut short',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
      headers: type,
    },
    { label: 'multipart: wrong boundary', payload: part(png, 'abc'), headers: { 'content-type': 'multipart/form-data; boundary=other' } },
    { label: 'multipart: no boundary', payload: part(png, 'abc'), headers: { 'content-type': 'multipart/form-data' } },
    { label: 'multipart: text as a PNG', payload: part(png, 'not an image'), headers: type },
    { label: 'multipart: HTML as a PNG', payload: part(png, '<html><script>alert(1)</script></html>'), headers: type },
    {
      label: 'multipart: PNG header then garbage',
      payload: part(png, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 0xff)])),
      headers: type,
    },
    {
      label: 'multipart: GIF header then garbage',
      payload: part(png, Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)])),
      headers: type,
    },
    {
      label: 'multipart: SVG',
      payload: part(png.replace('image/png', 'image/svg+xml'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      headers: type,
    },
    { label: 'multipart: empty file', payload: part(png, ''), headers: type },
    { label: 'multipart: wrong field name', payload: part(png.replace('name="file"', 'name="other"'), 'abc'), headers: type },
    { label: 'multipart: field without a file name', payload: part('Content-Disposition: form-data; name="file"', 'abc'), headers: type },
    { label: 'multipart: traversal file name', payload: part(png.replace('a.png', '../../../etc/passwd'), 'abc'), headers: type },
    { label: 'multipart: NUL in file name', payload: part(png.replace('a.png', 'a\u0000.png'), 'abc'), headers: type },
    {
      label: 'multipart: two files',
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\n${png}\r\n\r\nabc\r\n`), part(png, 'def')]),
      headers: type,
    },
    { label: 'multipart: over the size limit (6 MB)', payload: part(png, Buffer.alloc(6 * 1024 * 1024, 0x41)), headers: type },
    { label: 'multipart: no disposition', payload: part('Content-Type: image/png', 'abc'), headers: type },
    { label: 'JSON instead of multipart', payload: '{"file":"abc"}', headers: JSON_TYPE },
    { label: 'no body', payload: '', headers: type },
  ];
}

/**
 * The malformed requests for one operation (at least 30): query garbage for every operation, body
 * garbage for JSON bodies, multipart garbage for uploads, and odd headers; `headers` are the
 * caller's own (token, language, a fresh Idempotency-Key is the sender's to add).
 */
export function variantsFor(op: Operation, ctx: VariantContext, headers: Record<string, string> = {}): Variant[] {
  const path = op.path.replace(/\{\w+\}/g, '1');
  const baseQuery = plausibleQuery(op, ctx).join('&');
  const variants: Variant[] = [];
  for (const q of queryVariants(op, ctx)) {
    variants.push({
      label: q.label,
      method: op.method,
      url: withQuery(path, q.query),
      headers: { ...headers, ...(op.method === 'POST' && op.body ? JSON_TYPE : {}) },
      ...(op.method === 'POST' && op.body ? { payload: JSON.stringify(plausibleObject(op.body, ctx)) } : {}),
    });
  }
  if (op.body) {
    for (const b of bodyVariants(op.body, ctx)) {
      variants.push({
        label: b.label,
        method: op.method,
        url: withQuery(path, baseQuery),
        headers: { ...headers, ...JSON_TYPE, ...b.headers },
        payload: b.payload,
      });
    }
  }
  if (op.upload) {
    for (const u of uploadVariants()) {
      variants.push({
        label: u.label,
        method: op.method,
        url: withQuery(path, baseQuery),
        headers: { ...headers, ...u.headers },
        payload: u.payload,
      });
    }
  }
  const plain: Omit<Variant, 'label'> = {
    method: op.method,
    url: withQuery(path, baseQuery),
    headers: { ...headers, ...(op.body ? JSON_TYPE : {}) },
    ...(op.body ? { payload: JSON.stringify(plausibleObject(op.body, ctx)) } : {}),
  };
  variants.push(...headerVariants(op, plain));
  if (op.method === 'POST' && !op.body && !op.upload) {
    // A POST that takes no body: bodies anyway.
    for (const [label, payload, type] of [
      ['malformed JSON', '{"a":', 'application/json'],
      ['__proto__ key', '{"__proto__":{"admin":true}}', 'application/json'],
      ['text body', 'hello', 'text/plain'],
    ] as const) {
      variants.push({ label: `body: ${label}`, method: 'POST', url: path, headers: { ...headers, 'content-type': type }, payload });
    }
  }
  return variants;
}
