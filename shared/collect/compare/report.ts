/**
 * The PR-vs-production comparison: value and delta cells per metric, coloured by
 * whether the change is an improvement, in single-node and multi-node Markdown tables.
 * Delta thresholds: any non-zero change is coloured (green better, red worse); exactly zero is
 * plain; a missing or zero baseline gives N/A.
 */
import { AGENTIC_SCENARIO } from '../names.js';
import { markdownTable, type Cell } from '../markdown-table.js';
import { formatFixed } from '../python-format.js';
import { pyFloatOrUndefined } from '../python-values.js';
import { type BaselineQuery, type BaselineRecord, baselineQuery, stripHardwareSuffix } from './baseline.js';

export interface Metric {
  key: string;
  header: string;
  higherIsBetter: boolean;
  decimals: number;
  /** TTFT is stored in seconds and shown in ms. */
  scale: number;
}

const metric = (key: string, header: string, higherIsBetter: boolean, decimals = 4, scale = 1): Metric => ({
  key,
  header,
  higherIsBetter,
  decimals,
  scale,
});

export const COMPARED_METRICS: Metric[] = [
  metric('tput_per_gpu', 'TPUT/GPU', true, 2),
  metric('median_ttft', 'TTFT Median (ms)', false, 4, 1000),
  metric('p90_ttft', 'TTFT P90 (ms)', false, 4, 1000),
  metric('p99_ttft', 'TTFT P99 (ms)', false, 4, 1000),
  metric('p99.9_ttft', 'TTFT P99.9 (ms)', false, 4, 1000),
  metric('median_intvty', 'Intvty Median', true),
  metric('p90_intvty', 'Intvty@P90 TPOT', true),
  metric('p99_intvty', 'Intvty@P99 TPOT', true),
  metric('p99.9_intvty', 'Intvty@P99.9 TPOT', true),
  metric('median_e2el', 'E2EL Median (s)', false),
  metric('p90_e2el', 'E2EL P90 (s)', false),
  metric('p99_e2el', 'E2EL P99 (s)', false),
  metric('p99.9_e2el', 'E2EL P99.9 (s)', false),
];

type Row = Record<string, unknown>;

/** Loaded rows: arrays flattened one level, agentic rows dropped. */
function comparableRows(elements: unknown[]): Row[] {
  return elements
    .flatMap((element) => (Array.isArray(element) ? element : [element]))
    .filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row))
    .filter((row) => row.scenario_type !== AGENTIC_SCENARIO);
}

const numberOf = (value: unknown) =>
  value === null || value === undefined ? undefined : pyFloatOrUndefined(value);

function valueCell(row: Row, m: Metric): string {
  const value = numberOf(row[m.key]);
  return value === undefined ? 'N/A' : formatFixed(value * m.scale, m.decimals);
}

export function deltaCell(row: Row, m: Metric, baseline: BaselineRecord | undefined): string {
  const current = numberOf(row[m.key]);
  const base = baseline ? numberOf(baseline.metrics[m.key]) : undefined;
  if (current === undefined || base === undefined || base === 0) return 'N/A';
  const now = current * m.scale;
  const before = base * m.scale;
  const delta = now - before;
  const text = formatFixed(delta, m.decimals, true);
  const pct = `(${formatFixed((delta / before) * 100, 1, true)}%)`;
  if (delta === 0) return `${text} ${pct}`;
  const better = m.higherIsBetter ? delta > 0 : delta < 0;
  return `$\\color{${better ? 'green' : 'red'}}\\text{${text}}$ ${pct}`;
}

export interface ComparisonReport {
  markdown: string;
  /** The reference's stderr log lines. */
  log: string[];
  matched: number;
  unmatched: number;
}

const upper = (value: unknown) => String(value ?? '').toUpperCase();

function sortKey(row: Row): unknown[] {
  return [
    row.infmax_model_prefix,
    upper(stripHardwareSuffix(String(row.hw ?? ''))),
    upper(row.framework),
    row.isl,
    row.osl,
    row.conc,
  ];
}

function compareKeys(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

function metricCells(row: Row, baseline: BaselineRecord | undefined): Cell[] {
  return COMPARED_METRICS.flatMap((m) => [valueCell(row, m), deltaCell(row, m, baseline)]);
}

const metricHeaders = COMPARED_METRICS.flatMap((m) => [m.header, `Δ ${m.header}`]);

export function compareResults(
  elements: unknown[],
  lookup: (query: BaselineQuery) => BaselineRecord | undefined,
): ComparisonReport {
  const rows = comparableRows(elements);
  const log = [`Loaded ${rows.length} benchmark results`];
  if (rows.length === 0)
    return { markdown: 'No benchmark results found to compare.\n', log, matched: 0, unmatched: 0 };
  let matched = 0;
  const baselines = new Map<Row, BaselineRecord | undefined>();
  for (const row of rows) {
    const query = baselineQuery(row);
    log.push(
      JSON.stringify(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), null, 2),
    );
    const baseline = lookup(query);
    baselines.set(row, baseline);
    if (baseline) {
      matched++;
      log.push(`  -> Matched DB model=${baseline.model}, tput=${baseline.metrics.tput_per_gpu}`);
    } else log.push('  -> No baseline found');
  }
  log.push(`Summary: ${matched} matched, ${rows.length - matched} unmatched out of ${rows.length} results`);
  const sorted = [...rows].sort((a, b) => compareKeys(sortKey(a), sortKey(b)));
  const common = (row: Row): Cell[] => [
    row.infmax_model_prefix as Cell,
    row.model as Cell,
    upper(stripHardwareSuffix(String(row.hw ?? ''))),
    upper(row.framework),
    upper(row.precision),
    row.isl as Cell,
    row.osl as Cell,
  ];
  const single = sorted.filter((row) => row.is_multinode !== true);
  const multi = sorted.filter((row) => row.is_multinode === true);
  let markdown = '';
  if (single.length)
    markdown += `## Single-Node Comparison vs. Most Recent\n\n${markdownTable(
      [
        'Model',
        'Served Model',
        'Hardware',
        'Framework',
        'Precision',
        'ISL',
        'OSL',
        'TP',
        'EP',
        'DP Attention',
        'Conc',
        ...metricHeaders,
      ],
      single.map((row) => [
        ...common(row),
        String(row.tp),
        String(row.ep),
        (row.dp_attention ?? false) as Cell,
        row.conc as Cell,
        ...metricCells(row, baselines.get(row)),
      ]),
    )}\n\n`;
  if (multi.length)
    markdown += `## Multi-Node Comparison vs. Most Recent\n\n${markdownTable(
      [
        'Model',
        'Served Model',
        'Hardware',
        'Framework',
        'Precision',
        'ISL',
        'OSL',
        'Prefill TP',
        'Prefill EP',
        'Decode TP',
        'Decode EP',
        'Conc',
        ...metricHeaders,
      ],
      multi.map((row) => [
        ...common(row),
        row.prefill_tp as Cell,
        row.prefill_ep as Cell,
        row.decode_tp as Cell,
        row.decode_ep as Cell,
        row.conc as Cell,
        ...metricCells(row, baselines.get(row)),
      ]),
    )}\n\n`;
  return { markdown, log, matched, unmatched: rows.length - matched };
}
