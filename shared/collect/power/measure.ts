/**
 * GPU power validation of a throughput row: which aggregator runs (single-node nvidia-smi /
 * amd-smi stream, or the multi-node dcgm-power package), with what the job environment says, and
 * the fallback when an aggregator fails unexpectedly.
 */
import { fallbackOutcome } from './fallback.js';
import type { JsonValue } from './json-value.js';
import { multiNodeOutcome } from './multinode/outcome.js';
import type { PowerOutcome, Row } from './outcome.js';
import type { PowerFiles } from './ports.js';
import { singleNodeOutcome } from './single-node-outcome.js';
import { chooseTelemetryPath } from './single-node.js';

export interface PowerJob {
  row: Row;
  raw: JsonValue;
  multinode: boolean;
  /** REQUIRE_POWER. */
  required: boolean;
  /** TP × PP × PCP (single-node) or PREFILL_GPUS + DECODE_GPUS (multi-node). */
  expectedGpus: number;
  prefillGpus: number;
  decodeGpus: number;
  gpuMetricsCsv: string | undefined;
  /** POWER_ARTIFACT_DIR / POWER_RESULT_ROOT as set (undefined: unset, '' is kept). */
  artifactDir: string | undefined;
  resultRoot: string | undefined;
  producerSha: string | undefined;
  rawName: string;
  rowName: string;
  sidecarName: string;
}

const DEFAULT_ARTIFACT_DIR = 'LOGS/power';
const DEFAULT_RESULT_ROOT = 'LOGS';

export function measurePower(job: PowerJob, files: PowerFiles, aggregate = runAggregator): PowerOutcome {
  try {
    return aggregate(job, files);
  } catch (error) {
    const telemetrySource = job.multinode
      ? (job.artifactDir ?? DEFAULT_ARTIFACT_DIR)
      : safeTelemetryPath(job.gpuMetricsCsv, files);
    return fallbackOutcome(
      {
        row: job.row,
        required: job.required,
        telemetrySource,
        rawName: job.rawName,
        sidecarName: job.sidecarName,
        expectedGpus: job.expectedGpus,
      },
      error,
    );
  }
}

function safeTelemetryPath(configured: string | undefined, files: PowerFiles): string {
  try {
    return chooseTelemetryPath(configured, files);
  } catch {
    return configured || 'gpu_metrics.csv';
  }
}

function runAggregator(job: PowerJob, files: PowerFiles): PowerOutcome {
  if (job.multinode)
    return multiNodeOutcome(
      {
        row: job.row,
        raw: job.raw,
        required: job.required,
        artifactDir: job.artifactDir ?? DEFAULT_ARTIFACT_DIR,
        resultRoot: job.resultRoot ?? DEFAULT_RESULT_ROOT,
        expectedSha: job.producerSha,
        prefillGpus: job.prefillGpus,
        decodeGpus: job.decodeGpus,
        rawName: job.rawName,
        rowName: job.rowName,
        sidecarName: job.sidecarName,
      },
      files,
    );
  return singleNodeOutcome(
    {
      row: job.row,
      raw: job.raw,
      expectedGpus: job.expectedGpus,
      configuredCsv: job.gpuMetricsCsv,
      required: job.required,
      rawName: job.rawName,
      rowName: job.rowName,
      sidecarName: job.sidecarName,
    },
    files,
  );
}
