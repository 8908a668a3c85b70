import type { AmountError } from '@mcc/contract/amount';
import type { Text } from '../../platform/i18n/language';

/** Why an amount was refused, in every language; `{asset}` and `{decimals}` are filled in. */
export const amountMessages: Record<AmountError, Text> = {
  not_string: {
    'zh-Hans': '金额须为文本形式的数字，例如 "12.50"',
    en: 'The amount must be a decimal number in text, such as "12.50"',
    ja: '金額は "12.50" のような文字列の数値で指定してください',
    'zh-Hant': '金額須為文字形式的數字，例如 "12.50"',
  },
  empty: {
    'zh-Hans': '请输入金额',
    en: 'Please enter an amount',
    ja: '金額を入力してください',
    'zh-Hant': '請輸入金額',
  },
  format: {
    'zh-Hans': '金额格式不正确，请输入数字，例如 12.50',
    en: 'The amount is not a valid number; enter digits such as 12.50',
    ja: '金額の形式が正しくありません。12.50 のように数字で入力してください',
    'zh-Hant': '金額格式不正確，請輸入數字，例如 12.50',
  },
  negative: {
    'zh-Hans': '金额不能为负数',
    en: 'The amount cannot be negative',
    ja: '金額にマイナスは指定できません',
    'zh-Hant': '金額不能為負數',
  },
  zero: {
    'zh-Hans': '金额必须大于 0',
    en: 'The amount must be more than 0',
    ja: '金額は 0 より大きくしてください',
    'zh-Hant': '金額必須大於 0',
  },
  too_many_decimals: {
    'zh-Hans': '{asset} 金额最多 {decimals} 位小数',
    en: '{asset} amounts have at most {decimals} decimals',
    ja: '{asset} の金額は小数点以下 {decimals} 桁までです',
    'zh-Hant': '{asset} 金額最多 {decimals} 位小數',
  },
  too_large: {
    'zh-Hans': '金额过大',
    en: 'The amount is too large',
    ja: '金額が大きすぎます',
    'zh-Hant': '金額過大',
  },
};

export const ledgerMessages = {
  insufficient: {
    'zh-Hans': '{asset} 可用余额不足',
    en: 'Not enough {asset} available',
    ja: '{asset} の利用可能残高が不足しています',
    'zh-Hant': '{asset} 可用餘額不足',
  },
  poolInsufficient: {
    'zh-Hans': '系统账户 {account} 的 {asset} 余额不足，请联系客服',
    en: 'The system account {account} has not enough {asset}; please contact support',
    ja: 'システム口座 {account} の {asset} が不足しています。サポートにお問い合わせください',
    'zh-Hant': '系統帳戶 {account} 的 {asset} 餘額不足，請聯絡客服',
  },
  unknownAsset: {
    'zh-Hans': '不支持的币种 {asset}',
    en: 'The asset {asset} is not supported',
    ja: '通貨 {asset} には対応していません',
    'zh-Hant': '不支援的幣種 {asset}',
  },
} satisfies Record<string, Text>;
