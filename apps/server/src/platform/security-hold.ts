import { zoneFormatter } from './calendar';
import type { Clock } from './clock';
import { refuse } from './http/refusal';
import type { Text } from './i18n/language';

const HOUR_MS = 3_600_000n;

/**
 * When the hold after a security change ends (Unix ms), or null when there is none now: `changedAt`
 * is the member's `security_changed_at`, `hours` the setting `security_hold_hours`. Reading the
 * setting here rather than storing an end lets an operator shorten or lift every hold at once.
 */
export function securityHoldUntil(changedAt: bigint | null, hours: number, now: bigint): bigint | null {
  if (changedAt === null || hours <= 0) return null;
  const until = changedAt + BigInt(hours) * HOUR_MS;
  return until > now ? until : null;
}

export const securityHoldMessage: Text = {
  'zh-Hans': '账户的登录或安全信息刚刚变更，为保护资金，{until} 前暂停提现和转账',
  en: 'Your sign-in or security details changed recently: to protect your funds, withdrawals and transfers are paused until {until}',
  ja: 'ログインまたはセキュリティ情報が変更されたため、資金保護のため {until} まで出金と送金を停止しています',
  'zh-Hant': '帳戶的登入或安全資訊剛剛變更，為保護資金，{until} 前暫停提現和轉帳',
};

const HOLD_END: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
};

/** "2026-11-29 13:00 GMT+8": a moment as the member reads it in the server's time zone. */
export function formatHoldEnd(ms: bigint, timeZone: string): string {
  const formatter = zoneFormatter('en-GB', HOLD_END, timeZone);
  const parts = formatter.formatToParts(new Date(Number(ms)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** Refuses money leaving a member's hands (withdrawals, transfers to others) while a security hold lasts. */
export class SecurityHoldCheck {
  constructor(
    private readonly clock: Clock,
    private readonly timeZone = 'UTC',
  ) {}

  refuseDuringHold(changedAt: bigint | null, hours: number): void {
    const until = securityHoldUntil(changedAt, hours, BigInt(this.clock.now().getTime()));
    if (until !== null) refuse(securityHoldMessage, { until: formatHoldEnd(until, this.timeZone) });
  }
}
