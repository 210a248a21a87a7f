/**
 * Which command comment wins: the newest authorized comment holding a command line, by the string
 * value of `created_at` (missing sorts oldest, ties keep API order). The commands are
 * `/reuse-sweep-run [id]` and `/sweep-on-main`; a newer `/sweep-on-main` withdraws an older reuse
 * authorization, and a newer reuse command overrides an older `/sweep-on-main`.
 * Authorization here is author_association, as the seed keeps it for reuse.
 */
import type { IssueComment } from '../github/schemas.js';
import { parseReuseRequest, type ReuseRequest } from './grammar.js';
import { SWEEP_ON_MAIN_COMMAND } from './names.js';

interface CommandAuthor {
  commentId: number;
  author: string;
  association: string;
}

export interface AuthorizedRequest extends ReuseRequest, CommandAuthor {}

/** The newest authorized command: reuse (pinned or not) or sweep again on main. */
export type AuthorizedCommand =
  ({ kind: 'reuse' } & AuthorizedRequest) | ({ kind: 'sweep-on-main'; command: string } & CommandAuthor);

export function isAllowedAssociation(
  association: string | null | undefined,
  allowed: readonly string[],
): boolean {
  return allowed.includes(association ?? '');
}

/** Where the comment's last `/sweep-on-main` line starts (alone on its line, whitespace aside), or -1. */
function lastSweepOnMainLine(body: string): number {
  let at = -1;
  let start = 0;
  for (const line of body.split('\n')) {
    if (line.trim() === SWEEP_ON_MAIN_COMMAND) at = start;
    start += line.length + 1;
  }
  return at;
}

/** One comment's command: its last command line decides, as for the reuse grammar alone. */
function commandOf(body: string, command?: string): { reuse: ReuseRequest } | 'sweep-on-main' | null {
  const sweepAt = lastSweepOnMainLine(body);
  const reuse = parseReuseRequest(sweepAt < 0 ? body : body.slice(sweepAt), command);
  if (reuse) return { reuse };
  return sweepAt >= 0 ? 'sweep-on-main' : null;
}

/** The winning command, or null when the PR has no authorized command. */
export function findNewestCommand(
  comments: readonly IssueComment[],
  allowed: readonly string[],
  command?: string,
): AuthorizedCommand | null {
  const ordered = comments
    .map((comment, index) => ({ comment, index, key: comment.created_at ?? '' }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  for (let i = ordered.length - 1; i >= 0; i--) {
    const { comment } = ordered[i]!;
    if (!isAllowedAssociation(comment.author_association, allowed)) continue;
    const found = commandOf(comment.body ?? '', command);
    if (!found) continue;
    const author: CommandAuthor = {
      commentId: comment.id,
      author: comment.user?.login ?? '',
      association: comment.author_association ?? '',
    };
    if (found === 'sweep-on-main')
      return { kind: 'sweep-on-main', command: SWEEP_ON_MAIN_COMMAND, ...author };
    return { kind: 'reuse', ...found.reuse, ...author };
  }
  return null;
}

/** The winning reuse request, or null when there is none or a newer `/sweep-on-main` withdrew it. */
export function findAuthorizedRequest(
  comments: readonly IssueComment[],
  allowed: readonly string[],
  command?: string,
): AuthorizedRequest | null {
  const found = findNewestCommand(comments, allowed, command);
  if (found?.kind !== 'reuse') return null;
  const { kind: _kind, ...request } = found;
  return request;
}
