import type { Generated } from 'kysely';

/**
 * An event about a member's order (subscribed, earning paid, matured, withdrawal reviewed...),
 * unread until the member reads it. The text is built from `kind` and `params_json` in the
 * reader's language. Unique per (user, kind, ref): writing the same event twice keeps one tip.
 */
export interface OrderTipTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: string;
  params_json: string;
  ref_type: string;
  ref_id: string;
  read_at: bigint | null;
  created_at: bigint;
}

export interface TipTables {
  order_tips: OrderTipTable;
}
