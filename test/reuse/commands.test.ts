/** The newest authorized command among /reuse-sweep-run [id] and /sweep-on-main. */
import { describe, expect, it } from '@jest/globals';
import type { IssueComment } from '../../shared/github/schemas.js';
import { findAuthorizedRequest, findNewestCommand } from '../../shared/reuse/comments.js';
import { DEFAULT_ALLOWED_ASSOCIATIONS } from '../../shared/reuse/names.js';

let id = 0;
const c = (body: string, association = 'MEMBER', at?: string): IssueComment => {
  id++;
  return {
    id,
    body,
    author_association: association,
    created_at: at ?? `2026-01-01T00:00:${String(id).padStart(2, '0')}Z`,
    user: { login: `u${id}` },
  };
};

/** `reuse:<id>`, `reuse:-` (unpinned), `sweep-on-main` or `none`. */
function verdict(comments: IssueComment[]): string {
  const found = findNewestCommand(comments, DEFAULT_ALLOWED_ASSOCIATIONS);
  if (!found) return 'none';
  return found.kind === 'reuse' ? `reuse:${found.runId ?? '-'}` : found.kind;
}

describe('the newest authorized command wins', () => {
  it.each<[string, () => IssueComment[], string]>([
    ['only /sweep-on-main', () => [c('/sweep-on-main')], 'sweep-on-main'],
    ['reuse, then /sweep-on-main', () => [c('/reuse-sweep-run 5'), c('/sweep-on-main')], 'sweep-on-main'],
    ['/sweep-on-main, then reuse', () => [c('/sweep-on-main'), c('/reuse-sweep-run 5')], 'reuse:5'],
    [
      '/sweep-on-main by a contributor is ignored',
      () => [c('/reuse-sweep-run'), c('/sweep-on-main', 'CONTRIBUTOR')],
      'reuse:-',
    ],
    [
      '/sweep-on-main with trailing text is not a command',
      () => [c('/reuse-sweep-run 5'), c('/sweep-on-main please')],
      'reuse:5',
    ],
    ['/sweep-on-main quoted is not a command', () => [c('> /sweep-on-main')], 'none'],
    ['indented, CRLF', () => [c('LGTM\r\n  /sweep-on-main  \r\n')], 'sweep-on-main'],
    ['one comment, reuse line last', () => [c('/sweep-on-main\n/reuse-sweep-run 9')], 'reuse:9'],
    [
      'one comment, /sweep-on-main line last',
      () => [c('/reuse-sweep-run 9\n/sweep-on-main')],
      'sweep-on-main',
    ],
    [
      'order by created_at, not API order',
      () => [
        c('/sweep-on-main', 'OWNER', '2026-02-01T00:00:00Z'),
        c('/reuse-sweep-run 3', 'OWNER', '2026-01-01T00:00:00Z'),
      ],
      'sweep-on-main',
    ],
  ])('%s', (_name, comments, expected) => {
    expect(verdict(comments())).toBe(expected);
  });

  it('a newer /sweep-on-main withdraws the reuse request main would read', () => {
    expect(
      findAuthorizedRequest([c('/reuse-sweep-run 5'), c('/sweep-on-main')], DEFAULT_ALLOWED_ASSOCIATIONS),
    ).toBeNull();
    expect(
      findAuthorizedRequest([c('/sweep-on-main'), c('/reuse-sweep-run 5')], DEFAULT_ALLOWED_ASSOCIATIONS)
        ?.runId,
    ).toBe('5');
  });
});
