import { describe, expect, it } from '@jest/globals';
import type { Artifact, WorkflowRun } from '../../shared/github/schemas.js';
import { hasResultArtifact, validateSourceRun } from '../../shared/reuse/source.js';

const RUN: WorkflowRun = {
  id: 555,
  event: 'pull_request',
  status: 'completed',
  conclusion: 'success',
  path: '.github/workflows/run-sweep.yml',
  head_sha: 'a1',
  run_attempt: 1,
};
const LIVE: Artifact[] = [{ name: 'results_bmk', expired: false }];
const facts = (pinned: boolean, artifacts: Artifact[] = LIVE) => ({
  prNumber: 7,
  prShas: new Set(['a1', 'a2']),
  artifacts,
  pinned,
  workflowId: 'run-sweep.yml',
});

describe('source-run validation in order', () => {
  it.each<[string, Partial<WorkflowRun>, boolean, string | null]>([
    ['valid success, unpinned', {}, false, null],
    ['pinned failure accepted', { conclusion: 'failure' }, true, null],
    ['pinned cancelled accepted', { conclusion: 'cancelled' }, true, null],
    [
      'unpinned failure',
      { conclusion: 'failure' },
      false,
      "Reusable source run 555 has conclusion 'failure'; expected success.",
    ],
    [
      'unpinned cancelled',
      { conclusion: 'cancelled' },
      false,
      "Reusable source run 555 has conclusion 'cancelled'; expected success.",
    ],
    ...(['skipped', 'timed_out', 'action_required'] as const).map(
      (c): [string, Partial<WorkflowRun>, boolean, string] => [
        `pinned ${c}`,
        { conclusion: c },
        true,
        `Reusable source run 555 has conclusion '${c}'; expected success, failure, or cancelled.`,
      ],
    ),
    [
      'pinned null conclusion',
      { conclusion: null },
      true,
      'Reusable source run 555 has conclusion None; expected success, failure, or cancelled.',
    ],
    [
      'in_progress',
      { status: 'in_progress', conclusion: null },
      true,
      'Reusable source run 555 is not completed.',
    ],
    [
      'push-event run',
      { event: 'push', status: 'in_progress' },
      true,
      'Reusable source run 555 is not a pull_request run.',
    ],
    [
      'event before status before path',
      { event: 'push', path: '.github/workflows/e2e-tests.yml' },
      true,
      'Reusable source run 555 is not a pull_request run.',
    ],
    [
      'status before path',
      { status: 'queued', path: '.github/workflows/e2e-tests.yml' },
      true,
      'Reusable source run 555 is not completed.',
    ],
    [
      'other workflow',
      { path: '.github/workflows/e2e-tests.yml' },
      true,
      'Reusable source run 555 is from .github/workflows/e2e-tests.yml, expected .github/workflows/run-sweep.yml.',
    ],
    ['empty path skips the path check', { path: '' }, true, null],
    ['no head_sha', { head_sha: '' }, true, 'Reusable source run 555 has no head_sha.'],
    [
      'head not in the PR',
      { head_sha: 'zz' },
      true,
      "Reusable source run 555 head zz is not in PR #7's commit list; pin a run whose commit is still part of the PR.",
    ],
    ['older PR commit stays eligible', { head_sha: 'a2' }, false, null],
  ])('%s', (_name, change, pinned, reason) => {
    expect(validateSourceRun({ ...RUN, ...change }, facts(pinned))).toBe(reason);
  });

  it('reports missing result artifacts last', () => {
    expect(validateSourceRun(RUN, facts(true, [{ name: 'changelog-metadata' }]))).toBe(
      'Reusable source run 555 has no benchmark, eval, or agentic result artifact.',
    );
  });

  it('uses a workflow id that already is a path as is', () => {
    const run = { ...RUN, path: '.github/workflows/other.yml' };
    expect(validateSourceRun(run, { ...facts(true), workflowId: '.github/workflows/other.yml' })).toBeNull();
  });
});

describe('result artifacts', () => {
  it.each<[string, Artifact[], boolean]>([
    ['results_bmk', [{ name: 'results_bmk', expired: false }], true],
    ['eval_results_all', [{ name: 'eval_results_all' }], true],
    ['agentic only', [{ name: 'bmk_agentic_x' }], true],
    ['missing expired counts as live', [{ name: 'results_bmk', expired: null }], true],
    [
      'expired results plus live metadata',
      [{ name: 'results_bmk', expired: true }, { name: 'changelog-metadata' }],
      false,
    ],
    ['metadata and run-stats only', [{ name: 'changelog-metadata' }, { name: 'run-stats' }], false],
    ['prefix must be exact', [{ name: 'results_bmk_partial' }, { name: 'xbmk_agentic_a' }], false],
  ])('%s → %s', (_name, artifacts, expected) => {
    expect(hasResultArtifact(artifacts)).toBe(expected);
  });
});
