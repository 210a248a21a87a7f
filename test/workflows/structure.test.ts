// Static invariants of the shipped workflows (structure, label lists, security house rules).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DispatchInputsSchema } from '../../shared/fork/dispatch-inputs.js';
import { supportedCriteria } from '../../shared/priority/criteria.js';
import { parsePriorityPolicy } from '../../shared/priority/policy.js';
import { describeWithSharedMaterial, sharedMaterialDir } from '../helpers/paths.js';
import {
  AGGREGATION_JOBS,
  CANARY_JOBS,
  FAN_OUT_JOBS,
  POLICY_LABELS,
  PRIMARY_LABELS,
  RECOGNISED_LABELS,
  SHIPPED_WORKFLOWS,
  SWEEPKIT_ACTION_REF,
  VISUALIZER_LABELS,
  labelsNamedIn,
  loadWorkflow,
  needsOf,
  oneLine,
  readWorkflowText,
  type Job,
  type Step,
} from './workflow-files.js';

const DISPATCH_INPUT_KEYS = Object.keys(DispatchInputsSchema._zod.def.shape);
const runSweep = loadWorkflow('run-sweep.yml');
const e2e = loadWorkflow('e2e-tests.yml');

const allJobs = SHIPPED_WORKFLOWS.flatMap((file) =>
  Object.entries(loadWorkflow(file).jobs).map(([id, job]) => ({ file, id, job })),
);
const allSteps = allJobs.flatMap(({ file, id, job }) =>
  (job.steps ?? []).map((step, index) => ({ file, job: id, index, step })),
);

/** Every `uses:` line of a file with its trailing comment. */
function usesLines(file: string): { value: string; comment: string; line: number }[] {
  return readWorkflowText(file)
    .split('\n')
    .flatMap((text, index) => {
      const match = /^\s*(?:-\s+)?uses:\s*(\S+)\s*(?:#\s*(.*))?$/.exec(text);
      return match ? [{ value: match[1]!, comment: match[2] ?? '', line: index + 1 }] : [];
    });
}

describe('action pinning', () => {
  const rows = SHIPPED_WORKFLOWS.flatMap((file) => usesLines(file).map((use) => ({ file, ...use })));

  it('finds the uses: lines it checks', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it.each(rows.map((row) => [`${row.file}:${row.line} ${row.value}`, row] as const))(
    '%s is a local path or pinned to a full 40-hex SHA with a version comment',
    (_label, row) => {
      if (row.value.startsWith('./')) return;
      expect(row.value).toMatch(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[0-9a-f]{40}$/);
      expect(row.comment).not.toBe('');
    },
  );

  it('pins every sweepkit action to one and the same release commit (one substitution on adoption)', () => {
    const shas = new Set(
      rows.flatMap((row) => {
        const match = SWEEPKIT_ACTION_REF.exec(row.value);
        return match ? [match[2]] : [];
      }),
    );
    expect(shas.size).toBe(1);
  });

  it('calls only the benchmark repository templates by local path', () => {
    const local = rows.filter((row) => row.value.startsWith('./')).map((row) => row.value);
    expect(new Set(local)).toEqual(
      new Set(['./.github/workflows/benchmark-tmpl.yml', './.github/workflows/benchmark-multinode-tmpl.yml']),
    );
  });
});

describe('least-privilege permissions', () => {
  // Exactly what each job may hold; reusable-workflow calls inherit the workflow's contents: read.
  const expected: Record<string, Record<string, Record<string, string> | 'inherit'>> = {
    'run-sweep.yml': {
      '(workflow)': { contents: 'read' },
      'check-changelog': { contents: 'read' },
      'reuse-sweep-gate': { contents: 'read', issues: 'read', 'pull-requests': 'read' },
      setup: { actions: 'read', contents: 'read', issues: 'read', 'pull-requests': 'read' },
      'canary-select': {},
      'fan-out': {},
      'collect-results': {},
      'collect-evals': {},
      'upload-changelog-metadata': {},
      'calc-success-rate': { actions: 'read', contents: 'read' },
      'compare-results': { contents: 'read' },
      // The ingest preflight reads the source run's artifacts before dispatching.
      'trigger-ingest': { actions: 'read' },
      'trigger-agentic-ingest': { actions: 'read' },
      'comment-unofficial-run-visualizer': { 'pull-requests': 'write' },
      ...Object.fromEntries(CANARY_JOBS.map((id) => [id, 'inherit' as const])),
      ...Object.fromEntries(FAN_OUT_JOBS.map((id) => [id, 'inherit' as const])),
    },
    'e2e-tests.yml': {
      '(workflow)': { contents: 'read' },
      'calc-success-rate': { actions: 'read', contents: 'read' },
    },
    'stage-results.yml': {
      '(workflow)': {},
      dispatch: { actions: 'read', contents: 'read', issues: 'read', 'pull-requests': 'write' },
    },
    'stage-results-callback.yml': { '(workflow)': {}, comment: { 'pull-requests': 'write' } },
    'recover-reused-ingest.yml': { '(workflow)': {}, 'trigger-agentic-ingest': 'inherit' },
    'validate-reuse-comment.yml': {
      '(workflow)': {},
      'validate-comment': { actions: 'read', contents: 'read', issues: 'read', 'pull-requests': 'write' },
    },
    // Reading the PR and posting the status are separate jobs: the writer checks out nothing.
    'sweep-readiness.yml': {
      '(workflow)': {},
      judge: { actions: 'read', contents: 'read', issues: 'read', 'pull-requests': 'read' },
      status: { statuses: 'write' },
    },
    // The one job holds what the dispatch needs (workflow level grants nothing).
    'trusted-external-sweep.yml': {
      '(workflow)': {},
      dispatch: { actions: 'write', contents: 'read', 'pull-requests': 'write' },
    },
    // Reads runs and commits, writes the one audit issue; executes nothing from a PR.
    'audit-publication.yml': {
      '(workflow)': {},
      audit: { actions: 'read', contents: 'read', issues: 'write' },
    },
  };

  it.each(SHIPPED_WORKFLOWS.map((file) => [file]))(
    '%s declares workflow-level permissions as specified',
    (file) => {
      expect(loadWorkflow(file).permissions).toEqual(expected[file]!['(workflow)']);
    },
  );

  it.each(allJobs.map(({ file, id, job }) => [`${file} ${id}`, file, id, job] as const))(
    '%s holds exactly its listed permissions',
    (_label, file, id, job) => {
      const want = expected[file]![id] ?? 'inherit';
      if (want === 'inherit') expect(job.permissions).toBeUndefined();
      else expect(job.permissions).toEqual(want);
    },
  );

  it('grants write access only to jobs that comment, react, post a status or keep the audit issue', () => {
    const writers = allJobs
      .filter(
        ({ job }) => typeof job.permissions === 'object' && Object.values(job.permissions).includes('write'),
      )
      .map(({ file, id }) => `${file} ${id}`);
    expect(writers.sort()).toEqual([
      'audit-publication.yml audit',
      'run-sweep.yml comment-unofficial-run-visualizer',
      'stage-results-callback.yml comment',
      'stage-results.yml dispatch',
      'sweep-readiness.yml status',
      'trusted-external-sweep.yml dispatch',
      'validate-reuse-comment.yml validate-comment',
    ]);
  });

  it('never checks out with persisted credentials', () => {
    const checkouts = allSteps.filter(({ step }) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const { step } of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });
});

describe('untrusted input never reaches a shell (house security rule)', () => {
  const scripts = allSteps.filter(({ step }) => typeof step.run === 'string');

  it('has run: steps to check', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts.map(({ file, job, step }) => [`${file} ${job} "${step.name}"`, step] as const))(
    '%s has no ${{ }} expression in its script (values come through env:)',
    (_label, step) => {
      expect(step.run).not.toMatch(/\$\{\{/);
    },
  );

  it('contains no inline jq or Python', () => {
    for (const { step } of scripts) expect(step.run).not.toMatch(/\bjq\b|\bpython3?\b|\buv run\b/);
  });

  it('passes no github.event value to a reusable workflow or action except through with:/env:', () => {
    // The only other place an expression could run is a `shell`; none is customised.
    for (const { step } of allSteps) expect(step.shell).toBeUndefined();
  });
});

describe('run-sweep.yml triggers and labels', () => {
  const on = runSweep.on as {
    push: { branches: string[]; paths: string[] };
    pull_request: { branches: string[]; types: string[]; paths: string[] };
  };

  it('listens to synchronize, labeled and unlabeled only (no opened, reopened, ready_for_review)', () => {
    expect([...on.pull_request.types].sort()).toEqual(['labeled', 'synchronize', 'unlabeled']);
    expect(on.pull_request.branches).toEqual(['main']);
    expect(on.pull_request.paths).toEqual(['perf-changelog.yaml']);
  });

  it('publishes from pushes to main that touch the changelog', () => {
    expect(on.push).toEqual({ branches: ['main'], paths: ['perf-changelog.yaml'] });
  });

  it('names exactly the 13 recognised labels in the concurrency group, check-changelog and setup', () => {
    expect(labelsNamedIn(runSweep.concurrency!.group).sort()).toEqual([...RECOGNISED_LABELS].sort());
    expect(labelsNamedIn(runSweep.jobs['check-changelog']!.if!).sort()).toEqual(
      [...RECOGNISED_LABELS].sort(),
    );
    expect(labelsNamedIn(runSweep.jobs.setup!.if!).sort()).toEqual([...RECOGNISED_LABELS].sort());
  });

  it('names exactly the 8 visualizer labels in the visualizer condition', () => {
    const condition = runSweep.jobs['comment-unofficial-run-visualizer']!.if!;
    expect(labelsNamedIn(condition).sort()).toEqual([...VISUALIZER_LABELS].sort());
    for (const label of POLICY_LABELS) expect(condition).not.toContain(`'${label}'`);
  });

  it('cancels in progress in the sweep group', () => {
    expect(runSweep.concurrency!['cancel-in-progress']).toBe(true);
    expect(runSweep.concurrency!.group.startsWith('sweep-')).toBe(true);
  });

  it('passes agentx-fast only to the AgentX throughput jobs and their canaries, from the label', () => {
    const withFast = Object.entries(runSweep.jobs)
      .filter(([, job]) => job.with && 'agentx-fast' in job.with)
      .map(([id, job]) => [id, job.with!['agentx-fast']]);
    expect(withFast).toEqual([
      ['canary-agentic', "${{ contains(github.event.pull_request.labels.*.name, 'agentx-fast') }}"],
      [
        'canary-multi-node-agentic',
        "${{ contains(github.event.pull_request.labels.*.name, 'agentx-fast') }}",
      ],
      ['sweep-agentic', "${{ contains(github.event.pull_request.labels.*.name, 'agentx-fast') }}"],
      ['sweep-multi-node-agentic', "${{ contains(github.event.pull_request.labels.*.name, 'agentx-fast') }}"],
    ]);
  });
});

describe('status functions', () => {
  it.each(FAN_OUT_JOBS.map((id) => [id]))(
    'GPU fan-out job %s is gated by !cancelled(), never always()',
    (id) => {
      const condition = oneLine(runSweep.jobs[id]!.if!);
      expect(condition.startsWith('!cancelled() &&')).toBe(true);
      expect(condition).not.toContain('always()');
      // The canary's outcome is read once, by the fan-out job: these run only after it succeeded.
      expect(condition).toContain("needs.fan-out.result == 'success'");
    },
  );

  it('the fan-out job admits only a canary that succeeded or was skipped (an allow-list)', () => {
    const condition = oneLine(runSweep.jobs['fan-out']!.if!);
    expect(condition.startsWith('!cancelled() &&')).toBe(true);
    for (const id of CANARY_JOBS)
      expect(condition).toContain(`(needs.${id}.result == 'success' || needs.${id}.result == 'skipped')`);
  });

  it.each(['canary-select', 'fan-out', ...CANARY_JOBS].map((id) => [id]))(
    'canary job %s has an explicit !cancelled()',
    (id) => {
      expect(oneLine(runSweep.jobs[id]!.if!).startsWith('!cancelled() &&')).toBe(true);
    },
  );

  it.each(AGGREGATION_JOBS.map((id) => [id]))('aggregation job %s is gated by always()', (id) => {
    expect(oneLine(runSweep.jobs[id]!.if!).startsWith('always() &&')).toBe(true);
  });

  it.each(
    SHIPPED_WORKFLOWS.flatMap((file) => {
      const workflow = loadWorkflow(file);
      return Object.keys(workflow.jobs).map((id) => [`${file} ${id}`, workflow.jobs, id] as const);
    }),
  )('%s does not rely on the implicit success() below a job that can be skipped', (_label, jobs, id) => {
    const ancestors = new Set<string>();
    const visit = (jobId: string) =>
      needsOf(jobs[jobId]!).forEach((need) => {
        ancestors.add(need);
        visit(need);
      });
    visit(id);
    const skippable = [...ancestors].filter((ancestor) => jobs[ancestor]!.if !== undefined);
    if (skippable.length === 0) return;
    expect(jobs[id]!.if ?? '').toMatch(/\b(always|cancelled|success|failure)\(\)/);
  });
});

describe('run-sweep.yml jobs', () => {
  it('keeps the reference job ids', () => {
    expect(Object.keys(runSweep.jobs)).toEqual([
      'check-changelog',
      'reuse-sweep-gate',
      'setup',
      'canary-select',
      ...CANARY_JOBS,
      'fan-out',
      ...FAN_OUT_JOBS,
      ...AGGREGATION_JOBS.filter((id) => id !== 'comment-unofficial-run-visualizer'),
      'comment-unofficial-run-visualizer',
    ]);
  });

  it('has no reuse-ingest-artifacts relay job (removed upstream; the app ingests)', () => {
    for (const [id, job] of Object.entries(runSweep.jobs)) {
      expect(id).not.toBe('reuse-ingest-artifacts');
      expect(needsOf(job)).not.toContain('reuse-ingest-artifacts');
    }
  });

  it('never checks out PR code in the reuse gate', () => {
    const steps = runSweep.jobs['reuse-sweep-gate']!.steps!;
    expect(steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
  });

  it.each([
    ['trigger-ingest', 'ingest-results'],
    ['trigger-agentic-ingest', 'ingest-agentic-results'],
  ])(
    '%s dispatches %s as its first step, from this run and its needs, with no attempt fields',
    (id, event) => {
      const step = runSweep.jobs[id]!.steps![0] as Step;
      expect(step.uses).toMatch(/\/sweepkit\/actions\/trigger-ingest@/);
      expect(step.with).toMatchObject({
        event,
        needs: '${{ toJson(needs) }}',
        'run-id': '${{ github.run_id }}',
        'dispatch-token': '${{ secrets.INFX_FRONTEND_PAT }}',
      });
      expect(Object.keys(step.with ?? {}).filter((key) => key.includes('attempt') || key === 'mode')).toEqual(
        [],
      );
    },
  );

  it("uploads changelog-metadata from setup's plan, through env", () => {
    const steps = runSweep.jobs['upload-changelog-metadata']!.steps!;
    expect(steps[0]!.env).toEqual({
      CHANGELOG_METADATA:
        '${{ toJson(fromJson(needs.setup.outputs.search-space-config).changelog_metadata) }}',
    });
    expect(steps[1]!.with).toMatchObject({ name: 'changelog-metadata', path: 'changelog_metadata.json' });
  });

  it('runs the ingest triggers only on pushes to main', () => {
    for (const id of ['trigger-ingest', 'trigger-agentic-ingest']) {
      const condition = oneLine(runSweep.jobs[id]!.if!);
      expect(condition).toContain("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    }
  });

  it('runs the canary with run-eval false and its matrix never fail-fast', () => {
    const canary = runSweep.jobs['canary-sweep']!;
    expect(canary.with?.['run-eval']).toBe(false);
    expect(canary.strategy?.['fail-fast']).toBe(false);
  });

  it.each(FAN_OUT_JOBS.map((id) => [id]))('%s takes fail-fast from the two fail-fast labels', (id) => {
    expect(runSweep.jobs[id]!.strategy?.['fail-fast']).toBe(
      "${{ contains(github.event.pull_request.labels.*.name, 'full-sweep-fail-fast') || contains(github.event.pull_request.labels.*.name, 'full-sweep-fail-fast-no-canary') }}",
    );
  });

  it('runs the classifier step only when the scheduler variable is true (PR and push alike)', () => {
    const step = runSweep.jobs.setup!.steps!.find((candidate) => candidate.id === 'classify')!;
    expect(step.if).toBe("vars.PRIORITY_SCHEDULER_ENABLED == 'true'");
    expect(step['continue-on-error']).toBe(true);
  });
});

describe('e2e-tests.yml', () => {
  const text = readWorkflowText('e2e-tests.yml');
  const families = Object.entries(e2e.jobs).filter(([id]) => id.startsWith('test-sweep-'));

  it('cannot publish: no ingest dispatch and no frontend token', () => {
    for (const forbidden of [
      'trigger-agentic-ingest',
      'ingest-agentic-results',
      'InferenceX-app/dispatches',
      'INFX_FRONTEND_PAT',
      'trigger-ingest',
    ]) {
      expect(text).not.toContain(forbidden);
    }
  });

  it('takes identical inputs for workflow_dispatch and workflow_call', () => {
    const on = e2e.on as Record<string, { inputs: unknown }>;
    expect(on.workflow_call!.inputs).toEqual(on.workflow_dispatch!.inputs);
    expect(Object.keys(on.workflow_dispatch!.inputs as object)).toHaveLength(16);
  });

  it('has all eight families, including the single-node eval family', () => {
    expect(families.map(([id]) => id).sort()).toEqual(
      [
        'test-sweep-agentic',
        'test-sweep-agentic-evals',
        'test-sweep-evals',
        'test-sweep-multi-node',
        'test-sweep-multi-node-agentic',
        'test-sweep-multi-node-agentic-evals',
        'test-sweep-multi-node-evals',
        'test-sweep-single-node',
      ].sort(),
    );
  });

  it.each(families.map(([id, job]) => [id, job] as const))(
    '%s takes fail-fast from the input',
    (_id, job: Job) => {
      expect(job.strategy?.['fail-fast']).toBe('${{ inputs.fail-fast }}');
    },
  );

  it('keeps agentx-fast out of the eval families', () => {
    const fast = families.filter(([, job]) => 'agentx-fast' in (job.with ?? {})).map(([id]) => id);
    expect(fast.sort()).toEqual(['test-sweep-agentic', 'test-sweep-multi-node-agentic']);
  });

  it('has no concurrency group, so parallel dispatches coexist', () => {
    expect(e2e.concurrency).toBeUndefined();
  });
});

describe('the other workflows', () => {
  it('recover-reused-ingest takes exactly source-run-id and merge-run-id and has one job', () => {
    const recover = loadWorkflow('recover-reused-ingest.yml');
    const dispatch = (
      recover.on as { workflow_dispatch: { inputs: Record<string, { required: boolean; type: string }> } }
    ).workflow_dispatch;
    expect(Object.keys(dispatch.inputs).sort()).toEqual(['merge-run-id', 'source-run-id']);
    for (const input of Object.values(dispatch.inputs))
      expect(input).toMatchObject({ required: true, type: 'string' });
    expect(Object.keys(recover.jobs)).toEqual(['trigger-agentic-ingest']);
  });

  it('stage-results never cancels a running request', () => {
    const stage = loadWorkflow('stage-results.yml');
    expect(stage.concurrency).toEqual({
      group: 'stage-results-pr-${{ github.event.issue.number }}',
      'cancel-in-progress': false,
    });
    expect(Object.keys(stage.on)).toEqual(['issue_comment']);
  });

  it('stage-results-callback listens to the two callback types only', () => {
    const callback = loadWorkflow('stage-results-callback.yml');
    expect(callback.on).toEqual({
      repository_dispatch: { types: ['stage-results-started', 'stage-results-completed'] },
    });
    expect(callback.concurrency?.['cancel-in-progress']).toBe(false);
  });

  it('the reuse-comment validator reacts on created and edited comments and never joins a sweep group', () => {
    const validator = loadWorkflow('validate-reuse-comment.yml');
    expect(validator.on).toEqual({ issue_comment: { types: ['created', 'edited'] } });
    expect(validator.concurrency!.group.startsWith('sweep-')).toBe(false);
    expect(JSON.stringify(validator)).not.toMatch(/benchmark-(multinode-)?tmpl/);
  });

  it('the trusted external sweep listens to labeled fork PRs on main only and checks out nothing', () => {
    const trusted = loadWorkflow('trusted-external-sweep.yml');
    expect(trusted.on).toEqual({ pull_request_target: { types: ['labeled'], branches: ['main'] } });
    expect(Object.keys(trusted.jobs)).toEqual(['dispatch']);
    const steps = trusted.jobs.dispatch!.steps!;
    expect(steps).toHaveLength(1);
    expect(steps[0]!.uses).toMatch(SWEEPKIT_ACTION_REF);
    expect(SWEEPKIT_ACTION_REF.exec(steps[0]!.uses!)![1]).toBe('fork-dispatch');
    expect(steps[0]!.with).toEqual({ 'github-token': '${{ github.token }}', 'workflow-id': 'e2e-tests.yml' });
    const text = readWorkflowText('trusted-external-sweep.yml');
    // No checkout, no script, no secret: PR code never runs and nothing but github.token is held.
    expect(text).not.toMatch(/actions\/checkout@|\brun:|secrets\./);
    // The PR's own strings are read by the action from the event, never through an expression.
    expect(text).not.toMatch(/github\.event\.pull_request\.(title|body|head\.ref|labels)/);
  });

  it('the trusted external sweep names exactly the five primary labels', () => {
    const condition = loadWorkflow('trusted-external-sweep.yml').jobs.dispatch!.if!;
    expect(labelsNamedIn(condition).sort()).toEqual([...PRIMARY_LABELS].sort());
  });

  it('the trusted external sweep dispatches only inputs e2e-tests.yml declares', () => {
    const declared = Object.keys(
      (e2e.on as { workflow_dispatch: { inputs: Record<string, unknown> } }).workflow_dispatch.inputs,
    );
    for (const key of DISPATCH_INPUT_KEYS) expect(declared).toContain(key);
  });

  it('no workflow outside run-sweep and recover holds the ingest token', () => {
    for (const file of SHIPPED_WORKFLOWS) {
      if (file === 'run-sweep.yml' || file === 'recover-reused-ingest.yml' || file === 'stage-results.yml')
        continue;
      expect(readWorkflowText(file)).not.toContain('INFX_FRONTEND_PAT');
    }
  });
});

describeWithSharedMaterial('the classifier schema matches the priority policy', () => {
  it('enumerates exactly the criteria the real policy supports (21 values)', async () => {
    const policyFile = join(sharedMaterialDir, 'parity', 'data', 'configs', 'ci-priority.yaml');
    const policy = await parsePriorityPolicy(readFileSync(policyFile, 'utf8'), policyFile);
    const step = runSweep.jobs.setup!.steps!.find((candidate) => candidate.id === 'classify')!;
    const schema = /--json-schema '([^']+)'/.exec(String(step.with?.claude_args))![1]!;
    const enumValues = (JSON.parse(schema) as { properties: { criteria: { items: { enum: string[] } } } })
      .properties.criteria.items.enum;
    expect([...enumValues].sort()).toEqual(supportedCriteria(policy).sort());
    expect(enumValues).toHaveLength(21);
  });
});
