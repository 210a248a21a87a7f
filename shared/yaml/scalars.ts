/**
 * The one YAML scalar contract of every reader in the project (the config readers and the
 * changelog readers, fast and full): plain scalars resolve as PyYAML's safe loader resolves
 * them (YAML 1.1; the workflows this project replaces read every config and the changelog with
 * it), and double-quoted escapes decode from one table.
 *
 * What matters for real files: `2_063_837` is an integer. Also kept: yes/no/on/off booleans
 * (but `y`/`n` are strings), leading-0 octal, 0b/0x, base-60 integers, floats need a dot and a
 * signed exponent (`1e3` is a string), bare dates are timestamps only as `YYYY-MM-DD` (so
 * `2024-1-2` is a string), and timestamps fail string fields, as they do for PyYAML users.
 */

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FALSES = new Set(['no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);
/** Every null/boolean spelling; other words starting with a letter are strings. */
export const NULL_AND_BOOLEAN_WORDS: ReadonlySet<string> = new Set([...NULLS, ...TRUES, ...FALSES]);

const INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const TIMESTAMP =
  /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/;

/** A character no int, float or timestamp spelling has (`8k1k`, `v0.3`): a string, no regex run. */
const NOT_A_NUMBER_OR_DATE = /[^-+0-9_:.a-fA-FxXtTzZiInN \t]/;

function sexagesimal(text: string): number {
  let value = 0;
  for (const part of text.split(':')) value = value * 60 + Number(part);
  return value;
}

function resolveInt(raw: string): number {
  let text = raw.replace(/_/g, '');
  let sign = 1;
  if (text[0] === '-' || text[0] === '+') {
    if (text[0] === '-') sign = -1;
    text = text.slice(1);
  }
  if (text === '0') return 0;
  if (text.startsWith('0b')) return sign * parseInt(text.slice(2), 2);
  if (text.startsWith('0x')) return sign * parseInt(text.slice(2), 16);
  if (text[0] === '0') return sign * parseInt(text, 8);
  if (text.includes(':')) return sign * sexagesimal(text);
  return sign * Number(text);
}

function resolveFloat(raw: string): number {
  const text = raw.replace(/_/g, '').toLowerCase();
  if (text.endsWith('.inf')) return text[0] === '-' ? -Infinity : Infinity;
  if (text === '.nan') return NaN;
  if (text.includes(':')) {
    const sign = text[0] === '-' ? -1 : 1;
    return sign * sexagesimal(text.replace(/^[-+]/, ''));
  }
  return Number(text);
}

/** The value of an unquoted scalar under YAML 1.1 (PyYAML SafeLoader) rules. */
export function resolvePlainScalar(text: string): unknown {
  const first = text.charCodeAt(0);
  // A scalar starting with a letter is a string unless it is one of the null/boolean words;
  // numbers and dates start with a digit, a sign or a dot.
  if ((first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a)) {
    if (text.length > 5) return text;
    if (NULLS.has(text)) return null;
    if (TRUES.has(text)) return true;
    if (FALSES.has(text)) return false;
    return text;
  }
  if (NULLS.has(text)) return null;
  if (NOT_A_NUMBER_OR_DATE.test(text)) return text;
  if (INT.test(text)) return resolveInt(text);
  if (FLOAT.test(text)) return resolveFloat(text);
  if (TIMESTAMP.test(text)) return new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  return text;
}

/**
 * The escapes a double-quoted scalar may use (a backslash followed by the key) and what each
 * stands for; a backslash before a tab character is a tab, as `\t` is. Hex escapes are in
 * HEX_ESCAPE_DIGITS.
 */
const DOUBLE_QUOTED_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};

/** Hex escapes and their digit count: `\x41`, `\u00e9`, `\U0001f600`. */
const HEX_ESCAPE_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

const HEX_DIGITS = /^[0-9a-fA-F]+$/;

/**
 * The text of the escape that starts at `text[at]` (the character after the backslash) and how
 * many characters it spans, or undefined when it is not a valid escape (unknown letter, short
 * or non-hex digits, a surrogate or a code point beyond U+10FFFF).
 */
export function decodeEscape(text: string, at: number): { value: string; length: number } | undefined {
  const letter = text[at];
  if (letter === undefined) return undefined;
  const simple = Object.hasOwn(DOUBLE_QUOTED_ESCAPES, letter) ? DOUBLE_QUOTED_ESCAPES[letter] : undefined;
  if (simple !== undefined) return { value: simple, length: 1 };
  const digits = Object.hasOwn(HEX_ESCAPE_DIGITS, letter) ? HEX_ESCAPE_DIGITS[letter] : undefined;
  if (digits === undefined) return undefined;
  const hex = text.slice(at + 1, at + 1 + digits);
  if (hex.length !== digits || !HEX_DIGITS.test(hex)) return undefined;
  const code = parseInt(hex, 16);
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return { value: String.fromCodePoint(code), length: 1 + digits };
}
