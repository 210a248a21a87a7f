/**
 * jq's total order and equality over JSON values. The reference selects with jq
 * (min_by(.conc), and removal by `==`), so ties and odd types behave exactly as there:
 * null < false < true < numbers < strings < arrays < objects.
 */

function rank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === 'number') return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 5;
  return 6;
}

function compareStrings(a: string, b: string): number {
  // jq compares UTF-8 bytes, which orders like code points (not UTF-16 units).
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return Buffer.compare(left, right);
}

function compareArrays(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = jqCompare(a[i], b[i]);
    if (order) return order;
  }
  return a.length - b.length;
}

/** Negative, zero or positive as jq would order `a` and `b`. A missing value is jq's null. */
export function jqCompare(a: unknown, b: unknown): number {
  const byRank = rank(a) - rank(b);
  if (byRank) return Math.sign(byRank);
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'string' && typeof b === 'string') return Math.sign(compareStrings(a, b));
  if (Array.isArray(a) && Array.isArray(b)) return Math.sign(compareArrays(a, b));
  if (rank(a) === 6) {
    // Objects: first by their sorted key lists, then by the values in key order.
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left).sort(compareStrings);
    const byKeys = compareArrays(keys, Object.keys(right).sort(compareStrings));
    if (byKeys) return Math.sign(byKeys);
    return Math.sign(
      compareArrays(
        keys.map((k) => left[k]),
        keys.map((k) => right[k]),
      ),
    );
  }
  return 0;
}

/** jq's `==`: deep, key order irrelevant. */
export function jqEqual(a: unknown, b: unknown): boolean {
  return jqCompare(a, b) === 0;
}
