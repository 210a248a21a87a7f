/** The dispatcher keeps one comment per PR: a later approval edits it instead of adding another. */
import type { IssueComment } from '../github/schemas.js';
import { COMMENT_MARKER } from './names.js';

/**
 * The newest comment written by `botLogin` that carries the marker. A comment by anyone else is
 * never edited, even if someone copied the marker into it.
 */
export function ownComment(comments: readonly IssueComment[], botLogin: string): IssueComment | undefined {
  const mine = comments.filter(
    (comment) => comment.user?.login === botLogin && (comment.body ?? '').includes(COMMENT_MARKER),
  );
  return mine[mine.length - 1];
}
