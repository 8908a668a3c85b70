import { parseRate } from '../../platform/rate';
import type { SettingsService } from '../settings/settings-service';

/** The configured referral shares of levels 1..3, in parts per 10^8 (a bad stored value counts as 0). */
export async function referralShares(settings: SettingsService): Promise<bigint[]> {
  const s = await settings.all();
  return [s.referral_share_level1, s.referral_share_level2, s.referral_share_level3].map((v) => parseRate(v) ?? 0n);
}
