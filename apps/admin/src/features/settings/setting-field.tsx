import { Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { t } from '../../i18n/i18n';

/** The parts of a setting's JSON Schema the form understands. */
export interface ValueSchema {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
}

/** Settings with a name in the console's languages (`settings.names.*`); others read as their key's words. */
const named = [
  'site_name',
  'service_contact',
  'deposit_network',
  'deposit_address',
  'withdraw_fee',
  'withdraw_min',
  'withdraw_network',
  'withdraw_daily_limit',
  'recharge_min',
  'transfer_fee_usdt',
  'transfer_min_usdt',
  'transfer_fee_mcc',
  'transfer_min_mcc',
  'two_approval_threshold',
  'wallet_chain_id',
  'nft_market_fee',
  'nft_min_price',
  'reward_pool_warn_days',
  'referral_share_level1',
  'referral_share_level2',
  'referral_share_level3',
] as const;

const upper = new Set(['usdt', 'mcc', 'nft', 'id', 'url', 'nav', 'sms', 'ip']);

/** A readable name for a setting key; unknown keys read as their words (`transfer_fee_usdt` → "Transfer fee USDT"). */
export function settingLabel(key: string): string {
  const known = named.find((k) => k === key);
  if (known) return t(`settings.names.${known}`);
  const words = key
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split('_')
    .map((w) => (upper.has(w) ? w.toUpperCase() : w));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The form's check of a value before sending it; the server checks it again against the definition. */
export function settingRules(schema: ValueSchema): Rule[] {
  const rules: Rule[] = [];
  if (schema.type === 'string') {
    if (schema.minLength) rules.push({ required: true, message: t('settings.required') });
    if (schema.maxLength !== undefined) rules.push({ max: schema.maxLength, message: t('settings.atMost', { count: schema.maxLength }) });
    if (schema.pattern) rules.push({ pattern: new RegExp(schema.pattern), message: t('settings.notInTheExpected') });
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    rules.push({ required: true, message: t('settings.required') });
  }
  return rules;
}

/** The input that fits a setting's type: text, whole number, switch or choice. */
export function SettingInput({ schema, ...props }: { schema: ValueSchema; id?: string; 'aria-label'?: string; 'data-testid'?: string }) {
  if (schema.enum) return <Select {...props} options={schema.enum.map((v) => ({ value: v as string, label: String(v) }))} />;
  if (schema.type === 'boolean') return <Switch {...props} />;
  if (schema.type === 'integer')
    return <InputNumber {...props} precision={0} min={schema.minimum} max={schema.maximum} style={{ width: 200 }} />;
  // Decimal amounts stay strings: typed and sent as text, never a float.
  return <Input {...props} />;
}
