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

/** The pattern the scanner replaces (quadratic on many newlines), kept as the oracle. */
function oracle(body: string, command = '/reuse-sweep-run'): { runId: string | null } | null {
  const escaped = command.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const pattern = new RegExp(`(?:^|(?<=\\n))\\s*${escaped}(?:\\s+([0-9]+))?\\s*(?=\\n|$)`, 'g');
  let last: { runId: string | null } | null = null;
  for (const m of body.matchAll(pattern))
    last = { runId: m[1] === undefined ? null : BigInt(m[1]).toString() };
  return last;
}

describe('/reuse-sweep-run grammar: the linear scanner', () => {
  // A small alphabet where every character matters: the command, its pieces, digits and all kinds
  // of whitespace (including \r, U+2028 and a no-break space, which are \s but not line breaks).
  const PIECES = [
    '/reuse-sweep-run',
    '/reuse',
    '-sweep-run',
    '1',
    '07',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u2028',
    '\u00a0',
    'x',
    '`',
  ];
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const bodies = Array.from({ length: 4000 }, () =>
    Array.from({ length: 1 + random(9) }, () => PIECES[random(PIECES.length)]).join(''),
  );

  it('agrees with the regular expression on 4000 generated bodies', () => {
    const disagreements = bodies.filter(
      (body) => JSON.stringify(parseReuseRequest(body)) !== JSON.stringify(oracle(body)),
    );
    expect(disagreements.map((body) => JSON.stringify(body))).toEqual([]);
  });

  it.each([
    ['cmd then id on the next line', '/reuse-sweep-run\n123', '123'],
    ['id followed by text on its line unpins', '/reuse-sweep-run\n123abc', null],
    ['a second command right after a match', '/reuse-sweep-run 1\n\n/reuse-sweep-run 2', '2'],
  ])('%s', (_name, body, runId) => {
    expect(parseReuseRequest(body)).toEqual({ runId });
    expect(oracle(body)).toEqual({ runId });
  });

  it('is linear in the body: 65,000 newlines and 65,000 whitespace lines parse in well under a second', () => {
    const bodies = [
      '\n'.repeat(65_000),
      ' \n'.repeat(65_000) + 'x',
      '\n'.repeat(65_000) + '/reuse-sweep-run 5',
      '/reuse-sweep-run\n'.repeat(20_000) + '/reuse-sweep-run x',
      `/reuse-sweep-run${' '.repeat(200_000)}x`,
    ];
    const started = performance.now();
    const results = bodies.map((body) => parseReuseRequest(body));
    expect(performance.now() - started).toBeLessThan(500);
    expect(results).toEqual([null, null, { runId: '5' }, { runId: null }, null]);
  });
});
