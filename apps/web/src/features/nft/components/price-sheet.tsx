import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { checkAmountInput, compareDecimal, fromUnits, toUnits } from '../../../shared/money';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { KeyValue } from '../../../shared/ui/key-value';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import type { NftDetailData } from '../api/nft-queries';

/** Decimals of USDT's base unit on the server (the price's scale). */
const SCALE = 6;

/**
 * What a sale at `price` leaves the seller: the fee and the royalty are fractions of the price,
 * each rounded down to the base unit, as the server computes them.
 */
export function saleSplit(price: string, feeRate: string, royaltyRate: string): { fee: string; royalty: string; proceeds: string } | null {
  const units = toUnits(price, SCALE);
  const fee = toUnits(feeRate, 8);
  const royalty = toUnits(royaltyRate, 8);
  if (units === null || fee === null || royalty === null || units <= 0n) return null;
  const feeUnits = (units * fee) / 100_000_000n;
  const royaltyCut = (units * royalty) / 100_000_000n;
  const royaltyUnits = royaltyCut < units - feeUnits ? royaltyCut : units - feeUnits;
  return {
    fee: fromUnits(feeUnits, SCALE, 2),
    royalty: fromUnits(royaltyUnits, SCALE, 2),
    proceeds: fromUnits(units - feeUnits - royaltyUnits, SCALE, 2),
  };
}

/** The price form of listing an NFT or changing its price: what the sale leaves after fee and royalty. */
export function PriceSheet({
  nft,
  visible,
  initial,
  onSubmit,
  onClose,
}: {
  nft: NftDetailData;
  visible: boolean;
  initial: string;
  onSubmit: (price: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { market } = nft;
  const split = saleSplit(price || '0', market.fee_rate, market.royalty_rate);

  const submit = async () => {
    const problem = checkAmountInput(price, market.input_decimals, SCALE);
    if (problem || compareDecimal(price, market.min_price) < 0) {
      setError(t('nft.priceRule', { min: market.min_price, asset: market.asset }));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(price);
      setError(null);
    } catch (cause) {
      if (cause instanceof RequestError && cause.code === 0) setError(cause.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={sheetBodyStyle('92vh')}>
      <form
        className="sheet form"
        data-testid="price-sheet"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h3 className="sheet-title">{initial ? t('nft.changePrice') : t('nft.listForSale')}</h3>
        <AmountField
          asset={market.asset}
          decimals={market.input_decimals}
          value={price}
          onChange={(value) => {
            setPrice(value);
            setError(null);
          }}
          label={t('nft.price')}
          id="nft-price"
          error={error}
          hint={t('nft.priceHint', { min: market.min_price, asset: market.asset })}
        />
        <div className="summary">
          <KeyValue label={t('nft.marketFee')} value={`${split?.fee ?? '0.00'} ${market.asset}`} />
          <KeyValue
            label={t('nft.royalty', { percent: nft.collection.royalty_percent })}
            value={`${split?.royalty ?? '0.00'} ${market.asset}`}
          />
          <KeyValue label={t('nft.youReceive')} value={`${split?.proceeds ?? '0.00'} ${market.asset}`} strong valueTestId="proceeds" />
        </div>
        <Button type="submit" variant="primary" block disabled={busy} data-testid="price-submit">
          {initial ? t('nft.savePrice') : t('nft.putOnSale')}
        </Button>
        <Button block onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </form>
    </Popup>
  );
}
