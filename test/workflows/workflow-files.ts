// The shipped workflows and the names the structural and decision-table tests share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PRIMARY_SWEEP_LABELS } from '../../shared/changelog/names.js';
import { projectRoot } from '../helpers/paths.js';

export const workflowsDir = join(projectRoot, 'workflows');
export const contractDir = join(workflowsDir, 'template-contract');

/** The shipped workflows (top level of workflows/; the template contract is not one). */
export const SHIPPED_WORKFLOWS = [
  'run-sweep.yml',
  'e2e-tests.yml',
  'stage-results.yml',
  'stage-results-callback.yml',
  'recover-reused-ingest.yml',
  'validate-reuse-comment.yml',
  'trusted-external-sweep.yml',
  'sweep-readiness.yml',
  'audit-publication.yml',
] as const;

export const TEMPLATES = {
  single: './.github/workflows/benchmark-tmpl.yml',
  multi: './.github/workflows/benchmark-multinode-tmpl.yml',
} as const;

/** Label vocabulary. */
export const PRIMARY_LABELS: readonly string[] = PRIMARY_SWEEP_LABELS;
const MODIFIER_LABELS = ['all-evals', 'evals-only', 'agentx-fast', 'skip_queue'] as const;
export const POLICY_LABELS = [
  'ci-patchwork',
  'engine-patch',
  'ci-patchwork-waived',
  'ci-checklist-complete',
] as const;
/** The 13 labels whose label events restart the sweep (concurrency group, check-changelog, setup). */
export const RECOGNISED_LABELS: readonly string[] = [...PRIMARY_LABELS, ...MODIFIER_LABELS, ...POLICY_LABELS];
/** The visualizer comment's shorter list: primary labels and three modifiers. */
export const VISUALIZER_LABELS: readonly string[] = [
  ...PRIMARY_LABELS,
  'all-evals',
  'evals-only',
  'agentx-fast',
];
export const FAIL_FAST_LABELS = ['full-sweep-fail-fast', 'full-sweep-fail-fast-no-canary'] as const;

/** The canary jobs of run-sweep, one per family (at most one runs). */
export const CANARY_JOBS = [
  'canary-sweep',
  'canary-agentic',
  'canary-multi-node',
  'canary-multi-node-agentic',
] as const;
export const FAN_OUT_JOBS = [
  'sweep-multi-node-1k1k',
  'sweep-multi-node-8k1k',
  'sweep-single-node-1k1k',
  'sweep-single-node-8k1k',
  'sweep-agentic',
  'sweep-multi-node-agentic',
  'sweep-evals',
  'sweep-agentic-evals',
  'sweep-multi-node-evals',
  'sweep-multi-node-agentic-evals',
] as const;
export const AGGREGATION_JOBS = [
  'collect-results',
  'collect-evals',
  'upload-changelog-metadata',
  'calc-success-rate',
  'compare-results',
  'trigger-ingest',
  'trigger-agentic-ingest',
  'comment-unofficial-run-visualizer',
] as const;

type Json = Record<string, unknown>;

export interface Step extends Json {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface Job extends Json {
  name?: string;
  needs?: string | string[];
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  steps?: Step[];
  permissions?: Record<string, string> | string;
  outputs?: Record<string, string>;
  strategy?: { 'fail-fast'?: unknown; matrix?: unknown };
  secrets?: unknown;
}

export interface Workflow extends Json {
  name?: string;
  on: Json;
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, Job>;
}

export function readWorkflowText(file: string): string {
  return readFileSync(join(workflowsDir, file), 'utf8');
}

export function loadWorkflow(file: string): Workflow {
  return parse(readWorkflowText(file)) as Workflow;
}

export function loadContract(file: string): Workflow {
  return parse(readFileSync(join(contractDir, file), 'utf8')) as Workflow;
}

export function needsOf(job: Job): string[] {
  if (job.needs === undefined) return [];
  return Array.isArray(job.needs) ? job.needs : [job.needs];
}

/** Collapses whitespace, so conditions compare as one line. */
export function oneLine(expression: string): string {
  return expression.replace(/\s+/g, ' ').trim();
}

/** The labels a condition names: every quoted string that belongs to the label vocabulary. */
export function labelsNamedIn(expression: string): string[] {
  const vocabulary = new Set<string>(RECOGNISED_LABELS);
  const quoted = [...expression.matchAll(/['"]([a-z_-]+)['"]/g)].map((match) => match[1]!);
  return [...new Set(quoted.filter((word) => vocabulary.has(word)))];
}

/** Sweepkit's own actions, as the shipped workflows reference them. */
export const SWEEPKIT_ACTION_REF =
  /^[A-Za-z0-9-]+\/sweepkit\/actions\/([a-z0-9-]+(?:\/[a-z0-9-]+)?)@([0-9a-f]{40})$/;
