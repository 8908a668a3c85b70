import type { SettingKey as ContractSettingKey } from '@mcc/contract/admin';
import { z } from 'zod';

const decimal = z.string().regex(/^\d{1,18}(\.\d{1,8})?$/);
/** A fraction from 0 to 1 with at most 8 decimals ("0.10" = 10%). */
const fraction = z.string().regex(/^(0(\.\d{1,8})?|1(\.0{1,8})?)$/);

/**
 * Every setting the operator can change, with its default. An amount setting names its `asset`:
 * it is refused at save with more decimals than the asset's base unit has. A setting marked `public` is sent to
 * every client in `GET /api/common/sysConfig`; the rest stay on the server.
 */
export const settingDefinitions = {
  site_name: { schema: z.string().min(1).max(60), default: 'MCC', public: true },
  service_contact: { schema: z.string().max(200), default: '', public: true },
  deposit_network: { schema: z.enum(['ERC20', 'BEP20', 'TRC20']), default: 'ERC20', public: true },
  deposit_address: { schema: z.string().max(120), default: '', public: true },
  withdraw_fee: { schema: decimal, default: '1.00', public: true, asset: 'USDT' },
  withdraw_min: { schema: decimal, default: '10.00', public: true, asset: 'USDT' },
  // Wallet (amounts in whole units of the asset). A transfer setting is looked up by the asset's code.
  withdraw_network: { schema: z.enum(['ERC20', 'BEP20', 'TRC20']), default: 'ERC20', public: true },
  /** Most a member may withdraw per day (amounts, fees excluded), in USDT. */
  withdraw_daily_limit: { schema: decimal, default: '50000.00', public: true, asset: 'USDT' },
  recharge_min: { schema: decimal, default: '10.00', public: true, asset: 'USDT' },
  transfer_fee_usdt: { schema: decimal, default: '0.00', public: true, asset: 'USDT' },
  transfer_min_usdt: { schema: decimal, default: '1.00', public: true, asset: 'USDT' },
  transfer_fee_mcc: { schema: decimal, default: '0', public: true, asset: 'MCC' },
  transfer_min_mcc: { schema: decimal, default: '1', public: true, asset: 'MCC' },
  /** Adjustments and withdrawals above this amount (in the asset's units) need a second, different operator. */
  two_approval_threshold: { schema: decimal, default: '100000', public: false },
  /** Hours withdrawals and transfers to other members wait after a change of the login or pay password, mobile, email or second factor. */
  security_hold_hours: { schema: z.number().int().min(0).max(720), default: 24, public: false },
  /** Console operators whose role moves money (finance, super admin) must have the second factor on to sign in. */
  operator_totp_required: { schema: z.boolean(), default: false, public: false },
  /** Images a member may upload per day (in the server's time zone); 0 closes members' uploads. */
  upload_daily_limit: { schema: z.number().int().min(0).max(10_000), default: 50, public: false },
  /** The EVM chain wallet sign-in (EIP-4361) accepts. */
  wallet_chain_id: { schema: z.number().int().min(1), default: 1, public: true },
  // Staking: each upline's share of a member's daily earning (a fraction, "0.10" = 10%), level 1 = the inviter.
  referral_share_level1: { schema: fraction, default: '0.10', public: true },
  referral_share_level2: { schema: fraction, default: '0.05', public: true },
  referral_share_level3: { schema: fraction, default: '0.02', public: true },
  /** The marketplace's fee on a member's resale, paid by the seller out of the price (a fraction, "0.025" = 2.5%). */
  nft_market_fee: { schema: fraction, default: '0.025', public: false },
  /** The lowest price a member may list an NFT at, in USDT. */
  nft_min_price: { schema: decimal, default: '1.00', public: false, asset: 'USDT' },
  /** The console warns when the reward pool covers fewer days of payouts than this. */
  reward_pool_warn_days: { schema: z.number().int().min(0).max(3650), default: 7, public: false },
  // Coin-mix fund: fees as fractions ("0.005" = 0.5%), the management fee yearly (accrued daily from custody).
  coinmix_subscribe_fee: { schema: fraction, default: '0.005', public: true },
  coinmix_redeem_fee: { schema: fraction, default: '0.005', public: true },
  coinmix_management_fee: { schema: fraction, default: '0.02', public: true },
  /** Smallest subscription, in USDT. */
  coinmix_min_subscribe: { schema: decimal, default: '10.00', public: true, asset: 'USDT' },
  /** Smallest redemption, in units. */
  coinmix_min_redeem: { schema: decimal, default: '0.01', public: true },
  /** Coin-mix wallet → USDT wallet: fee (on top) and minimum, in USDT. */
  coinmix_transfer_fee: { schema: decimal, default: '0.00', public: true, asset: 'USDT' },
  coinmix_transfer_min: { schema: decimal, default: '1.00', public: true, asset: 'USDT' },
  /** When the operator posts the day's NAV ("HH:MM" in the server's time zone): pending orders are priced at it. */
  coinmix_nav_time: { schema: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), default: '16:00', public: true },
  // Auctions.
  /** The seller's fee on an auction sale, paid out of the winning bid at settlement (a fraction). */
  auction_fee: { schema: fraction, default: '0.025', public: false },
  /** The default minimum increment over the top bid (a fraction, "0.05" = 5%). */
  auction_min_increment: { schema: fraction, default: '0.05', public: false },
  /** A bid this many minutes before a lot's end moves the end `auction_extend_minutes` later. */
  auction_snipe_minutes: { schema: z.number().int().min(0).max(1440), default: 10, public: false },
  auction_extend_minutes: { schema: z.number().int().min(0).max(1440), default: 10, public: false },
  /** A won lot's order confirms itself this many hours after the lot's end unless appealed. */
  auction_confirm_hours: { schema: z.number().int().min(1).max(8760), default: 72, public: false },
  /** The winner of a deposit lot pays the rest within this many hours of the close, or forfeits the deposit. */
  auction_pay_hours: { schema: z.number().int().min(1).max(720), default: 24, public: false },
} as const satisfies Record<ContractSettingKey, { schema: z.ZodType; default: unknown; public: boolean; asset?: string }>;

export type SettingKey = keyof typeof settingDefinitions;
export type Settings = { [K in SettingKey]: z.infer<(typeof settingDefinitions)[K]['schema']> };

/** The settings sent to every client in sysConfig. */
export type PublicSettingKey = { [K in SettingKey]: (typeof settingDefinitions)[K]['public'] extends true ? K : never }[SettingKey];

export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefinitions, key);
}
