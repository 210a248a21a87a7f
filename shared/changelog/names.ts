/** Every name the changelog capability uses, in one place (code, tests and docs share them). */
import { RUN_ARTIFACTS } from '../collect/names.js';

export const DEFAULT_CHANGELOG_FILE = 'perf-changelog.yaml';

/** The five primary sweep labels; exactly one may be on a PR. */
export const PRIMARY_SWEEP_LABELS = [
  'sweep-enabled',
  'full-sweep-enabled',
  'non-canary-full-sweep-enabled',
  'full-sweep-fail-fast',
  'full-sweep-fail-fast-no-canary',
] as const;

/** Modifier labels that change the plan (and therefore what the gate validates). */
export const ALL_EVALS_LABEL = 'all-evals';
export const EVALS_ONLY_LABEL = 'evals-only';
/** The primary label that trims the plan to the minimum concurrency per configuration. */
export const TRIM_CONC_LABEL = 'sweep-enabled';

/** The reference's annotation text, kept verbatim for parity. */
export const MULTIPLE_PRIMARY_LABELS_MESSAGE = 'PR has multiple conflicting sweep labels. Pick exactly one.';

/** Literal, case-sensitive marker in the PR head commit message that skips the PR sweep. */
export const SKIP_SWEEP_MARKER = '[skip-sweep]';

/** The plan's metadata file, named once with the other run-level artifacts. */
export const CHANGELOG_METADATA_FILE = RUN_ARTIFACTS.changelogMetadata.file;

/** Master configs (in merge order) and the runner file, relative to the repository root. */
export const MASTER_CONFIG_FILES = ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'] as const;
export const RUNNERS_FILE = 'configs/runners.yaml';

/** Scenario types in canonical order. */
export const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
