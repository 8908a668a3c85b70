import type { Kysely } from 'kysely';
import { index } from '../columns';

// A member's referral rewards read newest first by keyset (`before`): the page walks one
// (member, id) index from the cursor. A top inviter is credited a reward for every earning of
// every member three levels down, so this list grows faster than any other a member has.
export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'referral_rewards', 'referral_rewards_user_id_idx', ['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('referral_rewards_user_id_idx').execute();
}
