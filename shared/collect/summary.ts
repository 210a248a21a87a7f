/**
 * The job summaries of collect-results (throughput) and collect-results/run-stats, shared with the CLI's
 * `collect aggregate` / `collect run-stats --format summary|table`, so a person at a terminal
 * sees what the action shows.
 */
import { textTable } from '../text-table.js';
import type { RunStats } from './run-stats/stats.js';
import type { ThroughputAggregate } from './throughput.js';

export interface Skipped {
  path: string;
  reason: string;
  line?: number;
}

/** Rows are never dropped silently: each skipped file is a line of the summary. */
export function skippedSummary(skipped: readonly Skipped[]): string {
  if (skipped.length === 0) return '';
  const lines = skipped.map((file) => `| \`${file.path}\` | ${file.reason.replace(/\|/g, '\\|')} |`);
  return `\n### Skipped input files (${skipped.length})\n\n| File | Why |\n|---|---|\n${lines.join('\n')}\n`;
}

export interface ThroughputSummaryInput {
  /** The aggregate file written (agg_<exp>.json). */
  file: string;
  /** Where the files came from, as Markdown: `` `results` `` or "3 artifact(s) matching ...". */
  source: string;
  artifact?: string;
  counts: ThroughputAggregate['counts'];
  skipped: readonly Skipped[];
}

function countCells({ counts, skipped }: ThroughputSummaryInput): string[] {
  const { rows, agentic, failedRuns, arrays } = counts;
  return [rows - agentic - arrays, agentic, failedRuns, arrays, skipped.length].map(String);
}

const COUNT_HEADINGS = [
  'Fixed-sequence rows',
  'Agentic rows',
  'of which failed_run',
  'Nested arrays',
  'Skipped files',
];

export function throughputSummary(input: ThroughputSummaryInput): string {
  const uploaded = input.artifact ? `, uploaded as \`${input.artifact}\`.` : '.';
  return (
    [
      `## Throughput results (${input.file})`,
      '',
      `${input.counts.rows} element(s) from ${input.source}${uploaded}`,
      '',
      `| ${COUNT_HEADINGS.join(' | ')} |`,
      '|---:|---:|---:|---:|---:|',
      `| ${countCells(input).join(' | ')} |`,
      '',
    ].join('\n') + skippedSummary(input.skipped)
  );
}

export function throughputTable(input: ThroughputSummaryInput): string {
  const skipped = input.skipped.map((file) => `skipped ${file.path}: ${file.reason}\n`).join('');
  return `${input.file}: ${input.counts.rows} element(s)\n${textTable(COUNT_HEADINGS, [countCells(input)])}${skipped}`;
}

function rateRows(stats: RunStats): string[][] {
  return Object.entries(stats)
    .filter(([, s]) => s.total > 0)
    .map(([label, s]) => [
      label,
      String(s.n_success),
      String(s.total),
      `${((s.n_success / s.total) * 100).toFixed(2)}%`,
    ]);
}

const NO_LABEL = 'No job carried a cluster label.';
const NO_DATA = 'Authentication failed: no data.';

/** `stats` null: authentication failed and run_stats.json holds null. */
export function runStatsSummary(stats: RunStats | null): string {
  if (stats === null) return `## Hardware success rates\n\n${NO_DATA}\n`;
  const rows = rateRows(stats);
  const table = rows.length
    ? `| Hardware | Success | Total | Rate |\n|---|---:|---:|---:|\n${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}\n`
    : `${NO_LABEL}\n`;
  return `## Hardware success rates\n\n${table}`;
}

export function runStatsTable(stats: RunStats | null): string {
  if (stats === null) return `${NO_DATA}\n`;
  const rows = rateRows(stats);
  return rows.length ? textTable(['Hardware', 'Success', 'Total', 'Rate'], rows) : `${NO_LABEL}\n`;
}
