import type { ReactNode } from 'react';
import { PageLink } from '../../../shared/ui/page-link';
import { TierBadge } from './tier-badge';

export interface TileNft {
  id: number;
  name: string;
  image: string;
  tier: string;
  serial: number;
  supply: number;
  price: string | null;
  asset: string | null;
}

/** An NFT's tier badge and its serial out of the supply, as its tile shows them. */
export function TierAndSerial({ nft }: { nft: Pick<TileNft, 'tier' | 'serial' | 'supply'> }) {
  return (
    <>
      <TierBadge tier={nft.tier} />
      <span className="num">
        #{nft.serial}/{nft.supply}
      </span>
    </>
  );
}

/** An NFT in a grid: its picture, name, tier, serial and price when on sale; opens its detail page. */
export function NftTile({ nft, extra }: { nft: TileNft; extra?: ReactNode }) {
  return (
    <PageLink to={`/pages/nft/detail?id=${nft.id}`} className="nft-tile" testId={`nft-${nft.id}`}>
      <img className="nft-tile-image" src={nft.image} alt="" loading="lazy" />
      <div className="nft-tile-body">
        <div className="nft-tile-name">{nft.name}</div>
        <div className="nft-tile-meta">
          <TierAndSerial nft={nft} />
        </div>
        {nft.price && (
          <div className="nft-tile-meta">
            <span className="nft-price num">
              {nft.price} {nft.asset}
            </span>
            {extra}
          </div>
        )}
        {!nft.price && extra && <div className="nft-tile-meta">{extra}</div>}
      </div>
    </PageLink>
  );
}
