import type { DataOf } from '@mcc/contract/endpoint';
import type { nftApi } from '@mcc/contract/nft';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { EmptyState } from '../../../shared/ui/empty-state';
import { ListCard } from '../../../shared/ui/infinite-list';
import { useDraws } from '../api/get-draws';

type Draw = DataOf<typeof nftApi.draws>['list'][number];

/**
 * My draws of one kind on a card, newest first: each with the item it gave (when it gave one), what
 * it was (`headline`, `detail`) and the button that verifies it.
 */
export function DrawList({
  kind,
  title,
  testId,
  rowTestId,
  verifyTestId,
  empty,
  headline,
  detail,
  onVerify,
}: {
  kind: 'box' | 'synthesis';
  title: ReactNode;
  testId: string;
  rowTestId: (draw: Draw) => string;
  verifyTestId?: (draw: Draw) => string;
  empty: ComponentProps<typeof EmptyState>;
  headline: (draw: Draw) => ReactNode;
  detail: (draw: Draw) => ReactNode;
  onVerify: (drawId: number) => void;
}) {
  const { t } = useTranslation();
  const draws = useDraws(kind);
  return (
    <ListCard
      title={title}
      query={draws}
      testId={testId}
      itemKey={(d) => d.draw_id}
      empty={empty}
      renderItem={(d) => (
        <div className="nft-box-row" data-testid={rowTestId(d)}>
          {d.item ? <img src={d.item.image} alt="" /> : <span className="nft-thumb" />}
          <div className="nft-box-row-body">
            <div>{headline(d)}</div>
            <div className="small muted">{detail(d)}</div>
          </div>
          <Button small onClick={() => onVerify(d.draw_id)} data-testid={verifyTestId?.(d)}>
            {t('nft.verify')}
          </Button>
        </div>
      )}
    />
  );
}
