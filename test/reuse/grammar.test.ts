import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { IssueComment } from '../../shared/github/schemas.js';
import { findAuthorizedRequest } from '../../shared/reuse/comments.js';
import { parseReuseRequest } from '../../shared/reuse/grammar.js';
import { DEFAULT_ALLOWED_ASSOCIATIONS } from '../../shared/reuse/names.js';
import { fixturesDir } from '../helpers/paths.js';

interface GrammarCase {
  name: string;
  body: string;
  matches: boolean;
  runId: string | null;
}
interface SelectionCase {
  name: string;
  comments: IssueComment[];
  expect: { commentId: number; runId: string | null } | null;
}

const load = <T>(file: string): T => JSON.parse(readFileSync(join(fixturesDir, 'reuse', file), 'utf8')) as T;

describe('/reuse-sweep-run grammar', () => {
  it.each(load<GrammarCase[]>('grammar.json'))('$name', ({ body, matches, runId }) => {
    const request = parseReuseRequest(body);
    if (!matches) expect(request).toBeNull();
    else expect(request).toEqual({ runId });
  });

  it('honours a custom command literal, escaped', () => {
    expect(parseReuseRequest('/reuse.it 5', '/reuse.it')).toEqual({ runId: '5' });
    expect(parseReuseRequest('/reuseXit 5', '/reuse.it')).toBeNull();
  });
});

describe('which comment wins', () => {
  it.each(load<SelectionCase[]>('comment-selection.json'))('$name', ({ comments, expect: expected }) => {
    const found = findAuthorizedRequest(comments, DEFAULT_ALLOWED_ASSOCIATIONS);
    if (expected === null) expect(found).toBeNull();
    else expect({ commentId: found?.commentId, runId: found?.runId }).toEqual(expected);
  });

  it('takes the allowed set as a parameter', () => {
    const comments = [
      { id: 1, author_association: 'CONTRIBUTOR', body: '/reuse-sweep-run', created_at: 'x' },
    ];
    expect(findAuthorizedRequest(comments, ['CONTRIBUTOR'])?.commentId).toBe(1);
    expect(findAuthorizedRequest(comments, ['OWNER'])).toBeNull();
  });
});
