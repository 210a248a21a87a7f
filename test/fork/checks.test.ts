// The fork dispatch's pure checks, dispatch inputs, run matching and comment, in process.
import { describe, expect, it } from '@jest/globals';
import {
  checkAuthorization,
  checkMergeCommitParents,
  checkPullRequest,
  snapshotOf,
  type Approval,
  type LabelEvent,
  type PullSnapshot,
} from '../../shared/fork/checks.js';
import { ownComment } from '../../shared/fork/comment.js';
import { DispatchInputsSchema, dispatchInputs, runMarker } from '../../shared/fork/dispatch-inputs.js';
import { pickDispatchedRun, trustedRunUrl } from '../../shared/fork/find-run.js';
import { FORK_CHECKS, dispatchComment } from '../../shared/fork/messages.js';
import { COMMENT_MARKER, PRIMARY_SWEEP_LABELS } from '../../shared/fork/names.js';
import { evaluateRepositoryRole } from '../../shared/reuse/authorize.js';
import { z } from 'zod';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const MERGE = 'c'.repeat(40);
const NEWER = 'd'.repeat(40);
const REPO = 'example-org/bench';

const event: LabelEvent = { prNumber: 7, label: 'full-sweep-enabled', headSha: HEAD };
const good: PullSnapshot = {
  number: 7,
  state: 'open',
  draft: false,
  headSha: HEAD,
  headRepository: 'contrib/bench',
  baseSha: BASE,
  mergeCommitSha: MERGE,
  labels: ['full-sweep-enabled', 'all-evals'],
};
const approval: Approval = {
  prNumber: 7,
  headSha: HEAD,
  baseSha: BASE,
  mergeCommitSha: MERGE,
  primaryLabel: 'full-sweep-enabled',
  labels: ['full-sweep-enabled', 'all-evals'],
};

describe('the labeling actor (the role decision /stage-results uses)', () => {
  it.each([
    ['admin', 'admin', undefined],
    ['write', 'maintain', undefined],
    ['write', 'write', undefined],
    [
      'write',
      'ci-writer',
      'Actor alice has permission write and role ci-writer; write, maintain or admin (both permission and role) is required to authorize external code.',
    ],
    [
      'read',
      'triage',
      'Actor alice has permission read and role triage; write, maintain or admin (both permission and role) is required to authorize external code.',
    ],
    [
      'none',
      'read',
      'Actor alice has permission none and role read; write, maintain or admin (both permission and role) is required to authorize external code.',
    ],
    [
      'write',
      undefined,
      'Cannot authorize alice: the collaborator permission answer has no valid role_name (got nothing)',
    ],
    [
      undefined,
      'admin',
      'Cannot authorize alice: the collaborator permission answer has no valid permission (got nothing)',
    ],
    [
      'admin',
      '',
      'Cannot authorize alice: the collaborator permission answer has no valid role_name (got "")',
    ],
  ])('permission %s, role %s → %s', (permission, role, message) => {
    const decision = evaluateRepositoryRole('alice', { permission, role_name: role });
    const refusal = checkAuthorization(decision);
    expect(refusal && refusal.message).toBe(message);
    if (refusal) expect(refusal.check).toBe('authorization');
  });

  it('refuses a lookup that failed (stop) with its reason', () => {
    expect(
      checkAuthorization({ outcome: 'stop', login: 'alice', message: 'Cannot authorize alice: HTTP 500' }),
    ).toEqual({ check: 'authorization', message: 'Cannot authorize alice: HTTP 500' });
  });
});

describe('checks 2-6 in order, each with its message', () => {
  it('passes a good fork PR and approves exactly its current head, base, merge commit and labels', () => {
    expect(checkPullRequest(event, good, REPO)).toEqual({ ok: true, approval });
  });

  const cases: [string, Partial<PullSnapshot>, LabelEvent, string, string][] = [
    [
      'closed',
      { state: 'closed' },
      event,
      'pull-request-state',
      'The pull request must be open and ready for review.',
    ],
    [
      'draft',
      { draft: true },
      event,
      'pull-request-state',
      'The pull request must be open and ready for review.',
    ],
    [
      'draft unknown (fail closed)',
      { draft: undefined },
      event,
      'pull-request-state',
      'The pull request must be open and ready for review.',
    ],
    [
      'same repository',
      { headRepository: REPO },
      event,
      'fork',
      'Trusted external dispatch is only for fork pull requests.',
    ],
    [
      'same repository, other case',
      { headRepository: 'Example-Org/Bench' },
      event,
      'fork',
      'Trusted external dispatch is only for fork pull requests.',
    ],
    [
      'a new commit after the label',
      { headSha: NEWER },
      event,
      'head-pinned',
      `The PR advanced from ${HEAD} to ${NEWER}; remove and re-add the sweep label to approve the new revision.`,
    ],
    [
      'no head sha',
      { headSha: undefined },
      event,
      'head-pinned',
      `The PR advanced from ${HEAD} to (none); remove and re-add the sweep label to approve the new revision.`,
    ],
    [
      'two primary labels',
      { labels: ['full-sweep-enabled', 'sweep-enabled'] },
      event,
      'primary-label',
      'Expected exactly the newly applied primary sweep label; found full-sweep-enabled, sweep-enabled.',
    ],
    [
      'the applied label was removed again',
      { labels: ['all-evals'] },
      event,
      'primary-label',
      'Expected exactly the newly applied primary sweep label; found none.',
    ],
    [
      'another primary label than the one applied',
      { labels: ['sweep-enabled'] },
      event,
      'primary-label',
      'Expected exactly the newly applied primary sweep label; found sweep-enabled.',
    ],
    [
      'no merge commit',
      { mergeCommitSha: undefined },
      event,
      'merge-commit',
      'GitHub has not produced a merge commit; resolve conflicts and re-add the label.',
    ],
  ];

  it.each(cases)('%s → %s refusal', (_what, patch, labelEvent, check, message) => {
    expect(checkPullRequest(labelEvent, { ...good, ...patch }, REPO)).toEqual({
      ok: false,
      refusal: { check, message },
    });
  });

  it('reports the first failing check when several fail (authorization, state, fork, head, label, merge commit, parents)', () => {
    const everything: PullSnapshot = {
      ...good,
      state: 'closed',
      headRepository: REPO,
      headSha: NEWER,
      labels: [],
      mergeCommitSha: undefined,
    };
    const seen: string[] = [];
    let pull = everything;
    const fixes: Partial<PullSnapshot>[] = [
      { state: 'open' },
      { headRepository: 'contrib/bench' },
      { headSha: HEAD },
      { labels: ['full-sweep-enabled'] },
      { mergeCommitSha: MERGE },
    ];
    for (const fix of fixes) {
      const outcome = checkPullRequest(event, pull, REPO);
      if (!outcome.ok) seen.push(outcome.refusal.check);
      pull = { ...pull, ...fix };
    }
    expect(checkPullRequest(event, pull, REPO).ok).toBe(true);
    expect(['authorization', ...seen, 'merge-commit-parents']).toEqual([...FORK_CHECKS]);
  });

  it('the merge commit must have the approved head as a parent', () => {
    expect(checkMergeCommitParents(approval, [BASE, HEAD])).toBeUndefined();
    expect(checkMergeCommitParents(approval, [BASE, NEWER])).toEqual({
      check: 'merge-commit-parents',
      message: `The merge commit ${MERGE} is not built from the approved head ${HEAD} (its parents are ${BASE}, ${NEWER}); GitHub may still be updating it, so re-add the label in a minute.`,
    });
  });

  it('reads labels given as strings or objects, in API order', () => {
    expect(
      snapshotOf({ number: 7, labels: ['b', { name: 'a' }], head: null, base: null, merge_commit_sha: null }),
    ).toEqual({
      number: 7,
      state: undefined,
      draft: undefined,
      headSha: undefined,
      headRepository: undefined,
      baseSha: undefined,
      mergeCommitSha: undefined,
      labels: ['b', 'a'],
    });
  });
});

describe('dispatch inputs (one field per row of the table)', () => {
  it('are exactly the ten string inputs e2e-tests.yml takes', () => {
    expect(dispatchInputs(approval)).toEqual({
      'test-name': `External PR #7 @ ${HEAD.slice(0, 12)}`,
      ref: MERGE,
      'changelog-base-ref': BASE,
      'changelog-head-ref': HEAD,
      'trim-conc': 'false',
      'all-evals': 'true',
      'evals-only': 'false',
      'fail-fast': 'false',
      'agentx-fast': 'false',
      'pr-labels-json': '["full-sweep-enabled","all-evals"]',
    });
  });

  it.each(PRIMARY_SWEEP_LABELS.map((label) => [label]))('primary label %s', (label) => {
    const inputs = dispatchInputs({ ...approval, primaryLabel: label, labels: [label] });
    expect(inputs['trim-conc']).toBe(label === 'sweep-enabled' ? 'true' : 'false');
    expect(inputs['fail-fast']).toBe(label.includes('fail-fast') ? 'true' : 'false');
  });

  it.each([
    ['all-evals', 'all-evals'],
    ['evals-only', 'evals-only'],
    ['agentx-fast', 'agentx-fast'],
  ] as const)('the %s label sets %s', (label, input) => {
    const labels = ['agentx-fast', 'zzz', label, 'sweep-enabled'].filter((l, i, a) => a.indexOf(l) === i);
    const with_ = dispatchInputs({ ...approval, primaryLabel: 'sweep-enabled', labels });
    const without = dispatchInputs({ ...approval, primaryLabel: 'sweep-enabled', labels: ['sweep-enabled'] });
    expect(with_[input]).toBe('true');
    expect(without[input]).toBe('false');
    expect(JSON.parse(with_['pr-labels-json'])).toEqual(labels);
  });

  it('sends only strings, and the schema refuses anything else', () => {
    for (const value of Object.values(dispatchInputs(approval))) expect(typeof value).toBe('string');
    expect(z.safeParse(DispatchInputsSchema, { ...dispatchInputs(approval), extra: 'x' }).success).toBe(
      false,
    );
    expect(
      z.safeParse(DispatchInputsSchema, { ...dispatchInputs(approval), 'fail-fast': true }).success,
    ).toBe(false);
  });

  it('the marker carries only GitHub values (never a title or branch)', () => {
    expect(runMarker({ prNumber: 12, headSha: HEAD })).toBe('External PR #12 @ aaaaaaaaaaaa');
  });
});

describe('finding the dispatched run by its exact title', () => {
  const started = Date.parse('2026-05-13T10:00:10Z');
  const run = (id: number, title: string, created: string) => ({
    id,
    display_title: title,
    created_at: created,
    html_url: `https://github.com/${REPO}/actions/runs/${id}`,
  });
  const marker = 'External PR #7 @ aaaaaaaaaaaa';

  it.each([
    [
      'the newest matching run',
      [
        run(3, `e2e Test - ${marker}`, '2026-05-13T10:00:12Z'),
        run(2, `e2e Test - ${marker}`, '2026-05-13T10:00:11Z'),
      ],
      3,
    ],
    ['within the 5 s clock slack', [run(4, `e2e Test - ${marker}`, '2026-05-13T10:00:05Z')], 4],
    [
      'not an older run for the same revision',
      [run(5, `e2e Test - ${marker}`, '2026-05-13T10:00:04Z')],
      undefined,
    ],
    [
      'not a title that only starts the same',
      [run(6, `e2e Test - ${marker} extra`, '2026-05-13T10:00:12Z')],
      undefined,
    ],
    [
      'not another PR',
      [run(7, 'e2e Test - External PR #70 @ aaaaaaaaaaaa', '2026-05-13T10:00:12Z')],
      undefined,
    ],
    ['not a run without a creation time', [run(8, `e2e Test - ${marker}`, 'soon')], undefined],
  ] as const)('%s', (_what, runs, id) => {
    expect(pickDispatchedRun(runs, marker, started)?.id).toBe(id);
  });

  it('links only runs of this repository on this server', () => {
    const prefix = `https://github.com/${REPO}/actions/runs/`;
    expect(trustedRunUrl(run(3, '', ''), prefix)).toBe(`${prefix}3`);
    expect(trustedRunUrl({ id: 3, html_url: 'https://evil.example/x' }, prefix)).toBeUndefined();
    expect(trustedRunUrl({ id: 3, html_url: `${prefix}3)[x](https://evil.example` }, prefix)).toBeUndefined();
  });
});

describe('the PR comment', () => {
  it('has five lines, the run link and the approved sha, and nothing from the PR', () => {
    const body = dispatchComment(HEAD, { runUrl: 'https://github.com/o/r/actions/runs/9', workflowUrl: 'w' });
    const lines = body.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      `Dispatched [trusted sweep run](https://github.com/o/r/actions/runs/9) for approved external revision \`${HEAD}\`.`,
    );
    expect(lines[1]).toBe(
      'New commits are not trusted automatically; remove and re-add the primary sweep label to approve a new SHA.',
    );
    expect(lines[2]).toBe('');
    expect(lines[3]).toContain('https://github.com/o/r/actions/runs/9');
    expect(lines[3]).toContain(HEAD);
    expect(lines[4]!.endsWith(COMMENT_MARKER)).toBe(true);
  });

  it('links the workflow page when the run was not found', () => {
    const body = dispatchComment(HEAD, {
      workflowUrl: 'https://github.com/o/r/actions/workflows/e2e-tests.yml',
    });
    expect(body.split('\n')[0]).toBe(
      `Dispatched [End-to-End Tests workflow](https://github.com/o/r/actions/workflows/e2e-tests.yml) for approved external revision \`${HEAD}\`.`,
    );
  });

  it("edits only the bot's own marked comment", () => {
    const comments = [
      { id: 1, user: { login: 'github-actions[bot]' }, body: `old ${COMMENT_MARKER}` },
      { id: 2, user: { login: 'mallory' }, body: `copied ${COMMENT_MARKER}` },
      { id: 3, user: { login: 'github-actions[bot]' }, body: 'an unrelated bot comment' },
    ];
    expect(ownComment(comments, 'github-actions[bot]')?.id).toBe(1);
    expect(ownComment(comments.slice(1), 'github-actions[bot]')).toBeUndefined();
  });
});
