/**
 * `changelog repair`: the working-tree changelog rewritten as the base's bytes plus the head's
 * new entries (the head entries the base lacks, history.ts) appended in the canonical layout.
 * This is what a clean `git merge` of main should have produced when it put the PR's block
 * above main's newer ones or lost a whitespace-only line. It refuses, changing nothing, when a
 * base entry was deleted or edited: only the author knows which version is right. Running it
 * on its own output changes nothing.
 */
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../errors.js';
import { appendBlocks, entrySpans, replacePrLink } from '../merge-prep/spans.js';
import { contractLayoutIssues, failOnBrokenHistory } from './diagnose.js';
import { matchHistory } from './history.js';
import type { LayoutIssue } from './layout.js';
import { parseChangelog, parseRevisions, type Where } from './parse.js';
import { PrLinks } from './pr-link.js';
import { validateRawChange } from './raw-change.js';

export interface RepairInput {
  baseRaw: Uint8Array;
  /** The working-tree changelog. */
  headRaw: Uint8Array;
  /** The changelog path as the user named it (messages). */
  file: string;
  baseRef: string;
  /** `owner/name` of canonical pr-links. */
  repo: string;
  /** When given, the new entries' XXX placeholder links become this PR's link. */
  prNumber?: number;
}

export interface Repaired {
  bytes: Buffer;
  /** Whether `bytes` differ from the working tree's. */
  changed: boolean;
  /** New entries appended after the base's bytes. */
  appended: number;
  /** Base entries whose pr-link correction was kept. */
  corrected: number;
  /** New entries whose placeholder link became the PR's link. */
  relinked: number;
  /** What was out of the byte contract in the working tree (empty when it was within). */
  fixed: LayoutIssue[];
}

function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export async function repairChangelog(input: RepairInput): Promise<Repaired> {
  const { file } = input;
  const base = bufferOf(input.baseRaw);
  const head = bufferOf(input.headRaw);
  const where = (role: string): Where => ({ file, label: `${role} ${file}` });
  const parsed = await parseRevisions(base, head, where('base'), where('working-tree'));
  const revisions = { base: parsed.base.entries, head: parsed.head.entries };
  const links = new PrLinks(input.repo);
  const match = matchHistory(revisions.base, revisions.head, (link) => links.isCanonical(link));
  try {
    failOnBrokenHistory(match, revisions, { file, baseRef: input.baseRef });
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    throw new SweepkitError(error.issues, `repair refused, ${file} is unchanged:`);
  }
  if (match.corrections.length > 0 && match.added.length > 0) {
    throw new SweepkitError(
      {
        file,
        line: revisions.head[match.added[0]!]!.line,
        message: 'do not mix historical pr-link corrections with new changelog entries',
        hint: 'send the pr-link corrections in a separate pull request',
      },
      `repair refused, ${file} is unchanged:`,
    );
  }
  let history = base;
  if (match.corrections.length > 0) {
    const spans = entrySpans(base, revisions.base.length, file);
    const pieces: Buffer[] = [];
    let copied = 0;
    for (const i of match.corrections) {
      const span = spans[i]!;
      const link = String(revisions.head[match.headOf[i]!]!.raw['pr-link']);
      pieces.push(base.subarray(copied, span.start));
      pieces.push(replacePrLink(base.subarray(span.start, span.end), link, file, revisions.base[i]!.line));
      copied = span.end;
    }
    pieces.push(base.subarray(copied));
    history = Buffer.concat(pieces);
  }
  const headSpans = entrySpans(head, revisions.head.length, file);
  let relinked = 0;
  const blocks = match.added.map((j) => {
    const span = headSpans[j]!;
    const block = head.subarray(span.start, span.contentEnd);
    const link = revisions.head[j]!.raw['pr-link'];
    if (input.prNumber === undefined || typeof link !== 'string' || !links.isPlaceholder(link)) return block;
    relinked++;
    return replacePrLink(block, links.forPr(input.prNumber), file, revisions.head[j]!.line);
  });
  const fixed = contractLayoutIssues(base, head, match);
  const counts = { appended: blocks.length, corrected: match.corrections.length, relinked };
  // Within the contract already (the reference's tolerated layouts included): nothing to do.
  if (fixed.length === 0 && relinked === 0) return { bytes: head, changed: false, ...counts, fixed };
  const bytes = blocks.length ? appendBlocks(history, blocks) : history;
  // The result must hold the contract it exists for; a failure here is a bug, never a write.
  const repaired = await parseChangelog(bytes, where('repaired'));
  validateRawChange(base, bytes, blocks.length, match.corrections.length, where('repaired'));
  if (repaired.entries.length !== revisions.base.length + blocks.length) {
    throw new SweepkitError({
      file,
      message: 'repair produced a different number of entries; nothing written',
    });
  }
  return { bytes, changed: !bytes.equals(head), ...counts, fixed };
}
