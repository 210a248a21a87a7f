/**
 * The ingest preflight's data, defined once: what it is given (the run's artifacts with their
 * names, sizes, upload times and, for the ones it reads, their parsed files) and what it answers
 * (per event and per config: rows kept, rows skipped, artifacts superseded, the verdict). The CLI's
 * `--format json` prints the report as this schema describes it.
 */
import { z } from 'zod';
import { INGEST_EVENTS } from '../names.js';
import { BENCHMARK_TYPES, VERDICTS } from './names.js';

/** One parsed `.json` file of an artifact (`path` inside the zip). */
export const ArtifactFile = z.object({ path: z.string(), json: z.unknown() });
export type ArtifactFile = z.infer<typeof ArtifactFile>;

/** One artifact of the run, as GET /actions/runs/{id}/artifacts lists it; `files` once it has been read. */
export const PreflightArtifact = z.object({
  name: z.string(),
  id: z.optional(z.number()),
  size_in_bytes: z.nullish(z.number()),
  created_at: z.nullish(z.string()),
  expired: z.nullish(z.boolean()),
  files: z.optional(z.array(ArtifactFile)),
});
export type PreflightArtifact = z.infer<typeof PreflightArtifact>;

/** A config: the app's rows are grouped by these five parts (compared lower-cased). */
export const ConfigKey = z.object({
  model: z.string(),
  hardware: z.string(),
  framework: z.string(),
  precision: z.string(),
  type: z.enum(BENCHMARK_TYPES),
});
export type ConfigKey = z.infer<typeof ConfigKey>;

export const PreflightInput = z.object({
  artifacts: z.array(PreflightArtifact),
  /** The ingest events that would be dispatched. */
  events: z.array(z.enum(INGEST_EVENTS)),
  /** Configs the sweep plan expected results for (none: nothing is expected). */
  expected: z._default(z.array(ConfigKey), []),
});
export type PreflightInput = z.input<typeof PreflightInput>;

export const ConfigTally = z.object({
  config: ConfigKey,
  /** Rows the app would load. */
  kept: z.int(),
  /** Rows skipped as failed runs (no successful request out of a counted total). */
  failed: z.int(),
  /** Agentic rows with no ITL statistic: the app derives interactivity from ITL only. */
  noItl: z.int(),
  /** Artifacts of this config replaced by a newer upload of the same logical name. */
  superseded: z.int(),
  /** The plan expected results for this config. */
  expected: z.boolean(),
});
export type ConfigTally = z.infer<typeof ConfigTally>;

export const Supersession = z.object({ name: z.string(), logicalName: z.string(), keptName: z.string() });
export type Supersession = z.infer<typeof Supersession>;

/** Several rows of one eval identity in the eval aggregate: the app would store an arbitrary one. */
export const DuplicateEval = z.object({
  identity: z.string(),
  /** The newest result (its file, as the row names it). */
  kept: z.string(),
  /** The older results of the same identity. */
  dropped: z.array(z.string()),
});
export type DuplicateEval = z.infer<typeof DuplicateEval>;

export const EventReport = z.object({
  event: z.enum(INGEST_EVENTS),
  verdict: z.enum(VERDICTS),
  /** Rows the app would load, over every config. */
  kept: z.int(),
  configs: z.array(ConfigTally),
  /** Expected configs that would load nothing. */
  missing: z.array(ConfigKey),
  superseded: z.array(Supersession),
  /** Eval identities with several rows; only the newest is counted as kept. */
  duplicateEvals: z.array(DuplicateEval),
  /** Row-source artifacts that have expired (the app cannot read them). */
  expired: z.array(z.string()),
  /** Anything else worth knowing (a source without its file, a file that holds no rows). */
  notes: z.array(z.string()),
});
export type EventReport = z.infer<typeof EventReport>;

export const PreflightReport = z.object({
  verdict: z.enum(VERDICTS),
  events: z.array(EventReport),
});
export type PreflightReport = z.infer<typeof PreflightReport>;
