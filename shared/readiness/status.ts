/** The commit status text: GitHub keeps at most 140 characters of a description. */
import type { Readiness } from './decide.js';
import { STATUS_DESCRIPTION_LIMIT } from './names.js';

export function statusDescription(verdict: Readiness): string {
  const text = verdict.reason;
  return text.length <= STATUS_DESCRIPTION_LIMIT ? text : `${text.slice(0, STATUS_DESCRIPTION_LIMIT - 1)}…`;
}
