import { checkAmountInput, compareDecimal } from '@mcc/contract/amount';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { KeyValue } from '../../../shared/ui/key-value';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import type { NftDetailData } from '../api/nft-keys';
import { PRICE_SCALE, saleSplit } from '../sale-split';

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
    const problem = checkAmountInput(price, market.input_decimals, PRICE_SCALE);
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
