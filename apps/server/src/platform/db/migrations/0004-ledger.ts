import { type Kysely, sql } from 'kysely';
import { isSqlite, withId } from '../columns';

// The ledger (assets, accounts, journal), the Idempotency-Key store, manual recharges, withdrawals,
// operator adjustments and two-approval records.

const IMMUTABLE = ['ledger_entries', 'ledger_lines'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assets')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scale', 'bigint', (c) => c.notNull())
    .addColumn('input_decimals', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transferable', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('withdrawable', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('assets' as never)
    .values([
      {
        code: 'USDT',
        name: 'Tether USD',
        scale: 6n,
        input_decimals: 2n,
        sort_order: 1n,
        transferable: 1n,
        withdrawable: 1n,
        created_at: 0n,
      },
      { code: 'MCC', name: 'MCC', scale: 8n, input_decimals: 4n, sort_order: 2n, transferable: 1n, withdrawable: 0n, created_at: 0n },
    ] as never)
    .execute();

  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_accounts_user_idx').on('ledger_accounts').columns(['user_id', 'asset']).execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('params_json', 'text')
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('admin_id', 'bigint', (c) => c.references('admins.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_ref_idx').on('ledger_entries').columns(['ref_type', 'ref_id']).execute();

  await withId(db, db.schema.createTable('ledger_lines'))
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('user_id', 'bigint')
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_lines_account_idx').on('ledger_lines').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_lines_account_type_idx').on('ledger_lines').columns(['account_id', 'type', 'id']).execute();
  await db.schema.createIndex('ledger_lines_entry_idx').on('ledger_lines').column('entry_id').execute();

  if (isSqlite(db)) {
    for (const table of IMMUTABLE) {
      for (const operation of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_no_${operation} before ${operation} on ${table} ` +
              `begin select raise(abort, 'journal rows are never updated or deleted'); end`,
          )
          .execute(db);
      }
    }
  } else {
    await sql`create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'journal rows are never updated or deleted'; end $$`.execute(db);
    for (const table of IMMUTABLE) {
      await sql
        .raw(`create trigger ${table}_immutable before update or delete on ${table} for each row execute function ledger_refuse_change()`)
        .execute(db);
    }
  }

  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('outcome_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_scope_key', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();

  await withId(db, db.schema.createTable('recharges'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('credited', 'bigint')
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_id', 'bigint', (c) => c.references('ledger_entries.id'))
    .addColumn('reviewed_by', 'bigint', (c) => c.references('admins.id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharges_user_idx').on('recharges').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('recharges_status_idx').on('recharges').columns(['status', 'id']).execute();
  // A transaction can be claimed once, unless the claim was rejected.
  await db.schema
    .createIndex('recharges_tx_unique')
    .on('recharges')
    .columns(['network', 'tx_hash'])
    .unique()
    .where(sql<boolean>`status <> 'rejected'`)
    .execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('needs_two_approvals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tx_hash', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approved_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('decided_by', 'bigint', (c) => c.references('admins.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('withdrawals_tx_unique')
    .on('withdrawals')
    .columns(['network', 'tx_hash'])
    .unique()
    .where(sql<boolean>`tx_hash is not null`)
    .execute();

  await withId(db, db.schema.createTable('adjustments'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('maker_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('maker_username', 'text', (c) => c.notNull())
    .addColumn('checker_id', 'bigint', (c) => c.references('admins.id'))
    .addColumn('checker_username', 'text')
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_id', 'bigint', (c) => c.references('ledger_entries.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('adjustments_status_idx').on('adjustments').columns(['status', 'id']).execute();
  await db.schema.createIndex('adjustments_user_idx').on('adjustments').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('fund_approvals'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('fund_approvals_once', ['target_type', 'target_id', 'admin_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'fund_approvals',
    'adjustments',
    'withdrawals',
    'recharges',
    'idempotency_keys',
    'ledger_lines',
    'ledger_entries',
    'ledger_accounts',
    'assets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (!isSqlite(db)) await sql`drop function if exists ledger_refuse_change()`.execute(db);
}
