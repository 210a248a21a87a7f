/**
 * Advisory cross-check of the integrated stream against the GPUs' own energy counters (amd-smi
 * snapshots taken when the monitor starts and stops). It never changes the verdict: a counter
 * reset or wrap shows here as a negative delta, which a maintainer can read in the sidecar.
 */
import { forEachCsvColumns, forEachCsvRow } from './csv.js';
import { integrateAll, type Sample } from './integrate.js';
import { joinPath, type PowerFiles } from './ports.js';
import { compareGpuIds, detectColumns, parsePower, parseTimestamp } from './telemetry-values.js';

const ACCUMULATOR_TOLERANCE = 0.05;

/** `<dir>/<stem>_energy_start.csv` and `_energy_end.csv` next to the telemetry file. */
function snapshotPaths(telemetryPath: string): { start: string; end: string } {
  const slash = telemetryPath.lastIndexOf('/');
  const dir = slash < 0 ? '' : telemetryPath.slice(0, slash);
  const name = telemetryPath.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const at = (suffix: string) => (slash < 0 ? `${stem}${suffix}` : joinPath(dir || '/', `${stem}${suffix}`));
  return { start: at('_energy_start.csv'), end: at('_energy_end.csv') };
}

const FLOAT_TEXT =
  /^\s*[+-]?(?:\d+(?:_\d+)*(?:\.(?:\d+(?:_\d+)*)?)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+(?:_\d+)*)?\s*$/;

function readSnapshot(text: string): Map<string, number> | undefined {
  let gpuAt = -1;
  let energyAt = -1;
  let header = true;
  const energies = new Map<string, number>();
  forEachCsvRow(text, (fields) => {
    if (header) {
      header = false;
      const names = fields.map((name) => name.trim());
      gpuAt = names.indexOf('gpu');
      energyAt = names.indexOf('total_energy_consumption');
      return;
    }
    if (gpuAt < 0 || energyAt < 0) return;
    const gpu = (fields[gpuAt] ?? '').trim();
    const cell = fields[energyAt] ?? '';
    if (gpu === '' || !FLOAT_TEXT.test(cell)) return;
    const joules = Number(cell.trim().replace(/_/g, ''));
    if (Number.isFinite(joules)) energies.set(gpu, joules);
  });
  return gpuAt < 0 || energyAt < 0 || energies.size === 0 ? undefined : energies;
}

function fullStream(text: string): Map<string, Sample[]> {
  const byGpu = new Map<string, Sample[]>();
  forEachCsvColumns(
    text,
    (header) => {
      const c = detectColumns(header);
      return c.timestamp === undefined || c.power === undefined || c.gpu === undefined
        ? undefined
        : [c.timestamp, c.power, c.gpu];
    },
    ([stamp, powerCell, gpuCell]) => {
      const t = parseTimestamp(stamp!);
      const p = parsePower(powerCell!);
      const id = gpuCell!.trim();
      if (t === undefined || !Number.isFinite(t) || p === undefined || !Number.isFinite(p) || id === '')
        return;
      let series = byGpu.get(id);
      if (!series) byGpu.set(id, (series = []));
      series.push({ t, p });
    },
  );
  for (const series of byGpu.values()) series.sort((a, b) => a.t - b.t || a.p - b.p);
  return byGpu;
}

function exists(files: PowerFiles, path: string): boolean {
  return files.stat(path).kind !== 'missing';
}

export function accumulatorCheck(telemetryPath: string, files: PowerFiles): Record<string, unknown> | null {
  try {
    const paths = snapshotPaths(telemetryPath);
    const haveStart = exists(files, paths.start);
    const haveEnd = exists(files, paths.end);
    if (!haveStart && !haveEnd) return null;
    if (!haveStart) return { available: false, reason: 'missing_start_snapshot' };
    if (!haveEnd) return { available: false, reason: 'missing_end_snapshot' };
    const start = readSnapshot(files.readText(paths.start));
    if (!start) return { available: false, reason: 'unparseable_start_snapshot' };
    const end = readSnapshot(files.readText(paths.end));
    if (!end) return { available: false, reason: 'unparseable_end_snapshot' };
    const matched = [...start.keys()].filter((id) => end.has(id)).sort(compareGpuIds);
    const unmatched = [...new Set([...start.keys(), ...end.keys()])]
      .filter((id) => !(start.has(id) && end.has(id)))
      .sort(compareGpuIds);
    const deltas: Record<string, number> = {};
    for (const id of matched) deltas[id] = end.get(id)! - start.get(id)!;
    const negative = matched.filter((id) => deltas[id]! < 0);
    const stream = fullStream(files.readText(telemetryPath));
    const integrated = matched.filter((id) => stream.has(id));
    let streamJoules = 0;
    let first = Infinity;
    let last = -Infinity;
    for (const id of integrated) {
      const series = stream.get(id)!;
      streamJoules += integrateAll(series);
      first = Math.min(first, series[0]!.t);
      last = Math.max(last, series[series.length - 1]!.t);
    }
    const deltaSum = matched.reduce((sum, id) => sum + deltas[id]!, 0);
    const relative = deltaSum > 0 ? Math.abs(deltaSum - streamJoules) / deltaSum : null;
    return {
      available: true,
      accumulator_delta_j: deltaSum,
      integrated_stream_j: streamJoules,
      relative_error: relative,
      within_tolerance: deltaSum > 0 && negative.length === 0 && relative! <= ACCUMULATOR_TOLERANCE,
      tolerance: ACCUMULATOR_TOLERANCE,
      per_gpu_delta_j: deltas,
      integrated_gpu_ids: integrated,
      unmatched_gpus: unmatched,
      negative_delta_gpus: negative,
      stream_span_s: integrated.length ? last - first : 0,
    };
  } catch {
    return { available: false, reason: 'cross_check_error' };
  }
}
