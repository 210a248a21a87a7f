/**
 * The sweep plan for people: the Markdown matrix-generate/changelog writes to the job summary,
 * and the same counts as a terminal table (`sweepkit changelog plan
 * --format summary|table`). One place, so the CLI shows what the action shows.
 */
import { textTable } from '../text-table.js';
import type { SearchSpaceConfig } from './schema.js';

const SIDES = ['single_node', 'multi_node'] as const;
const EVAL_LISTS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const;

/** Rows per bucket of the plan, in the order the sweep fans them out. */
function groupCounts(plan: SearchSpaceConfig): [string, number][] {
  const counts: [string, number][] = [];
  for (const side of SIDES)
    for (const [group, rows] of Object.entries(plan[side])) counts.push([`${side}.${group}`, rows.length]);
  for (const list of EVAL_LISTS) counts.push([list, plan[list].length]);
  return counts;
}

function entriesLine(plan: SearchSpaceConfig, code: (text: string) => string): string {
  const meta = plan.changelog_metadata;
  const count = meta.entries.length;
  return `${count} changelog ${count === 1 ? 'entry' : 'entries'} between ${code(meta.base_ref)} and ${code(meta.head_ref)}.`;
}

/** The job summary's Markdown. */
export function planSummary(plan: SearchSpaceConfig): string {
  const lines = ['## Sweep plan', '', '| group | rows |', '|---|---|'];
  for (const [group, rows] of groupCounts(plan)) lines.push(`| ${group} | ${rows} |`);
  lines.push(
    '',
    entriesLine(plan, (text) => `\`${text}\``),
  );
  return `${lines.join('\n')}\n`;
}

/** The same counts for a terminal. */
export function planTable(plan: SearchSpaceConfig): string {
  const rows = groupCounts(plan).map(([group, count]) => [group, String(count)]);
  return `${textTable(['group', 'rows'], rows)}\n${entriesLine(plan, (text) => text)}\n`;
}
