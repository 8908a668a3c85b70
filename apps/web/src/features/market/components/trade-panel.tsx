import { checkAmountInput, compareDecimal, truncateDecimal } from '@mcc/contract/amount';
import { knownAssets } from '@mcc/contract/assets';
import type { MarketQuote, MarketSide } from '@mcc/contract/market';
import { Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestError } from '../../../runtime/request';
import { useBalance } from '../../../shared/api/get-balance';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { PayPasswordConfirmSheet } from '../../../shared/ui/pay-confirm-sheet';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { Tabs } from '../../../shared/ui/tabs';
import { useQuote } from '../api/get-quote';
import { type TradeDone, useTrade } from '../api/trade';
import { minimumOut, parseSlippage, percent, SLIPPAGE_CHOICES, slippageText } from '../format';

/** Quotes follow the typing once it rests this long. */
const TYPING_MS = 300;
/** A price impact above this (a fraction) is shown as a warning. */
const HIGH_IMPACT = '0.03';

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The assets of a side: what goes in and what comes out. */
const sides = {
  buy: { in: 'USDT', out: 'MCC' },
  sell: { in: 'MCC', out: 'USDT' },
} as const;

/**
 * Buy and sell against the pool: an amount (with "All"), the live quote (what comes out, price
 * impact, fee, the price after), a slippage guard (0.5% / 1% / 3% / custom) that becomes the trade's
 * `min_out`, the shared confirm step with the pay password, and the result. A trade the pool refuses
 * because the price moved past the guard shows the new quote and offers to trade at it.
 */
export function TradePanel({ side, onSide, paused }: { side: MarketSide; onSide: (side: MarketSide) => void; paused: boolean }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const trade = useTrade(side);
  const assetIn = sides[side].in;
  const assetOut = sides[side].out;
  const inRules = knownAssets[assetIn];
  const outScale = knownAssets[assetOut].scale;

  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [slippage, setSlippage] = useState<bigint | 'custom'>(SLIPPAGE_CHOICES[0]);
  const [custom, setCustom] = useState('');
  const [confirming, setConfirming] = useState<{ quote: MarketQuote; minOut: string } | null>(null);
  const [moved, setMoved] = useState<{ quote: MarketQuote; min: string } | null>(null);
  const [done, setDone] = useState<TradeDone | null>(null);

  const settled = useSettled(amount.trim());
  const valid = settled !== '' && checkAmountInput(settled, inRules.inputDecimals, inRules.scale) === null;
  const quote = useQuote(side, settled, valid);
  const shown = valid && quote.data && quote.data.side === side ? quote.data : undefined;
  const bps = slippage === 'custom' ? parseSlippage(custom) : slippage;
  const available = balance.data?.[assetIn]?.available;
  const all = available ? truncateDecimal(available, inRules.inputDecimals) : undefined;

  const reset = () => {
    setAmount('');
    setProblem(null);
    setMoved(null);
  };

  /** The first rule the form breaks, in words, or null. */
  const check = (): string | null => {
    const basic = checkAmountInput(amount.trim(), inRules.inputDecimals, inRules.scale);
    if (basic) return t(`wallet.errors.${basic}`, { asset: assetIn, decimals: inRules.inputDecimals });
    if (available !== undefined && compareDecimal(amount.trim(), available) > 0)
      return t('market.problem.insufficient', { asset: assetIn });
    if (bps === null) return t('market.problem.slippage');
    return null;
  };

  const confirm = (q: MarketQuote) => {
    if (bps === null) return;
    setMoved(null);
    setConfirming({ quote: q, minOut: minimumOut(q.amount_out, outScale, bps) });
  };

  const refused = (error: RequestError) => {
    const data = error.data as { field?: string; quote?: MarketQuote } | null;
    if (error.field === 'min_out' && data?.quote) setMoved({ quote: data.quote, min: confirming?.minOut ?? '0' });
    else setProblem(error.message);
  };

  return (
    <Card>
      <Tabs
        tabs={[
          { key: 'buy', label: t('market.buy') },
          { key: 'sell', label: t('market.sell') },
        ]}
        active={side}
        onChange={(next) => {
          reset();
          onSide(next);
        }}
      />
      <div className="form" data-testid="trade-form" data-side={side}>
        <AmountField
          asset={assetIn}
          decimals={inRules.inputDecimals}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setProblem(null);
            setMoved(null);
          }}
          all={all}
          allDisabled={!all || compareDecimal(all, '0') <= 0}
          error={problem ?? (valid && quote.isError ? quote.error.message : null)}
          hint={available !== undefined ? t('market.availableIs', { amount: available, asset: assetIn }) : undefined}
          label={t(side === 'buy' ? 'market.youPay' : 'market.youSell')}
          id={`trade-amount-${side}`}
          testId="trade-amount"
        />
        <div className="summary" data-testid="trade-quote">
          <KeyValue label={t('market.quote')} value={shown ? `${shown.amount_out} ${assetOut}` : '--'} strong valueTestId="quote-out" />
          <KeyValue
            label={t('market.impact')}
            value={shown ? percent(shown.price_impact) : '--'}
            valueClassName={shown && compareDecimal(shown.price_impact, HIGH_IMPACT) > 0 ? 'mk-down' : undefined}
            valueTestId="quote-impact"
          />
          <KeyValue
            label={t('market.fee')}
            value={shown ? `${shown.fee} ${assetIn} (${percent(shown.fee_rate)})` : '--'}
            valueTestId="quote-fee"
          />
          <KeyValue label={t('market.priceAfter')} value={shown ? `${shown.price_after} USDT` : '--'} />
          <KeyValue
            label={t('market.minReceived')}
            value={shown && bps !== null ? `${minimumOut(shown.amount_out, outScale, bps)} ${assetOut}` : '--'}
            valueTestId="quote-min"
          />
        </div>
        <div className="mk-slippage" role="toolbar" aria-label={t('market.slippage')}>
          <span className="muted small">{t('market.slippage')}</span>
          {SLIPPAGE_CHOICES.map((choice) => (
            <button
              key={String(choice)}
              type="button"
              aria-pressed={slippage === choice}
              className="mk-chip"
              data-testid={`slippage-${choice}`}
              onClick={() => setSlippage(choice)}
            >
              {slippageText(choice)}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={slippage === 'custom'}
            className="mk-chip"
            data-testid="slippage-custom"
            onClick={() => setSlippage('custom')}
          >
            {t('market.custom')}
          </button>
          {slippage === 'custom' && (
            <span className="mk-custom">
              <input
                inputMode="decimal"
                value={custom}
                placeholder="0.8"
                aria-label={t('market.custom')}
                data-testid="slippage-custom-input"
                onChange={(e) => setCustom(e.target.value.replace(/[^\d.]/g, '').slice(0, 6))}
              />
              %
            </span>
          )}
        </div>
        <p className="muted small mk-hint">{t('market.slippageHint')}</p>
        {moved && (
          <div className="mk-moved" role="alert" data-testid="slippage-refused">
            <strong>{t('market.movedTitle')}</strong>
            <p>{t('market.movedText', { amount: moved.quote.amount_out, min: moved.min, asset: assetOut })}</p>
            <div className="mk-moved-actions">
              <Button variant="primary" small onClick={() => confirm(moved.quote)} data-testid="accept-new-quote">
                {t('market.acceptQuote')}
              </Button>
              <Button small onClick={() => setMoved(null)}>
                {t('market.dismiss')}
              </Button>
            </div>
          </div>
        )}
        <Button
          variant="primary"
          block
          disabled={paused || (valid && !shown)}
          data-testid="trade-next"
          onClick={() => {
            const found = check();
            if (found) setProblem(found);
            else if (shown) confirm(shown);
          }}
        >
          {t(side === 'buy' ? 'market.buyMcc' : 'market.sellMcc')}
        </Button>
      </div>

      <PayPasswordConfirmSheet
        visible={confirming !== null}
        title={t('market.confirmTitle')}
        amount={{ value: confirming?.quote.amount_in ?? '', asset: assetIn }}
        rows={
          confirming
            ? [
                { label: t('market.quote'), value: `${confirming.quote.amount_out} ${assetOut}`, strong: true },
                { label: t('market.minReceived'), value: `${confirming.minOut} ${assetOut}`, testId: 'confirm-min' },
                { label: t('market.fee'), value: `${confirming.quote.fee} ${assetIn}` },
                { label: t('market.impact'), value: percent(confirming.quote.price_impact) },
                { label: t('market.slippage'), value: bps !== null ? slippageText(bps) : '--' },
              ]
            : []
        }
        note={t('market.confirmNote')}
        toastRefusal={false}
        onRefused={refused}
        onConfirm={async (paypwd) => {
          if (!confirming) return;
          const result = await trade.mutateAsync({ amount: confirming.quote.amount_in, min_out: confirming.minOut, paypwd });
          setConfirming(null);
          setDone(result);
          reset();
        }}
        onClose={() => setConfirming(null)}
      />

      <Popup visible={done !== null} onMaskClick={() => setDone(null)} bodyStyle={sheetBodyStyle('92vh')}>
        {done && (
          <div className="sheet">
            <ResultPanel
              testId="trade-result"
              title={t(done.side === 'buy' ? 'market.bought' : 'market.sold')}
              amount={{ value: done.amount_out, asset: sides[done.side].out }}
              rows={[
                { label: t('market.tradeNo'), value: `#${done.id}` },
                { label: t('market.paid'), value: `${done.amount_in} ${sides[done.side].in}` },
                { label: t('market.fee'), value: `${done.fee} ${sides[done.side].in}` },
                { label: t('market.avgPrice'), value: `${done.price} USDT` },
                { label: t('market.priceAfter'), value: `${done.price_after} USDT` },
              ]}
              primary={{ label: t('market.toMccWallet'), to: '/pages/mcc/mcc', onClick: () => setDone(null) }}
              secondary={{ label: t('market.done'), onClick: () => setDone(null), testId: 'trade-done' }}
            />
          </div>
        )}
      </Popup>
    </Card>
  );
}
