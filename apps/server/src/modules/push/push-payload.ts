import type { PushTopic } from '@mcc/contract/push';
import type { Language } from '../../platform/i18n/language';
import { renderTip } from '../tips/tips-service';

/** What a push carries; the service worker shows `title` and `body` and opens `url` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The topic of an order tip by its kind. */
export function topicOf(kind: string): PushTopic {
  if (kind.startsWith('auction_')) return 'auction';
  if (kind.startsWith('recharge_') || kind.startsWith('withdraw_') || kind.startsWith('deposit_')) return 'wallet';
  if (kind.startsWith('support_')) return 'account';
  return 'orders';
}

/** The page of the members' app a tip opens. */
function urlOf(kind: string, params: Record<string, unknown>): string {
  const lot = params.lot_id;
  if (kind === 'auction_outbid' && (typeof lot === 'string' || typeof lot === 'number') && /^\d+$/.test(String(lot))) {
    return `/pages/auction/lot?id=${lot}`;
  }
  switch (topicOf(kind)) {
    case 'auction':
      return '/pages/auction/auction';
    case 'wallet':
      return '/pages/usdt/usdt';
    case 'account':
      return '/pages/user/user';
    default:
      return '/pages/pledge/order';
  }
}

// A lock screen is read by anyone holding the phone: amounts are shown, but nothing that names where
// money went or who the member is. Free text in a tip (an operator's reason) may hold such things.
const hidden: RegExp[] = [
  /0x[0-9a-fA-F]{16,}/g, // EVM addresses and transaction hashes
  /\b[13mn2][a-km-zA-HJ-NP-Z1-9]{25,61}\b/g, // bitcoin-style base58 addresses
  /\bbc1[02-9ac-hj-np-z]{8,87}\b/gi, // bech32 addresses
  /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g, // TRON addresses
  /[^\s@:：，,。]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, // e-mail addresses
  /\+?\d(?: ?\d){10,}/g, // telephone numbers (11 digits and more)
];

/** A tip's text with addresses, e-mail addresses and telephone numbers masked. */
export function lockScreenSafe(text: string): string {
  return hidden.reduce((out, pattern) => out.replace(pattern, '…'), text);
}

/** The push of one order tip in `language`. */
export function tipPayload(tip: { id: bigint; kind: string; params_json: string }, language: Language): PushPayload {
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(tip.params_json) as Record<string, unknown>;
  } catch {
    params = {};
  }
  const { title, text } = renderTip(tip.kind, tip.params_json, language);
  return { title: lockScreenSafe(title), body: lockScreenSafe(text), url: urlOf(tip.kind, params), tag: `tip-${tip.id}` };
}
