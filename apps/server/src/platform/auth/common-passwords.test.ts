import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('the list of most used passwords', () => {
  it('V6.2.4 holds the most used passwords of eight characters and more, in any case and width', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'Password1', 'PASSWORD1', 'ｐａｓｓｗｏｒｄ']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('V6.2.4 lets through what is not on it', () => {
    for (const password of ['Secret#2026', 'tide-star-harbour', '密码密码密码密码', 'x'.repeat(64)]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
