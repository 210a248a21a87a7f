/** `--pr <N>` instead of a run URL: the push run of run-sweep.yml on the PR's merge commit, exactly one. */
import { short } from '../merge/names.js';
import type { RecoveryContext } from './context.js';
import { RUN_SWEEP_WORKFLOW } from './names.js';
import { stop } from './refusal.js';

export async function targetOfPull(ctx: RecoveryContext, pr: number): Promise<string> {
  const pull = await ctx.github.client.getPull(ctx.repo, pr);
  const mergeSha = pull.merge_commit_sha ?? '';
  if (!pull.merged_at || !mergeSha) stop(`PR #${pr} is not merged; its ingest has nothing to recover`);
  const runs = await ctx.github.listRunsForHead(ctx.repo, RUN_SWEEP_WORKFLOW, 'push', mergeSha);
  if (runs.length !== 1)
    stop(`PR #${pr} merge commit ${short(mergeSha)} has ${runs.length} push runs of ${RUN_SWEEP_WORKFLOW}`);
  return String(runs[0]!.id);
}
