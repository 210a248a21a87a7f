/**
 * The derived latency and interactivity metrics. Every raw key is visited in order
 * and two independent rules apply. Kept as the reference does it, because the results app and its
 * history rely on these exact keys and values: any key ending in `ms` is divided by 1000 even without `_ms`
 * (`num_items`, `alarms`), every `_ms` is deleted (`x_ms_ms` → `x`), any key containing `tpot`
 * yields an `intvty` reciprocal (`tpot_count` → `intvty_count`), and `std_intvty` is the
 * meaningless reciprocal of a standard deviation (the consumer strips it).
 */
import { PythonValueError, pyFloat } from '../python-values.js';
import { resultError } from './env.js';

function convert(key: string, compute: () => number): number {
  try {
    return compute();
  } catch (error) {
    const message = error instanceof PythonValueError ? `${error.kind}: ${error.message}` : String(error);
    throw resultError(
      `raw result key '${key}': ${message}`,
      'latency keys ending in "ms" must hold numbers and TPOT statistics must be non-zero',
      key,
    );
  }
}

/** Writes the derived keys into `row` (a later write keeps the key's first position). */
export function addDerivedMetrics(row: Record<string, unknown>, raw: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(raw)) {
    if (key.endsWith('ms')) row[key.replaceAll('_ms', '')] = convert(key, () => pyFloat(value) / 1000);
    if (key.includes('tpot'))
      row[key.replaceAll('_ms', '').replaceAll('tpot', 'intvty')] = convert(key, () => {
        const tpot = pyFloat(value);
        if (tpot === 0) throw new PythonValueError('ZeroDivisionError', 'float division by zero');
        return 1000 / tpot;
      });
  }
}
