import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { amountInput, moneyString, payPassword } from './money';
import { keysetPaged, keysetParams } from './records';
import { recordId, unixSeconds } from './scalars';

// The MCC market: one constant-product pool of MCC and USDT. Prices are decimal strings in USDT per
// MCC; fractions (`change_24h`, `price_impact`, `fee_rate`) are decimal strings too ("-0.0125").

/** A signed decimal fraction such as "-0.0125" (-1.25%). */
export const fractionString = z.string().regex(/^-?\d{1,6}(\.\d{1,12})?$/, 'fraction');

export const marketSide = z.enum(['buy', 'sell']);
export type MarketSide = z.infer<typeof marketSide>;
export const candleInterval = z.enum(['1m', '15m', '1h', '1d']);
export type CandleInterval = z.infer<typeof candleInterval>;
export const candleIntervals = ['1m', '15m', '1h', '1d'] as const satisfies readonly CandleInterval[];

// GET /api/market/price (fixed: price, change_24h, high_24h, low_24h, volume_24h)
export const marketPrice = z.object({
  /** The pool's price now (USDT reserve / MCC reserve); "0" while the pool holds nothing. */
  price: moneyString,
  /** (price − price 24 h ago) / price 24 h ago. */
  change_24h: fractionString,
  high_24h: moneyString,
  low_24h: moneyString,
  /** USDT traded in the last 24 h (what buyers paid and sellers got). */
  volume_24h: moneyString,
  /** Trading is stopped by an operator. */
  paused: z.boolean(),
  /** The pool holds both assets: trades are possible. */
  open: z.boolean(),
  /** The fee taken from what goes in ("0.003" = 0.3%). */
  fee_rate: fractionString,
});
export type MarketPrice = z.infer<typeof marketPrice>;
export const marketPriceResponse = envelope(marketPrice);

// GET /api/market/quote?side&amount (fixed: amount_in, amount_out, fee, price_impact, price_after)
export const quoteQuery = z.strictObject({
  side: marketSide,
  /** What goes in: USDT to buy, MCC to sell (the asset's input decimals). */
  amount: amountInput,
});
/** What goes in and comes out of a trade, quoted or done. */
const tradeAmounts = {
  side: marketSide,
  /** What the member gives, fee included: USDT for a buy, MCC for a sell. */
  amount_in: moneyString,
  /** What the member gets: MCC for a buy, USDT for a sell (rounded down). */
  amount_out: moneyString,
  /** In the asset that goes in (rounded up). */
  fee: moneyString,
};
export const marketQuote = z.object({
  ...tradeAmounts,
  fee_rate: fractionString,
  /** How far the trade's price (fee excluded) is from the pool's price now, as a fraction. */
  price_impact: fractionString,
  /** The pool's price after the trade. */
  price_after: moneyString,
  /** The average price of the trade, fee included (USDT per MCC). */
  price: moneyString,
});
export type MarketQuote = z.infer<typeof marketQuote>;
export const marketQuoteResponse = envelope(marketQuote);

// POST /api/fund/buySsk and /api/fund/sellSsk (fixed: amount, min_out, paypwd → id, amount_in, amount_out, fee, price)
export const tradeBody = z.strictObject({
  /** What goes in: USDT (2 decimals) to buy, MCC (4 decimals) to sell. */
  amount: amountInput,
  /** The least the member accepts to get (every decimal of the asset); below it nothing trades. "0" accepts any. */
  min_out: amountInput,
  paypwd: payPassword,
});
export const tradeResult = z.object({
  /** The trade's number in the member's records. */
  id: recordId,
  ...tradeAmounts,
  /** The average price of the trade, fee included. */
  price: moneyString,
  /** The pool's price after the trade. */
  price_after: moneyString,
});
export type TradeResult = z.infer<typeof tradeResult>;
export const tradeResponse = envelope(tradeResult);

/**
 * What a trade refused for slippage carries in `data`: the field and the quote at the reserves the
 * trade met, so the page can offer it.
 */
export const slippageRefusal = z.object({ field: z.literal('min_out'), quote: marketQuote });
export type SlippageRefusal = z.infer<typeof slippageRefusal>;

// GET /api/market/history?interval (fixed: list of { time, open, high, low, close, volume }, oldest first)
export const historyQuery = z.strictObject({ interval: candleInterval.default('15m') });
export const candle = z.object({
  /** The interval's start, Unix seconds (UTC). */
  time: unixSeconds,
  open: moneyString,
  high: moneyString,
  low: moneyString,
  close: moneyString,
  /** USDT traded in the interval. */
  volume: moneyString,
});
export type Candle = z.infer<typeof candle>;
/** At most this many candles: the latest ones, ending with the interval now running. */
export const MAX_CANDLES = 500;
export const historyResponse = envelope(z.object({ interval: candleInterval, list: z.array(candle) }));

// GET /api/market/record?page&scope&before (fixed: paged list of { id, side, amount_in, amount_out, price, created_at })
export const recordQuery = z.strictObject({
  ...keysetParams,
  /** `all`: the latest trades of everyone, members masked; otherwise the caller's own. */
  scope: z.enum(['mine', 'all']).default('mine'),
});
export const tradeRecord = z.object({
  id: recordId,
  ...tradeAmounts,
  price: moneyString,
  created_at: unixSeconds,
  /** The trader's UID, masked (`10***01`); only in `scope=all`. */
  member: z.string().optional(),
});
export type TradeRecord = z.infer<typeof tradeRecord>;
export const recordResponse = envelope(keysetPaged(tradeRecord));

const member = endpointGroup({ tag: 'market', caller: 'member' });

/** A buy or a sell with the pool: it moves money and takes the pay password. */
const trade = <P extends string>(path: P, summary: string) =>
  member.post({ path, summary, body: tradeBody, response: tradeResponse, money: true, payPassword: true });

/** The members' market calls. */
export const marketApi = {
  price: member.get({
    path: '/api/market/price',
    summary: 'MCC price now, 24 h change, high, low and volume',
    query: noQuery,
    response: marketPriceResponse,
  }),
  quote: member.get({
    path: '/api/market/quote',
    summary: 'What a buy (USDT in) or a sell (MCC in) would get now: output, fee, price impact, price after',
    query: quoteQuery,
    response: marketQuoteResponse,
  }),
  buy: trade('/api/fund/buySsk', 'Buy MCC with USDT from the pool; refused, with nothing moved, when the output would be below min_out'),
  sell: trade('/api/fund/sellSsk', 'Sell MCC for USDT to the pool; refused, with nothing moved, when the output would be below min_out'),
  history: member.get({
    path: '/api/market/history',
    summary: 'OHLC candles with USDT volume, oldest first, at most 500; empty intervals carry the last close',
    query: historyQuery,
    response: historyResponse,
  }),
  record: member.get({
    path: '/api/market/record',
    summary: 'My trades, newest first; scope=all: everyone’s latest trades, members masked',
    query: recordQuery,
    response: recordResponse,
  }),
};
