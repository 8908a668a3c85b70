import type { Transaction } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { stringifyText } from '../../platform/i18n/localized-text';
import { system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { seededRandom } from '../shared-seeded-random';

const USDT = 1_000_000n;
const DAY_MS = 86_400_000;
/** Days of history: enough for the 7, 30 and 90-day returns to show. */
export const DEMO_NAV_DAYS = 120;

const notes = [
  {
    'zh-Hans': 'BTC 与 ETH 趋势仓位为主，稳定币套利对冲波动。',
    en: 'Mostly BTC and ETH trend positions, hedged with stablecoin arbitrage.',
    ja: 'BTC と ETH のトレンドポジションが中心で、ステーブルコイン裁定で変動をヘッジ。',
    'zh-Hant': 'BTC 與 ETH 趨勢倉位為主，穩定幣套利對沖波動。',
  },
  {
    'zh-Hans': '市场回调，降低杠杆并增加资金费率套利。',
    en: 'Market pulled back: leverage lowered, more funding-rate arbitrage.',
    ja: '相場が調整したため、レバレッジを下げ資金調達率の裁定を増やしました。',
    'zh-Hant': '市場回調，降低槓桿並增加資金費率套利。',
  },
] as const;

/**
 * The fund's demo data: one NAV posting a day for the last 120 days (a drifting random walk from
 * 1.0000 with a drawdown in the middle), and 20,000 USDT of float brought into custody from the
 * fund's trading venues so that redemptions can be paid. Postings are stamped at their past times.
 */
export async function seedCoinmixDemo(trx: Transaction<DB>, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const next = seededRandom(29);
  let nav = 100_000_000n; // 1.00000000 USDT per unit
  for (let day = DEMO_NAV_DAYS; day >= 1; day -= 1) {
    const at = now - day * DAY_MS;
    // Steps of −1.2% to +1.5%, in parts per 10^4; a slump between days 70 and 55 before today.
    const slump = day <= 70 && day > 55;
    const step = BigInt(next(270) - (slump ? 150 : 110));
    // Postings carry 4 decimals, as an operator would type them.
    if (day !== DEMO_NAV_DAYS) nav = ((nav * (10_000n + step)) / 10_000n / 10_000n) * 10_000n;
    await trx
      .insertInto('coinmix_navs')
      .values({
        nav,
        note_json: stringifyText(notes[slump ? 1 : 0]),
        admin_id: null,
        admin_username: 'demo',
        created_at: BigInt(at),
      })
      .execute();
  }
  const ledger = new Ledger({ now: () => new Date(now - DEMO_NAV_DAYS * DAY_MS) });
  await ledger.post(trx, {
    kind: 'coinmix_custody',
    memo: 'Demo float',
    moves: [{ from: system('coinmix_trading', 'USDT'), to: system('coinmix_custody', 'USDT'), amount: 20_000n * USDT }],
  });
}
