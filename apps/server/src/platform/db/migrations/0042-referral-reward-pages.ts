import { indexesMigration } from '../columns';

// A member's referral rewards read newest first by keyset (`before`): the page walks one
// (member, id) index from the cursor. A top inviter is credited a reward for every earning of
// every member three levels down, so this list grows faster than any other a member has.
export const { up, down } = indexesMigration([['referral_rewards', 'referral_rewards_user_id_idx', ['user_id', 'id']]]);
