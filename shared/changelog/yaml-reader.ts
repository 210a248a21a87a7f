/**
 * Reads the changelog's YAML: YAML 1.1 values, duplicate keys
 * rejected at any depth, and the line of every entry and key for error messages.
 *
 * Two readers with one contract. The fast one understands exactly the layout changelog
 * entries are written in (column-0 `- key:` items, `  key: scalar` / `  key:` + `    - scalar`
 * lines, one-line quoted or plain scalars, comments, blank lines) and returns `undefined`
 * the moment it meets anything else, including any error; the full `yaml` package then
 * re-reads the text and either gives the same values or the precise error. So the fast
 * reader only has to be right on what it accepts (tests compare both on every fixture and
 * on fuzzed inputs). It exists because the full parser needs ~0.35 s on the 395 KB file in
 * a cold process and the gate reads two revisions within a 0.5 s budget.
 *
 * Why not the config reader (`shared/config/yaml-fast.ts`): the contracts differ. The gate
 * rejects duplicate keys at any depth and reports the line of every item and key, and compares
 * items by their source text; master configs follow PyYAML (a repeated key: last value wins)
 * and need no positions. All four paths (two readers, fast and full each) resolve plain scalars
 * and decode escapes with shared/yaml/scalars.ts, so a value never depends on the path.
 */
import { decodeEscape, resolvePlainScalar } from '../yaml/scalars.js';
import { applyPlainScalarContract } from '../yaml/full-parser.js';

export interface ReadItem {
  value: unknown;
  /** 1-based line where the item starts. */
  line: number;
  /** 1-based line of each top-level key of a mapping item. */
  keyLines: Record<string, number>;
  /**
   * The item's source text (fast reader only): its lines up to the next item. The fast reader
   * reads items independently, so equal sources mean equal values; comparisons use this to skip
   * deep-equality on the shared history.
   */
  source?: string;
}

export type ReadResult =
  { ok: true; items: ReadItem[] | null; root: unknown } | { ok: false; detail: string; line?: number };

const KEY = /^([A-Za-z][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** Plain words YAML 1.1 resolves to non-strings; as mapping keys they would not stay strings. */
const SPECIAL_KEYS = /^(?:y|n|yes|no|true|false|on|off|null)$/i;
/** Characters YAML refuses or treats specially (controls, BOM, line/paragraph separators). */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const OUTSIDE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/;
/** Plain scalars the fast resolver and the full parser might read differently: defer them. */
const AMBIGUOUS_PLAIN =
  /^(?:[yYnN]|[-+]?\.?[0-9][0-9_]*(?:\.[0-9_]*)?[eE].*|[-+]?\.[0-9].*|0[0-9_]*[89].*|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}.*)$/;
const PLAIN_FORBIDDEN_START = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** A one-line double-quoted scalar with YAML escapes; undefined for anything unusual. */
function readDoubleQuoted(text: string): { value: unknown } | undefined {
  const parts: string[] = [];
  let i = 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    const slash = text.indexOf('\\', i);
    if (quote < 0) return undefined;
    if (slash < 0 || quote < slash) {
      parts.push(text.slice(i, quote));
      return text.slice(quote + 1).trim() === '' ? { value: parts.join('') } : undefined;
    }
    parts.push(text.slice(i, slash));
    const escape = decodeEscape(text, slash + 1);
    if (escape === undefined) return undefined;
    parts.push(escape.value);
    i = slash + 1 + escape.length;
  }
}

/** A one-line single-quoted scalar ('' is a quote); undefined when it does not close on the line. */
function readSingleQuoted(text: string): { value: unknown } | undefined {
  const parts: string[] = [];
  let i = 1;
  for (;;) {
    const quote = text.indexOf("'", i);
    if (quote < 0) return undefined;
    parts.push(text.slice(i, quote));
    if (text[quote + 1] === "'") {
      parts.push("'");
      i = quote + 2;
      continue;
    }
    return text.slice(quote + 1).trim() === '' ? { value: parts.join('') } : undefined;
  }
}

/** One scalar on one line, or undefined when it is not a simple one-line scalar. */
function readScalar(text: string): { value: unknown } | undefined {
  const first = text[0];
  if (first === "'") return readSingleQuoted(text);
  if (first === '"') return readDoubleQuoted(text);
  if (PLAIN_FORBIDDEN_START.test(text) || text.includes(' #') || text.includes(': ') || text.endsWith(':')) {
    return undefined;
  }
  const plain = text.trimEnd();
  if (plain === '' || AMBIGUOUS_PLAIN.test(plain)) return undefined;
  return { value: resolvePlainScalar(plain) };
}

/** The fast reader: items of a changelog in the usual layout, or undefined ("ask the full parser"). */
export function readChangelogFast(text: string): ReadItem[] | undefined {
  if (OUTSIDE_TEXT.test(text)) return undefined;
  const lines = text.split('\n');
  const items: ReadItem[] = [];
  let map: Record<string, unknown> | undefined;
  let keyLines: Record<string, number> = {};
  /** The key whose value is an open block sequence (`key:` with nothing after it). */
  let openList: { key: string; items: unknown[] | null; indent?: number } | undefined;
  const closeList = () => {
    if (openList && map) map[openList.key] = openList.items;
    openList = undefined;
  };
  const setKey = (body: string, row: number): boolean => {
    const m = KEY.exec(body);
    if (!m || SPECIAL_KEYS.test(m[1]!) || m[1] === '__proto__' || Object.hasOwn(map!, m[1]!)) return false;
    const rest = (m[2] ?? '').trim();
    keyLines[m[1]!] = row + 1;
    if (rest === '') {
      map![m[1]!] = null;
      openList = { key: m[1]!, items: null };
      return true;
    }
    const scalar = readScalar(rest);
    if (!scalar) return false;
    map![m[1]!] = scalar.value;
    return true;
  };
  const starts: number[] = [];
  let offset = 0;
  for (let row = 0; row < lines.length; offset += lines[row]!.length + 1, row++) {
    const line = lines[row]!;
    let indent = 0;
    while (line.charCodeAt(indent) === 32) indent++;
    const body = line.slice(indent);
    if (body === '' || body[0] === '#') continue;
    if (indent === 0) {
      if (!body.startsWith('- ')) return undefined;
      closeList();
      map = {};
      keyLines = {};
      items.push({ value: map, line: row + 1, keyLines });
      starts.push(offset);
      if (!setKey(body.slice(2), row)) return undefined;
    } else if (indent >= 2 && openList && body.startsWith('- ')) {
      // A block sequence under `key:`, indented or at the key's own column; one list keeps
      // one indentation.
      if ((openList.indent ??= indent) !== indent) return undefined;
      const scalar = readScalar(body.slice(2).trim());
      if (!scalar) return undefined;
      (openList.items ??= []).push(scalar.value);
    } else if (indent > 2 && openList && openList.items === null) {
      // `key:` with its scalar value on the next, more indented line.
      const scalar = readScalar(body);
      if (!scalar) return undefined;
      map![openList.key] = scalar.value;
      openList = undefined;
    } else if (indent === 2 && map) {
      closeList();
      if (!setKey(body, row)) return undefined;
    } else {
      return undefined;
    }
  }
  closeList();
  items.forEach((item, i) => (item.source = text.slice(starts[i], starts[i + 1] ?? text.length)));
  return items.length ? items : undefined;
}

/** The full reader (yaml package, YAML 1.1, unique keys at any depth, no merge keys). */
export async function readChangelogFull(text: string): Promise<ReadResult> {
  const yaml = await import('yaml');
  const { parseDocument, LineCounter, isSeq, isMap, isScalar } = yaml;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    version: '1.1',
    uniqueKeys: true,
    merge: false,
    lineCounter,
    prettyErrors: false,
  });
  if (doc.errors.length) {
    const error = doc.errors[0]!;
    const line = lineCounter.linePos(error.pos[0]).line;
    if (error.code === 'DUPLICATE_KEY') {
      const key = /^[^\s:]+|^"[^"]*"|^'[^']*'/.exec(text.slice(error.pos[0]))?.[0] ?? '?';
      return {
        ok: false,
        detail: `found duplicate key '${key.replace(/^["']|["']$/g, '')}' at line ${line}`,
        line,
      };
    }
    return { ok: false, detail: `${error.message.split('\n')[0]} (line ${line})`, line };
  }
  applyPlainScalarContract(yaml, doc);
  let root: unknown;
  try {
    root = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
  if (!isSeq(doc.contents)) return { ok: true, items: null, root };
  const items = doc.contents.items.map((node, i): ReadItem => {
    const offset = (node as { range?: [number, number, number] } | null)?.range?.[0] ?? 0;
    const keyLines: Record<string, number> = {};
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key) && pair.key.range)
          keyLines[String(pair.key.value)] = lineCounter.linePos(pair.key.range[0]).line;
      }
    }
    return { value: (root as unknown[])[i], line: lineCounter.linePos(offset).line, keyLines };
  });
  return { ok: true, items, root };
}

/** Fast reader first, full parser when the text is outside its layout. */
export async function readChangelogYaml(text: string): Promise<ReadResult> {
  const fast = readChangelogFast(text);
  if (fast) return { ok: true, items: fast, root: fast.map((item) => item.value) };
  return readChangelogFull(text);
}
