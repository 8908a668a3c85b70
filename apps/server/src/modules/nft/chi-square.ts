// Pearson's chi-square test of observed draws against published odds, and the chi-square
// distribution it is read against. These are statistics about counts, not amounts of money, so
// floating point is the right tool here.

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 correct digits). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  for (let i = 0; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i + 1);
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_STEPS = 1000;

/** The regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a): a series below a + 1, a continued fraction above. */
export function upperGammaQ(a: number, x: number): number {
  if (a <= 0) throw new Error('a must be positive');
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_STEPS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  // Lentz's continued fraction for Γ(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_STEPS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.min(1, Math.exp(logPrefix) * h);
}

/** P(X ≥ statistic) for X chi-square distributed with `df` degrees of freedom: the test's p-value. */
export function chiSquarePValue(statistic: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new Error('degrees of freedom must be a positive whole number');
  return upperGammaQ(df / 2, statistic / 2);
}

/** Below this expected count in any tier the chi-square approximation is not trusted and no p-value is given. */
export const MIN_EXPECTED = 5;

export interface ChiSquareResult {
  statistic: number;
  df: number;
  /** null while some tier's expected count is below MIN_EXPECTED (or only one tier can be drawn). */
  pValue: number | null;
}

/**
 * Pearson's test of `observed` counts against `expected` counts (same order). Tiers expected 0
 * times take no part: they were never drawable (an observed count there is a bug, not chance, and
 * gives an infinite statistic and p-value 0).
 */
export function chiSquareTest(observed: readonly number[], expected: readonly number[]): ChiSquareResult {
  if (observed.length !== expected.length) throw new Error('observed and expected differ in length');
  let statistic = 0;
  let cells = 0;
  let trusted = true;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    const o = observed[i]!;
    if (e <= 0) {
      if (o > 0) return { statistic: Number.POSITIVE_INFINITY, df: Math.max(1, observed.length - 1), pValue: 0 };
      continue;
    }
    cells += 1;
    if (e < MIN_EXPECTED) trusted = false;
    statistic += (o - e) ** 2 / e;
  }
  const df = cells - 1;
  if (df < 1) return { statistic: 0, df: 0, pValue: null };
  return { statistic, df, pValue: trusted ? chiSquarePValue(statistic, df) : null };
}
