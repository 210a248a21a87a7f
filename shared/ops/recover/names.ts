/** Names of recover-ingest, shared by code, tests and docs: branches, commit messages, bodies, exit codes. */
import { ARTIFACTS, JOBS, RUN_SWEEP_WORKFLOW } from '../inspect/names.js';

export { ARTIFACTS, JOBS, RUN_SWEEP_WORKFLOW };

/** The workflow that re-dispatches an agentic ingest for a (source, merge) pair. */
export const RECOVER_AGENTIC_WORKFLOW = 'recover-reused-ingest.yml';

/** A recovery PR needs exactly one full-sweep label (the recovery procedure says so); this one by default. */
export const RECOVERY_LABELS = [
  'full-sweep-enabled',
  'non-canary-full-sweep-enabled',
  'full-sweep-fail-fast',
  'full-sweep-fail-fast-no-canary',
] as const;
export const DEFAULT_RECOVERY_LABEL = 'full-sweep-fail-fast';

/** The results app job step that prepares artifacts and names the pair it ingests. */
export const APP_PREPARE_STEP = 'Prepare artifacts from InferenceX';

export const recoveryBranch = (pr: number) => `recovery/reuse-pr-${pr}`;
export const prepareCommitMessage = (pr: number) => `chore: prepare PR ${pr} ingest recovery`;
export const recoveryCommitMessage = (pr: number) => `fix: recover PR ${pr} ingest`;
export const carrierCommitMessage = (source: string) => `chore: attach reusable sweep run ${source}`;
export const recoveryPrTitle = (pr: number) => `fix: recover PR ${pr} ingest via sweep reuse`;
export const recoveryPrBody = (source: string) =>
  `Recover the missing official ingest from source run ${source}.`;
export const reuseComment = (source: string) => `/reuse-sweep-run ${source}`;

/** The synthetic commit that isolates the original PR's changelog change (scope). */
export const SYNTHETIC_IDENTITY = { name: 'InferenceX Recovery', email: 'actions@users.noreply.github.com' };
export const syntheticCommitMessage = (pr: number) => `Synthetic PR #${pr} recovery tree`;

/** Private refs and worktrees (removed after every command). */
export const sourcePrRef = (pr: number) => `refs/sweepkit/source-pr-${pr}`;
export const recoveryPrRef = (pr: number) => `refs/sweepkit/recovery-pr-${pr}`;

/** Paths whose drift between the source run and the PR head changes what a sweep would execute. */
export const EXECUTION_PATHS: readonly RegExp[] = [
  /^configs\//,
  /^benchmarks\//,
  /^runners\//,
  /^\.github\/workflows\/benchmark-/,
  /(^|\/)launch[^/]*\.(sh|py)$/,
  /(^|\/)[^/]*recipes?\//,
];

export const EXIT = { ok: 0, refused: 1, usage: 2, undecided: 3, environment: 4, timeout: 5 } as const;

/** "1 entry", "3 entries": the count of changelog entries as the step lines say it. */
export const entryCount = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
