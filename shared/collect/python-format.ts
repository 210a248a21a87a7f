/**
 * Python's fixed ('.Nf') and general ('g') float formatting, reproduced exactly.
 * Python rounds the exact binary value and sends exact ties to the even digit; JS `toFixed`
 * sends ties away from zero (94.625 → '94.63' instead of '94.62'), which would change the
 * eval and comparison tables.
 */

/** |x| = n / 10^k exactly (every finite double has a finite decimal expansion). */
function exactDecimal(x: number): { n: bigint; k: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  if (exponent >= 0) return { n: mantissa << BigInt(exponent), k: 0 };
  return { n: mantissa * 5n ** BigInt(-exponent), k: -exponent };
}

/** round(n / 10^k × 10^f) with ties to even. */
function roundHalfEven(n: bigint, k: number, f: number): bigint {
  if (f >= k) return n * 10n ** BigInt(f - k);
  const divisor = 10n ** BigInt(k - f);
  let quotient = n / divisor;
  const twice = (n % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  return quotient;
}

function nonFinite(x: number): string | undefined {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  return undefined;
}

function withPoint(digits: string, decimals: number): string {
  if (decimals <= 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

function isNegative(x: number): boolean {
  return x < 0 || Object.is(x, -0);
}

/** Python `format(x, '.{decimals}f')`, or `'+.{decimals}f'` with `sign`. */
export function formatFixed(x: number, decimals: number, sign = false): string {
  const special = nonFinite(x);
  if (special) return sign && !special.startsWith('-') ? `+${special}` : special;
  const { n, k } = exactDecimal(x);
  const body = withPoint(roundHalfEven(n, k, decimals).toString(), decimals);
  return `${isNegative(x) ? '-' : sign ? '+' : ''}${body}`;
}

/** Python `format(x, 'g')` (6 significant digits unless `precision` says otherwise). */
export function formatGeneral(x: number, precision = 6): string {
  const special = nonFinite(x);
  if (special) return special;
  const sign = isNegative(x) ? '-' : '';
  if (x === 0) return `${sign}0`;
  const { n, k } = exactDecimal(x);
  let exponent = n.toString().length - 1 - k;
  let digits = roundHalfEven(n, k, precision - 1 - exponent).toString();
  if (digits.length > precision) {
    exponent += 1;
    digits = digits.slice(0, precision);
  }
  const strip = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
  if (exponent >= -4 && exponent < precision) {
    const decimals = precision - 1 - exponent;
    return sign + strip(withPoint(digits, decimals));
  }
  const mantissa = strip(digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits);
  const power = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  return `${sign}${mantissa}e${power}`;
}
