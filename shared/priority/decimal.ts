/**
 * Exact decimal arithmetic for priority scores. The reference sums Python Decimals built
 * from each policy number's shortest decimal string and rounds ROUND_HALF_UP to 0.001;
 * binary floats would turn 0.7225 into 0.722, so scores never touch float addition.
 */

/** value = coefficient × 10^exponent */
export interface Decimal {
  coefficient: bigint;
  exponent: number;
}

export const ZERO: Decimal = { coefficient: 0n, exponent: 0 };

/** The number's shortest round-trip decimal string (what Python's str(float) gives), exactly. */
export function decimalFromNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`cannot read ${value} as a decimal`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`);
  return { coefficient: sign ? -digits : digits, exponent: Number(exponent) - fraction.length };
}

function rescale(value: Decimal, exponent: number): bigint {
  return value.coefficient * 10n ** BigInt(value.exponent - exponent);
}

export function addDecimals(...values: Decimal[]): Decimal {
  const exponent = Math.min(0, ...values.map((v) => v.exponent));
  return { coefficient: values.reduce((sum, v) => sum + rescale(v, exponent), 0n), exponent };
}

/** Rounds to three decimals, ties away from zero (ROUND_HALF_UP), and prints e.g. "2.250". */
export function formatThousandths(value: Decimal): string {
  const negative = value.coefficient < 0n;
  const magnitude = negative ? -value.coefficient : value.coefficient;
  let units: bigint;
  if (value.exponent >= -3) {
    units = magnitude * 10n ** BigInt(value.exponent + 3);
  } else {
    const divisor = 10n ** BigInt(-3 - value.exponent);
    units = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) units += 1n;
  }
  const text = units.toString().padStart(4, '0');
  return `${negative ? '-' : ''}${text.slice(0, -3)}.${text.slice(-3)}`;
}
