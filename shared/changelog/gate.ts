/**
 * The changelog gate, the full byte and entry contract (the reference's checkout gate only
 * checked the final newline and that the processor accepts the file): parse both revisions with
 * the raw-byte rules, compare entries, check the raw change, then
 * require that the appended entries produce a valid plan with the modifier flags the sweep
 * will use. A change made only of canonical pr-link corrections passes with
 * nothing to sweep; a change with neither additions nor corrections fails.
 */
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../errors.js';
import { compareEntries } from './compare.js';
import { failOnBrokenHistory, isPositional, repairCommand } from './diagnose.js';
import { type HistoryMatch, matchHistory } from './history.js';
import { layoutIssues } from './layout.js';
import type { ChangelogEntry } from './entry.js';
import { fail, parseRevisions, type Where } from './parse.js';
import { PrLinks } from './pr-link.js';
import { validateRawChange } from './raw-change.js';

export interface GateInput {
  /** The changelog path as the user named it (messages and annotations point at it). */
  file: string;
  baseRef: string;
  headRef: string;
  baseRaw: Uint8Array;
  headRaw: Uint8Array;
  /** `owner/name` used in canonical pr-links. */
  repo: string;
  /** The pull request number (placeholders allowed, own number only); absent on main. */
  prNumber?: number;
  /**
   * Whether the working tree's changelog has changes no commit holds yet. The gate reads
   * commits, so an append that was not committed is invisible to it; asked only when nothing
   * was appended, to say "commit first" instead of "nothing appended".
   */
  uncommitted?: () => boolean;
  /** Builds the plan for the appended entries; throws a SweepkitError when it cannot. */
  plan: (entries: ChangelogEntry[]) => Promise<{ rows: number }>;
}

export interface GateVerdict {
  additions: ChangelogEntry[];
  corrections: number;
  /** Rows in the plan of the appended entries (0 for corrections). */
  rows: number;
  /** The one-line confirmation. */
  summary: string;
}

/** `1 row`, `2 rows`; `plural` when the word does not just take an s (`entry`, `entries`). */
function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/** "nothing appended", or "commit first" when the append is still in the working tree only. */
export function nothingAppendedMessage(
  file: string,
  refs: { baseRef: string; headRef: string },
  uncommitted: boolean,
): { message: string; hint: string } {
  const what = `${file} at ${refs.headRef} has no new entry and no pr-link correction relative to ${refs.baseRef}`;
  if (uncommitted)
    return {
      message: `nothing appended in the commits: ${what}, but ${file} has uncommitted changes in the working tree`,
      hint: 'commit the change first: the gate reads the changelog from git commits, not from the working tree',
    };
  return {
    message: `nothing appended: ${what}`,
    hint: 'append an entry describing the performance-relevant change and commit it',
  };
}

/** "the appended entry 3 does not", "the appended entries 3-5 do not". */
export function appendedEntriesText(first: number, last: number): string {
  return first === last
    ? `the appended entry ${first} does not`
    : `the appended entries ${first}-${last} do not`;
}

/**
 * Every base entry is intact, so a breach of the byte contract is a layout problem: name each
 * one (placement, blank lines, separators) and the command that repairs them all. Returns
 * when the layout walk finds nothing, so the raw check's own message stands.
 */
function layoutFailure(input: GateInput, match: HistoryMatch): void {
  const issues = layoutIssues(bufferOf(input.baseRaw), bufferOf(input.headRaw), match);
  if (issues.length === 0) return;
  const command = repairCommand({ baseRef: input.baseRef, prNumber: input.prNumber, file: input.file });
  throw new SweepkitError(
    issues.map((issue) => ({
      file: input.file,
      line: issue.line,
      message: issue.message,
      hint: `${issue.message.endsWith(issue.rule) ? '' : `${issue.rule}; `}repair with: ${command}`,
    })),
  );
}

function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export async function runGate(input: GateInput): Promise<GateVerdict> {
  const { file } = input;
  const head: Where = { file, label: `head ${file}` };
  const base: Where = { file, label: `base ${file}` };
  const { base: baseParsed, head: headParsed } = await parseRevisions(
    input.baseRaw,
    input.headRaw,
    base,
    head,
  );
  const links = new PrLinks(input.repo);
  const revisions = { base: baseParsed.entries, head: headParsed.entries };
  const match = matchHistory(revisions.base, revisions.head, (link) => links.isCanonical(link));
  failOnBrokenHistory(match, revisions, { file, baseRef: input.baseRef });
  // Every base entry is intact: a head that is not base + append is a layout problem.
  if (!isPositional(match)) layoutFailure(input, match);
  const { additions, corrections } = compareEntries(revisions.base, revisions.head, {
    prNumber: input.prNumber,
    links,
    where: head,
  });
  try {
    validateRawChange(input.baseRaw, input.headRaw, additions.length, corrections.length, head);
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    layoutFailure(input, match);
    // Intact history: the repair's output satisfies the contract whatever the raw check saw.
    const command = repairCommand({ baseRef: input.baseRef, prNumber: input.prNumber, file });
    throw new SweepkitError(
      error.issues.map((issue) => ({
        ...issue,
        hint: `${issue.hint ? `${issue.hint}; ` : ''}repair with: ${command}`,
      })),
    );
  }
  if (additions.length === 0 && corrections.length === 0) {
    const { message, hint } = nothingAppendedMessage(file, input, input.uncommitted?.() ?? false);
    fail(head, message, undefined, hint);
  }
  if (additions.length === 0) {
    return {
      additions: [],
      corrections: corrections.length,
      rows: 0,
      summary: `Validated ${file}: ${plural(corrections.length, 'pr-link correction')}, nothing to sweep`,
    };
  }
  const entries = additions.map((a) => a.entry);
  let rows: number;
  try {
    ({ rows } = await input.plan(entries));
  } catch (error) {
    const first = additions[0]!;
    const message = error instanceof Error ? error.message : String(error);
    fail(
      head,
      `${appendedEntriesText(baseParsed.entries.length + 1, headParsed.entries.length)} produce a valid sweep plan: ${message}`,
      first.line,
      'fix the config keys or flags of the appended entries',
    );
  }
  return {
    additions: entries,
    corrections: 0,
    rows,
    summary: `Validated ${file}: ${plural(additions.length, 'appended entry', 'appended entries')}, byte contract satisfied and matrix generated (${plural(rows, 'row')})`,
  };
}
