import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SettingsService } from '../modules/settings/settings-service';
import { hashPassword } from '../platform/auth/password';
import type { Clock } from '../platform/clock';
import type { DB } from '../platform/db/schema';

export const DEMO_PASSWORD = 'Demo@2026';

/** The demo members, all with DEMO_PASSWORD (listed in the README). */
export const demoMembers = [
  { uid: '100001', mobile: '13800000001', email: 'alice@demo.mcc', nickname: 'Alice', invite_code: 'ALICE1', inviter: null },
  { uid: '100002', mobile: '13800000002', email: 'bob@demo.mcc', nickname: 'Bob', invite_code: 'BOB002', inviter: 'ALICE1' },
  { uid: '100003', mobile: '13800000003', email: 'carol@demo.mcc', nickname: 'Carol', invite_code: 'CAROL3', inviter: 'BOB002' },
] as const;

/** Seeds a newcomer's database with members and settings; does nothing when any member exists. */
export async function seedDemo(db: Kysely<DB>, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return;
  const now = BigInt(clock.now().getTime());
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, bigint>();
    for (const member of demoMembers) {
      const row = await trx
        .insertInto('users')
        .values({
          uid: member.uid,
          mobile: member.mobile,
          email: member.email,
          password_hash: hash,
          nickname: member.nickname,
          invite_code: member.invite_code,
          inviter_id: member.inviter ? (ids.get(member.inviter) ?? null) : null,
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(member.invite_code, row.id);
    }
    await new SettingsService(trx, clock).set({
      service_contact: 'support@demo.mcc',
      deposit_network: 'ERC20',
      deposit_address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34',
    });
  });
  log.info('demo data seeded (members 13800000001..3, password Demo@2026)');
}
