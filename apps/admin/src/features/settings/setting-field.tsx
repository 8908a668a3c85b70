import { settingKeys } from '@mcc/contract/admin';
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

/** A setting's name in the console's language (`settings.names.*`, one for every setting); an unknown key as it is. */
export function settingLabel(key: string): string {
  const known = settingKeys.find((k) => k === key);
  return known ? t(`settings.names.${known}`) : key;
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
