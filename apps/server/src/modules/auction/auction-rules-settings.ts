import { toUnits } from '@mcc/contract/amount';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { SettingsService } from '../settings/settings-service';
import { fractionToRate, type SnipingRule } from './auction-rules';

/** The auction's settings, read together. */
export interface AuctionRules {
  asset: Asset;
  feeRate: bigint;
  feeText: string;
  incrementRate: bigint;
  incrementText: string;
  sniping: SnipingRule;
  confirmMs: bigint;
  payMs: bigint;
  payHours: number;
  minPrice: bigint;
}

const MINUTE = 60_000n;

export async function auctionRules(settings: SettingsService, assets: AssetRegistry): Promise<AuctionRules> {
  const s = await settings.all();
  const asset = await assets.require('USDT');
  const minPrice = toUnits(s.nft_min_price, asset.scale) ?? 0n;
  return {
    asset,
    feeRate: fractionToRate(s.auction_fee),
    feeText: s.auction_fee,
    incrementRate: fractionToRate(s.auction_min_increment),
    incrementText: s.auction_min_increment,
    sniping: { windowMs: BigInt(s.auction_snipe_minutes) * MINUTE, extendMs: BigInt(s.auction_extend_minutes) * MINUTE },
    confirmMs: BigInt(s.auction_confirm_hours) * 60n * MINUTE,
    payMs: BigInt(s.auction_pay_hours) * 60n * MINUTE,
    payHours: s.auction_pay_hours,
    minPrice,
  };
}
