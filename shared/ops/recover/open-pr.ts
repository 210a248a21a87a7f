/**
 * `open-pr` (Case B): a recovery PR that re-appends the original PR's entries on today's main
 * and carries the source commit as second parent, so the push to main reuses the source run's
 * artifacts instead of sweeping again. All checks run first (target, changelog audit, source,
 * scope, clean tree, branch absent); without --send it prints the plan and stops there. The
 * label and the pinned authorization exist on the PR before the changelog change is pushed, and
 * nothing is ever force-pushed.
 */
import { Buffer } from 'node:buffer';
import { PrLinks } from '../../changelog/pr-link.js';
import { errorMessage } from '../../errors.js';
import { entrySpans, replacePrLink } from '../../merge-prep/spans.js';
import { short } from '../merge/names.js';
import { auditChangelog } from './audit.js';
import type { RecoveryContext } from './context.js';
import { RecoverRefusal } from './inspect.js';
import {
  carrierCommitMessage,
  entryCount,
  prepareCommitMessage,
  RECOVERY_LABELS,
  RUN_SWEEP_WORKFLOW,
  recoveryBranch,
  recoveryCommitMessage,
  recoveryPrBody,
  recoveryPrTitle,
  reuseComment,
} from './names.js';
import { validateReconstruction } from './reconstruct.js';
import { RecoveryRefusal, stop } from './refusal.js';
import { inspectTarget } from './run-inspect.js';
import { scope, type ScopeReport } from './scope.js';
import { checkSource } from './source.js';
import { targetOfPull } from './target.js';
import { unrecordedMerge, type RecoveryTarget } from './unrecorded.js';

export interface OpenPrOptions {
  /** A run URL or id; or null with `pr` or `mergeSha` set. */
  target: string | null;
  /** The merged PR (its merge commit's push run is the target). */
  pr: number | null;
  /** A merge commit without any push run (GitHub did not record the merge). */
  mergeSha?: string | null;
  jobId: string | null;
  acceptConclusions: string[];
  sourceRun: string;
  label: string;
  /** Accept a source commit a force-push removed from the PR (see checkSource). */
  orphanedSource?: boolean;
}

type Would =
  | { git: 'push'; ref: string; what: string }
  | { method: 'POST'; path: string; body: Record<string, unknown> };

export interface OpenPrReport {
  /** Null when the merge has no push run (--merge-sha). */
  target_run_id: number | null;
  pr_number: number;
  source_run_id: number;
  source_head_sha: string;
  partial: boolean;
  branch: string;
  original_scope: ScopeReport;
  sent: boolean;
  recovery_pr: number | null;
  recovery_pr_url: string | null;
  recovery_sha: string | null;
  carrier_sha: string | null;
  would: Would[];
}

/** The original PR's appended blocks with their links pointing at the recovery PR, byte for byte otherwise. */
export function reappend(
  main: Uint8Array,
  originalSuffix: Buffer,
  count: number,
  link: string,
  file: string,
): Buffer {
  const start = originalSuffix.indexOf('- config-keys:');
  const text = originalSuffix.subarray(start);
  const blocks = entrySpans(text, count, file).map((span) =>
    replacePrLink(text.subarray(span.start, span.end), link, file),
  );
  const base = Buffer.from(main.buffer, main.byteOffset, main.byteLength);
  const separator = base.toString('latin1').endsWith('\n\n') ? '' : '\n';
  return Buffer.concat([base, Buffer.from(separator), ...blocks]);
}

async function failedRun(ctx: RecoveryContext, o: OpenPrOptions): Promise<RecoveryTarget> {
  const targetText = o.target ?? (await targetOfPull(ctx, o.pr!));
  return inspectTarget(ctx.github, ctx.git, {
    repo: ctx.repo,
    repoName: ctx.repoName,
    target: targetText,
    jobId: o.jobId,
    acceptConclusions: o.acceptConclusions,
    remote: ctx.remote,
  });
}

export async function openRecoveryPr(ctx: RecoveryContext, o: OpenPrOptions): Promise<OpenPrReport> {
  const { github, git } = ctx;
  if (!(RECOVERY_LABELS as readonly string[]).includes(o.label))
    stop(
      `--label must be one full-sweep label (${RECOVERY_LABELS.join(', ')}), got '${o.label}'; a recovery PR sweeps nothing new, but the recovery procedure requires one`,
    );
  const target = o.mergeSha ? await unrecordedMerge(ctx, o.mergeSha) : await failedRun(ctx, o);
  const n = target.pr_number;
  const merged = git.blobAt(target.merge_sha, ctx.file);
  const audit = await auditChangelog(
    merged,
    `${ctx.file} at ${short(target.merge_sha)}`,
    ctx.file,
    ctx.repoName,
  );
  if (audit.errors.length)
    stop(
      `${ctx.file} at ${short(target.merge_sha)} is ambiguous (${audit.errors.join('; ')}); recover the intended entries of PR #${n} manually`,
    );
  const source = await checkSource(github, git, {
    repo: ctx.repo,
    pr: n,
    sourceRun: o.sourceRun,
    remote: ctx.remote,
    failOnDrift: false,
    orphanedSource: o.orphanedSource === true,
  });
  let original: ScopeReport;
  try {
    original = (
      await scope(git, {
        mergeSha: target.merge_sha,
        pr: n,
        repoName: ctx.repoName,
        file: ctx.file,
        remote: ctx.remote,
        pid: ctx.pid,
      })
    ).report;
  } catch (error) {
    if (!(error instanceof RecoverRefusal)) throw error;
    stop(
      `original changelog delta of PR #${n} is not a clean append; recover its intended entries manually (${error.message})`,
    );
  }
  const inProgress = git.operationInProgress();
  if (inProgress) stop(`A ${inProgress} is in progress; finish or abort it first`);
  const dirty = git.statusLines();
  if (dirty.length) stop(`Working tree is not clean\n${dirty.slice(0, 10).join('\n')}`);
  const branch = recoveryBranch(n);
  const mainSha = git.fetchMain(ctx.remote);
  if (git.remoteBranchExists(ctx.remote, branch))
    stop(
      `branch ${branch} already exists on ${ctx.remote}; a recovery of PR #${n} is under way (finish or close its PR and delete the branch first)`,
    );

  const S = String(source.source_run_id);
  ctx.onLine(
    target.run_id === null
      ? `✓ merge ${short(target.merge_sha)} of PR #${n} has no push run of ${RUN_SWEEP_WORKFLOW} (GitHub did not record the merge)`
      : `✓ target run ${target.run_id} (${target.run_conclusion}), merge ${short(target.merge_sha)} of PR #${n}`,
  );
  ctx.onLine(
    `✓ changelog at the merge: ${entryCount(audit.entries)}${audit.warnings.length ? `, warnings: ${audit.warnings.join('; ')}` : ''}`,
  );
  ctx.onLine(
    `✓ source run ${S} (${source.conclusion}${source.partial ? ', partial: only completed points publish' : ''}), head ${short(source.head_sha)}, ${source.orphaned ? `orphaned by a force-push, no benchmark-affecting change up to the merge` : `ancestor of PR #${n} head`}`,
  );
  ctx.onLine(
    `✓ original scope: ${entryCount(original.appended_entries)} (${original.config_keys.join(', ')}): ${original.fixed_rows} fixed, ${original.agentic_rows} agentic, ${original.eval_jobs} eval rows`,
  );
  const title = recoveryPrTitle(n);
  const body = recoveryPrBody(S);
  const would: Would[] = [
    {
      git: 'push',
      ref: `refs/heads/${branch}`,
      what: `empty commit "${prepareCommitMessage(n)}" on ${short(mainSha)}`,
    },
    { method: 'POST', path: '/pulls', body: { title, head: branch, base: 'main', body } },
    { method: 'POST', path: '/issues/<new>/labels', body: { labels: [o.label] } },
    { method: 'POST', path: '/issues/<new>/comments', body: { body: reuseComment(S) } },
    {
      git: 'push',
      ref: `refs/heads/${branch}`,
      what: `"${recoveryCommitMessage(n)}" then carrier "${carrierCommitMessage(S)}" (parents: recovery commit, ${short(source.head_sha)})`,
    },
  ];
  const report: OpenPrReport = {
    target_run_id: target.run_id,
    pr_number: n,
    source_run_id: source.source_run_id,
    source_head_sha: source.head_sha,
    partial: source.partial,
    branch,
    original_scope: original,
    sent: false,
    recovery_pr: null,
    recovery_pr_url: null,
    recovery_sha: null,
    carrier_sha: null,
    would,
  };
  if (!ctx.send) {
    ctx.onLine(
      `→ would push ${branch} from ${ctx.remote}/main ${short(mainSha)} with "${prepareCommitMessage(n)}"`,
    );
    ctx.onLine(`→ would open PR "${title}" (body: "${body}")`);
    ctx.onLine(`→ would label it ${o.label} and comment: ${reuseComment(S)}`);
    ctx.onLine(
      `→ would append ${original.appended_entries === 1 ? 'the original entry' : `the ${original.appended_entries} original entries`} with the new PR's link, commit "${recoveryCommitMessage(n)}"`,
    );
    ctx.onLine(
      `→ would push the carrier "${carrierCommitMessage(S)}" (second parent ${short(source.head_sha)})`,
    );
    return report;
  }

  const name = `recovery-${n}-${ctx.pid}`;
  let worktree: string | null = null;
  let left: string | null = null;
  try {
    worktree = git.addWorktree(name, mainSha);
    git.commit(worktree, prepareCommitMessage(n), true);
    const prepared = git.head(worktree);
    const first = git.push(ctx.remote, prepared, branch);
    if (!first.ok) stop(`Push of ${branch} was rejected: ${first.detail}; nothing was opened`);
    left = `branch ${branch} (an empty commit) on ${ctx.remote}`;
    const pull = await github.createPull(ctx.repo, { title, head: branch, base: 'main', body });
    left = `branch ${branch} and PR #${pull.number} (${pull.html_url}), without label, comment or changelog change`;
    report.recovery_pr = pull.number;
    report.recovery_pr_url = pull.html_url;
    ctx.onLine(`✓ opened PR #${pull.number} ${pull.html_url}`);
    await github.addLabels(ctx.repo, pull.number, [o.label]);
    left = `branch ${branch} and PR #${pull.number} labelled ${o.label}, without the pinned comment or changelog change`;
    await github.client.createIssueComment(ctx.repo, pull.number, reuseComment(S));
    left = `branch ${branch} and PR #${pull.number} labelled ${o.label} with "${reuseComment(S)}", without the changelog change`;
    ctx.onLine(`✓ labelled ${o.label}, commented ${reuseComment(S)}`);

    const link = new PrLinks(ctx.repoName).forPr(pull.number);
    const base = git.readFile(worktree, ctx.file);
    const originalBase = git.blobAt(original.base_sha, ctx.file);
    const originalSuffix = Buffer.from(merged).subarray(originalBase.length);
    const repaired = reappend(base, originalSuffix, original.appended_entries, link, ctx.file);
    await validateReconstruction(base, repaired, pull.number, ctx.repoName, ctx.file);
    git.writeAndStage(worktree, ctx.file, repaired);
    git.commit(worktree, recoveryCommitMessage(n), false);
    const recovery = git.head(worktree);
    try {
      const summary = await git.gate(worktree, {
        file: ctx.file,
        baseRef: mainSha,
        headRef: recovery,
        repo: ctx.repoName,
        prNumber: pull.number,
        allEvals: false,
      });
      ctx.onLine(`✓ changelog gate: ${summary}`);
    } catch (error) {
      stop(`Changelog gate failed on the recovery commit: ${errorMessage(error)}`);
    }
    const carrier = git.commitTree(
      git.treeOf(recovery),
      [recovery, source.head_sha],
      carrierCommitMessage(S),
    );
    const parents = git.parentsOf(carrier);
    const changed = git.diffNamesSince(mainSha, carrier);
    const check = git.diffCheck(mainSha, carrier);
    if (
      parents[0] !== recovery ||
      parents[1] !== source.head_sha ||
      git.treeOf(carrier) !== git.treeOf(recovery)
    )
      stop(
        `carrier ${short(carrier)} does not have the recovery commit and the source commit as parents with the recovery tree`,
      );
    if (changed.length !== 1 || changed[0] !== ctx.file)
      stop(`the recovery branch changes ${changed.join(', ') || 'nothing'}; it may change only ${ctx.file}`);
    if (check) stop(`the recovery branch fails git diff --check: ${check.split('\n')[0]}`);
    const second = git.push(ctx.remote, carrier, branch);
    if (!second.ok)
      stop(
        `Push of the carrier to ${branch} was rejected (${second.detail}); someone else pushed to the branch`,
      );
    report.sent = true;
    report.recovery_sha = recovery;
    report.carrier_sha = carrier;
    ctx.onLine(`✓ pushed ${short(recovery)} and carrier ${short(carrier)} to ${branch}`);
    ctx.onLine(
      `next: wait for the PR checks, then sweepkit recover-ingest finish --recovery-pr ${pull.number} --source-run ${S} --send`,
    );
    return report;
  } catch (error) {
    if (error instanceof RecoveryRefusal && left)
      error.left = `Left on GitHub: ${left}. Close the PR and delete the branch before rerunning.`;
    else if (left && error instanceof Error) {
      const refusal = new RecoveryRefusal(errorMessage(error), 4);
      refusal.left = `Left on GitHub: ${left}. Close the PR and delete the branch before rerunning.`;
      throw refusal;
    }
    throw error;
  } finally {
    // The worktree is detached at the fetched main: no private ref to delete.
    git.cleanup(worktree, null);
  }
}
