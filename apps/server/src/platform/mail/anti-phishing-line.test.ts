import { describe, expect, it } from 'vitest';
import { maskAntiPhishingLines, withAntiPhishingLine } from './anti-phishing-line';

describe('the anti-phishing line', () => {
  it('goes on a line of its own at the end, in the message language', () => {
    expect(withAntiPhishingLine('【MCC】您的验证码是 123456。', '蓝色海鸥', 'zh-Hans')).toBe(
      '【MCC】您的验证码是 123456。\n防钓鱼码：蓝色海鸥',
    );
    expect(withAntiPhishingLine('MCC: 123456 is your code.', 'Blue Heron', 'en')).toBe(
      'MCC: 123456 is your code.\nAnti-phishing code: Blue Heron',
    );
    expect(withAntiPhishingLine('x', 'abcd', 'ja')).toBe('x\nフィッシング対策コード：abcd');
    expect(withAntiPhishingLine('x', 'abcd', 'zh-Hant')).toBe('x\n防釣魚碼：abcd');
  });

  it('writes the phrase as it is: no placeholder or replacement pattern in it is expanded', () => {
    expect(withAntiPhishingLine('x', '{site} $& $1', 'en')).toBe('x\nAnti-phishing code: {site} $& $1');
  });

  it('masks the phrase of every such line for the console and leaves the rest', () => {
    const text = withAntiPhishingLine('MCC: 123456 is your code.', 'Blue Heron', 'en');
    expect(maskAntiPhishingLines(text)).toBe('MCC: 123456 is your code.\nAnti-phishing code: Bl****on');
    expect(maskAntiPhishingLines(withAntiPhishingLine('【MCC】通知', '蓝色海鸥', 'zh-Hans'))).toBe('【MCC】通知\n防钓鱼码：蓝****鸥');
    expect(maskAntiPhishingLines('MCC: no line here. Anti-phishing code: inside a sentence')).toBe(
      'MCC: no line here. Anti-phishing code: inside a sentence',
    );
    expect(maskAntiPhishingLines('plain')).toBe('plain');
  });
});
