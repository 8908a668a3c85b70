import { isDecimalInput } from '../lib/format';

/** A form field's rule: a plain decimal (no sign) of at most `decimals` places, or the field says `message`. */
export function decimalRule(decimals: number, message: string) {
  return {
    validator: (_: unknown, value: string | undefined) =>
      isDecimalInput(value ?? '', decimals) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
