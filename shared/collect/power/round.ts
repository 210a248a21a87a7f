/**
 * Rounding the way the published rows were rounded: the exact binary value is rounded to n
 * decimals with ties to even (`round(1.0625, 3)` is 1.062), which `Math.round(x * 10^n) / 10^n`
 * gets wrong because the multiplication itself rounds.
 */
import { formatFixed } from '../python-format.js';

export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  return Number(formatFixed(value, decimals));
}

/** Row precision: 3 decimals for watts and joules, 6 for the ratios. */
export function rowDecimals(key: string): number {
  return key.endsWith('_w') || key.endsWith('_j') ? 3 : 6;
}
