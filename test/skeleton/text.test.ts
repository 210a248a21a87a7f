import { describe, expect, it } from '@jest/globals';
import { escapeNonAscii, escapeRegExp } from '../../shared/text.js';

describe('shared text helpers', () => {
  it('escapeRegExp makes every special character literal', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o /reuse-sweep-run';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });

  it.each([
    ['ascii stays as it is', '{"a": "b"}', '{"a": "b"}'],
    ['DEL and non-ASCII as lowercase \\uXXXX', '"\u007f é →"', '"\\u007f \\u00e9 \\u2192"'],
    ['astral characters as two escapes, as Python writes them', '"😀"', '"\\ud83d\\ude00"'],
  ])('escapeNonAscii: %s', (_, input, expected) => {
    expect(escapeNonAscii(input)).toBe(expected);
  });
});
