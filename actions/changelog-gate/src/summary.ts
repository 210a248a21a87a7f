/** Job summary Markdown of the changelog gate. */
import type { GateVerdict } from '../../../shared/changelog/gate.js';

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function successSummary(verdict: GateVerdict, file: string): string {
  const lines = [`## Changelog gate: passed`, '', verdict.summary, ''];
  if (verdict.additions.length) {
    lines.push('| # | config-keys | pr-link | flags |', '|---|---|---|---|');
    verdict.additions.forEach((entry, i) => {
      const flags = (['evals-only', 'all-evals', 'append-only'] as const).filter((f) => entry[f]).join(', ');
      lines.push(
        `| ${i + 1} | ${escapeCell(entry['config-keys'].join(', '))} | ${escapeCell(entry['pr-link'])} | ${flags} |`,
      );
    });
  } else lines.push(`Only pr-link corrections in \`${file}\`: nothing to sweep.`);
  return `${lines.join('\n')}\n`;
}

export function failureSummary(problems: string[], file: string): string {
  return [
    '## Changelog gate: failed',
    '',
    `\`${file}\` does not satisfy the changelog contract:`,
    '',
    ...problems.map((p) => `- ${escapeCell(p)}`),
    '',
    'Existing entries are immutable (only pr-link corrections to a canonical link are allowed); new entries go at the end, after exactly one empty line, and the file ends with one newline. See docs/changelog.md.',
    '',
    'When no existing entry changed (your entry above newer ones after merging main, blank or whitespace-only lines lost or added), `sweepkit changelog repair` with the arguments each message names rewrites the file into the base plus your entries appended; commit the result.',
    '',
  ].join('\n');
}
