import { describe, expect, it } from 'vitest';
import { applyRootFontSize, rootFontSize } from './rem';

describe('rem layout', () => {
  it('divides the viewport width by 23.4375', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(750)).toBe(32);
    expect(rootFontSize(320)).toBeCloseTo(13.653, 3);
    expect(rootFontSize(960)).toBe(40.96);
  });

  it('uses the 375 base above 960 px', () => {
    expect(rootFontSize(961)).toBe(16);
    expect(rootFontSize(1280)).toBe(16);
  });

  it('sets the root font size and follows resizes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const stop = applyRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('16px');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 750 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('32px');
    stop();
  });
});
