/**
 * Python's `int()` and `float()` conversions as the reference scripts apply them to environment
 * strings and JSON values, so the same inputs are accepted and rejected.
 * Failures throw PythonValueError carrying the message Python prints.
 */

export class PythonValueError extends Error {
  constructor(
    readonly kind: 'ValueError' | 'TypeError' | 'ZeroDivisionError' | 'KeyError',
    message: string,
  ) {
    super(message);
    this.name = kind;
  }
}

const INT_TEXT = /^\s*[+-]?\d+(?:_\d+)*\s*$/;
const FLOAT_TEXT =
  /^\s*[+-]?(?:(?:\d+(?:_\d+)*)?\.?\d+(?:_\d+)*(?:[eE][+-]?\d+(?:_\d+)*)?|\d+(?:_\d+)*\.)\s*$/;
const FLOAT_SPECIAL = /^\s*([+-]?)(inf|infinity|nan)\s*$/i;

function pyRepr(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function typeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'dict' : typeof value;
}

/** Python `int(value)`: ints stay, floats truncate, booleans are 0/1, strings must be integer literals. */
export function pyInt(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new PythonValueError('ValueError', `cannot convert float ${value} to integer`);
    return Math.trunc(value);
  }
  if (typeof value === 'string') {
    if (!INT_TEXT.test(value))
      throw new PythonValueError('ValueError', `invalid literal for int() with base 10: ${pyRepr(value)}`);
    return Number(value.trim().replace(/_/g, ''));
  }
  throw new PythonValueError(
    'TypeError',
    `int() argument must be a string, a bytes-like object or a real number, not '${typeName(value)}'`,
  );
}

/** Python `float(value)`: numbers, booleans and numeric strings (incl. inf/nan) convert. */
export function pyFloat(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const special = FLOAT_SPECIAL.exec(value);
    if (special) {
      const magnitude = special[2]!.toLowerCase() === 'nan' ? NaN : Infinity;
      return special[1] === '-' ? -magnitude : magnitude;
    }
    if (!FLOAT_TEXT.test(value))
      throw new PythonValueError('ValueError', `could not convert string to float: ${pyRepr(value)}`);
    return Number(value.trim().replace(/_/g, ''));
  }
  throw new PythonValueError(
    'TypeError',
    `float() argument must be a string or a real number, not '${typeName(value)}'`,
  );
}

/** `pyInt` that returns `fallback` where Python raises (the eval collector's `as_int`). */
export function pyIntOr<T>(value: unknown, fallback: T): number | T {
  try {
    return pyInt(value);
  } catch {
    return fallback;
  }
}

/** `pyFloat` that returns undefined where Python raises. */
export function pyFloatOrUndefined(value: unknown): number | undefined {
  try {
    return pyFloat(value);
  } catch {
    return undefined;
  }
}

/** Python's `str(value)` for the JSON values the collectors stringify. */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
