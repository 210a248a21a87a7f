/**
 * The entries a sweep plans for: the head entries the base does not have, compared as parsed
 * entries (a multiset, in head order: an entry added twice is planned twice). On push to main
 * nothing can be fixed any more, so a layout that breaks the byte contract (a PR's block placed
 * above main's newer ones by a clean merge, whitespace-only lines lost or added) plans the
 * same entries a clean append would and comes back as warnings; a base entry deleted or edited
 * (other than a canonical pr-link correction) is still refused, as in the gate.
 */
import { SweepkitError } from '../errors.js';
import type { ChangelogEntry } from '../changelog/entry.js';
import { contractLayoutIssues, failOnBrokenHistory, repairCommand } from '../changelog/diagnose.js';
import { nothingAppendedMessage } from '../changelog/gate.js';
import { matchHistory } from '../changelog/history.js';
import type { LayoutIssue } from '../changelog/layout.js';
import { parseRevisions } from '../changelog/parse.js';

export interface PlanWarning extends LayoutIssue {
  file: string;
  /** The command that would have fixed it on the pull request. */
  fix: string;
}

export interface Delta {
  entries: ChangelogEntry[];
  corrections: number;
  warnings: PlanWarning[];
}

/** Where the delta is taken: the file as named, the refs, and whether its append is uncommitted. */
export interface DeltaContext {
  file: string;
  baseRef: string;
  headRef: string;
  /** As GateInput.uncommitted: asked only when the commits append nothing. */
  uncommitted?: () => boolean;
}

/**
 * The plan knows no repository name: a correction is accepted when it is a pull-request link of
 * any repository (the gate checked the repository on the pull request).
 */
const PULL_LINK = /^https:\/\/github\.com\/[^/\s]+\/[^/\s]+\/pull\/[0-9]+$/;

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
  const revisions = { base: base.entries, head: head.entries };
  const match = matchHistory(revisions.base, revisions.head, (link) => PULL_LINK.test(link));
  failOnBrokenHistory(match, revisions, context);
  const entries = match.added.map((j) => head.entries[j]!.entry);
  const corrections = match.corrections.length;
  if (entries.length === 0 && corrections === 0) {
    throw new SweepkitError({
      file,
      ...nothingAppendedMessage(file, context, context.uncommitted?.() ?? false),
    });
  }
  const fix = repairCommand({ baseRef: context.baseRef, file });
  const warnings = contractLayoutIssues(baseRaw, headRaw, match).map((issue) => ({ ...issue, file, fix }));
  return { entries, corrections, warnings };
}
