import { describe, expect, it } from 'vitest';
import { metricSeconds, reportNumber } from './report-number';

describe('reportNumber', () => {
  it('reads base units as whole units of the asset', () => {
    expect(reportNumber(1_250_123_456n, 6)).toBe(1250.123456);
    expect(reportNumber(-5n, 6)).toBe(-0.000005);
    expect(reportNumber(0n, 8)).toBe(0);
    expect(reportNumber(300_000_007n, 8)).toBe(3.00000007);
  });

  it('keeps the exact digits of amounts beyond 2^53 base units as far as a double can', () => {
    // 2^53 + 1 base units of a 6-decimal asset: 9007199254.740993 USDT, the nearest double of its decimal text.
    expect(reportNumber(2n ** 53n + 1n, 6)).toBe(Number('9007199254.740993'));
  });

  it('turns Unix ms into seconds', () => {
    expect(metricSeconds(1_700_000_000_500n)).toBe(1_700_000_000.5);
  });
});
