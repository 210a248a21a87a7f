import { describe, expect, it } from '@jest/globals';
import { sweepPolicy } from '../../shared/changelog/sweep-policy.js';
import { SweepkitError } from '../../shared/errors.js';

describe('sweepPolicy (the check-changelog job: labels and the head commit message)', () => {
  it.each([
    ['no labels', null, 'fix', { skipPrSweep: false, allEvals: false, evalsOnly: false }],
    [
      'one primary label',
      ['full-sweep-enabled'],
      'fix',
      { skipPrSweep: false, allEvals: false, evalsOnly: false },
    ],
    [
      'modifier labels',
      ['sweep-enabled', 'all-evals', 'evals-only'],
      'x',
      { skipPrSweep: false, allEvals: true, evalsOnly: true },
    ],
    [
      '[skip-sweep] in the message',
      ['full-sweep-enabled'],
      'wip [skip-sweep]',
      { skipPrSweep: true, allEvals: false, evalsOnly: false },
    ],
    ['unrelated labels only', ['docs', 'bug'], '', { skipPrSweep: false, allEvals: false, evalsOnly: false }],
  ])('%s', (_, labels, message, expected) => {
    expect(sweepPolicy(labels, message)).toEqual(expected);
  });

  it('rejects two primary sweep labels with the reference message', () => {
    expect(() => sweepPolicy(['full-sweep-enabled', 'sweep-enabled'], '')).toThrow(SweepkitError);
    expect(() => sweepPolicy(['full-sweep-enabled', 'sweep-enabled'], '')).toThrow(
      'PR has multiple conflicting sweep labels. Pick exactly one.',
    );
  });
});
