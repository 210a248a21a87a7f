/**
 * merge-with-reuse end to end over the ports: preflight (read-only), local preparation in a
 * private worktree, then the remote phase (comment, push, wait, merge). The authorization is
 * posted only after local preparation succeeded, so a local refusal leaves nothing on the PR.
 * The user's checkout is never switched; cleanup of the worktree and the private ref runs on
 * every exit. Every stop after the first write says what it left behind.
 */
import type { RepoRef } from '../../github/client.js';
import { GitHubApiError } from '../../github/errors.js';
import type { PullRequest } from '../../github/schemas.js';
import { ALL_EVALS_LABEL } from '../../changelog/names.js';
import { REUSE_COMMAND } from '../../reuse/names.js';
import type { OpsClock, OpsGit, OpsGitHub } from '../ports.js';
import { CHECK_CHANGELOG, privateRefOf, seconds, short, worktreeNameOf } from './names.js';
import { checkPull, labelNames } from './preflight.js';
import { prepareSyncCommit, type SyncCommit } from './prepare.js';
import { MergeRefusal, refuse } from './refusal.js';
import { chooseSource } from './source.js';
import { waitForChecks, type WaitProgress } from './wait.js';

export interface MergeOptions {
  repo: RepoRef;
  /** owner/name, for canonical links and the same-repository check. */
  repoName: string;
  pr: number;
  remote: string;
  changelogFile: string;
  dryRun: boolean;
  sourceRun: string | null;
  /** Accept a pinned source run that failed or was cancelled (a partial publication on main). */
  acceptPartial: boolean;
  requiredOnly: boolean;
  checkTimeoutMs: number;
  pollMs: number;
  headSyncMs: number;
  /** Makes the private ref and worktree names unique per process. */
  pid: number;
}

export interface MergeDeps {
  git: OpsGit;
  github: OpsGitHub;
  clock: OpsClock;
  /** One finished step ("✓ ..." / "→ ..."), as it happens. */
  onLine: (line: string) => void;
  onWait: (progress: WaitProgress) => void;
  /** Receives the cleanup to run if the process is interrupted (null once it has run). */
  onCleanup?: (cleanup: (() => void) | null) => void;
}

type Would =
  { method: string; path: string; body: Record<string, unknown> } | { git: 'push'; ref: string; sha: string };

export interface MergeReport {
  ok: true;
  dry_run: boolean;
  pr: number;
  source_run_id: number;
  source_head_sha: string;
  /** The source run did not succeed: main publishes only the results it produced. */
  partial_publication: boolean;
  comment_id: number | null;
  pushed_sha: string;
  sync_commit: SyncCommit;
  merge_sha: string | null;
  steps: { id: string; status: 'pass'; detail: string }[];
  would: Would[];
  lines: string[];
}

/** A failure that is not a decided "no" (API transport, git), with what was left behind. */
export class MergeInterrupted extends Error {
  readonly left: string | null;
  constructor(cause: unknown, left: string | null) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'MergeInterrupted';
    this.left = left;
  }
}

const SYNC_LABEL: Record<SyncCommit, string> = {
  merge: 'merge commit',
  'merge+canonicalize': 'merge commit, canonicalized',
  canonicalize: 'canonicalize commit',
  refresh: 'empty refresh commit',
};

/** Said before anything is posted, so the maintainer sees what main will publish. */
function partialNote(sourceId: number, conclusion: string | null | undefined): string {
  return `! source run ${sourceId} concluded ${conclusion ?? 'without a conclusion'} (--accept-partial): the push to main will publish only the results it produced, a partial publication`;
}

async function readPull(github: OpsGitHub, o: MergeOptions, step: string): Promise<PullRequest> {
  try {
    return await github.client.getPull(o.repo, o.pr);
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404)
      refuse(step, `PR #${o.pr} not found in ${o.repoName}`);
    throw error;
  }
}

function headMoved(step: string, actual: string | null | undefined, expected: string): never {
  refuse(step, `PR head changed to ${short(actual)}; expected ${short(expected)}`);
}

/** What the command left on GitHub after `phase`, and how to continue. */
function leftBehind(
  phase: string,
  o: MergeOptions,
  sourceId: number,
  pushed: string,
  ref: string,
): string | null {
  const comment = `the pinned comment "${REUSE_COMMAND} ${sourceId}" on PR #${o.pr}`;
  const rerun = `fix the cause and rerun \`sweepkit merge-with-reuse ${o.pr}\` (it re-verifies, posts a new pinned comment, and pushes a new commit).`;
  const checkout = 'Your checkout is unchanged.';
  switch (phase) {
    case 'commenting':
      return `Nothing was pushed or merged; if the comment request reached GitHub, ${comment} may exist (harmless). ${checkout} To continue, ${rerun}`;
    case 'commented':
      return `Left behind: ${comment} (harmless; the newest authorization wins). Nothing was pushed or merged. ${checkout} To continue, ${rerun}`;
    case 'pushed':
      return `Left behind: ${comment} and the pushed commit ${short(pushed)} on ${ref}; the PR stays open and nothing was merged. ${checkout} To continue, ${rerun}`;
    case 'merging':
      return `The merge request did not get an answer: check whether PR #${o.pr} was merged before rerunning. Left behind: ${comment} and the pushed commit ${short(pushed)} on ${ref}. ${checkout}`;
    default:
      return null;
  }
}

export async function mergeWithReuse(deps: MergeDeps, o: MergeOptions): Promise<MergeReport> {
  const { git, github } = deps;
  const steps: MergeReport['steps'] = [];
  const lines: string[] = [];
  const line = (text: string) => {
    lines.push(text);
    deps.onLine(text);
  };
  const pass = (id: string, detail: string) => steps.push({ id, status: 'pass', detail });

  // The user's clone: a repository with no operation in progress and a clean work tree.
  try {
    git.root();
  } catch {
    refuse('P1', 'Not inside a git repository');
  }
  const operation = git.operationInProgress();
  if (operation) refuse('P1', `A ${operation} is in progress; finish or abort it first`);
  pass('P1', 'inside a git repository, no operation in progress');
  const dirty = git.statusLines();
  if (dirty.length > 0) {
    refuse(
      'P2',
      `Working tree is not clean\n${dirty.slice(0, 10).join('\n')}\nCommit or stash your changes (untracked files count), then rerun.`,
    );
  }
  pass('P2', 'clean work tree');

  // The pull request: open, same repository, not a draft, labels.
  const pull = await readPull(github, o, 'P3');
  const bad = checkPull(pull, o.pr, o.repoName);
  if (bad) refuse(bad.step, bad.message);
  const labels = labelNames(pull);
  const headRef = pull.head?.ref ?? '';
  const headSha = pull.head?.sha ?? '';
  pass('P6', `labels: ${labels.join(', ') || 'none'}`);

  // The source run.
  const source = await chooseSource(github, o.repo, o.pr, pull, {
    runId: o.sourceRun,
    acceptPartial: o.acceptPartial,
  });
  const sourceId = source.run.id;
  const sourceHead = source.run.head_sha ?? '';
  pass('P7', `source run ${sourceId}`);

  // Required checks are read now, so a refusal still leaves nothing behind.
  let required: string[] | null = null;
  if (o.requiredOnly) {
    const base = pull.base?.ref ?? 'main';
    required = await github.requiredChecks(o.repo, base);
    if (required === null || required.length === 0) {
      refuse(
        'P7',
        `--required-only: branch ${base} has no required status checks; drop --required-only to wait for every check`,
      );
    }
  }

  const privateRef = privateRefOf(o.pr, o.pid);
  const comment = `${REUSE_COMMAND} ${sourceId}`;
  let worktree: string | null = null;
  let phase = 'local';
  let pushed = '';
  const cleanup = () => git.cleanup(worktree, privateRef);
  deps.onCleanup?.(cleanup);
  try {
    // The remote's PR head agrees with the API. Main and the PR head come in the fetch that
    // answers this (one round trip to the remote instead of three: ls-remote and two fetches);
    // when that fetch fails, the remote is asked step by step, so the refusal or the error is
    // the one of the step that failed.
    const moved = (fetched: string | null) =>
      `PR #${o.pr} head moved while preparing (${short(headSha)} on GitHub, ${short(fetched)} fetched); rerun`;
    const fetched = git.fetchMainAndPullHead(o.remote, o.pr, privateRef);
    if (fetched === null) {
      const remoteHead = git.remotePullHead(o.remote, o.pr);
      if (remoteHead !== headSha) refuse('P8', moved(remoteHead));
    } else if (fetched.pullHead !== headSha) refuse('P8', moved(fetched.pullHead));
    pass('P8', `head ${short(headSha)}`);

    line(`PR #${o.pr} (${headRef} @ ${short(headSha)})${o.dryRun ? ' — dry run, nothing changed' : ''}`);
    line(`✓ clean tree, open, same repository, ready, labels: ${labels.join(', ') || 'none'}`);
    line(
      `✓ source run ${sourceId} (${source.run.conclusion}, head ${short(sourceHead)}, artifacts: ${source.artifacts.join(', ')})`,
    );
    if (source.partial) line(partialNote(sourceId, source.run.conclusion));

    let pre = fetched?.pullHead;
    if (pre === undefined) {
      git.fetchMain(o.remote);
      pre = git.fetchPullHead(o.remote, o.pr, privateRef);
      if (pre !== headSha) refuse('P8', moved(pre));
    }
    worktree = git.addWorktree(worktreeNameOf(o.pr, o.pid), pre);
    const mainRef = `${o.remote}/main`;
    const prepared = await prepareSyncCommit(git, {
      worktree,
      pre,
      mainRef,
      pr: o.pr,
      repo: o.repoName,
      file: o.changelogFile,
      allEvals: labels.includes(ALL_EVALS_LABEL),
    });
    const post = prepared.post;
    pass('L6', prepared.gateNote);
    const timeout = `timeout ${seconds(o.checkTimeoutMs)}`;
    const would: Would[] = [
      { method: 'POST', path: `/issues/${o.pr}/comments`, body: { body: comment } },
      { git: 'push', ref: `refs/heads/${headRef}`, sha: post },
      { method: 'PUT', path: `/pulls/${o.pr}/merge`, body: { merge_method: 'squash', sha: post } },
    ];
    const report = (merged: string | null, commentId: number | null): MergeReport => ({
      ok: true,
      dry_run: o.dryRun,
      pr: o.pr,
      source_run_id: sourceId,
      source_head_sha: sourceHead,
      partial_publication: source.partial,
      comment_id: commentId,
      pushed_sha: post,
      sync_commit: prepared.sync,
      merge_sha: merged,
      steps,
      would: o.dryRun ? would : [],
      lines,
    });

    if (o.dryRun) {
      line(`→ would comment: ${comment}`);
      line(`→ merge ${mainRef}: ${prepared.mergeNote}`);
      line(`→ canonicalize: ${prepared.canonicalizeNote}`);
      line(`→ would push ${short(post)} (${SYNC_LABEL[prepared.sync]}) to ${headRef}`);
      line(
        `→ would wait for ${CHECK_CHANGELOG} and ${required ? `the required checks (${required.join(', ')})` : 'all checks'} on ${short(post)} (${timeout})`,
      );
      line(`→ would squash-merge with head precondition ${short(post)}`);
      return report(null, null);
    }
    line(`✓ merge ${mainRef}: ${prepared.mergeNote}`);
    line(`✓ canonicalize: ${prepared.canonicalizeNote}`);
    line(`✓ local changelog gate: ${prepared.gateNote}`);

    // Re-read the PR: still open, head unchanged.
    const again = await readPull(github, o, 'R1');
    if (again.state !== 'open' || again.merged_at)
      refuse('R1', `PR #${o.pr} is ${again.merged_at ? 'merged' : again.state}, expected OPEN`);
    if (again.head?.sha !== pre) headMoved('R1', again.head?.sha, pre);
    // Post the pinned authorization comment.
    phase = 'commenting';
    const { id: commentId } = await github.client.createIssueComment(o.repo, o.pr, comment);
    phase = 'commented';
    pass('R2', `comment ${commentId}`);
    line(`✓ commented: ${comment}`);
    // Push the synchronization commit (never a force push).
    const push = git.push(o.remote, post, headRef);
    if (!push.ok)
      refuse('R3', `Push rejected: PR branch ${headRef} moved; nothing was merged (${push.detail})`);
    phase = 'pushed';
    pushed = post;
    line(`✓ pushed ${short(post)} (${SYNC_LABEL[prepared.sync]}) to ${headRef}`);
    // Wait for the pushed head: GitHub moves the PR head asynchronously after a push.
    const syncStart = deps.clock.now();
    for (;;) {
      const head = (await readPull(github, o, 'R4')).head?.sha;
      if (head === post) break;
      if (head !== pre || deps.clock.now() - syncStart >= o.headSyncMs) headMoved('R4', head, post);
      await deps.clock.sleep(Math.min(o.pollMs, 1000));
    }
    // Wait for check-changelog, the sweep run and every check.
    const checks = await waitForChecks(github, {
      repo: o.repo,
      sha: post,
      timeoutMs: o.checkTimeoutMs,
      pollMs: o.pollMs,
      required,
      clock: deps.clock,
      onProgress: deps.onWait,
    });
    line(`✓ ${CHECK_CHANGELOG} and ${checks.length} check(s) on ${short(post)} passed`);
    // Check the head once more, then squash-merge with it as the expected head.
    const final = await readPull(github, o, 'R6');
    if (final.state !== 'open' || final.merged_at)
      refuse('R6', `PR #${o.pr} is ${final.merged_at ? 'merged' : final.state}, expected OPEN`);
    if (final.head?.sha !== post) headMoved('R6', final.head?.sha, post);
    phase = 'merging';
    let merged: string;
    try {
      merged = (await github.squashMerge(o.repo, o.pr, post)).sha;
    } catch (error) {
      if (error instanceof GitHubApiError && error.status !== undefined) {
        phase = 'pushed';
        const detail = /HTTP \d+: ([\s\S]*)$/.exec(error.message)?.[1] ?? error.message;
        if (error.status === 409)
          refuse('R6', `PR head changed before the merge; expected ${short(post)} (GitHub: ${detail})`);
        if (error.status === 405) {
          refuse(
            'R6',
            `PR #${o.pr} is not mergeable: ${detail}. The token's user may not be allowed to merge, or branch protection requires more (reviews, checks); nothing was bypassed`,
          );
        }
      }
      throw error;
    }
    phase = 'merged';
    pass('R6', `merged as ${merged}`);
    line(
      `PR #${o.pr} merged as ${short(merged)} — the push-to-main run will reuse source run ${sourceId}${source.partial ? ' (a partial publication)' : ''}.`,
    );
    return report(merged, commentId);
  } catch (error) {
    const left = leftBehind(phase, o, sourceId, pushed, headRef);
    if (error instanceof MergeRefusal) {
      error.left = left;
      throw error;
    }
    throw new MergeInterrupted(error, left);
  } finally {
    deps.onCleanup?.(null);
    cleanup();
  }
}
