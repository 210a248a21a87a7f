// Gating of the workflows other than run-sweep (e2e, staging, recovery, reuse-comment
// validation), simulated over the shipped YAML.
import { describe, expect, it } from '@jest/globals';
import { buildEventPayload, type EventFacts } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { outcome } from './scenario.js';
import { readWorkflowText } from './workflow-files.js';

interface Run {
  file: string;
  event: string;
  facts?: EventFacts;
  patch?: Record<string, unknown>;
  inputs?: Record<string, string>;
  results?: Record<string, 'success' | 'failure' | 'cancelled'>;
  outputs?: Record<string, Record<string, string>>;
}

async function run({ file, event, facts, patch, inputs, results, outputs }: Run) {
  const { payload } = buildEventPayload(event, facts);
  return simulateWorkflow({
    workflowText: readWorkflowText(file),
    fileName: `workflows/${file}`,
    event: { name: event, payload: { ...payload, ...patch } },
    inputs,
    jobResults: results,
    jobOutputs: outputs,
  });
}

const FAMILIES = [
  ['test-sweep-single-node', 'single-node-config'],
  ['test-sweep-multi-node', 'multi-node-config'],
  ['test-sweep-evals', 'eval-config'],
  ['test-sweep-multi-node-evals', 'multi-node-eval-config'],
  ['test-sweep-agentic', 'agentic-config'],
  ['test-sweep-agentic-evals', 'agentic-eval-config'],
  ['test-sweep-multi-node-agentic', 'multi-node-agentic-config'],
  ['test-sweep-multi-node-agentic-evals', 'multi-node-agentic-eval-config'],
] as const;

const row = JSON.stringify([
  { runner: 'h200', framework: 'sglang', conc: 4, 'node-count': 2, prefill: {}, decode: {} },
]);
const familyOutputs = (nonEmpty: string[]) =>
  Object.fromEntries(FAMILIES.map(([, output]) => [output, nonEmpty.includes(output) ? row : '[]']));

describe('e2e-tests.yml', () => {
  it.each(FAMILIES.map(([job, output]) => [job, output]))(
    '%s runs when %s is non-empty and is skipped when it is []',
    async (job, output) => {
      const ran = await run({
        file: 'e2e-tests.yml',
        event: 'workflow_dispatch',
        outputs: { 'get-jobs': familyOutputs([output]) },
      });
      expect(ran.triggered).toBe(true);
      expect(outcome(ran, job)).toBe('success');
      for (const [other] of FAMILIES) if (other !== job) expect(outcome(ran, other)).toBe('skipped');
      expect(ran.errors).toEqual([]);
    },
  );

  it('runs single-node evals from eval-config (the reference family was always empty) and collects them', async () => {
    const plan = await run({
      file: 'e2e-tests.yml',
      event: 'workflow_dispatch',
      outputs: { 'get-jobs': familyOutputs(['eval-config']) },
    });
    expect(outcome(plan, 'test-sweep-evals')).toBe('success');
    expect(outcome(plan, 'collect-evals')).toBe('success');
    expect(outcome(plan, 'collect-results')).toBe('skipped');
  });

  it.each([
    ['true', true],
    ['false', false],
  ] as const)('passes fail-fast=%s to every family', async (value, expected) => {
    const all = FAMILIES.map(([, output]) => output);
    const plan = await run({
      file: 'e2e-tests.yml',
      event: 'workflow_dispatch',
      inputs: { 'fail-fast': value },
      outputs: { 'get-jobs': familyOutputs(all) },
    });
    for (const [job] of FAMILIES) expect(plan.jobs[job]!.strategy?.failFast).toBe(expected);
  });

  it('collects throughput when any throughput family ran, even after a failure; run stats always', async () => {
    const plan = await run({
      file: 'e2e-tests.yml',
      event: 'workflow_dispatch',
      outputs: { 'get-jobs': familyOutputs(['agentic-config']) },
      results: { 'test-sweep-agentic': 'failure' },
    });
    expect(outcome(plan, 'collect-results')).toBe('success');
    expect(outcome(plan, 'calc-success-rate')).toBe('success');
  });

  it('a failed matrix generation skips every family; run stats still run', async () => {
    const plan = await run({
      file: 'e2e-tests.yml',
      event: 'workflow_dispatch',
      results: { 'get-jobs': 'failure' },
    });
    for (const [job] of FAMILIES) expect(outcome(plan, job)).toBe('skipped');
    expect(outcome(plan, 'collect-results')).toBe('skipped');
    expect(outcome(plan, 'calc-success-rate')).toBe('success');
  });

  it('has no concurrency group', async () => {
    const plan = await run({
      file: 'e2e-tests.yml',
      event: 'workflow_dispatch',
      outputs: { 'get-jobs': familyOutputs([]) },
    });
    expect(plan.concurrency).toBeUndefined();
  });
});

describe('stage-results.yml', () => {
  it.each([
    ['a PR comment starting with /stage-results', { commentBody: '/stage-results' }, 'success'],
    ['a pinned request', { commentBody: '/stage-results 12345' }, 'success'],
    ['a PR comment that only mentions it', { commentBody: 'please /stage-results' }, 'skipped'],
    ['the command on a plain issue', { commentBody: '/stage-results', issueNumber: 9 }, 'skipped'],
  ] as const)('%s → dispatch %s', async (_what, facts, expected) => {
    const plan = await run({
      file: 'stage-results.yml',
      event: 'issue_comment',
      facts: { action: 'created', ...facts },
    });
    expect(outcome(plan, 'dispatch')).toBe(expected);
  });

  it('an edited comment starts no run; the group is per PR and never cancels', async () => {
    const edited = await run({
      file: 'stage-results.yml',
      event: 'issue_comment',
      facts: { action: 'edited', commentBody: '/stage-results' },
    });
    expect(edited.triggered).toBe(false);
    const created = await run({
      file: 'stage-results.yml',
      event: 'issue_comment',
      facts: { action: 'created', commentBody: '/stage-results', prNumber: 77 },
    });
    expect(created.concurrency).toBe('stage-results-pr-77');
    expect(created.cancelInProgress).toBe(false);
  });
});

describe('validate-reuse-comment.yml', () => {
  it.each([
    ['created with the command', 'created', '/reuse-sweep-run', undefined, 'success'],
    ['created with a pinned command', 'created', 'ok\n/reuse-sweep-run 123', undefined, 'success'],
    [
      'edited to remove the command (old reaction must be cleared)',
      'edited',
      'never mind',
      '/reuse-sweep-run',
      'success',
    ],
    ['an unrelated comment', 'created', 'LGTM', undefined, 'skipped'],
  ] as const)('%s → validate-comment %s', async (_what, action, body, before, expected) => {
    const plan = await run({
      file: 'validate-reuse-comment.yml',
      event: 'issue_comment',
      facts: { action, commentBody: body },
      patch: before === undefined ? {} : { changes: { body: { from: before } } },
    });
    expect(outcome(plan, 'validate-comment')).toBe(expected);
  });

  it('ignores plain issues and never joins a sweep concurrency group', async () => {
    const plan = await run({
      file: 'validate-reuse-comment.yml',
      event: 'issue_comment',
      facts: { action: 'created', commentBody: '/reuse-sweep-run', issueNumber: 4 },
    });
    expect(outcome(plan, 'validate-comment')).toBe('skipped');
    expect(plan.concurrency?.startsWith('sweep-')).toBe(false);
  });
});

describe('stage-results-callback.yml and recover-reused-ingest.yml', () => {
  it.each(['stage-results-started', 'stage-results-completed'])(
    '%s reaches the comment job',
    async (type) => {
      const plan = await run({
        file: 'stage-results-callback.yml',
        event: 'repository_dispatch',
        facts: { action: type, clientPayload: { 'pr-number': '12', 'run-id': '5' } },
      });
      expect(outcome(plan, 'comment')).toBe('success');
      expect(plan.concurrency).toBe('stage-results-callback-12');
      expect(plan.cancelInProgress).toBe(false);
    },
  );

  it('other repository_dispatch types start no run', async () => {
    const plan = await run({
      file: 'stage-results-callback.yml',
      event: 'repository_dispatch',
      facts: { action: 'ingest-results' },
    });
    expect(plan.triggered).toBe(false);
  });

  it('a recovery dispatch runs its single job', async () => {
    const plan = await run({
      file: 'recover-reused-ingest.yml',
      event: 'workflow_dispatch',
      inputs: { 'source-run-id': '555', 'merge-run-id': '124' },
    });
    expect(Object.keys(plan.jobs)).toEqual(['trigger-agentic-ingest']);
    expect(outcome(plan, 'trigger-agentic-ingest')).toBe('success');
  });
});
