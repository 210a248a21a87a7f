/**
 * `scope`: the sweep scope of the original PR exactly, even when its merge also changed other
 * files. A synthetic commit on the merge's first parent B carries only the merge's changelog;
 * the plan between B and it is what the PR's entries ask for, nothing else. Everything happens in
 * a private worktree that is removed afterwards.
 */
import { PrLinks } from '../../changelog/pr-link.js';
import type { SearchSpaceConfig } from '../../plan/schema.js';
import { short } from '../merge/names.js';
import { SYNTHETIC_IDENTITY, syntheticCommitMessage } from './names.js';
import type { RecoveryGit } from './ports.js';
import { validateReconstruction } from './reconstruct.js';
import { stop } from './refusal.js';

export interface ScopeOptions {
  mergeSha: string;
  pr: number;
  repoName: string;
  file: string;
  remote: string;
  pid: number;
}

export interface ScopeReport {
  merge_sha: string;
  base_sha: string;
  synthetic_sha: string;
  appended_entries: number;
  fixed_rows: number;
  agentic_rows: number;
  eval_jobs: number;
  config_keys: string[];
}

const AGENTIC_GROUP = 'agentic';

/** Rows per family of a plan: fixed sequence lengths, agentic, and the four eval lists. */
function planCounts(plan: SearchSpaceConfig): Pick<ScopeReport, 'fixed_rows' | 'agentic_rows' | 'eval_jobs'> {
  let fixed = 0;
  let agentic = 0;
  for (const groups of [plan.single_node, plan.multi_node])
    for (const [group, rows] of Object.entries(groups)) {
      if (group === AGENTIC_GROUP) agentic += rows.length;
      else fixed += rows.length;
    }
  const evals =
    plan.evals.length +
    plan.agentic_evals.length +
    plan.multinode_evals.length +
    plan.multinode_agentic_evals.length;
  return { fixed_rows: fixed, agentic_rows: agentic, eval_jobs: evals };
}

export async function scope(
  git: RecoveryGit,
  o: ScopeOptions,
): Promise<{ report: ScopeReport; plan: SearchSpaceConfig }> {
  if (!git.hasCommit(o.mergeSha))
    stop(`merge commit ${o.mergeSha} is not in the local clone; run git fetch ${o.remote} main`);
  const base = git.parentsOf(o.mergeSha)[0];
  if (base === undefined) stop(`merge commit ${short(o.mergeSha)} has no parent`);
  const merged = git.blobAt(o.mergeSha, o.file);
  const { appended } = await validateReconstruction(
    git.blobAt(base, o.file),
    merged,
    o.pr,
    o.repoName,
    o.file,
  );
  const name = `recovery-scope-${o.pr}-${o.pid}`;
  let worktree: string | null = null;
  try {
    worktree = git.addWorktree(name, base);
    git.writeAndStage(worktree, o.file, merged);
    const check = git.stagedCheck(worktree);
    if (check) stop(`synthetic recovery tree fails git diff --check: ${check.split('\n')[0]}`);
    git.commitAs(worktree, syntheticCommitMessage(o.pr), SYNTHETIC_IDENTITY);
    const synthetic = git.head(worktree);
    const changed = git.diffNameStatus(base, synthetic).map((l) => l.split('\t').at(-1) ?? '');
    const unexpected = changed.filter((p) => p !== o.file);
    if (unexpected.length)
      stop(`synthetic commit changed unexpected paths: [${unexpected.map((p) => `'${p}'`).join(', ')}]`);
    const plan = await git.plan(worktree, o.file, base, synthetic);
    const link = new PrLinks(o.repoName).forPr(o.pr);
    if (plan.changelog_metadata.entries.some((e) => e['pr-link'] !== link))
      stop('generated changelog metadata includes entries outside the target PR');
    plan.changelog_metadata.base_ref = base;
    plan.changelog_metadata.head_ref = o.mergeSha;
    const keys = [...new Set(appended.flatMap((e) => e.entry['config-keys']))];
    return {
      plan,
      report: {
        merge_sha: o.mergeSha,
        base_sha: base,
        synthetic_sha: synthetic,
        appended_entries: appended.length,
        ...planCounts(plan),
        config_keys: keys,
      },
    };
  } finally {
    // The worktree is detached at a commit of the clone: no private ref to delete.
    git.cleanup(worktree, null);
  }
}
