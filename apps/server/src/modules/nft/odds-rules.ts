import { type OddsEntry, TICKET_RANGE } from '@mcc/contract/fair-roll';

/** An odds table from each tier's ppm, in the order written: `oddsOf({ N: 700000, R: 300000 })`. */
export function oddsOf(ppmByTier: Record<string, number>): OddsEntry[] {
  return Object.entries(ppmByTier).map(([tier, ppm]) => ({ tier, ppm }));
}

/**
 * The odds a box publishes once some of its tiers have run out of stock. A tier without stock gets
 * 0 ppm; the tiers with stock share the million in proportion to the ppm they had (equally when
 * none of them had any), by largest remainder so the table still sums to exactly 1,000,000 (a tie
 * goes to the tier listed first). The order of the table never changes. Null when no tier has stock.
 */
export function rebalanceOdds(odds: readonly OddsEntry[], hasStock: (tier: string) => boolean): OddsEntry[] | null {
  const live = odds.map((entry) => hasStock(entry.tier));
  if (!live.includes(true)) return null;
  const liveSum = odds.reduce((sum, entry, i) => sum + (live[i] ? entry.ppm : 0), 0);
  const weights = odds.map((entry, i) => (live[i] ? (liveSum > 0 ? entry.ppm : 1) : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  // Integers throughout: weight × 1,000,000 stays below 2^53.
  const shares = weights.map((w) => Math.floor((w * TICKET_RANGE) / total));
  const remainders = weights.map((w, i) => ({ i, rest: (w * TICKET_RANGE) % total, live: live[i] }));
  let left = TICKET_RANGE - shares.reduce((a, b) => a + b, 0);
  for (const { i } of remainders.filter((r) => r.live).sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return odds.map((entry, i) => ({ tier: entry.tier, ppm: shares[i]! }));
}

/** Whether two odds tables are the same list (same tiers, same ppm, same order). */
export function sameOdds(a: readonly OddsEntry[], b: readonly OddsEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.tier === b[i]!.tier && entry.ppm === b[i]!.ppm);
}

/**
 * What each tier is expected to have drawn so far: the sum over every draw of that tier's chance in
 * the odds the draw used (odds change when a tier runs out), in draws.
 */
export function expectedCounts(tiers: readonly string[], drawsByOdds: readonly { odds: readonly OddsEntry[]; draws: number }[]): number[] {
  return tiers.map((tier) =>
    drawsByOdds.reduce((sum, { odds, draws }) => sum + (draws * (odds.find((e) => e.tier === tier)?.ppm ?? 0)) / TICKET_RANGE, 0),
  );
}
