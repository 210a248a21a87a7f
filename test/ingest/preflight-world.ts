/**
 * Result artifacts as a run-sweep run uploads them, for the ingest preflight's tests: row
 * builders (fixed-sequence, agentic, eval), artifacts built from them (the preflight's input, in
 * process), and the same artifacts seeded on the fake server (list + zip) for the action and CLI.
 */
import { INGEST_AGENTIC_EVENT, INGEST_RESULTS_EVENT } from '../../shared/ingest/names.js';
import type { PreflightArtifact } from '../../shared/ingest/preflight/schemas.js';
import { zipStored } from '../fake-github/artifact-service.js';
import type { FakeGitHub } from '../fake-github/index.js';

export { INGEST_AGENTIC_EVENT, INGEST_RESULTS_EVENT };

export type Row = Record<string, unknown>;

export function fixedRow(overrides: Row = {}): Row {
  return {
    hw: 'h200',
    conc: 4,
    infmax_model_prefix: 'dsr1',
    framework: 'sglang',
    precision: 'fp8',
    isl: 1024,
    osl: 1024,
    tp: 8,
    tput_per_gpu: 1024.5,
    median_itl: 0.012,
    median_intvty: 80.1,
    ...overrides,
  };
}

export function agenticRow(overrides: Row = {}): Row {
  return {
    hw: 'b200',
    conc: 8,
    model: 'deepseek-ai/DeepSeek-R1',
    infmax_model_prefix: 'dsr1',
    framework: 'sglang',
    precision: 'fp4',
    scenario_type: 'agentic-coding',
    num_requests_total: 12,
    num_requests_successful: 12,
    request_metrics: { itl: { mean: 0.021, p50: 0.02, p90: 0.03 } },
    p90_intvty: 33.3,
    ...overrides,
  };
}

/** An agentic aggregate of a run with no successful request: the app skips it. */
export const failedAgentic = (overrides: Row = {}) =>
  agenticRow({ num_requests_successful: 0, request_metrics: {}, ...overrides });

export function evalRow(overrides: Row = {}): Row {
  return {
    model_prefix: 'dsr1',
    hw: 'H200',
    framework: 'sglang',
    precision: 'fp8',
    task: 'gsm8k',
    score: 0.91,
    ...overrides,
  };
}

export interface SeedArtifact {
  name: string;
  /** Minutes after the run started: the upload time. */
  at: number;
  /** Zip entry path → JSON value. */
  files?: Record<string, unknown>;
  expired?: boolean;
}

const STARTED = Date.parse('2026-05-13T10:00:00Z');
const uploadTime = (minutes: number) => new Date(STARTED + minutes * 60_000).toISOString();

export const results = (at: number, rows: unknown[]): SeedArtifact => ({
  name: 'results_bmk',
  at,
  files: { 'agg_bmk.json': rows },
});
export const evals = (at: number, rows: unknown[]): SeedArtifact => ({
  name: 'eval_results_all',
  at,
  files: { 'agg_eval_all.json': rows },
});
export const agentic = (job: string, at: number, row: unknown): SeedArtifact => ({
  name: `bmk_agentic_${job}`,
  at,
  files: { [`${job}.json`]: row },
});

/** The preflight's input for these artifacts, every one already read (ids in list order). */
export function artifactsOf(seeds: SeedArtifact[]): PreflightArtifact[] {
  return seeds.map((seed, i) => ({
    name: seed.name,
    id: i + 1,
    size_in_bytes: 100,
    created_at: uploadTime(seed.at),
    expired: seed.expired ?? false,
    ...(seed.files ? { files: Object.entries(seed.files).map(([path, json]) => ({ path, json })) } : {}),
  }));
}

/** The same artifacts on the fake server: listed for run `runId`, each zip served by id. */
export function seedRunArtifacts(
  gh: FakeGitHub,
  repository: string,
  runId: number,
  seeds: SeedArtifact[],
  firstId = runId * 100,
): void {
  const repo = gh.state.repo(repository);
  repo.artifacts[runId] = seeds.map((seed, i) => ({
    id: firstId + i,
    name: seed.name,
    size_in_bytes: 100,
    created_at: uploadTime(seed.at),
    expired: seed.expired ?? false,
  }));
  seeds.forEach((seed, i) => {
    const files = Object.entries(seed.files ?? {}).map(([path, json]) => [path, JSON.stringify(json)]);
    repo.artifactZips[firstId + i] = zipStored(Object.fromEntries(files) as Record<string, string>);
  });
}

/** A run every ingest event would load something from (one good row of each kind). */
export const LOADABLE: SeedArtifact[] = [
  results(30, [fixedRow()]),
  evals(31, [evalRow()]),
  agentic('dsr1_agentic_fp4_sglang_tp8_conc8_b200-nb_0', 20, agenticRow()),
];
