/**
 * Generator options: the flags of `full-sweep` and `test-config`
 * as typed values, and the checks that run after parsing (exit 2 in the CLI).
 */
import { UsageError } from '../errors.js';
import type { ScenarioType } from './row-kinds.js';

export const SEQ_LENS = { '1k1k': [1024, 1024], '8k1k': [8192, 1024] } as const;
export type SeqLen = keyof typeof SEQ_LENS;

/** Flags both subcommands accept. */
export interface CommonOptions {
  /** `--no-evals`: no eval marking at all. */
  noEvals?: boolean;
  /** `--evals-only`: only the selected eval rows, each with `eval-only: true`. */
  evalsOnly?: boolean;
  /** `--all-evals`: expanded eval selection; implies eval-only output. */
  allEvals?: boolean;
  /** `--runner-node-filter`: substring of concrete node names; one row per matching node. */
  runnerNodeFilter?: string;
  /** `--scenario-type`: default both. */
  scenarioTypes?: ScenarioType[];
  /** `--seq-lens`: fixed-seq-len scenarios to keep (agentic rows are never filtered). */
  seqLens?: SeqLen[];
}

export interface FullSweepOptions extends CommonOptions {
  /** Config KEY prefixes (the key, not the model-prefix field, as in the reference). */
  modelPrefix?: string[];
  precision?: string[];
  framework?: string[];
  /** Runner labels; each must be a label of the runners file. */
  runnerType?: string[];
  /** Range multiplier, default 2, must be > 1. */
  stepSize?: number;
  minConc?: number;
  maxConc?: number;
  /** Single-node fixed-seq-len: drop entries with a larger tp. */
  maxTp?: number;
  /** Single-node fixed-seq-len: clamp a declared ep down to it (the reference clamps, it does not filter). */
  maxEp?: number;
  /** Neither or both: both node types. */
  singleNode?: boolean;
  multiNode?: boolean;
}

export interface TestConfigOptions extends CommonOptions {
  /** Exact keys or glob patterns (`*`, `?`, `[...]`), resolved in the given order. */
  configKeys: string[];
  /** Keep only these concurrency values (config order wins). */
  conc?: number[];
}

/** Which eval pass runs. */
export type EvalMode = 'none' | 'default' | 'evals-only' | 'all-evals';

export function evalMode(options: CommonOptions): EvalMode {
  if (options.noEvals) return 'none';
  if (options.allEvals) return 'all-evals';
  if (options.evalsOnly) return 'evals-only';
  return 'default';
}

/** The mutual exclusions of the eval flags, for both subcommands. */
export function checkCommonOptions(options: CommonOptions): void {
  if (options.noEvals && options.evalsOnly)
    throw new UsageError('argument --evals-only: not allowed with argument --no-evals');
  if (options.noEvals && options.allEvals)
    throw new UsageError('--all-evals cannot be combined with --no-evals');
}

/** Step size and min/max bounds (then the eval flags), in the reference's order; all run before any file is read. */
export function checkFullSweepOptions(options: FullSweepOptions): void {
  if (options.noEvals && options.evalsOnly) checkCommonOptions(options);
  if (options.stepSize !== undefined && options.stepSize <= 1)
    throw new UsageError('--step-size must be greater than 1');
  if (options.minConc !== undefined && options.maxConc !== undefined && options.minConc > options.maxConc)
    throw new UsageError('--min-conc must be less than or equal to --max-conc');
  checkCommonOptions(options);
}
