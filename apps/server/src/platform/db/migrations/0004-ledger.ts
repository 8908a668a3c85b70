import { type Kysely, sql } from 'kysely';
import { dropTables, index, indexes, isSqlite, refuseChanges, table, tableWithId } from '../columns';

// The ledger (assets, accounts, journal), the Idempotency-Key store, manual recharges, withdrawals,
// operator adjustments and two-approval records.

const IMMUTABLE = ['ledger_entries', 'ledger_lines'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'assets', {
    code: 'text primary key',
    name: 'text not null',
    scale: 'bigint not null',
    input_decimals: 'bigint not null',
    sort_order: 'bigint not null default 0',
    transferable: 'bigint not null default 1',
    withdrawable: 'bigint not null default 0',
    created_at: 'bigint not null',
  }).execute();
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

  await tableWithId(db, 'ledger_accounts', {
    key: 'text not null unique',
    kind: 'text not null',
    user_id: 'bigint references users',
    asset: 'text not null references assets.code',
    purpose: 'text not null',
    balance: 'bigint not null default 0',
    allow_negative: 'bigint not null default 0',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await indexes(db, 'ledger_accounts', { ledger_accounts_user_idx: ['user_id', 'asset'] });

  await tableWithId(db, 'ledger_entries', {
    kind: 'text not null',
    memo: "text not null default ''",
    params_json: 'text',
    ref_type: 'text',
    ref_id: 'text',
    admin_id: 'bigint references admins',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'ledger_entries', { ledger_entries_ref_idx: ['ref_type', 'ref_id'] });

  await tableWithId(db, 'ledger_lines', {
    entry_id: 'bigint not null references ledger_entries',
    account_id: 'bigint not null references ledger_accounts',
    user_id: 'bigint',
    asset: 'text not null',
    amount: 'bigint not null',
    balance_after: 'bigint not null',
    type: 'text not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'ledger_lines', {
    ledger_lines_account_idx: ['account_id', 'id'],
    ledger_lines_account_type_idx: ['account_id', 'type', 'id'],
    ledger_lines_entry_idx: ['entry_id'],
  });

  await refuseChanges(
    db,
    IMMUTABLE,
    'ledger_refuse_change',
    () => 'journal rows are never updated or deleted',
    "'journal rows are never updated or deleted'",
  );

  await tableWithId(db, 'idempotency_keys', {
    scope: 'text not null',
    key: 'text not null',
    fingerprint: 'text not null',
    outcome_json: 'text not null',
    created_at: 'bigint not null',
    expires_at: 'bigint not null',
  })
    .addUniqueConstraint('idempotency_keys_scope_key', ['scope', 'key'])
    .execute();
  await indexes(db, 'idempotency_keys', { idempotency_keys_expires_idx: ['expires_at'] });

  await tableWithId(db, 'recharges', {
    user_id: 'bigint not null references users',
    asset: 'text not null references assets.code',
    network: 'text not null',
    amount: 'bigint not null',
    credited: 'bigint',
    tx_hash: 'text not null',
    proof: 'text not null',
    status: 'text not null',
    reason: "text not null default ''",
    entry_id: 'bigint references ledger_entries',
    reviewed_by: 'bigint references admins',
    reviewed_at: 'bigint',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await indexes(db, 'recharges', { recharges_user_idx: ['user_id', 'id'], recharges_status_idx: ['status', 'id'] });
  // A transaction can be claimed once, unless the claim was rejected.
  await index(db, 'recharges', 'recharges_tx_unique', ['network', 'tx_hash']).unique().where(sql<boolean>`status <> 'rejected'`).execute();

  await tableWithId(db, 'withdrawals', {
    user_id: 'bigint not null references users',
    asset: 'text not null references assets.code',
    network: 'text not null',
    address: 'text not null',
    amount: 'bigint not null',
    fee: 'bigint not null',
    status: 'text not null',
    needs_two_approvals: 'bigint not null default 0',
    tx_hash: 'text',
    reason: "text not null default ''",
    approved_at: 'bigint',
    paid_at: 'bigint',
    decided_by: 'bigint references admins',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await indexes(db, 'withdrawals', { withdrawals_user_idx: ['user_id', 'id'], withdrawals_status_idx: ['status', 'id'] });
  await index(db, 'withdrawals', 'withdrawals_tx_unique', ['network', 'tx_hash'])
    .unique()
    .where(sql<boolean>`tx_hash is not null`)
    .execute();

  await tableWithId(db, 'adjustments', {
    user_id: 'bigint not null references users',
    asset: 'text not null references assets.code',
    amount: 'bigint not null',
    reason: 'text not null',
    status: 'text not null',
    maker_id: 'bigint not null references admins',
    maker_username: 'text not null',
    checker_id: 'bigint references admins',
    checker_username: 'text',
    reject_reason: "text not null default ''",
    entry_id: 'bigint references ledger_entries',
    created_at: 'bigint not null',
    decided_at: 'bigint',
  }).execute();
  await indexes(db, 'adjustments', { adjustments_status_idx: ['status', 'id'], adjustments_user_idx: ['user_id', 'id'] });

  await tableWithId(db, 'fund_approvals', {
    target_type: 'text not null',
    target_id: 'bigint not null',
    admin_id: 'bigint not null references admins',
    admin_username: 'text not null',
    created_at: 'bigint not null',
  })
    .addUniqueConstraint('fund_approvals_once', ['target_type', 'target_id', 'admin_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'fund_approvals',
    'adjustments',
    'withdrawals',
    'recharges',
    'idempotency_keys',
    'ledger_lines',
    'ledger_entries',
    'ledger_accounts',
    'assets',
  ]);
  if (!isSqlite(db)) await sql`drop function if exists ledger_refuse_change()`.execute(db);
}
