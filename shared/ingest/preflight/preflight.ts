/**
 * The ingest preflight: what the results app would load from a run, applying its rules to the
 * run's result artifacts before anything is dispatched.
 *
 * 1. Expired artifacts cannot be read; of the rest, the app keeps only the newest upload
 *    (`created_at`) of each logical name (logical-name.ts), so older ones are superseded.
 * 2. Rows come from the kept row sources of each event (names.ts): `results_bmk`'s agg_bmk.json
 *    and `eval_results_all`'s agg_eval_all.json for ingest-results, every `bmk_agentic_*`
 *    aggregate for ingest-agentic-results.
 * 3. Each row is kept, skipped as a failed run, or counted as an agentic row without ITL (rows.ts).
 * 4. Several eval rows of one eval identity (a rerun collected by an older collector) are
 *    reported: the app would store an arbitrary one; only the newest is counted.
 *
 * `artifactsToRead` says which artifacts need their files (the caller downloads only those), then
 * `preflight` decides. Both are pure.
 */
import type { IngestEvent } from '../names.js';
import { INGEST_EVENTS } from '../names.js';
import { logicalName } from './logical-name.js';
import {
  AGENTIC_SOURCE_PREFIX,
  AGENTIC_TYPE,
  EVAL_SOURCE,
  EVAL_TYPE,
  EVENT_TYPES,
  EXPECTED_CONFIG_LOADS_NOTHING,
  LOADS,
  NOTHING_LOADS,
  THROUGHPUT_SOURCE,
  VERDICTS,
  isRowSource,
  type BenchmarkType,
  type Verdict,
} from './names.js';
import { newestPerIdentity } from '../../collect/evals/identity.js';
import { configId, isRow, normalConfig, rowConfig, rowFate, throughputRowType, type Row } from './rows.js';
import {
  PreflightInput,
  type ConfigKey,
  type ConfigTally,
  type DuplicateEval,
  type EventReport,
  type PreflightArtifact,
  type PreflightReport,
  type Supersession,
} from './schemas.js';

function uploadedAt(artifact: PreflightArtifact): number {
  const at = Date.parse(artifact.created_at ?? '');
  return Number.isNaN(at) ? -Infinity : at;
}

/** Newer first: the later upload time, then (same time) the higher id, which GitHub hands out in order. */
function newer(a: PreflightArtifact, b: PreflightArtifact): boolean {
  const diff = uploadedAt(a) - uploadedAt(b);
  return diff > 0 || (diff === 0 && (a.id ?? 0) > (b.id ?? 0));
}

interface Deduplicated {
  kept: PreflightArtifact[];
  superseded: { artifact: PreflightArtifact; by: PreflightArtifact }[];
  expired: PreflightArtifact[];
}

function deduplicate(artifacts: PreflightArtifact[]): Deduplicated {
  const newest = new Map<string, PreflightArtifact>();
  const expired: PreflightArtifact[] = [];
  for (const artifact of artifacts) {
    if (artifact.expired) {
      expired.push(artifact);
      continue;
    }
    const name = logicalName(artifact.name);
    const current = newest.get(name);
    if (!current || newer(artifact, current)) newest.set(name, artifact);
  }
  const kept = [...newest.values()];
  const superseded = artifacts
    .filter((a) => !a.expired && newest.get(logicalName(a.name)) !== a)
    .map((artifact) => ({ artifact, by: newest.get(logicalName(artifact.name))! }));
  return { kept, superseded, expired };
}

function sourcesOf(artifacts: PreflightArtifact[], events: readonly IngestEvent[]): PreflightArtifact[] {
  return artifacts.filter((a) => events.some((event) => isRowSource(event, a.name)));
}

/** The artifacts whose files the preflight needs: the kept (newest, unexpired) row sources of the events. */
export function artifactsToRead(
  artifacts: PreflightArtifact[],
  events: readonly IngestEvent[],
): PreflightArtifact[] {
  return deduplicate(sourcesOf(artifacts, events)).kept;
}

/** The events whose row sources the run has (unexpired): what `auto` checks when no dispatch is planned. */
export function eventsWithSources(artifacts: PreflightArtifact[]): IngestEvent[] {
  return INGEST_EVENTS.filter((event) => artifacts.some((a) => !a.expired && isRowSource(event, a.name)));
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function flatRows(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flatRows) : [value];
}

interface ArtifactRows {
  rows: { row: Row; type: BenchmarkType }[];
  note?: string;
  duplicates?: DuplicateEval[];
}

/** The newest eval row of each identity, and the identities that had more than one. */
function newestEvals(rows: Row[]): { rows: Row[]; duplicates: DuplicateEval[] } {
  const { kept, superseded } = newestPerIdentity(rows);
  const byIdentity = new Map<string, DuplicateEval>();
  for (const { row, by, identity } of superseded) {
    const found = byIdentity.get(identity) ?? { identity, kept: String(by.source), dropped: [] };
    found.dropped.push(String(row.source));
    byIdentity.set(identity, found);
  }
  return { rows: kept, duplicates: [...byIdentity.values()] };
}

/** The rows an artifact holds and their benchmark type, with a note when its file is missing. */
function rowsOf(artifact: PreflightArtifact): ArtifactRows {
  const files = artifact.files ?? [];
  if (artifact.name.startsWith(AGENTIC_SOURCE_PREFIX)) {
    const rows = files
      .filter((f) => f.path.endsWith('.json'))
      .flatMap((f) => flatRows(f.json))
      .filter(isRow)
      .map((row) => ({ row, type: AGENTIC_TYPE as BenchmarkType }));
    return rows.length ? { rows } : { rows, note: `${artifact.name} holds no agentic result file` };
  }
  const source = artifact.name === EVAL_SOURCE.artifact ? EVAL_SOURCE : THROUGHPUT_SOURCE;
  const file = files.find((f) => baseName(f.path) === source.file);
  if (!file) return { rows: [], note: `${artifact.name} holds no ${source.file}` };
  const all = flatRows(file.json).filter(isRow);
  if (!all.length) return { rows: [], note: `${artifact.name}'s ${source.file} holds no rows` };
  if (source !== EVAL_SOURCE) return { rows: all.map((row) => ({ row, type: throughputRowType(row) })) };
  const evals = newestEvals(all);
  return { rows: evals.rows.map((row) => ({ row, type: EVAL_TYPE })), duplicates: evals.duplicates };
}

const ORDER: readonly BenchmarkType[] = ['fixed-seq', 'agentic', 'eval'];

function byConfig(a: ConfigTally, b: ConfigTally): number {
  const type = ORDER.indexOf(a.config.type) - ORDER.indexOf(b.config.type);
  if (type) return type;
  for (const part of ['model', 'hardware', 'framework', 'precision'] as const) {
    const order = a.config[part].localeCompare(b.config[part], 'en');
    if (order) return order;
  }
  return 0;
}

function eventReport(event: IngestEvent, all: Deduplicated, expected: ConfigKey[]): EventReport {
  const mine = (a: PreflightArtifact) => isRowSource(event, a.name);
  const tallies = new Map<string, ConfigTally>();
  const tally = (config: ConfigKey) => {
    const id = configId(config);
    let found = tallies.get(id);
    if (!found) {
      found = { config, kept: 0, failed: 0, noItl: 0, superseded: 0, expected: false };
      tallies.set(id, found);
    }
    return found;
  };
  const notes: string[] = [];
  const duplicateEvals: DuplicateEval[] = [];
  const configsOfKept = new Map<PreflightArtifact, Set<string>>();
  for (const artifact of all.kept.filter(mine)) {
    const { rows, note, duplicates } = rowsOf(artifact);
    if (note) notes.push(note);
    duplicateEvals.push(...(duplicates ?? []));
    const ids = new Set<string>();
    for (const { row, type } of rows) {
      const config = rowConfig(row, type);
      tally(config)[rowFate(row, type)] += 1;
      ids.add(configId(config));
    }
    configsOfKept.set(artifact, ids);
  }
  const superseded: Supersession[] = [];
  for (const { artifact, by } of all.superseded.filter((s) => mine(s.artifact))) {
    superseded.push({ name: artifact.name, logicalName: logicalName(artifact.name), keptName: by.name });
    const ids = configsOfKept.get(by) ?? new Set<string>();
    for (const id of ids) tallies.get(id)!.superseded += 1;
    if (!ids.size) notes.push(`${artifact.name} was superseded by ${by.name}, which holds no rows`);
  }
  for (const config of expected) {
    if (EVENT_TYPES[event].includes(config.type)) tally(normalConfig(config)).expected = true;
  }
  const configs = [...tallies.values()].sort(byConfig);
  const kept = configs.reduce((sum, c) => sum + c.kept, 0);
  const missing = configs.filter((c) => c.expected && c.kept === 0).map((c) => c.config);
  const verdict: Verdict =
    kept === 0 ? NOTHING_LOADS : missing.length ? EXPECTED_CONFIG_LOADS_NOTHING : LOADS;
  return {
    event,
    verdict,
    kept,
    configs,
    missing,
    superseded,
    duplicateEvals,
    expired: all.expired.filter(mine).map((a) => a.name),
    notes,
  };
}

/** The worst verdict of the events (no event at all: nothing loads). */
function overall(events: EventReport[]): Verdict {
  if (!events.length) return NOTHING_LOADS;
  return VERDICTS.find((v) => events.some((e) => e.verdict === v)) ?? LOADS;
}

export function preflight(input: PreflightInput): PreflightReport {
  const { artifacts, events, expected } = PreflightInput.parse(input);
  const all = deduplicate(sourcesOf(artifacts, events));
  const reports = events.map((event) => eventReport(event, all, expected));
  return { verdict: overall(reports), events: reports };
}
