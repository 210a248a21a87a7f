/**
 * File-level parse of one changelog revision: the checks run in the
 * reference's order and the first failure wins. `label` prefixes every message
 * ("base perf-changelog.yaml", "head perf-changelog.yaml").
 */
import { SweepkitError } from '../errors.js';
import { decodeUtf8Strict, lineOfByte, notUtf8Message } from '../utf8.js';
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
  /** Source text of the entry when no alias or directive ties entries together (equal sources: equal values). */
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
  const decoded = decodeUtf8Strict(raw);
  if (decoded.ok) return decoded.text;
  return fail(where, notUtf8Message(where.label, decoded.line), decoded.line, 'save the file as UTF-8');
}

/** Line breaks Python's str.splitlines() knows (CR is rejected before this runs). */
const LINE_BREAKS = new Set(['\n', '\v', '\f', '\x1c', '\x1d', '\x1e', '\x85', '\u2028', '\u2029']);
const ENTRY_PREFIX = '- config-keys:';

/**
 * Lines that start with `- config-keys:`: every entry must begin with such a line, so this count
 * must equal the number of entries the YAML holds.
 */
function countEntryStarts(text: string): number {
  let count = 0;
  for (let at = text.indexOf(ENTRY_PREFIX); at >= 0; at = text.indexOf(ENTRY_PREFIX, at + 1)) {
    if (at === 0 || LINE_BREAKS.has(text[at - 1]!)) count++;
  }
  return count;
}

/**
 * The first entry whose line does not start with `- config-keys:` (a flow-style entry, another
 * first key, a snake_case `config_keys`), so the count mismatch can name its line.
 */
function firstMisplacedEntry(
  text: string,
  items: ReadItem[],
): { entry: number; line: number; start: string; snakeCase: boolean } | undefined {
  const lines = text.split('\n');
  const index = items.findIndex((item) => !(lines[item.line - 1] ?? '').startsWith(ENTRY_PREFIX));
  if (index < 0) return undefined;
  const { line } = items[index]!;
  const start = lines[line - 1]!.trimEnd();
  return {
    entry: index + 1,
    line,
    start: start.length > 40 ? `${start.slice(0, 40)}...` : start,
    snakeCase: /^- config_keys\s*:/.test(start),
  };
}

async function readRevision(raw: Uint8Array, where: Where): Promise<{ items: ReadItem[]; text: string }> {
  const { label } = where;
  if (raw.length === 0)
    fail(where, `${label} is empty`, undefined, 'restore its entries: a changelog only ever grows');
  if (raw[raw.length - 1] !== 10) {
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
    const misplaced = firstMisplacedEntry(text, read.items);
    fail(
      where,
      `${label} has ${starts} top-level config entries but YAML parsed ${read.items.length} entries` +
        (misplaced ? `: entry ${misplaced.entry} starts with '${misplaced.start}'` : ''),
      misplaced?.line,
      misplaced?.snakeCase
        ? 'field names are kebab-case: write `- config-keys:` (and evals-only, all-evals, pr-link, ...)'
        : 'write every entry in block style with `- config-keys:` as its first line, at column 0',
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
