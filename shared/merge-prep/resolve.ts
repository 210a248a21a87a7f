/**
 * `resolve-conflict`, run inside a conflicted `git merge origin/main`:
 * the result is main's bytes plus only what the PR uniquely contributes (its appended entries,
 * link canonicalised, or its pr-link corrections); anything else is refused.
 */
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../errors.js';
import { PrLinks } from '../changelog/pr-link.js';
import type { MergePrepOptions } from './canonicalize.js';
import { checkChange, parseRevision, type Revision } from './contract.js';
import { LABELS } from './names.js';
import { entrySignature } from './signature.js';
import { appendBlocks, entrySpans, replacePrLink } from './spans.js';

/** The three index stages of the conflicted file. */
export interface ConflictStages {
  mergeBase: Uint8Array;
  /** Stage 2, "ours": the PR branch. */
  pr: Uint8Array;
  /** Stage 3, "theirs": main. */
  main: Uint8Array;
}

export interface Resolution {
  bytes: Buffer;
  /** What was carried over, for the CLI's message. */
  kind: 'appended' | 'corrected';
  /** 1-based entry numbers (of the PR side) carried over or corrected. */
  entries: number[];
  /** PR additions dropped because main already has an identical entry. */
  dropped: number[];
}

function refuse(message: string, file: string, hint: string, line?: number): never {
  throw new SweepkitError({ message, file, line, hint });
}

function appendContributions(base: Revision, pr: Revision, main: Revision, options: MergePrepOptions) {
  const { file } = options;
  const onMain = new Set(main.entries.map((entry) => entrySignature(entry.raw)));
  const spans = entrySpans(pr.bytes, pr.entries.length, file);
  const link = new PrLinks(options.repo).forPr(options.prNumber);
  const blocks: Buffer[] = [];
  const entries: number[] = [];
  const dropped: number[] = [];
  for (let i = base.entries.length; i < pr.entries.length; i++) {
    if (onMain.has(entrySignature(pr.entries[i]!.raw))) {
      dropped.push(i + 1);
      continue;
    }
    const span = spans[i]!;
    blocks.push(
      replacePrLink(pr.bytes.subarray(span.start, span.contentEnd), link, file, pr.entries[i]!.line),
    );
    entries.push(i + 1);
  }
  if (blocks.length === 0) {
    refuse(
      'the PR has no changelog contribution remaining after merging main',
      file,
      'main already has every entry this PR appends (apart from the link); drop the PR side of the file',
    );
  }
  return { bytes: appendBlocks(main.bytes, blocks), entries, dropped };
}

function applyCorrections(base: Revision, pr: Revision, main: Revision, corrections: number[], file: string) {
  const spans = entrySpans(main.bytes, main.entries.length, file);
  const pieces: Buffer[] = [];
  const entries: number[] = [];
  let copied = 0;
  for (const i of corrections) {
    const n = i + 1;
    const mainEntry = main.entries[i];
    if (!mainEntry) refuse(`main is missing corrected entry ${n}`, file, 'resolve the conflict by hand');
    const { 'pr-link': baseLink, ...baseRest } = base.entries[i]!.raw;
    const { 'pr-link': mainLink, ...mainRest } = mainEntry.raw;
    const prLink = pr.entries[i]!.raw['pr-link'];
    if (entrySignature(baseRest) !== entrySignature(mainRest)) {
      refuse(`main changed corrected entry ${n}; resolve manually`, file, 'merge by hand', mainEntry.line);
    }
    if (String(mainLink) === String(prLink)) continue;
    if (String(mainLink) !== String(baseLink)) {
      refuse(`main has a conflicting pr-link for entry ${n}`, file, 'pick one link by hand', mainEntry.line);
    }
    const span = spans[i]!;
    pieces.push(main.bytes.subarray(copied, span.start));
    pieces.push(
      replacePrLink(main.bytes.subarray(span.start, span.end), String(prLink), file, mainEntry.line),
    );
    copied = span.end;
    entries.push(n);
  }
  if (entries.length === 0) {
    refuse("the PR's pr-link corrections are already present on main", file, "take main's side of the file");
  }
  pieces.push(main.bytes.subarray(copied));
  return { bytes: Buffer.concat(pieces), entries, dropped: [] };
}

export async function resolveConflict(
  stages: ConflictStages,
  options: MergePrepOptions,
): Promise<Resolution> {
  const { file, prNumber } = options;
  const links = new PrLinks(options.repo);
  const base = await parseRevision(stages.mergeBase, LABELS.mergeBase, file);
  const pr = await parseRevision(stages.pr, LABELS.prSide, file);
  const main = await parseRevision(stages.main, LABELS.mainSide, file);
  const { additions, corrections } = checkChange(base, pr, { prNumber, links });

  let result: Omit<Resolution, 'kind'>;
  let kind: Resolution['kind'];
  if (additions.length > 0) {
    result = appendContributions(base, pr, main, options);
    kind = 'appended';
  } else if (corrections.length > 0) {
    result = applyCorrections(base, pr, main, corrections, file);
    kind = 'corrected';
  } else {
    refuse(
      'the PR has no appended entry or pr-link correction to preserve',
      file,
      "the PR side equals the merge base; take main's side of the file",
    );
  }
  const resolved = await parseRevision(result.bytes, LABELS.resolved, file);
  checkChange(main, resolved, { prNumber, links });
  return { ...result, bytes: resolved.bytes, kind };
}
