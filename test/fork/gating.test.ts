// The trusted external sweep from the label event to the e2e plan inputs: the simulator decides
// whether the shipped workflow starts its dispatch job; when it does, the fork-dispatch flow runs
// against the fake GitHub server seeded with the same PR, and its dispatch inputs are fed to the
// shipped e2e-tests.yml (trigger, run title, the matrix step's changelog inputs).
import { describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import { runForkDispatch } from '../../shared/fork/flow.js';
import {
  compileExpression,
  evaluate,
  statusFunctions,
  toExpressionData,
  toPlain,
} from '../../shared/simulate/expression.js';
import { buildEventPayload, type EventFacts } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { DEFAULT_HEAD_SHA, DEFAULT_REPOSITORY } from '../../shared/simulate/defaults.js';
import { withFakeGitHub } from '../fake-github/index.js';
import { dispatchedRun } from './world.js';
import { loadWorkflow, readWorkflowText } from '../workflows/workflow-files.js';

const FILE = 'trusted-external-sweep.yml';
const BASE = 'b'.repeat(40);
const MERGE = 'c'.repeat(40);
const PUSHED = 'd'.repeat(40);
const [OWNER, NAME] = DEFAULT_REPOSITORY.split('/') as [string, string];

interface Scenario {
  facts: EventFacts;
  event?: string;
  /** The labeling actor's permission answer (`GET /collaborators/{login}/permission`). */
  role?: { permission: string; role_name: string };
  /** A commit pushed between the label and the job. */
  pushedAfterLabel?: boolean;
}

type Fate =
  | { run: 'not triggered' | 'skipped' }
  | { run: 'refused'; message: string }
  | { run: 'dispatched'; inputs: Record<string, string> };

async function fate({
  facts,
  event = 'pull_request_target',
  role,
  pushedAfterLabel,
}: Scenario): Promise<Fate> {
  const { payload } = buildEventPayload(event, { prNumber: 7, ...facts });
  const plan = await simulateWorkflow({
    workflowText: readWorkflowText(FILE),
    fileName: `workflows/${FILE}`,
    event: { name: event, payload },
  });
  expect(plan.errors).toEqual([]);
  if (!plan.triggered) return { run: 'not triggered' };
  if (plan.jobs.dispatch!.status === 'skipped') return { run: 'skipped' };
  expect(plan.jobs.dispatch!.status).toBe('run');
  const pull = payload.pull_request as {
    number: number;
    state: string;
    draft: boolean;
    labels: { name: string }[];
    head: { sha: string; repo: { full_name: string } };
  };
  const actor = (payload.sender as { login: string }).login;
  return withFakeGitHub(async (gh) => {
    const repo = gh.state.repo(DEFAULT_REPOSITORY);
    const head = pushedAfterLabel ? PUSHED : pull.head.sha;
    repo.pulls[7] = {
      ...pull,
      head: { ...pull.head, sha: head },
      base: { sha: BASE },
      merge_commit_sha: MERGE,
    };
    repo.commits[MERGE] = { sha: MERGE, parents: [BASE, head].map((sha) => ({ sha })) };
    repo.permissions[actor] = role ?? { permission: 'admin', role_name: 'admin' };
    repo.onWorkflowDispatch = dispatchedRun;
    try {
      await runForkDispatch(
        { prNumber: pull.number, label: (payload.label as { name: string }).name, headSha: pull.head.sha },
        {
          repo: { owner: OWNER, repo: NAME },
          actor,
          defaultBranch: 'main',
          serverUrl: 'https://github.com',
          github: createGitHubClient({ token: 't', baseUrl: gh.url, retries: 0 }),
          botLogin: 'github-actions[bot]',
          pollAttempts: 2,
          pollIntervalMs: 0,
          sleep: async () => {},
          now: () => Date.now(),
        },
      );
    } catch (error) {
      expect(repo.workflowDispatches).toEqual([]);
      return { run: 'refused', message: (error as Error).message };
    }
    expect(repo.workflowDispatches).toHaveLength(1);
    return { run: 'dispatched', inputs: repo.workflowDispatches[0]!.inputs as Record<string, string> };
  });
}

const fork = (labels: string[], label = labels[0]!, extra: EventFacts = {}): EventFacts => ({
  action: 'labeled',
  fork: true,
  label,
  labels,
  actor: 'maintainer',
  ...extra,
});

describe('trusted-external-sweep.yml: trigger and gating', () => {
  it('a maintainer labelling a ready fork PR dispatches the e2e sweep', async () => {
    const result = await fate({ facts: fork(['full-sweep-enabled']) });
    expect(result).toMatchObject({
      run: 'dispatched',
      inputs: { ref: MERGE, 'changelog-head-ref': DEFAULT_HEAD_SHA },
    });
  });

  it.each([
    ['triage', { permission: 'read', role_name: 'triage' }],
    ['a custom role', { permission: 'write', role_name: 'ci-writer' }],
  ])('a non-maintainer (%s) applying the label starts the job, which refuses', async (_what, role) => {
    const result = await fate({ facts: fork(['full-sweep-enabled'], undefined, { actor: 'helper' }), role });
    expect(result).toEqual({
      run: 'refused',
      message: expect.stringContaining(
        `Actor helper has permission ${role.permission} and role ${role.role_name}; write, maintain or admin`,
      ),
    });
  });

  it('a same-repository PR never starts the job (run-sweep handles it)', async () => {
    expect(await fate({ facts: { ...fork(['full-sweep-enabled']), fork: false } })).toEqual({
      run: 'skipped',
    });
  });

  it('a draft fork PR is refused', async () => {
    expect(await fate({ facts: fork(['full-sweep-enabled'], undefined, { draft: true }) })).toEqual({
      run: 'refused',
      message: expect.stringContaining('The pull request must be open and ready for review'),
    });
  });

  it('two primary labels are refused', async () => {
    expect(
      await fate({ facts: fork(['sweep-enabled', 'full-sweep-fail-fast'], 'full-sweep-fail-fast') }),
    ).toEqual({
      run: 'refused',
      message: expect.stringContaining(
        'Expected exactly the newly applied primary sweep label; found sweep-enabled, full-sweep-fail-fast',
      ),
    });
  });

  it('a modifier or unrelated label starts nothing', async () => {
    expect(await fate({ facts: fork(['full-sweep-enabled', 'all-evals'], 'all-evals') })).toEqual({
      run: 'skipped',
    });
    expect(await fate({ facts: fork(['ci-patchwork'], 'ci-patchwork') })).toEqual({ run: 'skipped' });
  });

  it('a new commit after an approval starts nothing: pushes are not a trigger', async () => {
    expect(
      await fate({ facts: { action: 'synchronize', fork: true, labels: ['full-sweep-enabled'] } }),
    ).toEqual({
      run: 'not triggered',
    });
    expect(await fate({ facts: { ...fork(['full-sweep-enabled']), action: 'unlabeled' } })).toEqual({
      run: 'not triggered',
    });
  });

  it('a commit pushed between the label and the job is refused (head pinning)', async () => {
    expect(await fate({ facts: fork(['full-sweep-enabled']), pushedAfterLabel: true })).toEqual({
      run: 'refused',
      message: expect.stringContaining(`The PR advanced from ${DEFAULT_HEAD_SHA} to ${PUSHED}`),
    });
  });

  it('a PR against another base branch starts nothing', async () => {
    expect(await fate({ facts: fork(['full-sweep-enabled'], undefined, { baseRef: 'release' }) })).toEqual({
      run: 'not triggered',
    });
  });
});

describe('e2e-tests.yml takes the dispatch and plans from the changelog delta', () => {
  const e2e = loadWorkflow('e2e-tests.yml');
  const declared = (e2e.on as { workflow_dispatch: { inputs: Record<string, { type: string }> } })
    .workflow_dispatch.inputs;
  const getJobs = e2e.jobs['get-jobs']!.steps!;

  /** `inputs` as the runner types them: boolean inputs become booleans. */
  function typedInputs(inputs: Record<string, string>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(declared).map(([name, spec]) => {
        const value = inputs[name] ?? '';
        return [name, spec.type === 'boolean' ? value === 'true' : value];
      }),
    );
  }

  function evaluateText(source: string, context: Record<string, unknown>): unknown {
    const parts = source.split(/\$\{\{([\s\S]*?)\}\}/);
    if (parts.length === 3 && parts[0] === '' && parts[2] === '') return evaluateOne(parts[1]!, context);
    return parts.map((part, i) => (i % 2 ? String(evaluateOne(part, context)) : part)).join('');
  }
  function evaluateOne(expression: string, context: Record<string, unknown>): unknown {
    const compiled = compileExpression(expression, Object.keys(context));
    return toPlain(
      evaluate(
        compiled,
        toExpressionData(context),
        statusFunctions({ ancestorResults: [], runCancelled: false }),
      ),
    );
  }

  it('accepts every input, runs get-jobs, titles the run with the marker and plans base..head', async () => {
    const result = await fate({ facts: fork(['sweep-enabled', 'evals-only'], 'sweep-enabled') });
    if (result.run !== 'dispatched') throw new Error(`expected a dispatch, got ${JSON.stringify(result)}`);
    for (const key of Object.keys(result.inputs)) expect(Object.keys(declared)).toContain(key);
    const plan = await simulateWorkflow({
      workflowText: readWorkflowText('e2e-tests.yml'),
      fileName: 'workflows/e2e-tests.yml',
      event: { name: 'workflow_dispatch', payload: buildEventPayload('workflow_dispatch').payload },
      inputs: result.inputs,
    });
    expect(plan.triggered).toBe(true);
    expect(plan.jobs['get-jobs']!.status).toBe('run');

    const context = {
      inputs: typedInputs(result.inputs),
      github: { sha: 'x', workflow_sha: 'y', event_name: 'workflow_dispatch', run_id: '1', run_attempt: '1' },
    };
    const runName = String(e2e['run-name']);
    expect(evaluateText(runName, context)).toBe(
      `e2e Test - External PR #7 @ ${DEFAULT_HEAD_SHA.slice(0, 12)}`,
    );
    const checkout = getJobs[0]!;
    expect(evaluateText(String(checkout.with!.ref), context)).toBe(MERGE);
    const matrix = getJobs.find((step) => step.id === 'matrix')!;
    const withValue = (name: string) => evaluateText(String(matrix.with![name]), context);
    expect(withValue('base-ref')).toBe(BASE);
    expect(withValue('head-ref')).toBe(DEFAULT_HEAD_SHA);
    expect(withValue('generate-cli-command')).toBe('');
    expect(withValue('trim-conc')).toBe(true);
    expect(withValue('evals-only')).toBe(true);
    expect(withValue('all-evals')).toBe(false);
    expect(withValue('pr-labels')).toBe('["sweep-enabled","evals-only"]');
  });
});
