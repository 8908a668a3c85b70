import { useTranslation } from 'react-i18next';

/** A rarity tier (or a synthesis outcome, in words) in its colour. */
export function TierBadge({ tier }: { tier: string }) {
  const { t } = useTranslation();
  const label = tier === 'success' || tier === 'fail' ? t(`nft.outcomes.${tier}`) : tier;
  return (
    <span className={`nft-tier nft-tier-${tier}`} data-testid="tier-badge">
      {label}
    </span>
  );
}
