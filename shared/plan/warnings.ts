/**
 * The plan's layout warnings as text: one line each for stderr and annotations, and a job
 * summary section. On push to main the layout can no longer be fixed, so the words say what
 * rule was broken and what would have fixed it on the pull request.
 */
import type { PlanWarning } from './delta.js';

/** "new entries go at the end: your entry at line 13 sits above ...; on the pull request, `...` would have fixed it". */
export function planWarningText(warning: PlanWarning): string {
  return `${warning.rule}: ${warning.message}; on the pull request, \`${warning.fix}\` would have fixed it`;
}

export function planWarningsSummary(warnings: PlanWarning[]): string {
  if (warnings.length === 0) return '';
  const count = `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`;
  return [
    `### Changelog layout: ${count}`,
    '',
    'The plan holds exactly the entries the base does not have; the file breaks the changelog byte contract without changing any existing entry:',
    '',
    ...warnings.map((w) => `- \`${w.file}:${w.line}\` ${planWarningText(w).replace(/\|/g, '\\|')}`),
    '',
  ].join('\n');
}
