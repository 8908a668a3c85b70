import type { Executor } from '../../platform/db/executor';

/** A member's sealed anti-phishing code. */
export interface SealedPhrase {
  userId: bigint;
  sealed: string;
}

/** The anti-phishing codes' table. */
export class AntiPhishingRepository {
  async of(db: Executor, userId: bigint): Promise<SealedPhrase | undefined> {
    const row = await db.selectFrom('member_anti_phishing').select('phrase_enc').where('user_id', '=', userId).executeTakeFirst();
    return row && { userId, sealed: row.phrase_enc };
  }

  /** The code of the member whose mobile (or email, lower-cased) is `value`, if they set one. */
  async ofContact(db: Executor, kind: 'mobile' | 'email', value: string): Promise<SealedPhrase | undefined> {
    const row = await db
      .selectFrom('users')
      .innerJoin('member_anti_phishing', 'member_anti_phishing.user_id', 'users.id')
      .select(['users.id', 'member_anti_phishing.phrase_enc'])
      .where(`users.${kind}`, '=', value)
      .executeTakeFirst();
    return row && { userId: row.id, sealed: row.phrase_enc };
  }

  /** Sets the member's code, replacing the one before. */
  async set(db: Executor, userId: bigint, sealed: string, now: bigint): Promise<void> {
    await db
      .insertInto('member_anti_phishing')
      .values({ user_id: userId, phrase_enc: sealed, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ phrase_enc: sealed, updated_at: now }))
      .execute();
  }
}
