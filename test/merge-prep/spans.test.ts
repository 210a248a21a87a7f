import { describe, expect, it } from '@jest/globals';
import { Buffer } from 'node:buffer';
import { SweepkitError } from '../../shared/errors.js';
import { entrySignature } from '../../shared/merge-prep/signature.js';
import { entrySpans, replacePrLink } from '../../shared/merge-prep/spans.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const block = (text: string, start: number, end: number) => Buffer.from(text).subarray(start, end).toString();

describe('entry spans', () => {
  it.each([
    {
      name: 'blocks run to the next start; content drops the empty separator',
      text: '- config-keys:\n    - a\n\n- config-keys:\n    - b\n',
      contents: ['- config-keys:\n    - a\n', '- config-keys:\n    - b\n'],
    },
    {
      name: 'whitespace-only and repeated empty lines are trailing blank lines',
      text: '- config-keys:\n    - a\n  \n\n \n- config-keys:\n    - b\n\n',
      contents: ['- config-keys:\n    - a\n', '- config-keys:\n    - b\n'],
    },
    {
      name: 'comment lines at the end of a block belong to it',
      text: '- config-keys:\n    - a\n# note\n\n- config-keys:\n    - b\n',
      contents: ['- config-keys:\n    - a\n# note\n', '- config-keys:\n    - b\n'],
    },
    {
      name: 'an indented "- config-keys:" is not a start',
      text: '- config-keys:\n    - a\n  - config-keys:\n',
      contents: ['- config-keys:\n    - a\n  - config-keys:\n'],
    },
  ])('$name', ({ text, contents }) => {
    const spans = entrySpans(bytes(text), contents.length);
    expect(spans.map((s) => block(text, s.start, s.contentEnd))).toEqual(contents);
    expect(spans.at(-1)!.end).toBe(Buffer.byteLength(text));
  });

  it('refuses when the starts do not match the parsed entries', () => {
    expect(() => entrySpans(bytes('- config-keys:\n'), 2, 'f.yaml')).toThrow(
      'could not map parsed changelog entries to raw byte spans',
    );
  });
});

describe('replacePrLink', () => {
  it.each([
    ['  pr-link: XXX\n', '  pr-link: L\n'],
    ['  pr-link: "XXX"  # todo\n', '  pr-link: L\n'],
    ['  pr-link:   XXX\n  pr-link: second\n', '  pr-link: L\n  pr-link: second\n'],
    [
      '  description:\n    - "pr-link: no"\n  pr-link: XXX\n',
      '  description:\n    - "pr-link: no"\n  pr-link: L\n',
    ],
  ])('%j → %j', (input, expected) => {
    expect(replacePrLink(bytes(`- config-keys:\n${input}`), 'L').toString()).toBe(
      `- config-keys:\n${expected}`,
    );
  });

  it.each([['   pr-link: XXX\n'], ['pr-link: XXX\n'], ['  description: x\n']])(
    'no pr-link line in %j',
    (line) => {
      expect(() => replacePrLink(bytes(`- config-keys:\n${line}`), 'L')).toThrow(SweepkitError);
      expect(() => replacePrLink(bytes(`- config-keys:\n${line}`), 'L')).toThrow(
        'could not locate exactly one pr-link line in a changelog entry',
      );
    },
  );
});

describe('entry signature', () => {
  it('ignores pr-link and key order, and tells values apart', () => {
    const a = { 'config-keys': ['x'], description: ['d'], 'pr-link': 'XXX' };
    const b = { description: ['d'], 'pr-link': 'https://x/pull/1', 'config-keys': ['x'] };
    expect(entrySignature(a)).toBe(entrySignature(b));
    expect(entrySignature(a)).not.toBe(entrySignature({ ...a, 'evals-only': true }));
    expect(entrySignature(a)).not.toBe(entrySignature({ ...a, description: ['e'] }));
  });
});
