/**
 * A fast reader for the block-style YAML subset that benchmark configs are written in:
 * block mappings and sequences, one-line flow collections, quoted and plain scalars,
 * comments. The general `yaml` package needs ~0.8 s on the 320 KB master file in a cold
 * process; this reader needs a few milliseconds. Anything outside the subset (anchors,
 * tags, block scalars, multi-line flow or plain scalars, documents markers, syntax errors)
 * throws `OutsideSubset`, and the caller re-reads the text with the full parser, which
 * either handles it or reports the syntax error with its line. So this reader only has to
 * be right on what it accepts.
 *
 * One pass over the source with integer offsets (no per-line objects, no regexes on the
 * hot path): a cold process spends most of its time allocating and collecting garbage, so
 * only keys and scalar values become strings. Plain scalars resolve as PyYAML's safe
 * loader does (`resolvePlainScalar`); short decimal integers and long words take a
 * shortcut with the same result.
 */
import { resolvePlainScalar } from './yaml-scalars.js';

export class OutsideSubset extends Error {
  constructor(line: number, why: string) {
    super(`line ${line + 1}: ${why}`);
  }
}

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const PERCENT = 37;
const SINGLE_QUOTE = 39;
const COMMA = 44;
const DASH = 45;
const DOT = 46;
const COLON = 58;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/** Characters YAML forbids or treats as line breaks; the full parser decides what they mean. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNUSUAL_CHARACTER = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;

/** Characters that cannot start a plain scalar (anchors, tags, block scalars, reserved, flow). */
function isIndicator(c: number): boolean {
  switch (c) {
    case 33: // !
    case 37: // %
    case 38: // &
    case 42: // *
    case 44: // ,
    case 58: // :
    case 62: // >
    case 63: // ?
    case 64: // @
    case 93: // ]
    case 96: // `
    case 124: // |
    case 125: // }
      return true;
    default:
      return false;
  }
}

// The reader's state: the source and its current content line.
let src = '';
let len = 0;
/** Column and offset of the current line's content (moved past `- ` for sequence items). */
let col = 0;
let at = 0;
/** End of the current line's text (before CR LF) and start of the next line. */
let end = 0;
let next = 0;
let eof = false;
/** Set by readKey: the key and the offset just after its `:`. */
let key = '';
let valueAt = 0;
/** Set by readQuoted: the offset after the closing quote. */
let quotedEnd = 0;
/** Position inside a one-line flow collection. */
let fp = 0;

function fail(offset: number, why: string): never {
  let line = 0;
  for (let i = src.indexOf('\n'); i >= 0 && i < offset; i = src.indexOf('\n', i + 1)) line++;
  throw new OutsideSubset(line, why);
}

function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

const NOT_SPACE = /[^ ]/g;

/** Moves to the first line at or after `from` that has content (not blank, not a comment). */
function advance(from: number): void {
  let p = from;
  while (p < len) {
    NOT_SPACE.lastIndex = p;
    if (!NOT_SPACE.test(src)) break;
    const q = NOT_SPACE.lastIndex - 1;
    const c = src.charCodeAt(q);
    if (c === LF) {
      p = q + 1;
      continue;
    }
    if (c === CR) {
      p = q + 2; // every CR is followed by LF (checked up front)
      continue;
    }
    if (c === TAB) fail(q, 'tab in indentation');
    let nl = src.indexOf('\n', q);
    if (nl < 0) nl = len;
    if (c === HASH) {
      p = nl + 1;
      continue;
    }
    if (q === p && (c === PERCENT || ((c === DASH || c === DOT) && isDocumentMarker(q))))
      fail(q, 'document marker or directive');
    col = q - p;
    at = q;
    next = nl + 1;
    end = nl > q && src.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
    return;
  }
  eof = true;
}

function isDocumentMarker(q: number): boolean {
  const c = src.charCodeAt(q);
  if (src.charCodeAt(q + 1) !== c || src.charCodeAt(q + 2) !== c) return false;
  const after = src.charCodeAt(q + 3);
  return q + 3 >= len || after === LF || after === CR || isBlank(after);
}

// Native searches (indexOf) do the per-character work: in a cold process, JS loops run in
// the interpreter. The cursors only move forward, so each search costs O(n) in total.
let nextColon = -1;
let nextHash = -1;

/** The first `:` in [from, end) followed by a blank or the line end, or `end`. */
function valueColonAt(from: number): number {
  let p = nextColon;
  if (p < from) p = src.indexOf(':', from);
  while (p >= 0 && p < end) {
    const after = src.charCodeAt(p + 1);
    if (p + 1 === end || after === SPACE || after === TAB) break;
    p = src.indexOf(':', p + 1);
  }
  if (p < 0) p = len;
  nextColon = p;
  return p < end ? p : end;
}

/** The first ` #` comment start in [from, end) (from > line start), or `end`. */
function commentAt(from: number): number {
  let p = nextHash;
  if (p < from) p = src.indexOf('#', from);
  while (p >= 0 && p < end && !isBlank(src.charCodeAt(p - 1))) p = src.indexOf('#', p + 1);
  if (p < 0) p = len;
  nextHash = p;
  return p < end ? p : end;
}

function skipBlanks(p: number): number {
  while (p < end && isBlank(src.charCodeAt(p))) p++;
  return p;
}

/** A `-` followed by a blank or the end of the line: a block sequence entry. */
function isDashAt(p: number): boolean {
  if (src.charCodeAt(p) !== DASH) return false;
  if (p + 1 === end) return true;
  const c = src.charCodeAt(p + 1);
  if (c === TAB) fail(p, 'tab after a sequence dash');
  return c === SPACE;
}

/** Nothing but blanks and an optional comment from `p` to the end of the line. */
function expectLineEnd(p: number, start: number): void {
  const q = skipBlanks(p);
  if (q === end) return;
  if (src.charCodeAt(q) === HASH && q > start && isBlank(src.charCodeAt(q - 1))) return;
  fail(q, 'text after a value');
}

/** Reads a quoted scalar at `p` (within the current line); sets `quotedEnd`. */
function readQuoted(p: number, limit: number): string {
  const quote = src.charCodeAt(p);
  let close = p + 1;
  // Common case: no escapes before the closing quote.
  while (close < limit) {
    const c = src.charCodeAt(close);
    if (c === quote) break;
    if (c === BACKSLASH && quote === DOUBLE_QUOTE) break;
    close++;
  }
  if (close >= limit) fail(p, 'unterminated or multi-line quoted scalar');
  if (src.charCodeAt(close) === quote && (quote === DOUBLE_QUOTE || src.charCodeAt(close + 1) !== quote)) {
    quotedEnd = close + 1;
    return src.slice(p + 1, close);
  }
  return quote === SINGLE_QUOTE ? readSingleQuoted(p, limit) : readDoubleQuoted(p, limit);
}

function readSingleQuoted(p: number, limit: number): string {
  let out = '';
  let from = p + 1;
  for (let i = from; i < limit; i++) {
    if (src.charCodeAt(i) !== SINGLE_QUOTE) continue;
    out += src.slice(from, i);
    if (src.charCodeAt(i + 1) !== SINGLE_QUOTE || i + 1 >= limit) {
      quotedEnd = i + 1;
      return out;
    }
    out += "'";
    from = ++i + 1;
  }
  return fail(p, 'unterminated or multi-line quoted scalar');
}

const DQ_ESCAPES: Record<string, string> = {
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
const HEX_WIDTH: Record<string, number> = { x: 2, u: 4, U: 8 };
const HEX = /^[0-9a-fA-F]+$/;

function readDoubleQuoted(p: number, limit: number): string {
  let out = '';
  let from = p + 1;
  for (let i = from; i < limit; i++) {
    const c = src.charCodeAt(i);
    if (c === DOUBLE_QUOTE) {
      quotedEnd = i + 1;
      return out + src.slice(from, i);
    }
    if (c !== BACKSLASH) continue;
    out += src.slice(from, i);
    if (i + 1 >= limit) break; // an escaped line break: a multi-line scalar
    const e = src[++i]!;
    const width = HEX_WIDTH[e];
    if (width !== undefined) {
      const hex = src.slice(i + 1, i + 1 + width);
      if (hex.length !== width || i + width >= limit || !HEX.test(hex)) fail(i, 'bad escape');
      out += String.fromCodePoint(parseInt(hex, 16));
      i += width;
    } else if (Object.hasOwn(DQ_ESCAPES, e)) out += DQ_ESCAPES[e];
    else fail(i, 'unknown escape');
    from = i + 1;
  }
  return fail(p, 'unterminated or multi-line quoted scalar');
}

/** A plain scalar's text resolved under YAML 1.1 (PyYAML) rules. */
function resolvePlain(text: string, offset: number): unknown {
  const value = resolvePlainScalar(text);
  // Timestamps with a time part or out-of-range dates: JS Date parsing is not YAML's.
  if (value instanceof Date) {
    const time = value.getTime();
    if (text.length !== 10 || time !== time || value.toISOString().slice(0, 10) !== text)
      fail(offset, 'timestamp');
  }
  // `-0`: PyYAML's int is 0, the full parser's -0; both print as 0, let the full parser decide.
  if (value === 0 && text.charCodeAt(0) === DASH) fail(offset, 'negative zero');
  return value;
}

/** A plain scalar filling src[start, stop): shortcuts for decimal integers and long words. */
function plainValue(start: number, stop: number): unknown {
  const first = src.charCodeAt(start);
  const size = stop - start;
  if (size <= 15 && first >= 0x31 && first <= 0x39) {
    let n = first - 0x30;
    let i = start + 1;
    for (; i < stop; i++) {
      const d = src.charCodeAt(i) - 0x30;
      if (d < 0 || d > 9) break;
      n = n * 10 + d;
    }
    if (i === stop) return n;
  }
  const text = src.slice(start, stop);
  // Words longer than the longest null/boolean spelling are strings (resolvePlainScalar agrees).
  if (size > 5 && ((first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a))) return text;
  return resolvePlain(text, start);
}

/** The value that fills the current line from `p`: a scalar or a one-line flow collection. */
function lineValue(p: number): unknown {
  const c = src.charCodeAt(p);
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
    const value = readQuoted(p, end);
    expectLineEnd(quotedEnd, p);
    return value;
  }
  if (c === OPEN_BRACKET || c === OPEN_BRACE) {
    fp = p;
    const value = c === OPEN_BRACKET ? flowSequence() : flowMapping();
    expectLineEnd(fp, p);
    return value;
  }
  if (isIndicator(c) || isDashAt(p)) fail(p, 'indicator, anchor, tag or block scalar');
  let stop = commentAt(p + 1);
  if (valueColonAt(p + 1) < stop) fail(p, 'a mapping inside a plain value');
  while (isBlank(src.charCodeAt(stop - 1))) stop--;
  return plainValue(p, stop);
}

/** Checks a plain key resolves to the same string under YAML 1.1. */
function checkPlainKey(text: string, offset: number): void {
  const first = text.charCodeAt(0);
  if (text.length > 1000) fail(offset, 'implicit key longer than 1024 characters');
  if (text.length > 5 && ((first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a))) return;
  if (text === '<<') fail(offset, 'merge key');
  if (typeof resolvePlainScalar(text) !== 'string') fail(offset, 'key that is not a plain string');
}

/** If the current line (from `at`) is `key:` or `key: value`, sets `key` and `valueAt`. */
function readKey(): boolean {
  const c = src.charCodeAt(at);
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
    const text = readQuoted(at, end);
    const p = skipBlanks(quotedEnd);
    if (src.charCodeAt(p) !== COLON || (p + 1 < end && !isBlank(src.charCodeAt(p + 1)))) return false;
    if (text === '<<') fail(at, 'merge key');
    key = text;
    valueAt = p + 1;
    return true;
  }
  if (isIndicator(c) || c === OPEN_BRACKET || c === OPEN_BRACE) return false;
  const p = valueColonAt(at + 1);
  if (p >= end || commentAt(at + 1) < p) return false;
  let stop = p;
  while (isBlank(src.charCodeAt(stop - 1))) stop--;
  key = src.slice(at, stop);
  checkPlainKey(key, at);
  valueAt = p + 1;
  return true;
}

/** Sets a key like a Python dict: last value wins, the key keeps its first position. */
function put(map: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__')
    Object.defineProperty(map, name, { value, enumerable: true, writable: true, configurable: true });
  else map[name] = value;
}

/** The node that starts at the current line's content. */
function node(): unknown {
  const c = src.charCodeAt(at);
  if (c === DASH && isDashAt(at)) return sequence(col);
  if (readKey()) return mapping(col);
  const value = lineValue(at);
  advance(next);
  return value;
}

/** The value after `key:` / `-` when nothing follows on the line. */
function nested(parentCol: number, allowSameColumnSequence: boolean): unknown {
  if (eof) return null;
  if (col > parentCol) return node();
  if (allowSameColumnSequence && col === parentCol && isDashAt(at)) return sequence(col);
  return null;
}

/** A block mapping at `indent`; the current line's key has been read. */
function mapping(indent: number): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  for (;;) {
    const name = key;
    const p = skipBlanks(valueAt);
    if (p === end || src.charCodeAt(p) === HASH) {
      advance(next);
      put(map, name, nested(indent, true));
    } else {
      const value = lineValue(p);
      advance(next);
      put(map, name, value);
    }
    if (eof || col < indent) return map;
    if (col > indent) fail(at, 'bad indentation in a mapping');
    if (!readKey()) fail(at, 'expected a key');
  }
}

/** A block sequence at `indent`; the current line is one of its entries. */
function sequence(indent: number): unknown[] {
  const list: unknown[] = [];
  for (;;) {
    const p = skipBlanks(at + 1);
    if (p === end || src.charCodeAt(p) === HASH) {
      advance(next);
      list.push(nested(indent, false));
    } else {
      if (src.charCodeAt(p - 1) === TAB) fail(p, 'tab after a sequence dash');
      // `- content`: the content is a node at its own column (compact mapping or sequence).
      col += p - at;
      at = p;
      list.push(node());
    }
    if (eof || col < indent) return list;
    if (col > indent) fail(at, 'bad indentation in a sequence');
    if (!isDashAt(at)) return list;
  }
}

function skipFlowBlanks(): void {
  while (fp < end && isBlank(src.charCodeAt(fp))) fp++;
}

function flowValue(): unknown {
  skipFlowBlanks();
  const c = src.charCodeAt(fp);
  if (c === OPEN_BRACE) return flowMapping();
  if (c === OPEN_BRACKET) return flowSequence();
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
    const value = readQuoted(fp, end);
    fp = quotedEnd;
    return value;
  }
  const start = fp;
  const stop = flowPlainEnd();
  return plainValue(start, stop);
}

/** Scans a plain scalar in flow context from `fp`; returns its end without trailing blanks. */
function flowPlainEnd(): number {
  const start = fp;
  const c = src.charCodeAt(start);
  if (start >= end || isIndicator(c) || c === HASH || c === OPEN_BRACKET || c === OPEN_BRACE)
    fail(start, 'indicator or empty entry in a flow collection');
  if (c === DASH && (start + 1 === end || isBlank(src.charCodeAt(start + 1))))
    fail(start, 'block sequence in a flow collection');
  for (; fp < end; fp++) {
    const ch = src.charCodeAt(fp);
    if (
      ch === COMMA ||
      ch === OPEN_BRACKET ||
      ch === CLOSE_BRACKET ||
      ch === OPEN_BRACE ||
      ch === CLOSE_BRACE
    )
      break;
    if (ch === COLON) {
      const after = fp + 1 < end ? src.charCodeAt(fp + 1) : SPACE;
      if (isBlank(after) || after === COMMA || after === CLOSE_BRACKET || after === CLOSE_BRACE) break;
      if (after === OPEN_BRACKET || after === OPEN_BRACE) fail(fp, 'flow collection after a colon');
    } else if (ch === HASH && isBlank(src.charCodeAt(fp - 1))) fail(fp, 'comment inside a flow collection');
  }
  let stop = fp;
  while (isBlank(src.charCodeAt(stop - 1))) stop--;
  return stop;
}

function flowMapping(): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  fp++;
  for (;;) {
    skipFlowBlanks();
    if (src.charCodeAt(fp) === CLOSE_BRACE) {
      fp++;
      return map;
    }
    let name: string;
    const c = src.charCodeAt(fp);
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      name = readQuoted(fp, end);
      if (name === '<<') fail(fp, 'merge key');
      fp = quotedEnd;
    } else {
      const start = fp;
      name = src.slice(start, flowPlainEnd());
      checkPlainKey(name, start);
    }
    skipFlowBlanks();
    if (src.charCodeAt(fp) !== COLON) fail(fp, 'flow mapping entry without a value');
    fp++;
    skipFlowBlanks();
    const after = src.charCodeAt(fp);
    put(map, name, after === COMMA || after === CLOSE_BRACE ? null : flowValue());
    skipFlowBlanks();
    const sep = src.charCodeAt(fp);
    if (sep === COMMA) fp++;
    else if (sep !== CLOSE_BRACE) fail(fp, 'unclosed flow mapping');
  }
}

function flowSequence(): unknown[] {
  const list: unknown[] = [];
  fp++;
  for (;;) {
    skipFlowBlanks();
    if (src.charCodeAt(fp) === CLOSE_BRACKET) {
      fp++;
      return list;
    }
    list.push(flowValue());
    skipFlowBlanks();
    const sep = src.charCodeAt(fp);
    if (sep === COMMA) fp++;
    else if (sep === COLON) fail(fp, 'single-pair mapping in a flow sequence');
    else if (sep !== CLOSE_BRACKET) fail(fp, 'unclosed flow sequence');
  }
}

/** Throws unless every CR is part of a CR LF pair (a lone CR is a line break to YAML). */
function checkLineBreaks(): void {
  for (let i = src.indexOf('\r'); i >= 0; i = src.indexOf('\r', i + 1))
    if (src.charCodeAt(i + 1) !== LF) fail(i, 'lone carriage return');
}

/** Parses `source` if it is inside the subset; throws OutsideSubset otherwise. */
export function parseYamlSubset(source: string): unknown {
  src = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  len = src.length;
  eof = false;
  nextColon = nextHash = -1;
  try {
    if (UNUSUAL_CHARACTER.test(src)) fail(src.search(UNUSUAL_CHARACTER), 'control or line-break character');
    checkLineBreaks();
    advance(0);
    if (eof) return null;
    const value = node();
    if (!eof) fail(at, 'content after the document');
    return value;
  } finally {
    src = '';
    key = '';
  }
}
