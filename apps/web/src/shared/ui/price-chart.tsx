import type { Candle, CandleInterval } from '@mcc/contract/market';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import './price-chart.css';

// The price chart: TradingView's lightweight-charts, loaded on first use (its own chunk, so the
// first page never pays for it). `candles` draws OHLC candles over a volume histogram with drag and
// pinch; `line` is the small closing-price line the MCC wallet shows. The colours are the app's.

const colours = {
  up: '#1fc77e',
  down: '#f0564a',
  text: '#a3ada9',
  line: 'rgba(255, 255, 255, 0.06)',
  accent: '#23afff',
};

/** Seconds to add so the time axis reads in the member's own time zone (the chart draws UTC). */
const localOffset = () => -new Date().getTimezoneOffset() * 60;

/**
 * Prices and volumes as the chart library draws them. Display only: a number made here is never
 * sent back, compared or added up; amounts stay decimal strings everywhere else.
 */
function points(candles: readonly Candle[], interval: CandleInterval) {
  const shift = interval === '1d' ? 0 : localOffset();
  return candles.map((c) => ({
    time: (c.time + shift) as UTCTimestamp,
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
    volume: Number(c.volume),
  }));
}

interface Drawn {
  chart: IChartApi;
  price: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  volume?: ISeriesApi<'Histogram'>;
}

export function PriceChart({
  candles,
  interval,
  variant = 'candles',
  testId,
}: {
  candles: readonly Candle[] | undefined;
  interval: CandleInterval;
  variant?: 'candles' | 'line';
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let gone = false;
    void import('lightweight-charts').then((lib) => {
      if (gone || !box.current) return;
      const mini = variant === 'line';
      const chart = lib.createChart(box.current, {
        autoSize: true,
        layout: {
          background: { type: lib.ColorType.Solid, color: 'transparent' },
          textColor: colours.text,
          fontSize: 10,
          attributionLogo: false,
        },
        grid: { vertLines: { color: mini ? 'transparent' : colours.line }, horzLines: { color: mini ? 'transparent' : colours.line } },
        rightPriceScale: { visible: !mini, borderColor: colours.line },
        timeScale: { visible: !mini, borderColor: colours.line, timeVisible: interval !== '1d', secondsVisible: false },
        crosshair: { mode: mini ? lib.CrosshairMode.Hidden : lib.CrosshairMode.Normal },
        // Drag sideways and pinch on a phone; vertical swipes keep scrolling the page.
        handleScroll: mini ? false : { horzTouchDrag: true, vertTouchDrag: false, pressedMouseMove: true, mouseWheel: true },
        handleScale: mini ? false : { pinch: true, mouseWheel: true, axisPressedMouseMove: true },
      });
      const priceFormat = { type: 'price' as const, precision: 6, minMove: 0.000001 };
      if (mini) {
        const price = chart.addSeries(lib.AreaSeries, {
          lineColor: colours.accent,
          topColor: 'rgba(35, 175, 255, 0.25)',
          bottomColor: 'rgba(35, 175, 255, 0)',
          lineWidth: 2,
          priceLineVisible: false,
          lastValueVisible: false,
          priceFormat,
        });
        drawn.current = { chart, price };
      } else {
        const price = chart.addSeries(lib.CandlestickSeries, {
          upColor: colours.up,
          downColor: colours.down,
          wickUpColor: colours.up,
          wickDownColor: colours.down,
          borderVisible: false,
          priceFormat,
        });
        price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.26 } });
        const volume = chart.addSeries(lib.HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false });
        volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        drawn.current = { chart, price, volume };
      }
      // The visible range on the element, so a journey can tell that a drag or a pinch moved the chart.
      chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
        if (box.current && range) box.current.dataset.range = `${range.from.toFixed(2)}:${range.to.toFixed(2)}`;
      });
      setReady(true);
    });
    return () => {
      gone = true;
      drawn.current?.chart.remove();
      drawn.current = null;
      setReady(false);
    };
  }, [variant, interval]);

  useEffect(() => {
    const d = drawn.current;
    if (!ready || !d || !candles) return;
    const data = points(candles, interval);
    if (variant === 'line') {
      (d.price as ISeriesApi<'Area'>).setData(data.map((p) => ({ time: p.time, value: p.close })));
    } else {
      (d.price as ISeriesApi<'Candlestick'>).setData(data.map(({ volume: _, ...ohlc }) => ohlc));
      d.volume?.setData(
        data.map((p) => ({
          time: p.time,
          value: p.volume,
          color: p.close >= p.open ? 'rgba(31, 199, 126, 0.4)' : 'rgba(240, 86, 74, 0.4)',
        })),
      );
    }
  }, [ready, candles, interval, variant]);

  const last = candles?.at(-1);
  return (
    <div
      ref={box}
      className={variant === 'line' ? 'price-chart price-chart-mini' : 'price-chart'}
      data-testid={testId}
      data-ready={ready}
      data-count={candles?.length ?? 0}
      data-last-time={last?.time ?? ''}
      data-last-close={last?.close ?? ''}
      data-last-volume={last?.volume ?? ''}
    />
  );
}
