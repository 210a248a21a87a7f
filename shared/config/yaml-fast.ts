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
 * Built for a cold process, where the interpreter, the optimising compiler and the garbage
 * collector dominate: one pass over the source with integer offsets and no per-line
 * objects (only keys and scalar values become strings); one loop over the lines with a
 * stack of open collections, so few functions get hot and need compiling; the per-character
 * work done natively (indexOf, sticky regexes that test without allocating), and the common
 * `key: value` line recognised in one match. Plain scalars resolve as PyYAML's safe loader
 * does (`resolvePlainScalar`); decimal integers and words take a shortcut with the same
 * result. Where PyYAML and the yaml package's 1.1 schema disagree (`y`/`n`, `1e3`, `2024-1-2`
 * are strings to PyYAML), this reader keeps PyYAML's answer, as the reference has it.
 * (The changelog has its own reader, `shared/changelog/yaml-reader.ts`: it must reject
 * duplicate keys and report lines, which config reading must not and need not do.)
 */
import { NULL_AND_BOOLEAN_WORDS, decodeEscape, resolvePlainScalar } from '../yaml/scalars.js';

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

/** Character classes (ASCII): blanks, and characters that cannot start a plain scalar. */
const BLANK = 1;
const INDICATOR = 2;
const CLASS = new Uint8Array(128);
CLASS[SPACE] = CLASS[TAB] = BLANK;
for (const c of '!%&*,:>?@]`|}') CLASS[c.charCodeAt(0)] = INDICATOR;

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

/** 0-based line of `offset` in `text`. */
function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function fail(offset: number, why: string): never {
  throw new OutsideSubset(lineOf(src, offset), why);
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
  return q + 3 >= len || after === LF || after === CR || (CLASS[after]! & BLANK) !== 0;
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
  while (p >= 0 && p < end && !(CLASS[src.charCodeAt(p - 1)]! & BLANK)) p = src.indexOf('#', p + 1);
  if (p < 0) p = len;
  nextHash = p;
  return p < end ? p : end;
}

/** Nothing but blanks and an optional comment from `p` to the end of the line. */
function expectLineEnd(p: number, start: number): void {
  let q = p;
  while (q < end && CLASS[src.charCodeAt(q)]! & BLANK) q++;
  if (q === end) return;
  if (src.charCodeAt(q) === HASH && q > start && CLASS[src.charCodeAt(q - 1)]! & BLANK) return;
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
    const escape = decodeEscape(src, ++i);
    if (escape === undefined || i + escape.length > limit) fail(i, 'unknown or bad escape');
    out += escape.value;
    i += escape.length - 1;
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
  // A word that is not null/true/false spelled some way is a string (resolvePlainScalar agrees).
  const letter = (first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a);
  return letter && (size > 5 || !NULL_AND_BOOLEAN_WORDS.has(text)) ? text : resolvePlain(text, start);
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
  if (
    CLASS[c]! & INDICATOR ||
    (src.charCodeAt(p) === DASH && (p + 1 === end || (CLASS[src.charCodeAt(p + 1)]! & BLANK) !== 0))
  )
    fail(p, 'indicator, anchor, tag or block scalar');
  let stop = commentAt(p + 1);
  if (valueColonAt(p + 1) < stop) fail(p, 'a mapping inside a plain value');
  while (CLASS[src.charCodeAt(stop - 1)]! & BLANK) stop--;
  return plainValue(p, stop);
}

/** Checks a plain key resolves to the same string under YAML 1.1. */
function checkPlainKey(text: string, offset: number): void {
  if (text.length > 1000) fail(offset, 'implicit key longer than 1024 characters');
  if (text === '<<') fail(offset, 'merge key');
  if (typeof resolvePlainScalar(text) !== 'string') fail(offset, 'key that is not a plain string');
}

/** If the current line (from `at`) is `key:` or `key: value`, sets `key` and `valueAt`. */
function readKey(): boolean {
  const c = src.charCodeAt(at);
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
    const text = readQuoted(at, end);
    let p = quotedEnd;
    while (p < end && CLASS[src.charCodeAt(p)]! & BLANK) p++;
    if (src.charCodeAt(p) !== COLON || (p + 1 < end && !(CLASS[src.charCodeAt(p + 1)]! & BLANK)))
      return false;
    if (text === '<<') fail(at, 'merge key');
    key = text;
    valueAt = p + 1;
    return true;
  }
  if (CLASS[c]! & INDICATOR || c === OPEN_BRACKET || c === OPEN_BRACE) return false;
  const p = valueColonAt(at + 1);
  if (p >= end || commentAt(at + 1) < p) return false;
  let stop = p;
  while (CLASS[src.charCodeAt(stop - 1)]! & BLANK) stop--;
  key = src.slice(at, stop);
  const first = c;
  const letter = (first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a);
  if (!letter || stop - at > 1000 || (stop - at <= 5 && NULL_AND_BOOLEAN_WORDS.has(key)))
    checkPlainKey(key, at);
  valueAt = p + 1;
  return true;
}

type Collection = Record<string, unknown> | unknown[];

/**
 * The common line `word-key: simple-value`, matched natively without allocating: a key of
 * `[\w.-]` starting with a letter or `_`, then a run of `[\w./+-]` or a quoted string
 * without escapes, then only blanks to the line end.
 */
const SIMPLE_KEY = /[A-Za-z_][\w.-]*(?=:(?: |\r?\n|$))/y;
const SIMPLE_VALUE = /(?:[\w./+-]+|"[^"\\\r\n]*"|'[^'\r\n]*')(?= *(?:\r?\n|$))/y;
let simpleValue: unknown;
let simpleHasValue = false;

/** If the current line is a simple pair, sets `key`, `simpleValue` and `simpleHasValue`. */
function readSimplePair(): boolean {
  SIMPLE_KEY.lastIndex = at;
  if (!SIMPLE_KEY.test(src)) return false;
  const keyEnd = SIMPLE_KEY.lastIndex;
  let v = keyEnd + 1;
  while (src.charCodeAt(v) === SPACE) v++;
  let stop = v;
  if (v < end) {
    SIMPLE_VALUE.lastIndex = v;
    if (!SIMPLE_VALUE.test(src)) return false;
    stop = SIMPLE_VALUE.lastIndex;
    if (stop === v + 1 && src.charCodeAt(v) === DASH) return false; // `key: -` opens a sequence
  }
  const name = src.slice(at, keyEnd);
  // Null/boolean words as keys: the general path decides.
  if (keyEnd - at <= 5 && NULL_AND_BOOLEAN_WORDS.has(name)) return false;
  key = name;
  simpleHasValue = v < end;
  if (simpleHasValue) {
    const c = src.charCodeAt(v);
    simpleValue = c === DOUBLE_QUOTE || c === SINGLE_QUOTE ? src.slice(v + 1, stop - 1) : plainValue(v, stop);
  }
  return true;
}

/** Adds a value to a mapping (under `name`), a sequence, or (`into` undefined) the document. */
function place(into: Collection | undefined, name: string, value: unknown): void {
  if (into === undefined) documentValue = value;
  else if (Array.isArray(into)) into.push(value);
  // Like a Python dict: the last value wins, the key keeps its first position.
  else if (name === '__proto__')
    Object.defineProperty(into, name, { value, enumerable: true, writable: true, configurable: true });
  else into[name] = value;
}

let documentValue: unknown = null;
const NODE = 0;
const ENTRY = 1;
const KEY = 2;

/**
 * The block structure: one loop over the lines with a stack of open collections and their
 * columns (one function, so a cold process compiles it once, not a web of recursive calls).
 */
function block(): unknown {
  const open: Collection[] = [];
  const columns: number[] = [];
  let depth = 0;
  // A `key:` or `-` with nothing after it: the next, deeper node goes there (else null).
  // The document itself starts as such a slot.
  let slot = true;
  let slotIn: Collection | undefined = undefined;
  let slotKey = '';
  let slotCol = -1;
  let slotTakesSequenceAtColumn = false;
  documentValue = null;
  while (!eof) {
    let mode: number;
    let simple = false;
    let target: Collection | undefined;
    let name = '';
    if (
      slot &&
      (col > slotCol ||
        (slotTakesSequenceAtColumn &&
          col === slotCol &&
          src.charCodeAt(at) === DASH &&
          (at + 1 === end || (CLASS[src.charCodeAt(at + 1)]! & BLANK) !== 0)))
    ) {
      mode = NODE;
      target = slotIn;
      name = slotKey;
      slot = false;
    } else {
      if (slot) {
        place(slotIn, slotKey, null);
        slot = false;
      }
      // Close what this line is left of; a sequence at its key's column ends at a non-entry.
      for (;;) {
        if (depth === 0) fail(at, 'content after the document');
        const top = columns[depth - 1]!;
        if (
          top > col ||
          (top === col &&
            Array.isArray(open[depth - 1]) &&
            !(
              src.charCodeAt(at) === DASH &&
              (at + 1 === end || (CLASS[src.charCodeAt(at + 1)]! & BLANK) !== 0)
            ))
        )
          depth--;
        else break;
      }
      if (columns[depth - 1] !== col) fail(at, 'bad indentation');
      target = open[depth - 1]!;
      if (Array.isArray(target)) mode = ENTRY;
      else if ((simple = readSimplePair()) || readKey()) mode = KEY;
      else fail(at, 'expected a key');
    }
    // One line may open several collections: `- - key: value`.
    for (;;) {
      if (mode === NODE) {
        if (
          src.charCodeAt(at) === DASH &&
          (at + 1 === end || (CLASS[src.charCodeAt(at + 1)]! & BLANK) !== 0)
        ) {
          const list: unknown[] = [];
          place(target, name, list);
          open[depth] = target = list;
          columns[depth++] = col;
          mode = ENTRY;
        } else if ((simple = readSimplePair()) || readKey()) {
          const map: Record<string, unknown> = {};
          place(target, name, map);
          open[depth] = target = map;
          columns[depth++] = col;
          mode = KEY;
        } else {
          place(target, name, lineValue(at));
          advance(next);
          break;
        }
      }
      if (mode === ENTRY) {
        let p = at + 1;
        while (p < end && CLASS[src.charCodeAt(p)]! & BLANK) p++;
        if (p === end || src.charCodeAt(p) === HASH) {
          slot = true;
          slotIn = target;
          slotKey = '';
          slotCol = col;
          slotTakesSequenceAtColumn = false;
          advance(next);
          break;
        }
        if (src.charCodeAt(p - 1) === TAB) fail(p, 'tab after a sequence dash');
        // `- content`: the content is a node at its own column (compact mapping or sequence).
        col += p - at;
        at = p;
        name = '';
        mode = NODE;
        continue;
      }
      let p = valueAt;
      if (simple) {
        if (simpleHasValue) place(target, key, simpleValue);
        p = end;
      } else while (p < end && CLASS[src.charCodeAt(p)]! & BLANK) p++;
      if (simple ? !simpleHasValue : p === end || src.charCodeAt(p) === HASH) {
        slot = true;
        slotIn = target;
        slotKey = key;
        slotCol = col;
        slotTakesSequenceAtColumn = true;
      } else if (!simple) place(target, key, lineValue(p));
      advance(next);
      break;
    }
  }
  if (slot) place(slotIn, slotKey, null);
  return documentValue;
}

function flowValue(): unknown {
  while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
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
  if (start >= end || CLASS[c]! & INDICATOR || c === HASH || c === OPEN_BRACKET || c === OPEN_BRACE)
    fail(start, 'indicator or empty entry in a flow collection');
  if (c === DASH && (start + 1 === end || CLASS[src.charCodeAt(start + 1)]! & BLANK))
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
      if (CLASS[after]! & BLANK || after === COMMA || after === CLOSE_BRACKET || after === CLOSE_BRACE) break;
      if (after === OPEN_BRACKET || after === OPEN_BRACE) fail(fp, 'flow collection after a colon');
    } else if (ch === HASH && CLASS[src.charCodeAt(fp - 1)]! & BLANK)
      fail(fp, 'comment inside a flow collection');
  }
  let stop = fp;
  while (CLASS[src.charCodeAt(stop - 1)]! & BLANK) stop--;
  return stop;
}

function flowMapping(): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  fp++;
  for (;;) {
    while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
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
    while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
    if (src.charCodeAt(fp) !== COLON) fail(fp, 'flow mapping entry without a value');
    fp++;
    while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
    const after = src.charCodeAt(fp);
    place(map, name, after === COMMA || after === CLOSE_BRACE ? null : flowValue());
    while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
    const sep = src.charCodeAt(fp);
    if (sep === COMMA) fp++;
    else if (sep !== CLOSE_BRACE) fail(fp, 'unclosed flow mapping');
  }
}

function flowSequence(): unknown[] {
  const list: unknown[] = [];
  fp++;
  for (;;) {
    while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
    if (src.charCodeAt(fp) === CLOSE_BRACKET) {
      fp++;
      return list;
    }
    list.push(flowValue());
    while (fp < end && CLASS[src.charCodeAt(fp)]! & BLANK) fp++;
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

function parse(source: string): unknown {
  src = source;
  len = src.length;
  eof = false;
  nextColon = nextHash = -1;
  try {
    checkLineBreaks();
    advance(0);
    if (eof) return null;
    return block();
  } finally {
    src = '';
    key = '';
    documentValue = null;
  }
}

/** Parses `source` if it is inside the subset; throws OutsideSubset otherwise. */
export function parseYamlSubset(source: string): unknown {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  // U+2028/U+2029 are line breaks to YAML and U+FEFF etc. are not allowed: the full parser decides.
  const unusual = text.search(UNUSUAL_CHARACTER);
  if (unusual >= 0) throw new OutsideSubset(lineOf(text, unusual), 'control or line-break character');
  return parse(text);
}
