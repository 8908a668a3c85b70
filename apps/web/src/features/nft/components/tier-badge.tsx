/** A rarity tier (or a synthesis outcome) in its colour. */
export function TierBadge({ tier }: { tier: string }) {
  return (
    <span className={`nft-tier nft-tier-${tier}`} data-testid="tier-badge">
      {tier}
    </span>
  );
}
