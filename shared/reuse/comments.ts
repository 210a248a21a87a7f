/**
 * Which `/reuse-sweep-run` comment wins: newest authorized comment with a matching
 * line, by the string value of `created_at` (missing sorts oldest, ties keep API order).
 * Authorization here is author_association, as the seed keeps it for reuse.
 */
import type { IssueComment } from '../github/schemas.js';
import { parseReuseRequest, type ReuseRequest } from './grammar.js';

export interface AuthorizedRequest extends ReuseRequest {
  commentId: number;
  author: string;
  association: string;
}

export function isAllowedAssociation(
  association: string | null | undefined,
  allowed: readonly string[],
): boolean {
  return allowed.includes(association ?? '');
}

/** The winning request, or null when the PR has no authorized command. */
export function findAuthorizedRequest(
  comments: readonly IssueComment[],
  allowed: readonly string[],
  command?: string,
): AuthorizedRequest | null {
  const ordered = comments
    .map((comment, index) => ({ comment, index, key: comment.created_at ?? '' }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  for (let i = ordered.length - 1; i >= 0; i--) {
    const { comment } = ordered[i]!;
    if (!isAllowedAssociation(comment.author_association, allowed)) continue;
    const request = parseReuseRequest(comment.body ?? '', command);
    if (!request) continue;
    return {
      ...request,
      commentId: comment.id,
      author: comment.user?.login ?? '',
      association: comment.author_association ?? '',
    };
  }
  return null;
}
