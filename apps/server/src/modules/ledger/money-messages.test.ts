import { describe, expect, it } from 'vitest';
import { languages } from '../../platform/i18n/language';
import { amountMessages } from './money-messages';

describe('amount messages', () => {
  it('say every refusal in every language', () => {
    for (const text of Object.values(amountMessages)) {
      for (const language of languages) expect(text[language]).toMatch(/\S/);
    }
  });
});
