import { Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';

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

const labels: Record<string, string> = {
  site_name: 'Site name',
  service_contact: 'Service contact',
  deposit_network: 'Deposit network',
  deposit_address: 'Platform deposit address',
  withdraw_fee: 'Withdraw fee (USDT)',
  withdraw_min: 'Minimum withdrawal (USDT)',
};

const upper = new Set(['usdt', 'mcc', 'nft', 'id', 'url', 'nav', 'sms', 'ip']);

/** A readable name for a setting key; unknown keys read as their words (`transfer_fee_usdt` → "Transfer fee USDT"). */
export function settingLabel(key: string): string {
  if (labels[key]) return labels[key];
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
    if (schema.minLength) rules.push({ required: true, message: 'Required' });
    if (schema.maxLength !== undefined) rules.push({ max: schema.maxLength, message: `At most ${schema.maxLength} characters` });
    if (schema.pattern) rules.push({ pattern: new RegExp(schema.pattern), message: 'Not in the expected format (for amounts: 12.50)' });
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    rules.push({ required: true, message: 'Required' });
  }
  return rules;
}

/** The input that fits a setting's type: text, whole number, switch or choice. */
export function SettingInput({ schema, ...props }: { schema: ValueSchema; id?: string; 'data-testid'?: string }) {
  if (schema.enum) return <Select {...props} options={schema.enum.map((v) => ({ value: v as string, label: String(v) }))} />;
  if (schema.type === 'boolean') return <Switch {...props} />;
  if (schema.type === 'integer')
    return <InputNumber {...props} precision={0} min={schema.minimum} max={schema.maximum} style={{ width: 200 }} />;
  // Decimal amounts stay strings: typed and sent as text, never a float.
  return <Input {...props} />;
}
