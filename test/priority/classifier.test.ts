import { describe, expect, it } from '@jest/globals';
import { SweepkitError } from '../../shared/errors.js';
import { normalizeClassifierOutput } from '../../shared/priority/classifier.js';

describe('normalizeClassifierOutput (the setup normalize step, the patchwork fail-safe)', () => {
  it.each<[string | undefined, string[] | null]>([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['{"criteria":["sglang","fp4"],"reason":"r"}', ['sglang', 'fp4']],
    ['{"criteria":[],"reason":"nothing"}', []],
    ['{}', ['patchwork']],
    ['{"criteria":"sglang"}', ['patchwork']],
    ['["sglang"]', ['patchwork']],
    ['null', ['patchwork']],
    ['not json', ['patchwork']],
  ])('%j → %j', (text, expected) => {
    expect(normalizeClassifierOutput(text)).toEqual(expected);
  });

  it('a criteria array with a non-string fails like --criteria-json would', () => {
    expect(() => normalizeClassifierOutput('{"criteria":["sglang",1]}')).toThrow(SweepkitError);
  });
});
