/**
 * The preflight report as Markdown: the job summary of trigger-ingest and the CLI's
 * `--format table` print this same text (its columns are aligned, so it reads in a terminal too).
 * Values come from artifacts, so a `|` or a line break in them is escaped, never trusted.
 */
import { markdownTable } from '../../collect/markdown-table.js';
import { EXPECTED_CONFIG_LOADS_NOTHING, NOTHING_LOADS, type Verdict } from './names.js';
import type { ConfigKey, EventReport, PreflightReport } from './schemas.js';

const HEADERS = [
  'Type',
  'Model',
  'Hardware',
  'Framework',
  'Precision',
  'Kept',
  'Failed runs',
  'No ITL',
  'Superseded',
  'Expected',
];
const LISTED = 20;

function cell(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
}

export function describeConfig(config: ConfigKey): string {
  return cell(
    `${config.type} ${config.model} on ${config.hardware} (${config.framework}, ${config.precision})`,
  );
}

/** The verdict of one event as a sentence ("12 rows would load from run 123"). */
export function verdictText(report: EventReport, runId: string | number): string {
  const rows = `${report.kept} row${report.kept === 1 ? '' : 's'}`;
  const what: Record<Verdict, string> = {
    [NOTHING_LOADS]: `nothing would load from run ${runId}`,
    [EXPECTED_CONFIG_LOADS_NOTHING]: `${rows} would load from run ${runId}, but ${report.missing.length} expected config(s) would load nothing`,
    loads: `${rows} would load from run ${runId}`,
  };
  return what[report.verdict];
}

function listed(title: string, items: string[]): string[] {
  if (!items.length) return [];
  const shown = items.slice(0, LISTED).map((item) => `- ${cell(item)}`);
  if (items.length > LISTED) shown.push(`- … and ${items.length - LISTED} more`);
  return [`${title}:`, '', ...shown, ''];
}

function eventSection(report: EventReport, runId: string | number): string {
  const rows = report.configs.map((c) => [
    c.config.type,
    cell(c.config.model),
    cell(c.config.hardware),
    cell(c.config.framework),
    cell(c.config.precision),
    c.kept,
    c.failed,
    c.noItl,
    c.superseded,
    c.expected ? (c.kept ? 'yes' : 'yes, loads nothing') : '',
  ]);
  return [
    `#### ${report.event}`,
    '',
    `**${cell(verdictText(report, runId))}**`,
    '',
    ...(rows.length ? [markdownTable(HEADERS, rows), ''] : ['No result rows.', '']),
    ...listed(
      'Superseded by a newer upload of the same logical name',
      report.superseded.map((s) => `${s.name} → ${s.keptName}`),
    ),
    ...listed(
      'Eval identities with several results (the newest counts; the app would store an arbitrary one)',
      report.duplicateEvals.map((d) => `${d.identity}: ${d.kept} (newest); ${d.dropped.join(', ')}`),
    ),
    ...listed('Expired (cannot be read)', report.expired),
    ...listed('Notes', report.notes),
  ].join('\n');
}

export function preflightMarkdown(report: PreflightReport, runId: string | number): string {
  return [
    `### Ingest preflight: run ${runId}`,
    '',
    'Rows the results app would load: it keeps the newest upload of each logical artifact name, skips failed-run rows (no successful request out of a counted total) and derives agentic interactivity from ITL.',
    '',
    ...(report.events.length
      ? report.events.map((e) => eventSection(e, runId))
      : [`No result artifacts in run ${runId}: nothing would load.`, '']),
  ].join('\n');
}
