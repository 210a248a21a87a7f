import { FULL_SWEEP_LABELS, STAGE_COMMAND } from './names.js';

/** The PR comments the staging workflow posts, word for word. */

/** Posted for anyone whose comment passed the filter but not the exact parse (as in the reference). */
export const STAGE_USAGE_COMMENT = `Usage: \`${STAGE_COMMAND}\` or \`${STAGE_COMMAND} <run-id>\`.`;
export const STAGE_USAGE_FAILURE = `Unsupported ${STAGE_COMMAND} syntax`;

export function stageDeniedComment(login: string): string {
  return `@${login} \`${STAGE_COMMAND}\` requires write access to this repository.`;
}

export function stageNoLabelComment(login: string): string {
  const labels = FULL_SWEEP_LABELS.map((label) => `\`${label}\``).join(', ');
  return `@${login} \`${STAGE_COMMAND}\` requires a completed run from a PR using one of: ${labels}.`;
}

export function stageAckComment(requestedBy: string, runId: string, runUrl: string): string {
  return `@${requestedBy} staging [run ${runId}](${runUrl}). Existing staged runs will be preserved; a completion link will be posted here.`;
}
