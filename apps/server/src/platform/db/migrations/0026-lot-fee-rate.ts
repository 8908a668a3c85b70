import { type Kysely, sql } from 'kysely';
import { parseRate } from '../../rate';
import { addColumns, dropColumns } from '../columns';

// The auction fee is agreed when a lot is listed: the lot keeps the rate of that moment and its order
// takes it at the close, so a later change of the setting never reaches a sale already under way.
// Lots and orders that exist already take the rate set now (the setting, or its default 2.5%).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'auction_lots', { fee_rate: 'bigint' });
  await addColumns(db, 'auction_orders', { fee_rate: 'bigint' });
  const setting = await sql<{ value: string }>`select value from settings where key = 'auction_fee'`.execute(db);
  const rate = parseRate(setting.rows[0]?.value ?? '0.025') ?? parseRate('0.025')!;
  await sql`update auction_lots set fee_rate = ${rate}`.execute(db);
  await sql`update auction_orders set fee_rate = ${rate}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'auction_orders', ['fee_rate']);
  await dropColumns(db, 'auction_lots', ['fee_rate']);
}
