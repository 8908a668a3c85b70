import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Variant, variantsFor } from '../test/bad-input';
import { isEnvelope, newKey, within } from '../test/http';
import { addMember, PAY_PASSWORD } from '../test/members';
import { expectBooksBalanced } from '../test/money';
import { createOperator } from '../test/operators';
import { type OwnedObjects, ownedObjects } from '../test/owned-objects';
import { type OpenApiDocument, type Operation, operationsOf } from '../test/plausible-input';
import { entriesAfter, lastEntryId, moneySnapshot } from '../test/snapshot';
import { testDialect, useTestApp } from '../test/test-app';
import { MemberSessions } from './platform/auth/member-sessions';
import { OperatorSessions } from './platform/auth/operator-sessions';

// Bad input everywhere (docs/security.md): every operation of the OpenAPI document gets at least 30
// malformed requests (test/bad-input.ts makes them from the document), sent as a signed-in member
// with a pay password, or as a super admin for the console. No answer may be a 5xx or anything but
// the envelope, and not one balance or journal line may change.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000000', CODE_IP_HOURLY_LIMIT: '100000000' });
let world: OwnedObjects;
let doc: OpenApiDocument;

/** Requests in flight at once: enough to overlap the database's waits, few enough for 2 cores. */
const BATCH = 8;

beforeAll(async () => {
  world = await ownedObjects(t);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

interface Caller {
  token: string;
  /** Another live session of the same caller. */
  session(): Promise<string>;
}

/** A fresh caller for each operation, so one operation's lockouts (a pay password tried too often) do not blunt the next. */
async function callerFor(op: Operation): Promise<Caller> {
  if (op.path.startsWith('/admin/api/')) {
    const operator = await createOperator(t, 'super_admin');
    const session = async () => (await new OperatorSessions(t.database.db, t.clock).issue(operator.id)).token;
    return { token: await session(), session };
  }
  // No money: an id of another member's offer (a listing, a lot) is a real one, and buying it is no bad input.
  const member = await addMember(t);
  return { token: member.token, session: async () => (await new MemberSessions(t.database.db, t.clock).issue(member.id)).token };
}

function othersIds(): number[] {
  const ids = [
    world.recharge,
    world.withdrawal,
    world.pledge,
    world.token,
    world.listing,
    world.draw,
    world.coinmixOrder,
    world.lot,
    world.order,
    world.tip,
    world.session,
    world.withdrawAddress,
  ];
  return [...new Set(ids)];
}

function bodyOf(res: LightMyRequestResponse): unknown {
  const encoding = String(res.headers['content-encoding'] ?? '');
  const raw = res.rawPayload;
  const bytes =
    encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

describe(`bad input on every operation (${testDialect})`, () => {
  it('V2.2.1 V4.1.1 at least 30 malformed requests per operation: never a 5xx, always the envelope, not one balance changed, the books balanced', {
    timeout: 240_000,
  }, async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(150);
    const callers: Caller[] = [];
    for (const op of operations) callers.push(await callerFor(op));
    const before = await moneySnapshot(t);
    const lastEntry = await lastEntryId(t);
    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    const wrong: string[] = [];
    const thin: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      const caller = callers[index]!;
      const admin = op.path.startsWith('/admin/api/');
      const variants = variantsFor(
        op,
        { othersIds: admin ? [] : othersIds(), missingIds: [987654321], known: { paypwd: PAY_PASSWORD } },
        { token: caller.token, lang: 'en' },
      );
      if (variants.length < 30) thin.push(`${op.method} ${op.path}: ${variants.length}`);
      // Signing out ends the caller's session: each of those variants gets a session of its own.
      const ownSession = /logout$/.test(op.path);
      for (let i = 0; i < variants.length; i += BATCH) {
        await Promise.all(
          variants.slice(i, i + BATCH).map(async (v: Variant) => {
            const headers: Record<string, string> = {
              ...v.headers,
              ...(v.headers['idempotency-key'] === undefined ? { 'idempotency-key': newKey() } : {}),
            };
            if (ownSession) headers.token = await caller.session();
            const res = await within(
              `${op.method} ${op.path} ${v.label}`,
              t.app.inject({ method: v.method, url: v.url, headers, ...(v.payload === undefined ? {} : { payload: v.payload }) }),
            );
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const body = bodyOf(res);
            const code = isEnvelope(body) ? String((body as { code: number }).code) : 'no envelope';
            codes.set(code, (codes.get(code) ?? 0) + 1);
            const type = String(res.headers['content-type'] ?? '');
            if (res.statusCode >= 500 || !isEnvelope(body) || !/^application\/json; charset=utf-8$/i.test(type)) {
              wrong.push(`${op.method} ${op.path} [${v.label}] → HTTP ${res.statusCode} ${type} ${res.body.slice(0, 120)}`);
            }
          }),
        );
      }
    }
    const summary = `bad input (${testDialect}): ${operations.length} operations, ${sent} requests; HTTP ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}; code ${[...codes].map(([c, n]) => `${c}×${n}`).join(', ')}`;
    console.info(summary);
    expect(thin).toEqual([]);
    expect(wrong).toEqual([]);
    expect(await entriesAfter(t, lastEntry)).toEqual([]);
    expect(await moneySnapshot(t)).toBe(before);
    await expectBooksBalanced(t);
  });
});
