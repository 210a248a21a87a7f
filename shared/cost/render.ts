/**
 * The cost estimate as Markdown (job summaries) and as plain text (the CLI). Every figure is
 * written as an estimate ("about"), with its range and the past jobs and runs it rests on; a
 * config with no past job reads "unknown" and is left out of the hours, not guessed.
 */
import type { CostEstimate, CostGroup, Spread } from './schema.js';

/** Two significant figures at most: an estimate from a handful of runs is not more precise. */
export function hours(value: number): string {
  if (value === 0) return '0';
  if (value < 10) return String(Math.round(value * 10) / 10);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return String(Math.round(value / magnitude) * magnitude);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const range = (s: Spread) => `${hours(s.low)}–${hours(s.high)}`;
const nodesText = (nodes: number | null) => (nodes === null ? '?' : String(nodes));

/** A terminal shows at most this many unknown configs (the summary folds the whole list). */
const LISTED_UNKNOWN = 40;
/** At most this many run ids are listed; the count says how many there are. */
const LISTED_RUNS = 10;
function runList(ids: readonly number[]): string {
  const shown = ids.slice(0, LISTED_RUNS).join(', ');
  return ids.length > LISTED_RUNS ? `${shown} and ${ids.length - LISTED_RUNS} more` : shown;
}

function groupHours(group: CostGroup): string {
  if (group.known === 0) return 'unknown';
  const partial = group.unknown ? ` (${group.known} of ${group.jobs} jobs)` : '';
  return `about ${hours(group.nodeHours.median)}${partial}`;
}

function groupBasis(group: CostGroup): string {
  if (group.known === 0) return 'no past job';
  return `${plural(group.pastJobs, 'past job')} in ${plural(group.runIds.length, 'run')} ${runList(group.runIds)}`;
}

/** `412 jobs, about 96 GPU-node-hours on h200, b200, mi355x` (plus the unknown part). */
export function costHeadline(estimate: CostEstimate): string {
  const jobs = plural(estimate.jobs, 'job');
  const on = estimate.runners.length ? ` on ${estimate.runners.join(', ')}` : '';
  if (estimate.jobs === 0) return 'no jobs';
  if (estimate.known === 0) return `${jobs}${on}, GPU-node-hours unknown (no past job of these configs)`;
  const rest = estimate.unknown
    ? `, plus ${plural(estimate.unknown, 'job')} of unknown cost (no past job)`
    : '';
  return `${jobs}, about ${hours(estimate.nodeHours.median)} GPU-node-hours${on}${rest}`;
}

/** How the figures were made, in one sentence (or why there is no history). */
function costBasis(estimate: CostEstimate): string {
  const b = estimate.basis;
  if (b.unavailable !== undefined) return `No history: ${b.unavailable}; every config is unknown.`;
  const read = `the ${plural(b.runsRead, 'most recent successful run')} of ${b.workflow} read (at most ${b.runCap})`;
  if (b.pastJobs === 0) return `No past job of these configs in ${read}.`;
  return (
    `Estimated from ${plural(b.pastJobs, 'past successful job')} in ${plural(b.runIds.length, 'run')} ` +
    `${runList(b.runIds)} of ${read}: each job counts as its config's median duration × its nodes; ` +
    `the range uses the shortest and the longest past job (${range(estimate.nodeHours)} GPU-node-hours).`
  );
}

function notRunNote(estimate: CostEstimate): string[] {
  return estimate.notRun.map(
    (n) => `${plural(n.rows, 'row')} of ${n.group} not counted: no run-sweep job runs that group.`,
  );
}

export function costMarkdown(estimate: CostEstimate, title = 'Cost estimate'): string {
  const lines = [`## ${title}`, '', `**${costHeadline(estimate)}**`, ''];
  if (estimate.jobs > 0) {
    lines.push('| runner | nodes | jobs | GPU-node-hours | range | basis |', '|---|---|---|---|---|---|');
    for (const g of estimate.groups)
      lines.push(
        `| ${g.runner} | ${nodesText(g.nodes)} | ${g.jobs} | ${groupHours(g)} | ${g.known ? range(g.nodeHours) : ''} | ${groupBasis(g)} |`,
      );
    lines.push('');
  }
  lines.push(costBasis(estimate), ...notRunNote(estimate).map((n) => `\n${n}`));
  if (estimate.unknownConfigs.length) {
    lines.push(
      '',
      `<details><summary>${plural(estimate.unknownConfigs.length, 'config')} with no past job (unknown)</summary>`,
      '',
      ...estimate.unknownConfigs.map((key) => `- \`${key}\``),
      '',
      '</details>',
    );
  }
  return `${lines.join('\n')}\n`;
}

export function costText(estimate: CostEstimate, lead = 'this plan'): string {
  const lines = [`${lead}: ${costHeadline(estimate)}`];
  if (estimate.jobs > 0) {
    const rows = [
      ['runner', 'nodes', 'jobs', 'GPU-node-hours', 'range', 'basis'],
      ...estimate.groups.map((g) => [
        g.runner,
        nodesText(g.nodes),
        String(g.jobs),
        groupHours(g),
        g.known ? range(g.nodeHours) : '-',
        groupBasis(g),
      ]),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    lines.push(
      '',
      ...rows.map((r) =>
        r
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      ),
    );
  }
  lines.push('', costBasis(estimate), ...notRunNote(estimate));
  const unknown = estimate.unknownConfigs;
  if (unknown.length) {
    lines.push('', 'unknown (no past job):', ...unknown.slice(0, LISTED_UNKNOWN).map((key) => `  ${key}`));
    if (unknown.length > LISTED_UNKNOWN) lines.push(`  and ${unknown.length - LISTED_UNKNOWN} more`);
  }
  return `${lines.join('\n')}\n`;
}
