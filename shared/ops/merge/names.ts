/** Names of merge-with-reuse, shared by code, tests and docs. */
import { REUSE_INCOMPATIBLE_LABELS } from '../../reuse/names.js';

export { PRIMARY_SWEEP_LABELS } from '../../changelog/names.js';
export const MERGE_INCOMPATIBLE_LABELS = REUSE_INCOMPATIBLE_LABELS;

/** The check the changelog gate reports as; waited for first. */
export const CHECK_CHANGELOG = 'check-changelog';
export { DEFAULT_WORKFLOW_ID as SWEEP_WORKFLOW } from '../../reuse/names.js';

/** Exact commit messages of the synchronization commits (tests compare them). */
export const canonicalizeCommitMessage = (pr: number) =>
  `fix: canonicalize PR #${pr} changelog link [skip-sweep]`;
export const refreshCommitMessage = (pr: number) => `chore: refresh PR #${pr} for sweep reuse [skip-sweep]`;

/** The private ref the PR head is fetched into, and the linked worktree's name. */
export const privateRefOf = (pr: number, pid: number) => `refs/sweepkit/merge/${pr}/${pid}`;
export const worktreeNameOf = (pr: number, pid: number) => `merge-${pr}-${pid}`;

export const EXIT = { ok: 0, refused: 1, usage: 2, environment: 4, timeout: 5 } as const;

export const DEFAULTS = {
  checkTimeoutSeconds: 900,
  pollIntervalSeconds: 5,
  /** GitHub updates the PR head asynchronously after a push. */
  headSyncSeconds: 30,
} as const;

export const short = (sha: string | null | undefined) => (sha ?? '').slice(0, 8) || 'unknown';

/** Milliseconds as seconds for messages: `900s`, `0.2s`. */
export const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))}s`;
