import type { Transaction } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { Text } from '../../platform/i18n/language';
import { stringifyText } from '../../platform/i18n/localized-text';
import { contentMessages as m } from './content-messages';

const agreement: Text = {
  'zh-Hans': `欢迎使用 MCC。注册即表示您同意本协议。
1. 账户：您应提供真实的手机号或邮箱，妥善保管登录密码和支付密码；使用您账户进行的操作视为您本人的操作。
2. 资金：充值、提现、转账、认购和交易均以平台账本为准；每笔资金变动均可在明细中查看。提现需经审核。
3. 风险：AI量化、NFT 和 MCC 的价格与收益会波动，过往收益不代表未来；请仅投入您能承受损失的资金。
4. 禁止行为：不得利用平台从事违法活动、冒用他人身份或干扰系统运行，否则平台可冻结账户。
5. 变更：平台可修改本协议，修改后在此页面公布，继续使用即视为接受。`,
  en: `Welcome to MCC. By registering you accept this agreement.
1. Account: give a mobile number or email that is yours and keep your login and pay passwords safe; whatever is done with your account counts as done by you.
2. Funds: recharges, withdrawals, transfers, subscriptions and trades follow the platform's books; every movement is listed in your details. Withdrawals are reviewed.
3. Risk: prices and earnings of AI quant products, NFTs and MCC go up and down, and past earnings do not promise future ones; put in only what you can afford to lose.
4. Not allowed: unlawful use, using another person's identity, or disturbing the service; the platform may freeze an account that does so.
5. Changes: the platform may change this agreement and publishes every change on this page; using the app afterwards means you accept it.`,
  ja: `MCC へようこそ。登録により本規約に同意したものとみなされます。
1. アカウント：ご本人の携帯番号またはメールを登録し、ログインパスワードと支払いパスワードを安全に管理してください。アカウントでの操作はご本人の操作とみなします。
2. 資金：入金・出金・送金・申込・取引はプラットフォームの帳簿に従い、すべての動きは明細で確認できます。出金は審査があります。
3. リスク：AIクオンツ、NFT、MCC の価格と収益は変動し、過去の収益は将来を保証しません。失っても困らない範囲でご利用ください。
4. 禁止事項：違法な利用、他人へのなりすまし、サービスの妨害。該当するアカウントは凍結されることがあります。
5. 変更：本規約は変更されることがあり、変更はこのページで公表します。変更後の利用で同意したものとみなします。`,
  'zh-Hant': `歡迎使用 MCC。註冊即表示您同意本協議。
1. 帳戶：您應提供真實的手機號或郵箱，妥善保管登入密碼和支付密碼；使用您帳戶進行的操作視為您本人的操作。
2. 資金：充值、提現、轉帳、認購和交易均以平台帳本為準；每筆資金變動均可在明細中查看。提現需經審核。
3. 風險：AI量化、NFT 和 MCC 的價格與收益會波動，過往收益不代表未來；請僅投入您能承受損失的資金。
4. 禁止行為：不得利用平台從事違法活動、冒用他人身分或干擾系統運行，否則平台可凍結帳戶。
5. 變更：平台可修改本協議，修改後在此頁面公布，繼續使用即視為接受。`,
};

const privacy: Text = {
  'zh-Hans': `我们只收集提供服务所需的信息。
1. 收集的信息：手机号或邮箱、昵称和头像、钱包地址、您的交易与资金记录、登录设备的 IP 地址。
2. 用途：登录与安全验证、发送验证码、处理充值提现、计算收益与团队奖励、防范欺诈。
3. 保存：密码只保存不可逆的摘要；资金记录按法律要求保存。
4. 共享：除法律要求外，不向第三方出售或提供您的个人信息；短信和邮件由发送服务商代为送达。
5. 您的权利：您可以在个人信息中查看和修改资料，或联系客服注销账户。`,
  en: `We collect only what the service needs.
1. What we keep: your mobile number or email, nickname and avatar, wallet address, your trades and fund records, and the IP address you sign in from.
2. Why: signing in and security checks, sending codes, handling recharges and withdrawals, computing earnings and team rewards, preventing fraud.
3. How: passwords are kept only as one-way hashes; fund records are kept as long as the law requires.
4. Sharing: we do not sell or hand your personal data to others unless the law requires it; texts and emails are delivered by their sending services.
5. Your rights: see and change your details under Personal info, or ask the service contact to close your account.`,
  ja: `サービスに必要な情報だけを収集します。
1. 収集する情報：携帯番号またはメール、ニックネームとアバター、ウォレットアドレス、取引と資金の記録、ログイン時の IP アドレス。
2. 目的：ログインと安全確認、認証コードの送信、入出金の処理、収益とチーム報酬の計算、不正の防止。
3. 保管：パスワードは復元できない形でのみ保管し、資金の記録は法令の定める期間保管します。
4. 共有：法令による場合を除き、個人情報を第三者に販売・提供しません。SMS とメールは配信事業者を通じて送られます。
5. お客様の権利：個人情報の画面で確認・変更でき、サポートに依頼してアカウントを削除できます。`,
  'zh-Hant': `我們只收集提供服務所需的資訊。
1. 收集的資訊：手機號或郵箱、暱稱和頭像、錢包地址、您的交易與資金記錄、登入設備的 IP 位址。
2. 用途：登入與安全驗證、發送驗證碼、處理充值提現、計算收益與團隊獎勵、防範詐騙。
3. 保存：密碼只保存不可逆的摘要；資金記錄依法律要求保存。
4. 共享：除法律要求外，不向第三方出售或提供您的個人資訊；簡訊和郵件由發送服務商代為送達。
5. 您的權利：您可以在個人資訊中查看和修改資料，或聯繫客服註銷帳戶。`,
};

/** The demo's user agreement and privacy policy, for the operator to edit in the console. */
export async function seedContentDemo(trx: Transaction<DB>, clock: Clock): Promise<void> {
  const now = BigInt(clock.now().getTime());
  await trx
    .insertInto('content_pages')
    .values([
      { page_key: 'agreement', title_json: stringifyText(m.agreementTitle), content_json: stringifyText(agreement), updated_at: now },
      { page_key: 'privacy', title_json: stringifyText(m.privacyTitle), content_json: stringifyText(privacy), updated_at: now },
    ])
    .execute();
}
