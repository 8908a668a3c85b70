import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { Language } from '../../platform/i18n/language';
import type { Delivery } from '../../platform/mail/delivery';
import { deliverNotice, type MessageTexts, memberPageLink } from '../../platform/mail/notice';
import { MembersDirectory } from '../../platform/members-directory';
import { formatHoldEnd } from '../../platform/security-hold';
import type { SettingsService } from '../settings/settings-service';

const message: MessageTexts = {
  subject: {
    'zh-Hans': '【{site}】提现地址簿新增了地址',
    en: '{site}: an address was added to your withdrawal address book',
    ja: '【{site}】出金アドレス帳にアドレスが追加されました',
    'zh-Hant': '【{site}】提現地址簿新增了地址',
  },
  text: {
    'zh-Hans':
      '【{site}】您的提现地址簿于 {time} 新增了 {network} 地址“{label}”：{address}，{usable} 起可用于提现。如果不是您本人操作，请打开 {link} 删除该地址并修改登录密码。',
    en: '{site}: the {network} address "{label}" ({address}) was added to your withdrawal address book at {time}; it can be withdrawn to from {usable}. If it was not you, open {link}, delete it and change your password.',
    ja: '【{site}】{time} に出金アドレス帳へ {network} アドレス「{label}」（{address}）が追加されました。{usable} から出金に使えます。心当たりがない場合は {link} を開いて削除し、パスワードを変更してください。',
    'zh-Hant':
      '【{site}】您的提現地址簿於 {time} 新增了 {network} 地址「{label}」：{address}，{usable} 起可用於提現。如果不是您本人操作，請開啟 {link} 刪除該地址並修改登入密碼。',
  },
};

/** An address as a message shows it: enough to recognise, short enough for an SMS. */
export function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

/**
 * Tells a member that an address was saved to their withdrawal address book: a message to their
 * mobile (else email) with the label, network, the address shortened, when it becomes usable and
 * a link to the book. The wait before a new address takes withdrawals is what gives the member the
 * time to act on it, should the session that saved it not be theirs.
 */
export class AddressAddedNotice {
  readonly #members = new MembersDirectory();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly delivery: Delivery,
    private readonly options: { timeZone: string; publicUrl?: string },
  ) {}

  async send(
    userId: bigint,
    saved: { label: string; network: string; address: string; usable_at: number },
    language: Language,
  ): Promise<void> {
    const me = await this.#members.withdrawerOf(this.db, userId);
    await deliverNotice(this.delivery, me, 'addressadded', message, language, async () => ({
      site: await this.settings.get('site_name'),
      time: formatHoldEnd(BigInt(this.clock.now().getTime()), this.options.timeZone),
      network: saved.network,
      label: saved.label,
      address: shortAddress(saved.address),
      usable: formatHoldEnd(BigInt(saved.usable_at) * 1000n, this.options.timeZone),
      link: memberPageLink(this.options.publicUrl, '/pages/usdt/addressBook'),
    }));
  }
}
