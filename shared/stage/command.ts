import { STAGE_COMMAND } from './names.js';

/**
 * What a comment asks of the staging workflow:
 * - `ignored`: the workflow's job filter would not run (body does not start with the command,
 *   compared case-insensitively like GitHub's startsWith; leading whitespace is NOT trimmed, as in the reference);
 * - `usage`: it passed the filter but is not exactly the command (usage comment, then fail);
 * - `stage`: stage the newest stageable run, or the pinned `runId`.
 */
export type StageRequest = { kind: 'ignored' } | { kind: 'usage' } | { kind: 'stage'; runId?: number };

// JS \s covers Unicode whitespace and line terminators, so "/stage-results\n123" pins 123.
// Digits are ASCII only: non-ASCII digits get the usage comment.
const EXACT = new RegExp(`^${STAGE_COMMAND.replace(/[/-]/g, '\\$&')}(?:\\s+([0-9]+))?$`);

/** The workflow-level filter: `startsWith(github.event.comment.body, '/stage-results')`. */
export function passesStageFilter(body: string): boolean {
  return body.slice(0, STAGE_COMMAND.length).toLowerCase() === STAGE_COMMAND;
}

export function parseStageCommand(body: string): StageRequest {
  if (!passesStageFilter(body)) return { kind: 'ignored' };
  const match = EXACT.exec(body.trim());
  if (!match) return { kind: 'usage' };
  // "00123" -> 123; "0" pins run 0, which the run lookup then rejects (as in the reference).
  return match[1] === undefined ? { kind: 'stage' } : { kind: 'stage', runId: Number(match[1]) };
}
