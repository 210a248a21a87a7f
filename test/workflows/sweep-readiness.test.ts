// sweep-readiness.yml, simulated over the shipped YAML: it reports on every PR event that can
// change the verdict (no path filter), on command comments and on merge groups; the status job
// posts whenever the judge read a commit, also after a failed (not ready or undecided) judge.
import { describe, expect, it } from '@jest/globals';
import { buildEventPayload, type EventFacts } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { READINESS_CONTEXT } from '../../shared/readiness/names.js';
import { outcome } from './scenario.js';
import { loadWorkflow, readWorkflowText } from './workflow-files.js';

const FILE = 'sweep-readiness.yml';
const SHA = 'c'.repeat(40);

async function run(
  event: string,
  facts: EventFacts = {},
  options: {
    patch?: Record<string, unknown>;
    results?: Record<string, 'success' | 'failure' | 'cancelled'>;
    judge?: Record<string, string>;
    changedFiles?: string[];
  } = {},
) {
  const { payload } = buildEventPayload(event, facts);
  return simulateWorkflow({
    workflowText: readWorkflowText(FILE),
    fileName: `workflows/${FILE}`,
    event: { name: event, payload: { ...payload, ...options.patch } },
    jobResults: options.results,
    jobOutputs: { judge: options.judge ?? { sha: SHA, ready: 'true' } },
    changedFiles: options.changedFiles,
  });
}

describe('sweep-readiness.yml triggers', () => {
  it.each(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled', 'edited', 'ready_for_review'])(
    'pull_request %s: judged and posted, whatever the PR changed (no path filter)',
    async (action) => {
      const plan = await run(
        'pull_request',
        { action, label: action.endsWith('labeled') ? 'x' : undefined },
        {
          changedFiles: ['README.md'],
        },
      );
      expect(plan.triggered).toBe(true);
      expect(outcome(plan, 'judge')).toBe('success');
      expect(outcome(plan, 'status')).toBe('success');
      expect(plan.errors).toEqual([]);
    },
  );

  it.each(['closed', 'assigned'])('pull_request %s starts no run', async (action) => {
    expect((await run('pull_request', { action })).triggered).toBe(false);
  });

  it('a merge group is judged and its head commit gets the status', async () => {
    const plan = await run('merge_group', { prNumber: 12, sha: SHA });
    expect(plan.triggered).toBe(true);
    expect(outcome(plan, 'judge')).toBe('success');
    expect(outcome(plan, 'status')).toBe('success');
    expect(plan.jobs.judge!.concurrency).toBe(`sweep-readiness-${SHA}`);
  });

  it.each([
    ['/sweep-on-main', 'created', '/sweep-on-main', undefined, 'success'],
    ['a pinned reuse command', 'created', 'LGTM\n/reuse-sweep-run 123', undefined, 'success'],
    ['an unpinned reuse command', 'created', '/reuse-sweep-run', undefined, 'success'],
    ['an edit that removed /sweep-on-main', 'edited', 'never mind', '/sweep-on-main', 'success'],
    ['an unrelated comment', 'created', 'LGTM', undefined, 'skipped'],
  ] as const)('issue_comment with %s → judge %s', async (_what, action, body, before, expected) => {
    const plan = await run(
      'issue_comment',
      { action, commentBody: body, prNumber: 7 },
      { patch: before === undefined ? {} : { changes: { body: { from: before } } } },
    );
    expect(outcome(plan, 'judge')).toBe(expected);
    expect(outcome(plan, 'status')).toBe(expected);
    if (expected === 'success') expect(plan.jobs.judge!.concurrency).toBe('sweep-readiness-7');
  });

  it('a command on a plain issue is ignored', async () => {
    const plan = await run('issue_comment', { commentBody: '/sweep-on-main', issueNumber: 4 });
    expect(outcome(plan, 'judge')).toBe('skipped');
    expect(outcome(plan, 'status')).toBe('skipped');
  });
});

describe('sweep-readiness.yml verdict posting', () => {
  it.each([
    ['ready', 'success', { sha: SHA, ready: 'true' }, 'success'],
    ['not ready (the judge step failed)', 'failure', { sha: SHA, ready: 'false' }, 'success'],
    ['undecided: GitHub unreadable, no verdict', 'failure', { sha: SHA }, 'success'],
    ['cancelled after reading the commit', 'cancelled', { sha: SHA }, 'success'],
    ['no commit read (the PR could not be found)', 'failure', { sha: '' }, 'skipped'],
  ] as const)('%s: status %s', async (_what, judge, outputs, expected) => {
    const plan = await run('pull_request', {}, { results: { judge }, judge: outputs });
    expect(outcome(plan, 'status')).toBe(expected);
  });

  it('the status is failure unless the judge said ready, and names the context branch protection requires', () => {
    const step = loadWorkflow(FILE).jobs.status!.steps![0]!;
    expect(step.env!.STATE).toBe("${{ needs.judge.outputs.ready == 'true' && 'success' || 'failure' }}");
    expect(step.run).toContain(`-f context=${READINESS_CONTEXT}`);
    expect(step.env!.SHA).toBe('${{ needs.judge.outputs.sha }}');
  });

  it('the writer checks out nothing; the reader holds no write permission and never cancels', () => {
    const workflow = loadWorkflow(FILE);
    const status = workflow.jobs.status!;
    expect(JSON.stringify(status.steps)).not.toMatch(/actions\/checkout@/);
    expect(status.permissions).toEqual({ statuses: 'write' });
    const judge = workflow.jobs.judge!;
    expect(Object.values(judge.permissions as Record<string, string>)).not.toContain('write');
    expect((judge as { concurrency?: Record<string, unknown> }).concurrency?.['cancel-in-progress']).toBe(
      false,
    );
    expect(workflow.on).toEqual({
      pull_request: {
        types: ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled', 'edited', 'ready_for_review'],
      },
      issue_comment: { types: ['created', 'edited'] },
      merge_group: { types: ['checks_requested'] },
    });
  });
});
