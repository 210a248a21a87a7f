/**
 * What went wrong between two revisions, said in terms the author can act on: a base entry
 * really deleted or edited (restore it), or only the layout differs from a clean append
 * (placement, blank lines, separators), which `sweepkit changelog repair` fixes in one command.
 */
import { Buffer } from 'node:buffer';
import { SweepkitError, type Issue } from '../errors.js';
import type { HistoryMatch } from './history.js';
import { layoutIssues, type LayoutIssue } from './layout.js';
import { DEFAULT_CHANGELOG_FILE } from './names.js';
import type { ParsedEntry } from './parse.js';
import { pyRepr } from './pr-link.js';
import { validateRawChange } from './raw-change.js';

/** The command that rewrites the working-tree changelog into base + a clean append. */
export function repairCommand(options: { baseRef: string; prNumber?: number; file: string }): string {
  const parts = ['sweepkit changelog repair', `--base-ref ${options.baseRef}`];
  if (options.prNumber !== undefined) parts.push(`--pr-number ${options.prNumber}`);
  if (options.file !== DEFAULT_CHANGELOG_FILE) parts.push(`--changelog-file ${options.file}`);
  return parts.join(' ');
}

/**
 * The failure for a base entry that was deleted or whose value changed (other than a canonical
 * pr-link correction), or undefined when every base entry is intact. Repair cannot help here:
 * only the author knows which version of the entry is right.
 */
function brokenHistoryIssue(
  match: HistoryMatch,
  entries: { base: ParsedEntry[]; head: ParsedEntry[] },
  context: { file: string; baseRef: string },
): Issue | undefined {
  const broken = match.broken[0];
  if (!broken) return undefined;
  const { file, baseRef } = context;
  const n = broken.base + 1;
  const before = entries.base[broken.base]!;
  const show = `git show ${baseRef}:${file}`;
  if (broken.kind === 'deleted') {
    return {
      file,
      line: before.line,
      message: `entry ${n} of the base (its line ${before.line}) was deleted; existing entries are immutable`,
      hint: `if ${baseRef} gained it after your branch was cut, merge it (git merge ${baseRef}); otherwise restore it as it is on the base (see it with: ${show})`,
    };
  }
  const after = entries.head[broken.head!]!;
  if (broken.kind === 'non-canonical-link') {
    const link = String(after.raw['pr-link']);
    return {
      file,
      line: after.keyLines['pr-link'] ?? after.line,
      message: `entry ${n} pr-link correction is not canonical: ${pyRepr(link)}`,
      hint: 'a corrected link must be https://github.com/OWNER/NAME/pull/<number>',
    };
  }
  return {
    file,
    line: after.line,
    message: `entry ${n} at line ${after.line}${after.line === before.line ? '' : ` (line ${before.line} on the base)`} changed; existing entries are immutable except for pr-link-only corrections`,
    hint: `restore the entry as it is on the base branch (see it with: ${show}) and append a new entry instead`,
  };
}

export function failOnBrokenHistory(
  match: HistoryMatch,
  entries: { base: ParsedEntry[]; head: ParsedEntry[] },
  context: { file: string; baseRef: string },
): void {
  const issue = brokenHistoryIssue(match, entries, context);
  if (issue) throw new SweepkitError(issue);
}

/** Every base entry at its own index: the head can be a plain append. */
export function isPositional(match: HistoryMatch): boolean {
  return match.headOf.every((j, i) => j === i);
}

/**
 * How the head's bytes differ from the base plus a clean append of its new entries; empty when
 * they do not (the raw-change contract holds). Call only when no base entry is broken.
 */
export function contractLayoutIssues(
  baseRaw: Uint8Array,
  headRaw: Uint8Array,
  match: HistoryMatch,
): LayoutIssue[] {
  const base = Buffer.from(baseRaw.buffer, baseRaw.byteOffset, baseRaw.byteLength);
  const head = Buffer.from(headRaw.buffer, headRaw.byteOffset, headRaw.byteLength);
  let breach: SweepkitError | undefined;
  if (isPositional(match)) {
    try {
      validateRawChange(base, head, match.added.length, match.corrections.length, { file: '', label: '' });
      return [];
    } catch (error) {
      if (!(error instanceof SweepkitError)) throw error;
      breach = error;
    }
  }
  const issues = layoutIssues(base, head, match);
  if (issues.length || !breach) return issues;
  // The raw check saw something the layout walk does not name: keep its own words.
  const first = breach.issues[0]!;
  return [{ rule: 'the byte contract', message: first.message, line: first.line ?? 1 }];
}
