/**
 * run_stats.json: per cluster label, successes and totals over every job of every
 * attempt of the run. Only names carrying an exact cluster label count (broad labels such as
 * `h200` count nowhere), `skipped` jobs are left out, and every other conclusion, null (still
 * running) included, counts as not successful — all kept for parity with the history the
 * results app holds.
 */
import { formatFixed } from '../python-format.js';
import { escapeRegExp } from '../../text.js';

export interface RunJob {
  name: string;
  conclusion: string | null;
  runAttempt?: number;
}

interface LabelStats {
  n_success: number;
  total: number;
}

export type RunStats = Record<string, LabelStats>;

const CLUSTER_PREFIX = 'cluster:';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The hardware labels from configs/runners.yaml: the `cluster:` keys of `labels` (or of the whole
 * document), prefix removed, sorted by code point; the `hardware` map's keys when there are none.
 */
export function hardwareLabels(runners: unknown): string[] {
  const labels = isRecord(runners) && isRecord(runners.labels) ? runners.labels : runners;
  let keys = isRecord(labels)
    ? Object.keys(labels)
        .filter((key) => key.startsWith(CLUSTER_PREFIX))
        .map((key) => key.slice(CLUSTER_PREFIX.length))
    : [];
  if (keys.length === 0 && isRecord(runners) && isRecord(runners.hardware))
    keys = Object.keys(runners.hardware);
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The first label (in sorted order) occurring in the lower-cased name between non-alphanumerics. */
export function matchLabel(jobName: string, labels: string[]): string | undefined {
  const name = jobName.toLowerCase();
  return labels.find((label) =>
    [label, `${CLUSTER_PREFIX}${label}`].some((needle) =>
      new RegExp(`(?<![a-z0-9])${escapeRegExp(needle.toLowerCase())}(?![a-z0-9])`).test(name),
    ),
  );
}

export function computeRunStats(jobs: RunJob[], labels: string[]): RunStats {
  const stats: RunStats = {};
  for (const label of labels) stats[label] = { n_success: 0, total: 0 };
  for (const job of jobs) {
    const label = matchLabel(job.name, labels);
    if (label === undefined || job.conclusion === 'skipped') continue;
    stats[label]!.total += 1;
    if (job.conclusion === 'success') stats[label]!.n_success += 1;
  }
  return stats;
}

/** The console table (the reference prints it; the action puts the same rows in the summary). */
export function runStatsConsoleTable(stats: RunStats): string {
  const rule = '='.repeat(60);
  const lines = [rule, 'Hardware Success Rates', rule];
  lines.push(
    `${'Hardware'.padEnd(20)}${'Success'.padEnd(10)}${'Total'.padEnd(10)}${'Rate'.padEnd(10)}`,
    '-'.repeat(60),
  );
  for (const [label, { n_success, total }] of Object.entries(stats)) {
    if (total === 0) continue;
    const rate = formatFixed((n_success / total) * 100, 2).padEnd(10);
    lines.push(`${label.padEnd(20)}${String(n_success).padEnd(10)}${String(total).padEnd(10)}${rate}%`);
  }
  lines.push(rule);
  return lines.join('\n');
}
