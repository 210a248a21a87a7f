/**
 * agg_eval_<exp>.json: rows in discovery order (sets, then selected files, then
 * tasks). Sets are the root (flat layout) and its immediate children holding meta_env.json,
 * children in code-point order (FIX: the reference used the OS listing order). Rows of the same eval
 * identity from several sets (a rerun under another artifact name) are reduced to the newest, and
 * each dropped row is named with the result that replaced it.
 */
import { SweepkitError } from '../../errors.js';
import { toPythonJson } from '../json-text.js';
import { extractMetrics } from './extract.js';
import { newestPerIdentity } from './identity.js';
import { type EvalRow, type Meta, buildEvalRow } from './row.js';
import { type CandidateFile, type Dropped, selectResultFiles } from './select.js';

export interface EvalSetInput {
  /** Display path of the set's directory. */
  dir: string;
  meta: Meta;
  /** Every immediate *.json except meta_env.json, already read. */
  files: {
    name: string;
    source: string;
    mtimeMs: number;
    parsed: { ok: true; value: unknown } | { ok: false; error: string };
  }[];
}

export interface EvalAggregate {
  rows: EvalRow[];
  text: string;
  /** Files that contributed no row, with why (named in the summary; never dropped silently). */
  dropped: Dropped[];
}

export interface EvalAggregateOptions {
  /** Throw on a malformed lm-eval file (reference behaviour) instead of dropping it with a reason. */
  strict?: boolean;
}

export function aggregateEvals(sets: EvalSetInput[], options: EvalAggregateOptions = {}): EvalAggregate {
  const rows: EvalRow[] = [];
  const dropped: Dropped[] = [];
  for (const set of sets) {
    const candidates: CandidateFile[] = [];
    for (const file of set.files) {
      if (!file.parsed.ok) dropped.push({ source: file.source, reason: `unreadable: ${file.parsed.error}` });
      else if (
        typeof file.parsed.value !== 'object' ||
        file.parsed.value === null ||
        Array.isArray(file.parsed.value)
      )
        dropped.push({ source: file.source, reason: 'not an lm-eval result (not a JSON object)' });
      else if (!Object.hasOwn(file.parsed.value, 'lm_eval_version'))
        dropped.push({ source: file.source, reason: "not an lm-eval result (no 'lm_eval_version')" });
      else candidates.push({ ...file, data: file.parsed.value as Record<string, unknown> });
    }
    const selection = selectResultFiles(set.meta, candidates);
    dropped.push(...selection.dropped);
    for (const file of selection.selected) {
      let records;
      try {
        records = extractMetrics(file.source, file.data);
      } catch (error) {
        if (options.strict || !(error instanceof SweepkitError)) throw error;
        dropped.push({
          source: file.source,
          reason: `malformed lm-eval result: ${error.issues[0]!.message}`,
        });
        continue;
      }
      for (const record of records) rows.push(buildEvalRow(set.meta, record, file.source, file.conc));
    }
  }
  // Reruns that uploaded under other artifact names are other sets: one row per eval identity.
  const newest = newestPerIdentity(rows);
  for (const { row, by, identity } of newest.superseded)
    dropped.push({
      source: row.source,
      reason: `eval ${identity}: superseded by the newer result ${by.source}`,
    });
  return { rows: newest.kept, text: toPythonJson(newest.kept), dropped };
}
