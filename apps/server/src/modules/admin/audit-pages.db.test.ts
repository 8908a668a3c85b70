import { adminApi } from '@mcc/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCursorRefused, expectPageBefore, readNumbered, walkBefore } from '../../../test/keyset';
import { addOperators, type Operator } from '../../../test/operators';
import { expectIndexedPlans, plansOf, scansWhole, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { AuditRepository } from './audit-repository';

// The console's audit log as keyset pages: every row once, newest first, read down the primary key
// (of one operator, by id or username, the (admin_id, id) index) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new AuditRepository();
let auditor: Operator;
let other: Operator;
const EACH = 45;
const ACTIONS = ['member.freeze', 'member.unfreeze', 'settings.update'];
let rows: { id: number; admin_id: bigint; action: string }[] = [];

beforeAll(async () => {
  [auditor, other] = await addOperators(t, 'super_admin', 'super_admin');
  for (let i = 1; i <= EACH; i++) {
    for (const who of [auditor, other]) {
      await repo.insert(t.database.db, {
        admin_id: who.id,
        admin_username: who.username,
        action: ACTIONS[i % 3]!,
        target_type: 'user',
        target_id: String(i),
        before_json: null,
        after_json: JSON.stringify({ i }),
        ip: '127.0.0.1',
        created_at: 1_790_000_000_000n + BigInt(i),
      });
    }
  }
  // Signing in is audited too: the expected lists are the table's rows, newest first.
  const all = await t.database.db.selectFrom('audit_log').select(['id', 'admin_id', 'action']).orderBy('id', 'desc').execute();
  rows = all.map((r) => ({ id: Number(r.id), admin_id: r.admin_id, action: r.action }));
});

/** The ids of pages 1 to `pages` of a list by number, as the auditor sees them. */
const numbered = (url: string, pages: number, total: number) => readNumbered(t, auditor, url, pages, total);

const path = adminApi.audit.path;

describe("the console's audit log by keyset", () => {
  it('walks every row once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, auditor, path);
    expect(ids).toEqual(rows.map((r) => r.id));
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => rows.length));
    expect(pages[0]!.list[0]).toMatchObject({ admin_username: other.username, after: { i: EACH } });
    expect(await numbered(path, Math.ceil(rows.length / 20), rows.length)).toEqual(ids);
  });

  it("keeps the operator's and the action's filter across pages", async () => {
    const ofOther = rows.filter((r) => r.admin_id === other.id).map((r) => r.id);
    expect((await walkBefore(t, auditor, `${path}?admin_id=${other.id}`)).ids).toEqual(ofOther);
    expect((await walkBefore(t, auditor, `${path}?username=${other.username}`)).ids).toEqual(ofOther);
    expect(await numbered(`${path}?username=${other.username}`, Math.ceil(ofOther.length / 20), ofOther.length)).toEqual(ofOther);
    expect((await walkBefore(t, auditor, `${path}?username=nobody`)).ids).toEqual([]);

    const ofMembers = rows.filter((r) => r.action.startsWith('member.')).map((r) => r.id);
    expect(ofMembers).toHaveLength(60);
    expect((await walkBefore(t, auditor, `${path}?action=member`)).ids).toEqual(ofMembers);
    expect(await numbered(`${path}?action=member`, 3, 60)).toEqual(ofMembers);
    const frozen = rows.filter((r) => r.action === 'member.freeze' && r.admin_id === auditor.id).map((r) => r.id);
    expect((await walkBefore(t, auditor, `${path}?action=member.freeze&admin_id=${auditor.id}`)).ids).toEqual(frozen);
    await expectPageBefore(t, auditor, `${path}?action=member`, ofMembers[10], {
      ids: ofMembers.slice(11, 31),
      has_more: true,
      next_before: ofMembers[30]!,
      total: 60,
    });
  });

  it('refuses a cursor that is not an id', async () => {
    await expectCursorRefused(t, auditor, path);
  });

  it("reads an operator's page and its count from the (admin_id, id) index, with no OFFSET for a cursor", async () => {
    const window = { page: 1, before: 100_000n };
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.page(db, {}, window);
      await repo.page(db, { adminId: other.id }, window);
      await repo.page(db, { username: other.username }, window);
      await repo.page(db, { action: 'member' }, window);
    });
    expect(plans).toHaveLength(8);
    const [all, , byId, byIdCount, byName, byNameCount, byAction] = plans;
    expectIndexedPlans([all!, byId!, byIdCount!, byName!, byNameCount!, byAction!], ['audit_log']);
    for (const { plan } of [byId!, byIdCount!, byName!, byNameCount!]) expect(usesIndex(plan, 'audit_log_admin_idx'), plan).toBe(true);
    // An area (`member` → `member.*`) is matched by substr, which no index orders by id: the page
    // walks the primary key from the cursor checking each row's action, and its count may read the
    // whole log (at most 1,000 matching rows, its LIMIT).
    for (const { sql } of plans.filter((_, i) => i % 2 === 1)) {
      expect(sql.toLowerCase()).toContain('limit');
      expect(sql.toLowerCase()).not.toContain('offset');
    }
    expect(scansWhole(byAction!.plan, 'audit_log'), byAction!.plan).toBe(false);
  });
});
