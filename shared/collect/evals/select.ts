/**
 * Which result files of an eval set are used: lm-eval result objects only; in a
 * batched set the newest file per concurrency, in ascending concurrency, filtered by
 * `completed_eval_concs` (else `eval_concs`); in a legacy set the single newest file.
 * FIX (deterministic tie-break): "newest" is the greatest (timestamp embedded in
 * the file name, modification time, file name) instead of whichever the OS listed first.
 */
import { pyIntOr } from '../python-values.js';
import { EMBEDDED_TIMESTAMP } from './identity.js';
import type { Meta } from './row.js';

export interface CandidateFile {
  name: string;
  /** The path rows name in `source` (root argument joined with the relative path). */
  source: string;
  mtimeMs: number;
  data: Record<string, unknown>;
}

export interface SelectedFile extends CandidateFile {
  /** The concurrency from a batched file name, which replaces the metadata's `conc`. */
  conc?: number;
}

export interface Dropped {
  source: string;
  reason: string;
}

const BATCHED_SUFFIX = /_conc(\d+)(?:_\d+)?\.json$/;

function batchedConcurrency(name: string): number | undefined {
  const match = BATCHED_SUFFIX.exec(name);
  return match ? Number(match[1]) : undefined;
}

function newerThan(a: CandidateFile, b: CandidateFile): boolean {
  const stampA = EMBEDDED_TIMESTAMP.exec(a.name)?.[0] ?? '';
  const stampB = EMBEDDED_TIMESTAMP.exec(b.name)?.[0] ?? '';
  if (stampA !== stampB) return stampA > stampB;
  if (a.mtimeMs !== b.mtimeMs) return a.mtimeMs > b.mtimeMs;
  return a.name > b.name;
}

function newest(files: CandidateFile[]): CandidateFile {
  return files.reduce((best, file) => (newerThan(file, best) ? file : best));
}

/** The allowed concurrencies of a batched set, or undefined for "no filter". */
function allowedConcurrencies(meta: Meta): Set<number> | undefined {
  const chosen = Object.hasOwn(meta, 'completed_eval_concs') ? meta.completed_eval_concs : meta.eval_concs;
  return Array.isArray(chosen) ? new Set(chosen.map((entry) => pyIntOr(entry, -1))) : undefined;
}

export function selectResultFiles(
  meta: Meta,
  candidates: CandidateFile[],
): { selected: SelectedFile[]; dropped: Dropped[] } {
  const dropped: Dropped[] = [];
  if (candidates.length === 0) return { selected: [], dropped };
  if (!Array.isArray(meta.eval_concs)) {
    const chosen = newest(candidates);
    for (const file of candidates)
      if (file !== chosen)
        dropped.push({ source: file.source, reason: `superseded by newer ${chosen.name}` });
    return { selected: [chosen], dropped };
  }
  const byConc = new Map<number, CandidateFile[]>();
  for (const file of candidates) {
    const conc = batchedConcurrency(file.name);
    if (conc === undefined) {
      dropped.push({ source: file.source, reason: 'batched eval set: file name has no _conc<N> suffix' });
      continue;
    }
    byConc.set(conc, [...(byConc.get(conc) ?? []), file]);
  }
  const allowed = allowedConcurrencies(meta);
  const selected: SelectedFile[] = [];
  for (const conc of [...byConc.keys()].sort((a, b) => a - b)) {
    const files = byConc.get(conc)!;
    const chosen = newest(files);
    for (const file of files)
      if (file !== chosen)
        dropped.push({ source: file.source, reason: `superseded by newer ${chosen.name}` });
    if (allowed && !allowed.has(conc))
      dropped.push({
        source: chosen.source,
        reason: `concurrency ${conc} is not in completed_eval_concs/eval_concs`,
      });
    else selected.push({ ...chosen, conc });
  }
  return { selected, dropped };
}
