import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { seedAuctionDemo } from '../modules/auction/auction-demo';
import { seedCoinmixDemo } from '../modules/coinmix/coinmix-demo';
import { seedContentDemo } from '../modules/content/content-demo';
import { member, memberPurposes, system } from '../modules/ledger/accounts';
import { Ledger } from '../modules/ledger/ledger';
import { seedMarketDemo } from '../modules/market/market-demo';
import { seedNftDemo } from '../modules/nft/nft-demo';
import type { ImageStore } from '../modules/nft/nft-images';
import { SettingsService } from '../modules/settings/settings-service';
import { WithdrawalRepository } from '../modules/wallet/wallet-repository';
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

/**
 * Seeds a newcomer's database with members and settings; does nothing when any member exists.
 * `images` stores the NFT demo's pictures (the app's upload store).
 */
export async function seedDemo(db: Kysely<DB>, clock: Clock, log: FastifyBaseLogger, images: ImageStore): Promise<void> {
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
    await seedStakingDemo(trx, clock);
    await seedWalletDemo(trx, clock, ids);
    await seedMarketDemo(trx, clock, hash);
    await seedNftDemo(trx, clock, ids, images);
    await seedCoinmixDemo(trx, clock);
    await seedAuctionDemo(trx, clock);
    await seedContentDemo(trx, clock);
  });
  log.info('demo data seeded (members 13800000001..5, password Demo@2026)');
}

const USDT = 1_000_000n;

/**
 * Staking's demo data: three USDT products named in every language, a funded reward pool (an
 * operator's funding entry, so the books balance) and a pinned welcome notice.
 */
async function seedStakingDemo(trx: Transaction<DB>, clock: Clock): Promise<void> {
  const now = BigInt(clock.now().getTime());
  const product = (
    name: Record<'zh-Hans' | 'en' | 'ja' | 'zh-Hant', string>,
    termDays: bigint,
    dailyRate: bigint,
    min: bigint,
    max: bigint,
    quota: bigint,
    limit: bigint,
    sort: bigint,
  ) => ({
    name_json: JSON.stringify(name),
    asset: 'USDT',
    term_days: termDays,
    daily_rate: dailyRate,
    min_amount: min * USDT,
    max_amount: max * USDT,
    total_quota: quota * USDT,
    held_amount: 0n,
    member_limit: limit * USDT,
    enabled: 1n,
    sort_order: sort,
    created_at: now,
    updated_at: now,
  });
  // Rates are parts per 10^8: 200_000n = 0.2% a day.
  await trx
    .insertInto('pledge_products')
    .values([
      product(
        { 'zh-Hans': 'AI量化 · 活期', en: 'AI Quant · Flexible', ja: 'AIクオンツ・随時', 'zh-Hant': 'AI量化 · 活期' },
        0n,
        200_000n,
        10n,
        50_000n,
        1_000_000n,
        100_000n,
        1n,
      ),
      product(
        { 'zh-Hans': 'AI量化 · 7天', en: 'AI Quant · 7 days', ja: 'AIクオンツ・7日', 'zh-Hant': 'AI量化 · 7天' },
        7n,
        500_000n,
        100n,
        50_000n,
        500_000n,
        0n,
        2n,
      ),
      product(
        { 'zh-Hans': 'AI量化 · 30天', en: 'AI Quant · 30 days', ja: 'AIクオンツ・30日', 'zh-Hant': 'AI量化 · 30天' },
        30n,
        800_000n,
        500n,
        100_000n,
        1_000_000n,
        200_000n,
        3n,
      ),
    ])
    .execute();
  await new Ledger(clock).post(trx, {
    kind: 'pool_funding',
    memo: 'Demo funding',
    moves: [{ from: system('external_deposits', 'USDT'), to: system('reward_pool', 'USDT'), amount: 100_000n * USDT }],
    ref: { type: 'reward_pool', id: 'USDT' },
  });
  await trx
    .insertInto('notices')
    .values({
      title_json: JSON.stringify({
        'zh-Hans': '欢迎来到 MCC AI量化',
        en: 'Welcome to MCC AI Quant',
        ja: 'MCC AIクオンツへようこそ',
        'zh-Hant': '歡迎來到 MCC AI量化',
      }),
      content_json: JSON.stringify({
        'zh-Hans':
          '认购后次日起每日发放收益，定期产品到期自动返还本金，活期产品可随时赎回（赎回当日不计收益）。\n邀请好友可获得其收益的团队奖励。',
        en: 'Earnings are paid every day from the day after you subscribe. Fixed-term products return the principal at maturity; flexible ones can be redeemed any day (the day of redemption earns nothing).\nInvite friends to earn a share of their earnings.',
        ja: '申込の翌日から毎日収益が支払われます。期間型は満期に元本が戻り、随時型はいつでも解約できます（解約日の収益はありません）。\n友だちを招待すると、その収益の一部がチーム報酬になります。',
        'zh-Hant':
          '認購後次日起每日發放收益，定期產品到期自動返還本金，活期產品可隨時贖回（贖回當日不計收益）。\n邀請好友可獲得其收益的團隊獎勵。',
      }),
      pinned: 1n,
      publish_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const MCC = 100_000_000n;

/**
 * The wallet's demo data, all posted through the ledger so the books balance: each member's
 * starting USDT and MCC from outside (`external_deposits`, memo "Demo funds"), and one withdrawal
 * of Bob's waiting for review so the console has something to decide.
 */
async function seedWalletDemo(trx: Transaction<DB>, clock: Clock, ids: Map<string, bigint>): Promise<void> {
  const ledger = new Ledger(clock);
  const funds: [string, bigint, bigint][] = [
    ['ALICE1', 10_000n * USDT, 5_000n * MCC],
    ['BOB002', 2_000n * USDT, 1_000n * MCC],
    ['CAROL3', 500n * USDT, 100n * MCC],
  ];
  for (const [code, usdt, mcc] of funds) {
    const userId = ids.get(code)!;
    await ledger.post(trx, {
      kind: 'deposit',
      memo: 'Demo funds',
      moves: [
        { from: system('external_deposits', 'USDT'), to: member(userId, 'USDT'), amount: usdt },
        { from: system('external_deposits', 'MCC'), to: member(userId, 'MCC'), amount: mcc },
      ],
    });
  }
  const bob = ids.get('BOB002')!;
  const now = BigInt(clock.now().getTime());
  const withdrawalId = await new WithdrawalRepository().insertPending(
    trx,
    {
      user_id: bob,
      asset: 'USDT',
      network: 'ERC20',
      address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      amount: 50n * USDT,
      fee: 1n * USDT,
      needs_two_approvals: 0n,
    },
    now,
  );
  await ledger.post(trx, {
    kind: 'withdraw',
    moves: [{ from: member(bob, 'USDT'), to: member(bob, 'USDT', memberPurposes.locked), amount: 51n * USDT }],
    params: { withdrawal_id: String(withdrawalId) },
    ref: { type: 'withdrawal', id: withdrawalId },
  });
}
