/**
 * A merge GitHub did not record: the merge commit changed the changelog but no push run of
 * run-sweep.yml exists for it, so there is no failed run to point a recovery at. The merge commit
 * itself is the target: it must map to exactly one merged PR and have no push run (with one, the
 * usual --target recovery applies and says more).
 */
import { short } from '../merge/names.js';
import type { RecoveryContext } from './context.js';
import { mergedPullOf } from './inspect.js';
import { RUN_SWEEP_WORKFLOW } from './names.js';
import { stop } from './refusal.js';

export interface RecoveryTarget {
  /** The failed push run, or null for a merge without any push run. */
  run_id: number | null;
  run_conclusion: string | null;
  merge_sha: string;
  pr_number: number;
}

export async function unrecordedMerge(ctx: RecoveryContext, mergeSha: string): Promise<RecoveryTarget> {
  const runs = await ctx.github.listRunsForHead(ctx.repo, RUN_SWEEP_WORKFLOW, 'push', mergeSha);
  if (runs.length)
    stop(
      `merge ${short(mergeSha)} has ${runs.length === 1 ? 'push run' : 'push runs'} ${runs.map((r) => r.id).join(', ')} of ${RUN_SWEEP_WORKFLOW}; recover with --target ${runs[0]!.id} instead of --merge-sha`,
    );
  const pull = mergedPullOf(await ctx.github.listPullsForCommit(ctx.repo, mergeSha), mergeSha);
  if (!ctx.git.hasCommit(mergeSha))
    stop(`merge commit ${mergeSha} is not in the local clone; run git fetch ${ctx.remote} main`);
  return { run_id: null, run_conclusion: null, merge_sha: mergeSha, pr_number: pull.number ?? 0 };
}
