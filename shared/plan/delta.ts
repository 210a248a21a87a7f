/**
 * The entries a sweep plans for: what the head revision appends to the base revision.
 * sweepkit reads both revisions with the same parser as the gate and takes the entries
 * beyond the base (the reference parses the added lines of `git diff`; both agree on every
 * clean append, and the semantic delta also handles pure pr-link corrections, which plan
 * nothing). Changed or deleted history is refused as in the gate.
 */
import { SweepkitError } from '../errors.js';
import { pyEqual } from '../changelog/compare.js';
import type { ChangelogEntry } from '../changelog/entry.js';
import { nothingAppendedMessage } from '../changelog/gate.js';
import { parseRevisions } from '../changelog/parse.js';

export interface Delta {
  entries: ChangelogEntry[];
  corrections: number;
}

/** Where the delta is taken: the file as named, the refs, and whether its append is uncommitted. */
export interface DeltaContext {
  file: string;
  baseRef: string;
  headRef: string;
  /** As GateInput.uncommitted: asked only when the commits append nothing. */
  uncommitted?: () => boolean;
}

export async function changelogDelta(
  baseRaw: Uint8Array,
  headRaw: Uint8Array,
  context: DeltaContext,
): Promise<Delta> {
  const { file } = context;
  const { base, head } = await parseRevisions(
    baseRaw,
    headRaw,
    { file, label: `base ${file}` },
    { file, label: `head ${file}` },
  );
  if (head.entries.length < base.entries.length) {
    throw new SweepkitError({
      file,
      message: 'perf-changelog.yaml entries were deleted',
      hint: 'merge the base branch and re-append only the new entries',
    });
  }
  let corrections = 0;
  base.entries.forEach((before, i) => {
    const after = head.entries[i]!;
    if (pyEqual(before.raw, after.raw)) return;
    const { 'pr-link': _a, ...restBefore } = before.raw;
    const { 'pr-link': _b, ...restAfter } = after.raw;
    if (!pyEqual(restBefore, restAfter)) {
      throw new SweepkitError({
        file,
        line: after.line,
        message: `entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`,
      });
    }
    corrections++;
  });
  const entries = head.entries.slice(base.entries.length).map((e) => e.entry);
  if (entries.length === 0 && corrections === 0) {
    throw new SweepkitError({
      file,
      ...nothingAppendedMessage(file, context, context.uncommitted?.() ?? false),
    });
  }
  return { entries, corrections };
}
