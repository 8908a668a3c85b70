import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignInDevice } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import type { Language } from '../../platform/i18n/language';
import type { Delivery } from '../../platform/mail/delivery';
import { deliverNotice, type MessageTexts, memberPageLink } from '../../platform/mail/notice';
import { formatHoldEnd } from '../../platform/security-hold';
import type { SettingsService } from '../settings/settings-service';
import { DeviceRepository } from './device-repository';
import { UserRepository } from './user-repository';

const DEVICE_TEXT_MAX = 120;

/** What a new-device tip says, for the tips module to store (account may not import it). */
export type NewDeviceTip = (
  trx: Executor,
  userId: bigint,
  device: string,
  params: { time: string; ip: string; device: string },
) => Promise<void>;

const message: MessageTexts = {
  subject: {
    'zh-Hans': '【{site}】您的账户在新设备登录',
    en: '{site}: a sign-in from a new device',
    ja: '【{site}】新しい端末からのログイン',
    'zh-Hant': '【{site}】您的帳戶在新裝置登入',
  },
  text: {
    'zh-Hans': '【{site}】您的账户于 {time} 在新设备登录：{device}，IP {ip}。如果不是您本人，请打开 {link} 退出该设备并修改登录密码。',
    en: '{site}: your account was signed in from a new device at {time}: {device}, IP {ip}. If it was not you, open {link} to sign it out and change your password.',
    ja: '【{site}】{time} に新しい端末からログインがありました：{device}、IP {ip}。心当たりがない場合は {link} を開いてログアウトし、パスワードを変更してください。',
    'zh-Hant': '【{site}】您的帳戶於 {time} 在新裝置登入：{device}，IP {ip}。如果不是您本人，請開啟 {link} 登出該裝置並修改登入密碼。',
  },
};

/** A stable id for a browser: the hash of its user agent (the agent itself is kept with the session, not here). */
export function deviceHash(userAgent: string): string {
  return createHash('sha256').update(userAgent.trim()).digest('hex').slice(0, 32);
}

/**
 * Tells a member of a password sign-in from a browser they have not signed in from before: a tip,
 * and a message to their mobile (else email) with the time, address and browser and a link to the
 * list of sessions. A member's first browser on record (registration, or the first sign-in after
 * this started) is recorded without a notice. Nothing secret goes into either.
 */
export class NewDeviceNotice {
  readonly #devices = new DeviceRepository();
  readonly #users = new UserRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly delivery: Delivery,
    private readonly addTip: NewDeviceTip,
    private readonly options: { timeZone: string; publicUrl?: string },
  ) {}

  /** Records the browser of a sign-in; returns true when it was new and the member was told. */
  async signedIn(userId: bigint, device: SignInDevice, language: Language): Promise<boolean> {
    const now = BigInt(this.clock.now().getTime());
    const hash = deviceHash(device.userAgent);
    const told = await this.db.transaction().execute(async (trx) => {
      const known = await this.#devices.hashesOf(trx, userId);
      if (known.includes(hash)) return false;
      const added = await this.#devices.add(trx, userId, hash, now);
      // The member's first browser on record is recorded without a notice.
      if (known.length === 0 || !added) return false;
      await this.addTip(trx, userId, hash, this.#params(device, now));
      return true;
    });
    if (told) await this.#message(userId, device, now, language);
    return told;
  }

  #params(device: SignInDevice, now: bigint) {
    return {
      time: formatHoldEnd(now, this.options.timeZone),
      ip: device.ip || '-',
      device: device.userAgent.slice(0, DEVICE_TEXT_MAX) || '-',
    };
  }

  async #message(userId: bigint, device: SignInDevice, now: bigint, language: Language): Promise<void> {
    const me = await this.#users.contactOf(this.db, userId);
    await deliverNotice(this.delivery, me, 'newsignin', message, language, async () => ({
      site: await this.settings.get('site_name'),
      link: memberPageLink(this.options.publicUrl, '/pages/user/sessions'),
      ...this.#params(device, now),
    }));
  }
}
