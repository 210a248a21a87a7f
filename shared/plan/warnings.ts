/**
 * The plan's layout warnings as text: one line each for stderr and annotations, and a job
 * summary section. On push to main the layout can no longer be fixed, so the words say what
 * rule was broken and what would have fixed it on the pull request.
 */
import type { PlanWarning } from './delta.js';

/** "line 18 holds 2 spaces; the separator is an empty line (new entries follow ...); on the pull request, `...` would have fixed it". */
export function planWarningText(warning: PlanWarning): string {
  const { message, rule } = warning;
  const what = message.endsWith(rule) ? message : `${message} (${rule})`;
  return `${what}; on the pull request, \`${warning.fix}\` would have fixed it`;
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
