/**
 * Single-node power verdict: the window from the raw result, then the nvidia-smi / amd-smi stream
 * filtered to the window (± the maximum gap), one series per GPU (readings at the same instant
 * averaged), each checked for bracketing and sampling gaps and integrated over the window.
 */
import { CsvError, forEachCsvColumnsInChunks } from './csv.js';
import { bracketGap, integrateWindow, type Sample } from './integrate.js';
import type { JsonValue } from './json-value.js';
import type { PowerFiles } from './ports.js';
import { MAX_SAMPLE_GAP_S, type PowerMetrics, REASON, ReasonList } from './reasons.js';
import { compareGpuIds, detectColumns, parsePower, parseTimestamp } from './telemetry-values.js';
import { type BenchmarkWindow, readBenchmarkWindow } from './window.js';

export interface SingleNodeInput {
  raw: JsonValue;
  /** TP × PP × PCP. */
  expectedGpus: number;
  telemetryPath: string;
  files: PowerFiles;
}

export interface SingleNodeVerdict {
  reasons: string[];
  window: BenchmarkWindow | null;
  observedIds: string[];
  sampleCounts: Record<string, number>;
  maxGaps: Record<string, number>;
  energies: Record<string, number>;
  deviceIssues: Record<string, string[]>;
  /** Unrounded; present only when the verdict is valid. */
  metrics: PowerMetrics;
}

/** The first candidate that is a regular file, else the first candidate. */
export function chooseTelemetryPath(configured: string | undefined, files: PowerFiles): string {
  const candidates = [configured ?? '', 'gpu_metrics.csv', '/workspace/gpu_metrics.csv'].filter(Boolean);
  const isFile = (path: string) => {
    try {
      return files.stat(path).kind === 'file';
    } catch {
      return false;
    }
  };
  return candidates.find(isFile) ?? candidates[0]!;
}

/** One GPU's readings in file order (parallel arrays: cheaper than a map keyed by time). */
interface Series {
  t: number[];
  p: number[];
}

interface Readings {
  byGpu: Map<string, Series>;
  problems: ReasonList;
}

/** A failure of the file underneath, told apart from a bug in the reading code. */
class UnreadableStream extends Error {}

function* readable(chunks: Iterable<string>): Generator<string> {
  const pieces = chunks[Symbol.iterator]();
  for (;;) {
    let next: IteratorResult<string>;
    try {
      next = pieces.next();
    } catch (error) {
      throw new UnreadableStream(error instanceof Error ? error.message : String(error));
    }
    if (next.done) return;
    yield next.value;
  }
}

function readStream(
  chunks: Iterable<string>,
  window: BenchmarkWindow,
  reasons: ReasonList,
): Readings | undefined {
  const lo = window.start_time_unix - MAX_SAMPLE_GAP_S;
  const hi = window.end_time_unix + MAX_SAMPLE_GAP_S;
  const byGpu = new Map<string, Series>();
  let idMissing = false;
  let lastStamp: string | undefined;
  let lastTime: number | undefined;
  const problems = new ReasonList();
  let usable = false;
  forEachCsvColumnsInChunks(
    chunks,
    (header) => {
      const found = detectColumns(header);
      if (found.timestamp === undefined) reasons.add(REASON.timestampColumnMissing);
      if (found.power === undefined) reasons.add(REASON.powerColumnMissing);
      if (found.gpu === undefined) reasons.add(REASON.gpuIdentityColumnMissing);
      if (found.timestamp === undefined || found.power === undefined || found.gpu === undefined)
        return undefined;
      usable = true;
      return [found.timestamp, found.power, found.gpu];
    },
    ([stamp, powerCell, gpuCell]) => {
      // Every GPU of one poll shares the stamp, so the last conversion is reused.
      const t = stamp === lastStamp ? lastTime : parseTimestamp(stamp!);
      lastStamp = stamp;
      lastTime = t;
      if (t === undefined || !Number.isFinite(t)) {
        problems.add(REASON.invalidTimestampSample);
        return;
      }
      if (t < lo || t > hi) return;
      const watts = parsePower(powerCell!);
      if (watts === undefined || !Number.isFinite(watts) || watts < 0) {
        problems.add(REASON.invalidPowerSample);
        return;
      }
      const id = gpuCell!.trim();
      if (id === '') {
        idMissing = true;
        return;
      }
      let series = byGpu.get(id);
      if (!series) byGpu.set(id, (series = { t: [], p: [] }));
      series.t.push(t);
      series.p.push(watts);
    },
  );
  if (!usable) return undefined;
  if (idMissing) problems.add(REASON.gpuIdentityMissing);
  return { byGpu, problems };
}

/** Time-sorted samples; readings that share a timestamp count as one sample at their mean. */
function distinctSamples(series: Series): Sample[] {
  const order = series.t.map((_, i) => i);
  let sorted = true;
  for (let i = 1; i < series.t.length && sorted; i++) if (series.t[i]! < series.t[i - 1]!) sorted = false;
  if (!sorted) order.sort((a, b) => series.t[a]! - series.t[b]! || a - b);
  const samples: Sample[] = [];
  for (let k = 0; k < order.length;) {
    const t = series.t[order[k]!]!;
    let sum = 0;
    let n = 0;
    for (; k < order.length && series.t[order[k]!] === t; k++, n++) sum += series.p[order[k]!]!;
    samples.push({ t, p: sum / n });
  }
  return samples;
}

function emptyVerdict(reasons: ReasonList, window: BenchmarkWindow | null): SingleNodeVerdict {
  return {
    reasons: reasons.list,
    window,
    observedIds: [],
    sampleCounts: {},
    maxGaps: {},
    energies: {},
    deviceIssues: {},
    metrics: {},
  };
}

export function aggregateSingleNode(input: SingleNodeInput): SingleNodeVerdict {
  const bench = readBenchmarkWindow(input.raw);
  const reasons = new ReasonList();
  reasons.addAll(bench.reasons);
  const window = bench.window;
  // Without an interval there is nothing to integrate, so the stream is not read at all.
  if (!window) return emptyVerdict(reasons, null);
  const { start_time_unix: start, end_time_unix: end } = window;
  if (input.expectedGpus <= 0) reasons.add(REASON.invalidExpectedGpuCount);
  let stat;
  try {
    stat = input.files.stat(input.telemetryPath);
  } catch {
    reasons.add(REASON.telemetryFileUnreadable);
    return emptyVerdict(reasons, window);
  }
  if (stat.kind !== 'file') {
    reasons.add(REASON.telemetryFileMissing);
    return emptyVerdict(reasons, window);
  }
  if (stat.size === 0) {
    reasons.add(REASON.telemetryFileEmpty);
    return emptyVerdict(reasons, window);
  }
  let readings: Readings | undefined;
  try {
    readings = readStream(readable(input.files.readTextChunks(input.telemetryPath)), window, reasons);
  } catch (error) {
    if (!(error instanceof CsvError) && !(error instanceof UnreadableStream)) throw error;
    reasons.add(REASON.telemetryFileUnreadable);
    return emptyVerdict(reasons, window);
  }
  if (!readings) return emptyVerdict(reasons, window);
  reasons.addAll(readings.problems.list);
  if (readings.byGpu.size === 0) {
    reasons.add(REASON.noUsablePowerSamples);
    return emptyVerdict(reasons, window);
  }
  const observedIds = [...readings.byGpu.keys()].sort(compareGpuIds);
  if (input.expectedGpus > 0 && input.expectedGpus !== observedIds.length)
    reasons.add(REASON.expectedGpuCountMismatch);
  const verdict = emptyVerdict(reasons, window);
  verdict.observedIds = observedIds;
  for (const id of observedIds) {
    const samples = distinctSamples(readings.byGpu.get(id)!);
    verdict.sampleCounts[id] = samples.length;
    const issues: string[] = [];
    if (samples.length < 2) issues.push(REASON.insufficientPowerSamples);
    else if (samples[0]!.t > start || samples[samples.length - 1]!.t < end)
      issues.push(REASON.benchmarkWindowNotBracketed);
    else {
      const gap = bracketGap(samples, start, end);
      verdict.maxGaps[id] = gap;
      if (gap > MAX_SAMPLE_GAP_S) issues.push(REASON.samplingGapExceeded);
      verdict.energies[id] = integrateWindow(samples, start, end);
    }
    if (issues.length) {
      verdict.deviceIssues[id] = issues;
      reasons.addAll(issues);
    }
  }
  verdict.reasons = reasons.list;
  if (reasons.empty && observedIds.every((id) => id in verdict.energies)) {
    const total = observedIds.reduce((sum, id) => sum + verdict.energies[id]!, 0);
    const totalPower = total / (end - start);
    verdict.metrics = {
      avg_power_w: totalPower / observedIds.length,
      avg_total_gpu_power_w: totalPower,
      total_gpu_energy_j: total,
      joules_per_successful_query: total / window.completed,
      joules_per_input_token: total / window.total_input_tokens,
      joules_per_output_token: total / window.total_output_tokens,
      joules_per_total_token: total / (window.total_input_tokens + window.total_output_tokens),
    };
  }
  return verdict;
}
