/**
 * Multi-node power verdict from a srt-slurm dcgm-power package: the producer pin, an independent
 * recomputation of the producer's publication verdict (manifest, samples, windows, stored
 * evidence), the topology against the workflow, the window of this result (bound to the result
 * by content), then the integration per expected device and role.
 */
import { bracketGap, integrateWindow } from '../integrate.js';
import {
  type JsonObject,
  type JsonValue,
  contentDigest,
  deepEqualNumeric,
  integerOf,
  isObject,
  numberOf,
  parseJsonValue,
  pythonRepr,
  typedFromPlain,
} from '../json-value.js';
import { joinPath, type PowerFiles } from '../ports.js';
import { type PowerMetrics, REASON, ReasonList } from '../reasons.js';
import { type BenchmarkWindow, readBenchmarkWindow } from '../window.js';
import {
  type ExpectedDevice,
  type ExpectedWindow,
  ManifestStructureError,
  parseExpectedDevices,
  parseExpectedWindows,
  wireFailures,
} from './manifest.js';
import { type ObservedDevice, deviceKey, observedDevicesEvidence, readSamples } from './samples.js';
import { checkIdentity, topologyFailures, type Identity } from './topology.js';
import { type ParsedWindow, scanWindows, validateWindows } from './windows.js';

export interface MultiNodeInput {
  /** The processed `<RF>.json`, as parsed for the row. */
  raw: JsonValue;
  rawName: string;
  artifactDir: string;
  resultRoot: string;
  /** Empty or undefined: no pin configured. */
  expectedSha: string | undefined;
  prefillGpus: number;
  decodeGpus: number;
}

interface Producer {
  producer_git_commit: string | null;
  expected_producer_git_commit: string | null;
  exporter_image_sha256: string | null;
  stored_publication_valid: boolean | null;
  recomputed_publication_valid: boolean | null;
}

interface SelectedWindow {
  window_file: string;
  result_path: string;
  benchmark_type: string;
  concurrency: number;
  start_time_unix: number;
  end_time_unix: number;
  duration: number;
}

export interface MultiNodeVerdict {
  reasons: string[];
  failures: string[];
  window: BenchmarkWindow | null;
  selected: SelectedWindow | null;
  producer: Producer;
  expectedGpuCount: number;
  observedGpuCount: number;
  roles: Record<string, string>;
  gaps: Record<string, number>;
  energies: Record<string, number | null>;
  metrics: PowerMetrics;
}

interface Recompute {
  failures: string[];
  devices: ExpectedDevice[];
  windows: ExpectedWindow[];
  observed: ObservedDevice[];
  parsedWindows: ParsedWindow[];
  duplicateKeys: Set<string>;
  identity: Identity;
}

function duplicates(keys: readonly string[]): boolean {
  return new Set(keys).size !== keys.length;
}

/** The producer's verdict recomputed; throws ManifestStructureError for unusable device/window lists. */
function recompute(manifest: JsonObject, input: MultiNodeInput, files: PowerFiles): Recompute {
  const failures = wireFailures(manifest);
  const devices = parseExpectedDevices(manifest);
  const windows = parseExpectedWindows(manifest);
  const samplesPath = joinPath(input.artifactDir, 'samples.csv');
  let text: string | undefined;
  try {
    text = files.stat(samplesPath).kind === 'file' ? files.readText(samplesPath) : undefined;
  } catch {
    text = undefined;
  }
  const samples = readSamples(text);
  for (const code of samples.problems) failures.push(`${code} in samples.csv`);
  const identity = checkIdentity(devices, samples.devices);
  for (const code of identity.problems) failures.push(`${code} (device identity/topology)`);
  const scan = scanWindows(input.artifactDir, input.resultRoot, windows, files);
  const validations = validateWindows(windows, scan, devices, samples.devices, input.resultRoot, files);
  for (const row of validations)
    for (const code of row.reason_codes)
      failures.push(`${code} (window ${row.benchmark_type}/${row.concurrency})`);
  if (windows.length === 0) failures.push('no expected measurement window');
  for (const error of scan.errors)
    for (const code of error.reason_codes) failures.push(`${code} (${error.path})`);
  const rowCount = samples.rows.length;
  if (!deepEqualNumeric(manifest.sample_row_count, typedFromPlain(rowCount)))
    failures.push(`sample_row_count is ${pythonRepr(manifest.sample_row_count)}, disk has ${rowCount} rows`);
  if (rowCount > 0) {
    const needed = Math.max(...samples.rows.map((r) => r.seq)) + 1;
    const scrapes = integerOf(manifest.scrape_count);
    if (scrapes === undefined || scrapes < needed)
      failures.push(`scrape_count is ${pythonRepr(manifest.scrape_count)}, disk needs at least ${needed}`);
  }
  const derived = typedFromPlain(observedDevicesEvidence(samples.devices));
  if (samples.devices.length === 0) failures.push('observed_devices is empty');
  else if (!deepEqualNumeric(manifest.observed_devices, derived))
    failures.push('observed_devices does not match the devices derived from samples.csv');
  if (!deepEqualNumeric(manifest.window_validations, typedFromPlain(validations)))
    failures.push('window_validations does not match the recomputed window audit');
  if (!deepEqualNumeric(manifest.artifact_errors, typedFromPlain(scan.errors)))
    failures.push('artifact_errors does not match the recomputed artifact scan');
  if (duplicates(devices.map((d) => deviceKey(d.hostname, d.gpuIndex))))
    failures.push('expected_devices contains duplicate keys');
  if (duplicates(windows.map((w) => `${w.benchmarkType}\u0000${w.concurrency}`)))
    failures.push('expected_windows contains duplicate keys');
  return {
    failures,
    devices,
    windows,
    observed: samples.devices,
    parsedWindows: scan.windows,
    duplicateKeys: scan.duplicateKeys,
    identity,
  };
}

const pyBool = (value: boolean | null) => (value === null ? 'None' : value ? 'True' : 'False');

function roleLabels(r: Recompute): Record<string, string> {
  const observed = new Map(r.observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
  const out: Record<string, string> = {};
  const sorted = [...r.devices].sort((a, b) =>
    a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex,
  );
  for (const d of sorted) {
    const key = deviceKey(d.hostname, d.gpuIndex);
    const role = r.identity.roles.get(key);
    if (!role) continue;
    const uuids = observed.get(key)?.uuids ?? [];
    out[uuids.length === 1 ? `${d.hostname}/${uuids[0]}` : `${d.hostname}/${d.gpuIndex}`] = role;
  }
  return out;
}

interface Selection {
  selected: SelectedWindow | null;
}

function selectWindow(
  input: MultiNodeInput,
  r: Recompute,
  benchmark: BenchmarkWindow | undefined,
  reasons: ReasonList,
  failures: string[],
  files: PowerFiles,
): Selection {
  const fail = (code: string, text: string) => {
    reasons.add(code);
    failures.push(text);
    return { selected: null };
  };
  let result: JsonValue | undefined;
  try {
    result = parseJsonValue(files.readText(input.rawName));
  } catch {
    result = undefined;
  }
  if (result === undefined) return fail(REASON.invalidBenchmarkResult, `unreadable result: ${input.rawName}`);
  if (!isObject(result)) return fail(REASON.invalidBenchmarkResult, 'processed result is not an object');
  const wanted = result.max_concurrency;
  const wantedNumber = numberOf(wanted) ?? (typeof wanted === 'boolean' ? (wanted ? 1 : 0) : undefined);
  const candidates = r.parsedWindows.filter(
    (w) => w.status === 'completed' && w.concurrency === wantedNumber,
  );
  if (candidates.length !== 1)
    return fail(
      REASON.windowForResultMissing,
      `found ${candidates.length} completed windows for concurrency ${pythonRepr(wanted)}`,
    );
  const w = candidates[0]!;
  const originalPath = joinPath(input.resultRoot, w.resultPath);
  let original: JsonValue | undefined;
  try {
    original = parseJsonValue(files.readText(originalPath));
  } catch {
    original = undefined;
  }
  if (original === undefined)
    return fail(REASON.measurementWindowResultMissing, `original result unreadable: ${originalPath}`);
  if (contentDigest(result) !== contentDigest(original))
    return fail(
      REASON.resultContentMismatch,
      `workspace copy ${input.rawName} differs from original ${w.resultPath}`,
    );
  if (benchmark && (benchmark.start_time_unix !== w.start || benchmark.end_time_unix !== w.end))
    return fail(
      REASON.measurementWindowResultMismatch,
      'benchmark window fields do not match the selected window file',
    );
  return {
    selected: {
      window_file: w.path,
      result_path: w.resultPath,
      benchmark_type: w.benchmarkType,
      concurrency: w.concurrency,
      start_time_unix: w.start,
      end_time_unix: w.end!,
      duration: w.duration!,
    },
  };
}

function integrate(
  input: MultiNodeInput,
  r: Recompute,
  selected: SelectedWindow,
  benchmark: BenchmarkWindow,
  verdict: MultiNodeVerdict,
  reasons: ReasonList,
): void {
  const { start_time_unix: start, end_time_unix: end } = selected;
  const duration = end - start;
  const observed = new Map(r.observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
  let total = 0;
  let prefill = 0;
  let decode = 0;
  for (const d of r.devices) {
    const device = observed.get(deviceKey(d.hostname, d.gpuIndex))!;
    const label = `${d.hostname}/${device.uuids[0]}`;
    const energy = integrateWindow(device.samples, start, end);
    verdict.gaps[label] = bracketGap(device.samples, start, end);
    verdict.energies[label] = Number.isFinite(energy) ? energy : null;
    total += energy;
    const role = r.identity.roles.get(deviceKey(d.hostname, d.gpuIndex));
    if (role === 'prefill') prefill += energy;
    else if (role === 'decode') decode += energy;
  }
  const n = r.devices.length;
  const { completed, total_input_tokens: inTokens, total_output_tokens: outTokens } = benchmark;
  const metrics: PowerMetrics = {
    avg_power_w: total / duration / n,
    avg_total_gpu_power_w: total / duration,
    total_gpu_energy_j: total,
    joules_per_successful_query: total / completed,
    joules_per_input_token: total / inTokens,
    joules_per_output_token: total / outTokens,
    joules_per_total_token: total / (inTokens + outTokens),
  };
  if (input.prefillGpus > 0) {
    metrics.prefill_gpu_energy_j = prefill;
    metrics.prefill_avg_power_w = prefill / duration / input.prefillGpus;
    metrics.prefill_joules_per_input_token = prefill / inTokens;
  }
  if (input.decodeGpus > 0) {
    metrics.decode_gpu_energy_j = decode;
    metrics.decode_avg_power_w = decode / duration / input.decodeGpus;
    metrics.decode_joules_per_output_token = decode / outTokens;
  }
  const bad = Object.entries(metrics)
    .filter(([, value]) => !Number.isFinite(value))
    .map(([key]) => key)
    .sort();
  if (bad.length) {
    reasons.add(REASON.nonFinitePowerMetric);
    verdict.failures.push(`non-finite: ${bad.join(', ')}`);
    return;
  }
  verdict.metrics = metrics;
}

export function aggregateMultiNode(input: MultiNodeInput, files: PowerFiles): MultiNodeVerdict {
  const reasons = new ReasonList();
  const bench = readBenchmarkWindow(input.raw);
  const benchmarkValid = bench.window !== undefined && bench.reasons.length === 0;
  const expectedSha = input.expectedSha ? input.expectedSha : null;
  const verdict: MultiNodeVerdict = {
    reasons: [],
    failures: [],
    window: bench.window ?? null,
    selected: null,
    producer: {
      producer_git_commit: null,
      expected_producer_git_commit: expectedSha,
      exporter_image_sha256: null,
      stored_publication_valid: null,
      recomputed_publication_valid: null,
    },
    expectedGpuCount: 0,
    observedGpuCount: 0,
    roles: {},
    gaps: {},
    energies: {},
    metrics: {},
  };
  const finish = () => {
    reasons.addAll(bench.reasons);
    verdict.reasons = reasons.list;
    if (!reasons.empty) verdict.metrics = {};
    return verdict;
  };
  const stop = (code: string, text: string) => {
    reasons.add(code);
    verdict.failures.push(text);
    return finish();
  };
  const kind = (path: string) => {
    try {
      return files.stat(path).kind;
    } catch {
      return 'missing';
    }
  };
  if (kind(input.artifactDir === '' ? '.' : input.artifactDir) !== 'directory')
    return stop(REASON.powerArtifactsMissing, `power dir missing: ${input.artifactDir}`);
  const manifestPath = joinPath(input.artifactDir, 'manifest.json');
  if (kind(manifestPath) !== 'file') return stop(REASON.manifestMissing, `manifest missing: ${manifestPath}`);
  let manifest: JsonValue | undefined;
  let readProblem: string | undefined;
  try {
    manifest = parseJsonValue(files.readText(manifestPath));
    if (manifest === undefined) readProblem = 'invalid JSON';
  } catch (error) {
    readProblem = error instanceof Error ? error.message : String(error);
  }
  if (readProblem !== undefined) return stop(REASON.manifestMalformed, `manifest unreadable: ${readProblem}`);
  if (!isObject(manifest)) return stop(REASON.manifestMalformed, 'manifest is not an object');
  const stored = typeof manifest.publication_valid === 'boolean' ? manifest.publication_valid : null;
  const commit = typeof manifest.producer_git_commit === 'string' ? manifest.producer_git_commit : null;
  const exporter = manifest.dcgm_exporter;
  verdict.producer.stored_publication_valid = stored;
  verdict.producer.producer_git_commit = commit;
  verdict.producer.exporter_image_sha256 =
    isObject(exporter) && typeof exporter.container_image_sha256 === 'string'
      ? exporter.container_image_sha256
      : null;
  if (expectedSha === null) {
    reasons.add(REASON.producerPinMissing);
    verdict.failures.push('no expected producer SHA configured');
  } else if (commit !== expectedSha) {
    reasons.add(REASON.producerCommitMismatch);
    verdict.failures.push(`producer_git_commit ${pythonRepr(commit)} != expected ${pythonRepr(expectedSha)}`);
  }
  let r: Recompute;
  try {
    r = recompute(manifest, input, files);
  } catch (error) {
    if (!(error instanceof ManifestStructureError)) throw error;
    verdict.producer.recomputed_publication_valid = false;
    return stop(REASON.manifestMalformed, `manifest malformed: ${error.repr}`);
  }
  const recomputed = r.failures.length === 0;
  verdict.producer.recomputed_publication_valid = recomputed;
  if (!recomputed) {
    reasons.add(REASON.packageRecomputeInvalid);
    verdict.failures.push(...r.failures);
  }
  if (stored !== recomputed) {
    reasons.add(REASON.producerVerdictMismatch);
    verdict.failures.push(`stored publication_valid=${pyBool(stored)}, recomputed=${pyBool(recomputed)}`);
  } else if (!stored && !recomputed) {
    reasons.add(REASON.packageRecomputeInvalid);
    verdict.failures.push('stored and recomputed both invalid');
  }
  const topology = topologyFailures(r.identity, input.prefillGpus, input.decodeGpus);
  if (topology.length) {
    reasons.add(REASON.topologyEnvMismatch);
    verdict.failures.push(...topology);
  }
  verdict.expectedGpuCount = r.devices.length;
  verdict.observedGpuCount = r.observed.length;
  verdict.roles = roleLabels(r);
  const { selected } = selectWindow(
    input,
    r,
    benchmarkValid ? bench.window : undefined,
    reasons,
    verdict.failures,
    files,
  );
  verdict.selected = selected;
  if (!reasons.empty || !selected || !benchmarkValid) return finish();
  integrate(input, r, selected, bench.window!, verdict, reasons);
  return finish();
}
