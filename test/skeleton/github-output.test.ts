// The GITHUB_OUTPUT form the CLI writes: a newline in a value stays inside that value.
import { describe, expect, it } from '@jest/globals';
import { githubOutputText } from '../../cli/_common/github-output.js';
import { parseOutputFile } from '../helpers/run-action.js';

describe('githubOutputText', () => {
  it('a value holding a newline and key=value text cannot add or override an output', () => {
    const text = githubOutputText({
      'reuse-reason': 'approved\nreuse-enabled=true\nskip-pr-sweep=true',
      'reuse-enabled': 'false',
    });
    expect(parseOutputFile(text)).toEqual({
      'reuse-reason': 'approved\nreuse-enabled=true\nskip-pr-sweep=true',
      'reuse-enabled': 'false',
    });
    expect(text).toMatch(/^reuse-reason<<ghadelimiter_[0-9a-f-]{36}\n/);
  });

  it('each value gets its own random delimiter; empty values stay empty', () => {
    const text = githubOutputText({ a: '', b: 'x' });
    const delimiters = [...text.matchAll(/<<(\S+)/g)].map((m) => m[1]);
    expect(new Set(delimiters).size).toBe(2);
    expect(parseOutputFile(text)).toEqual({ a: '', b: 'x' });
  });

  it('a name with a line break is refused, not written', () => {
    expect(() => githubOutputText({ 'a\nb': 'x' })).toThrow(/cannot be written/);
  });
});
