/**
 * `samples.csv` of a dcgm-power package: one row per device per scrape, with a fixed header.
 * Rows that do not parse are dropped and flagged; a blank line counts as a malformed row (the
 * producer never writes one, so a blank line means the file was edited or truncated).
 */
import { forEachCsvRow } from '../csv.js';
import { pyFloatOrUndefined, pyIntOr } from '../../python-values.js';
import type { Sample } from '../integrate.js';

const SAMPLES_HEADER = 'schema_version,timestamp_unix,scrape_seq,hostname,gpu_index,gpu_uuid,power_w';

interface SampleRow {
  t: number;
  seq: number;
  hostname: string;
  gpuIndex: number;
  uuid: string;
  watts: number;
}

export interface ObservedDevice {
  hostname: string;
  gpuIndex: number;
  uuids: string[];
  first: number;
  last: number;
  /** Samples sorted by time. */
  samples: Sample[];
}

export interface SamplesReading {
  rows: SampleRow[];
  /** Recompute reason codes, in discovery order. */
  problems: string[];
  devices: ObservedDevice[];
}

function intCell(cell: string): number | undefined {
  if (/^\s*[+-]?\d+(?:_\d+)*\s*$/.test(cell)) return pyIntOr(cell, undefined);
  return undefined;
}

export const deviceKey = (hostname: string, gpuIndex: number) => `${hostname}\u0000${gpuIndex}`;

export function readSamples(text: string | undefined): SamplesReading {
  const problems: string[] = [];
  const flag = (code: string) => {
    if (!problems.includes(code)) problems.push(code);
  };
  if (text === undefined) return { rows: [], problems: ['samples_csv_missing'], devices: [] };
  const rows: SampleRow[] = [];
  const seen = new Set<string>();
  let header = true;
  let headerOk = false;
  forEachCsvRow(
    text,
    (fields) => {
      if (header) {
        header = false;
        headerOk = fields.join(',') === SAMPLES_HEADER && fields.length === 7;
        if (!headerOk) flag('samples_csv_header_mismatch');
        return;
      }
      if (!headerOk) return;
      const [schema, ts, seqText, hostname, indexText, uuid, powerText] = fields;
      const t = fields.length === 7 ? pyFloatOrUndefined(ts) : undefined;
      const watts = fields.length === 7 ? pyFloatOrUndefined(powerText) : undefined;
      const seq = fields.length === 7 ? intCell(seqText!) : undefined;
      const gpuIndex = fields.length === 7 ? intCell(indexText!) : undefined;
      if (
        fields.length !== 7 ||
        intCell(schema!) !== 1 ||
        t === undefined ||
        !Number.isFinite(t) ||
        watts === undefined ||
        !Number.isFinite(watts) ||
        watts < 0 ||
        seq === undefined ||
        seq < 0 ||
        gpuIndex === undefined ||
        gpuIndex < 0 ||
        !hostname ||
        !uuid
      ) {
        flag('samples_csv_malformed');
        return;
      }
      const key = `${seq}\u0000${hostname}\u0000${gpuIndex}`;
      if (seen.has(key)) {
        flag('duplicate_sample_row');
        return;
      }
      seen.add(key);
      rows.push({ t, seq, hostname, gpuIndex, uuid, watts });
    },
    { skipInitialSpace: false, keepBlankLines: true },
  );
  if (header) flag('samples_csv_header_mismatch');
  const groups = new Map<string, SampleRow[]>();
  for (const row of rows) {
    const key = deviceKey(row.hostname, row.gpuIndex);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const devices: ObservedDevice[] = [];
  let nonMonotonic = false;
  for (const group of groups.values()) {
    const bySeq = [...group].sort((a, b) => a.seq - b.seq);
    for (let i = 1; i < bySeq.length; i++) if (!(bySeq[i]!.t > bySeq[i - 1]!.t)) nonMonotonic = true;
    const uuids: string[] = [];
    for (const row of bySeq) if (!uuids.includes(row.uuid)) uuids.push(row.uuid);
    const samples = group.map((row) => ({ t: row.t, p: row.watts })).sort((a, b) => a.t - b.t);
    devices.push({
      hostname: group[0]!.hostname,
      gpuIndex: group[0]!.gpuIndex,
      uuids,
      first: samples[0]!.t,
      last: samples[samples.length - 1]!.t,
      samples,
    });
  }
  if (nonMonotonic) flag('timestamp_non_monotonic');
  devices.sort((a, b) =>
    a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex,
  );
  return { rows, problems, devices };
}

/** The stored form of the observed devices, as the manifest records them. */
export function observedDevicesEvidence(devices: readonly ObservedDevice[]): unknown[] {
  return devices.map((d) => ({
    hostname: d.hostname,
    gpu_index: d.gpuIndex,
    gpu_uuids: d.uuids,
    first_sample_time_unix: d.first,
    last_sample_time_unix: d.last,
  }));
}
