// download-artifact's pattern over artifact names. The first table is what the hand-written
// matcher this replaced gave (wildcards and classes on one name): minimatch gives the same. The
// second is where that matcher differed from download-artifact, which calls minimatch itself.
import { describe, expect, it } from '@jest/globals';
import { matchesArtifactPattern } from '../../shared/collect/artifact-pattern.js';

describe('matchesArtifactPattern', () => {
  it.each<[string, string, boolean]>([
    ['bmk_*', 'bmk_dsr1_1k1k', true],
    ['bmk_*', 'bmk_', true],
    ['bmk_*', 'eval_x', false],
    ['*', 'anything', true],
    ['*eval*', 'my_eval_results', true],
    ['results_*_1k1k', 'results_h100_1k1k', true],
    ['results_*_1k1k', 'results_h100_8k1k', false],
    ['bmk_?', 'bmk_a', true],
    ['bmk_?', 'bmk_ab', false],
    ['bmk_[ab]*', 'bmk_a1', true],
    ['bmk_[ab]*', 'bmk_c1', false],
    ['bmk_[!ab]*', 'bmk_c1', true],
    ['bmk_[!ab]*', 'bmk_a1', false],
    ['bmk_[a-c]', 'bmk_b', true],
    ['a.b', 'a.b', true],
    ['a.b', 'axb', false],
    ['x[', 'x[', true],
    ['*', 'a/b', false],
  ])('the same as before: %j over %j → %s', (pattern, name, expected) => {
    expect(matchesArtifactPattern(pattern, name)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['*', '.hidden', false],
    ['a{b,c}', 'ab', true],
    ['!bmk_*', 'eval', true],
    ['!bmk_*', 'bmk_x', false],
    ['a+(b)', 'abb', true],
  ])('as download-artifact (minimatch): %j over %j → %s', (pattern, name, expected) => {
    expect(matchesArtifactPattern(pattern, name)).toBe(expected);
  });
});
