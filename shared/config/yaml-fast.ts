/**
 * A fast reader for the block-style YAML subset that benchmark configs are written in:
 * block mappings and sequences, one-line flow collections, quoted and plain scalars,
 * comments. The general `yaml` package needs ~0.8 s on the 320 KB master file in a cold
 * process; this reader needs a few milliseconds. Anything outside the subset (anchors,
 * tags, block scalars, multi-line flow or plain scalars, documents markers, syntax errors)
 * throws `OutsideSubset`, and the caller re-reads the text with the full parser, which
 * either handles it or reports the syntax error with its line. So this reader only has to
 * be right on what it accepts.
 */
import { resolvePlainScalar } from './yaml-scalars.js';

export class OutsideSubset extends Error {
  constructor(line: number, why: string) {
    super(`line ${line + 1}: ${why}`);
  }
}

interface Line {
  indent: number;
  /** Content after the indentation, comment removed, right-trimmed. */
  text: string;
  /** Offset of the line in the source (diagnostics only: the full parser reports real errors). */
  row: number;
  /** `[key, rest]` of a `key: rest` line, null when it is not one; computed once. */
  pair?: [string, string] | null;
}

function keyOf(line: Line): [string, string] | null {
  if (line.pair === undefined) line.pair = splitKey(line.text, line.row);
  return line.pair;
}

/** Sets a key like a Python dict: last value wins, the key keeps its first position. */
function put(map: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
  else map[key] = value;
}

/** Index of a ` #` comment start outside quotes (text is already left-trimmed), or -1. */
function commentStart(text: string): number {
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) {
        if (quote === "'" && text[i + 1] === "'") i++;
        else quote = '';
      } else if (c === '\\' && quote === '"') i++;
    } else if (c === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t')) return i;
    else if ((c === '"' || c === "'") && (i === 0 || /[\s[{,:-]/.test(text[i - 1]!))) quote = c;
  }
  return -1;
}

/** Lines with content: indentation, then the text without its comment and trailing blanks. */
const CONTENT_LINE = /^( *)([^ \n#\r][^\n\r]*?)[ \t]*\r?$/gm;
const TAB_INDENT = /^ *\t/m;
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:[ \t]|$)|^%/m;

function splitLines(source: string): Line[] {
  if (TAB_INDENT.test(source)) throw new OutsideSubset(0, 'tab in indentation');
  if (DOCUMENT_MARKER.test(source)) throw new OutsideSubset(0, 'document marker or directive');
  const lines: Line[] = [];
  CONTENT_LINE.lastIndex = 0;
  for (let m = CONTENT_LINE.exec(source); m; m = CONTENT_LINE.exec(source)) {
    let text = m[2]!;
    if (text.includes('#')) {
      const at = commentStart(text);
      if (at >= 0) {
        text = text.slice(0, at).trimEnd();
        if (text === '') continue;
      }
    }
    lines.push({ indent: m[1]!.length, text, row: m.index });
  }
  return lines;
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

/** Reads a quoted scalar starting at text[start]; returns the value and the index after it. */
function readQuoted(text: string, start: number, row: number): [string, number] {
  const quote = text[start]!;
  // Common case: no escapes before the closing quote.
  const close = text.indexOf(quote, start + 1);
  if (close > 0) {
    const plain = quote === "'" ? text[close + 1] !== "'" : !text.slice(start + 1, close).includes('\\');
    if (plain) return [text.slice(start + 1, close), close + 1];
  }
  let out = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") {
        if (text[i + 1] === "'") {
          out += "'";
          i++;
        } else return [out, i + 1];
      } else out += c;
      continue;
    }
    if (c === '"') return [out, i + 1];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = text[++i];
    if (e === undefined) break;
    if (e === 'x' || e === 'u' || e === 'U') {
      const width = e === 'x' ? 2 : e === 'u' ? 4 : 8;
      const hex = text.slice(i + 1, i + 1 + width);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) throw new OutsideSubset(row, 'bad escape');
      out += String.fromCodePoint(parseInt(hex, 16));
      i += width;
    } else if (Object.hasOwn(DQ_ESCAPES, e)) out += DQ_ESCAPES[e];
    else throw new OutsideSubset(row, 'unknown escape');
  }
  throw new OutsideSubset(row, 'unterminated or multi-line quoted scalar');
}

const SPECIAL_START = /^[&*!|>%@`]/;
/** Starts like an anchor, alias, tag, block scalar or indicator, or holds a `: ` (a nested mapping). */
const NOT_A_PLAIN_SCALAR = /^(?:[&*!|>%@`?:]|-(?: |$))|: |:$/;

/** A scalar or one-line flow collection that fills the rest of a line. */
function inlineValue(text: string, row: number): unknown {
  const c = text[0]!;
  if (c === '"' || c === "'") {
    const [value, end] = readQuoted(text, 0, row);
    if (end !== text.length) throw new OutsideSubset(row, 'text after a quoted scalar');
    return value;
  }
  if (c === '{' || c === '[') {
    const flow = new FlowReader(text, row);
    const value = flow.value();
    flow.skipSpaces();
    if (flow.at !== text.length) throw new OutsideSubset(row, 'text after a flow collection');
    return value;
  }
  if (NOT_A_PLAIN_SCALAR.test(text)) throw new OutsideSubset(row, 'indicator, anchor, tag or block scalar');
  return resolvePlainScalar(text);
}

const FLOW_PLAIN = /(?:[^,[\]{}:]|:(?![\s,\]}]|$))*/y;

class FlowReader {
  at = 0;
  constructor(
    private readonly text: string,
    private readonly row: number,
  ) {}

  skipSpaces(): void {
    while (this.text[this.at] === ' ' || this.text[this.at] === '\t') this.at++;
  }

  fail(why: string): never {
    throw new OutsideSubset(this.row, why);
  }

  value(): unknown {
    this.skipSpaces();
    const c = this.text[this.at];
    if (c === '{') return this.mapping();
    if (c === '[') return this.sequence();
    if (c === '"' || c === "'") {
      const [value, end] = readQuoted(this.text, this.at, this.row);
      this.at = end;
      return value;
    }
    return resolvePlainScalar(this.plain());
  }

  /** A plain scalar in flow context: ends at , [ ] { } or a ':' followed by a blank or , ] }. */
  plain(): string {
    const start = this.at;
    if (SPECIAL_START.test(this.text.slice(start, start + 1)) || this.text[start] === '?')
      this.fail('indicator in flow');
    FLOW_PLAIN.lastIndex = start;
    FLOW_PLAIN.exec(this.text);
    this.at = FLOW_PLAIN.lastIndex;
    return this.text.slice(start, this.at).trim();
  }

  mapping(): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    this.at++;
    for (;;) {
      this.skipSpaces();
      if (this.text[this.at] === '}') {
        this.at++;
        return map;
      }
      let key: string;
      const c = this.text[this.at];
      if (c === '"' || c === "'") {
        const [k, end] = readQuoted(this.text, this.at, this.row);
        key = k;
        this.at = end;
      } else {
        const raw = this.plain();
        if (raw === '') this.fail('empty flow key');
        const resolved = resolvePlainScalar(raw);
        if (typeof resolved !== 'string') this.fail('non-string key');
        key = raw;
      }
      this.skipSpaces();
      if (this.text[this.at] !== ':') this.fail('flow mapping entry without a value');
      this.at++;
      this.skipSpaces();
      const next = this.text[this.at];
      put(map, key, next === ',' || next === '}' ? null : this.value());
      this.skipSpaces();
      if (this.text[this.at] === ',') this.at++;
      else if (this.text[this.at] !== '}') this.fail('unclosed flow mapping');
    }
  }

  sequence(): unknown[] {
    const list: unknown[] = [];
    this.at++;
    for (;;) {
      this.skipSpaces();
      if (this.text[this.at] === ']') {
        this.at++;
        return list;
      }
      if (this.at >= this.text.length) this.fail('unclosed flow sequence');
      const start = this.at;
      const item = this.value();
      this.skipSpaces();
      if (this.text[this.at] === ':') this.fail('single-pair mapping in a flow sequence');
      if (this.at === start) this.fail('empty flow item');
      list.push(item);
      if (this.text[this.at] === ',') this.at++;
      else if (this.text[this.at] !== ']') this.fail('unclosed flow sequence');
    }
  }
}

/** A plain key: up to the first ':' followed by a blank or the end of the line. */
const PLAIN_KEY = /^((?:[^\s#'"{}[\],&*!|>%@`?:-]|[-?:](?=\S))[^]*?)[ \t]*:(?:[ \t]+([^]*))?$/;

/** The `key` of a `key: value` / `key:` line, and where its value starts; null if not a key line. */
function splitKey(text: string, row: number): [string, string] | null {
  const c = text[0]!;
  if (c === '"' || c === "'") {
    const [key, end] = readQuoted(text, 0, row);
    let i = end;
    while (text[i] === ' ') i++;
    if (text[i] !== ':') return null;
    return [key, text.slice(i + 1).trim()];
  }
  if (c === '[' || c === '{' || (c === '-' && (text.length === 1 || text[1] === ' '))) return null;
  const m = PLAIN_KEY.exec(text);
  if (!m) return null;
  const key = m[1]!;
  const first = key.charCodeAt(0);
  // Keys starting with a letter are strings unless they are null/boolean words (short).
  if ((first < 0x41 || key.length <= 5) && typeof resolvePlainScalar(key) !== 'string')
    throw new OutsideSubset(row, 'key that is not a plain string');
  return [key, m[2] ?? ''];
  return null;
}

class BlockReader {
  i = 0;
  constructor(private readonly lines: Line[]) {}

  node(indent: number): unknown {
    const line = this.lines[this.i]!;
    if (line.indent < indent) throw new OutsideSubset(line.row, 'bad indentation');
    if (line.text === '-' || line.text.startsWith('- ')) return this.sequence(line.indent);
    if (keyOf(line)) return this.mapping(line.indent);
    this.i++;
    const value = inlineValue(line.text, line.row);
    const next = this.lines[this.i];
    if (next && next.indent > line.indent) throw new OutsideSubset(next.row, 'multi-line scalar');
    return value;
  }

  /** The value after `key:` / `- ` when nothing follows on the line. */
  nested(parentIndent: number, allowSameIndentSequence: boolean): unknown {
    const next = this.lines[this.i];
    if (!next) return null;
    if (next.indent > parentIndent) return this.node(next.indent);
    if (
      allowSameIndentSequence &&
      next.indent === parentIndent &&
      (next.text === '-' || next.text.startsWith('- '))
    )
      return this.sequence(parentIndent);
    return null;
  }

  mapping(indent: number): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    while (this.i < this.lines.length) {
      const line = this.lines[this.i]!;
      if (line.indent < indent) break;
      if (line.indent > indent) throw new OutsideSubset(line.row, 'bad indentation in a mapping');
      const pair = keyOf(line);
      if (!pair) throw new OutsideSubset(line.row, 'expected a key');
      this.i++;
      const [key, rest] = pair;
      if (rest === '') put(map, key, this.nested(indent, true));
      else {
        put(map, key, inlineValue(rest, line.row));
        const next = this.lines[this.i];
        if (next && next.indent > indent) throw new OutsideSubset(next.row, 'multi-line value');
      }
    }
    return map;
  }

  sequence(indent: number): unknown[] {
    const list: unknown[] = [];
    while (this.i < this.lines.length) {
      const line = this.lines[this.i]!;
      if (line.indent < indent) break;
      if (line.indent > indent) throw new OutsideSubset(line.row, 'bad indentation in a sequence');
      if (!(line.text === '-' || line.text.startsWith('- '))) break;
      if (line.text === '-') {
        this.i++;
        list.push(this.nested(indent, false));
        continue;
      }
      // `- content`: re-read the rest of the line as a node at the content's column.
      let offset = 1;
      while (line.text[offset] === ' ') offset++;
      line.indent += offset;
      line.text = line.text.slice(offset);
      line.pair = undefined;
      list.push(this.node(line.indent));
    }
    return list;
  }
}

/** Parses `source` if it is inside the subset; throws OutsideSubset otherwise. */
export function parseYamlSubset(source: string): unknown {
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  const lines = splitLines(source);
  if (lines.length === 0) return null;
  const reader = new BlockReader(lines);
  const value = reader.node(lines[0]!.indent);
  if (reader.i < lines.length) throw new OutsideSubset(lines[reader.i]!.row, 'content after the document');
  return value;
}
