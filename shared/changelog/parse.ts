/**
 * File-level parse of one changelog revision: the checks run in the
 * reference's order and the first failure wins. `label` prefixes every message
 * ("base perf-changelog.yaml", "head perf-changelog.yaml").
 */
import { Buffer, isUtf8 } from 'node:buffer';
import { SweepkitError } from '../errors.js';
import { pyEqual } from './compare.js';
import { type ChangelogEntry, type EntryCheck, checkEntry, describeEntryIssues } from './entry.js';
import { readChangelogYaml, type ReadItem } from './yaml-reader.js';

export interface ParsedEntry {
  /** The parsed mapping, uncoerced (what entry comparison looks at). */
  raw: Record<string, unknown>;
  /** The validated entry in serialised form. */
  entry: ChangelogEntry;
  /** 1-based line of the entry's `- config-keys:` line. */
  line: number;
  keyLines: Record<string, number>;
  /** Source text of the entry when the fast reader read it (equal sources: equal values). */
  source?: string;
}

export interface ParsedChangelog {
  entries: ParsedEntry[];
  /** The decoded text (valid UTF-8, no CR/tab/NUL). */
  text: string;
}

/** Where the message should point: the file (as the user named it) and a line. */
export interface Where {
  file: string;
  label: string;
}

export function fail(where: Where, message: string, line?: number, hint?: string): never {
  throw new SweepkitError({ message, file: where.file, line, hint });
}

function decodeUtf8(raw: Uint8Array, where: Where): string {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  // isUtf8 is a native check; TextDecoder only runs to locate the problem.
  if (isUtf8(bytes)) return bytes.toString('utf8');
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw);
  const bad = text.indexOf('\ufffd');
  const line = text.slice(0, bad).split('\n').length;
  return fail(
    where,
    `${where.label} is not UTF-8: invalid byte sequence on line ${line}`,
    line,
    'save the file as UTF-8',
  );
}

/** Line breaks Python's str.splitlines() knows (CR is rejected before this runs). */
const LINE_BREAKS = new Set(['\n', '\v', '\f', '\x1c', '\x1d', '\x1e', '\x85', '\u2028', '\u2029']);
const ENTRY_PREFIX = '- config-keys:';

/** Lines that start with `- config-keys:` (rule 8). */
function countEntryStarts(text: string): number {
  let count = 0;
  for (let at = text.indexOf(ENTRY_PREFIX); at >= 0; at = text.indexOf(ENTRY_PREFIX, at + 1)) {
    if (at === 0 || LINE_BREAKS.has(text[at - 1]!)) count++;
  }
  return count;
}

function lineOfByte(raw: Uint8Array, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (raw[i] === 10) line++;
  return line;
}

async function readRevision(raw: Uint8Array, where: Where): Promise<{ items: ReadItem[]; text: string }> {
  const { label } = where;
  if (raw.length === 0 || raw[raw.length - 1] !== 10) {
    fail(
      where,
      `${label} does not end with a newline`,
      undefined,
      'add a single newline at the end of the file',
    );
  }
  const cr = raw.indexOf(13);
  if (cr >= 0) fail(where, `${label} contains CR characters`, lineOfByte(raw, cr), 'use LF line endings');
  const tab = raw.indexOf(9);
  if (tab >= 0) fail(where, `${label} contains tabs`, lineOfByte(raw, tab), 'indent with spaces');
  const nul = raw.indexOf(0);
  if (nul >= 0) fail(where, `${label} contains NUL bytes`, lineOfByte(raw, nul), 'remove the NUL bytes');
  const text = decodeUtf8(raw, where);

  const read = await readChangelogYaml(text);
  if (!read.ok) {
    fail(where, `${label} is not valid YAML: ${read.detail}`, read.line, 'fix the YAML at that line');
  }
  if (!read.items)
    fail(
      where,
      `${label} root must be a YAML list`,
      undefined,
      'the file is a list of `- config-keys:` entries',
    );
  const starts = countEntryStarts(text);
  if (starts !== read.items.length) {
    fail(
      where,
      `${label} has ${starts} top-level config entries but YAML parsed ${read.items.length} entries`,
      undefined,
      'write every entry in block style with `- config-keys:` as its first line, at column 0',
    );
  }
  return { items: read.items, text };
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

type ItemCheck = EntryCheck | { ok: false; notMapping: true };

/**
 * Schema checks of every item, without throwing. `known` holds another revision's items and
 * checks: an item deep-equal to the one at the same index reuses that result, so the gate
 * validates the shared history once instead of twice.
 */
function checkItems(items: ReadItem[], known?: { items: ReadItem[]; checks: ItemCheck[] }): ItemCheck[] {
  return items.map((item, i) => {
    if (!isMapping(item.value)) return { ok: false, notMapping: true };
    const other = known?.items[i];
    if (
      other &&
      ((other.source !== undefined && other.source === item.source) || pyEqual(other.value, item.value))
    ) {
      return known!.checks[i]!;
    }
    return checkEntry(item.value);
  });
}

/** Step 9: the first failing item (in order) fails the revision. */
function reportItems(items: ReadItem[], checks: ItemCheck[], where: Where): ParsedEntry[] {
  return items.map((item, i): ParsedEntry => {
    const index = i + 1;
    const check = checks[i]!;
    if ('notMapping' in check)
      return fail(where, `${where.label} entry ${index} is not a mapping`, item.line);
    if (!check.ok) {
      const line = (check.firstKey && item.keyLines[check.firstKey]) || item.line;
      return fail(
        where,
        `${where.label} entry ${index} fails ChangelogEntry validation: ${describeEntryIssues(check.error)}`,
        line,
        'see the entry schema in docs/changelog.md',
      );
    }
    return {
      raw: item.value as Record<string, unknown>,
      entry: check.entry,
      line: item.line,
      keyLines: item.keyLines,
      source: item.source,
    };
  });
}

/** One revision, all nine checks, in order. */
export async function parseChangelog(raw: Uint8Array, where: Where): Promise<ParsedChangelog> {
  const read = await readRevision(raw, where);
  return { entries: reportItems(read.items, checkItems(read.items), where), text: read.text };
}

/**
 * Both revisions, base first (its failure wins), with the shared history validated once.
 * Same verdicts and messages as two parseChangelog calls.
 */
export async function parseRevisions(
  baseRaw: Uint8Array,
  headRaw: Uint8Array,
  base: Where,
  head: Where,
): Promise<{ base: ParsedChangelog; head: ParsedChangelog }> {
  const baseRead = await readRevision(baseRaw, base);
  let headRead: Awaited<ReturnType<typeof readRevision>> | undefined;
  let headError: unknown;
  try {
    headRead = await readRevision(headRaw, head);
  } catch (error) {
    headError = error;
  }
  const headChecks = headRead ? checkItems(headRead.items) : undefined;
  const baseChecks = checkItems(baseRead.items, headRead && { items: headRead.items, checks: headChecks! });
  const baseEntries = reportItems(baseRead.items, baseChecks, base);
  if (!headRead) throw headError;
  return {
    base: { entries: baseEntries, text: baseRead.text },
    head: { entries: reportItems(headRead.items, headChecks!, head), text: headRead.text },
  };
}
