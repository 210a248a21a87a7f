// Every row of the decision tables, the event scenarios and the
// canary plan, evaluated by the simulator over the SHIPPED workflows/run-sweep.yml.
import { describe, expect, it } from '@jest/globals';
import { DOWNSTREAM_ROWS, FRONT_GATE_ROWS, rowDisagreements } from './tables.js';
import { RUN_ID, effectiveLabels, outcome, simulate, type Scenario } from './scenario.js';
import {
  FAIL_FAST_LABELS,
  FAN_OUT_JOBS,
  PRIMARY_LABELS,
  RECOGNISED_LABELS,
  readWorkflowText,
} from './workflow-files.js';

describe('front gate (check-changelog / reuse-sweep-gate / setup)', () => {
  it.each(FRONT_GATE_ROWS.map((row) => [row.id, row] as const))('%s', async (_id, row) => {
    expect(await rowDisagreements(row)).toEqual([]);
  });
});

describe('downstream outcomes, event scenarios and the canary plan', () => {
  it.each(DOWNSTREAM_ROWS.map((row) => [row.id, row] as const))('%s', async (_id, row) => {
    expect(await rowDisagreements(row)).toEqual([]);
  });
});

describe('invariants over a cross-product of PR events', () => {
  const actions = ['synchronize', 'labeled', 'unlabeled'] as const;
  const labelSets = [
    [],
    ['sweep-enabled'],
    ['full-sweep-enabled'],
    ['full-sweep-enabled', 'sweep-enabled'],
    ['evals-only'],
    ['full-sweep-enabled', 'agentx-fast'],
  ];
  const eventLabels = ['full-sweep-enabled', 'skip_queue', 'documentation'];
  // Every action × label set × event label, each under two of seven variations (rotating), so
  // each variation meets every label configuration without the full 2,000-case product.
  const variations: Partial<Scenario & { fork: boolean; draft: boolean }>[] = [
    {},
    { fork: true },
    { draft: true },
    { skipSweepMarker: true },
    { reuseAuth: 'valid' },
    { reuseAuth: 'invalid' },
    { changelogInvalid: true },
  ];
  const cases: Scenario[] = [];
  for (const action of actions)
    for (const labels of labelSets)
      for (const label of action === 'synchronize' ? [undefined] : eventLabels) {
        const index = cases.length / 2;
        for (const offset of [0, 3]) {
          const { fork, draft, ...world } = variations[(index + offset) % variations.length]!;
          const current = action === 'unlabeled' ? labels.filter((l) => l !== label) : labels;
          cases.push({
            event: 'pull_request',
            facts: { action, label, labels: current, fork, draft },
            ...world,
          });
        }
      }

  it(`setup RUN implies a successful validation, exactly one primary label, a same-repo head and no [skip-sweep] (${cases.length} cases)`, async () => {
    const violations: string[] = [];
    let runs = 0;
    for (const scenario of cases) {
      const plan = await simulate(scenario);
      if (!plan.triggered || outcome(plan, 'setup') !== 'success') continue;
      runs += 1;
      const primaries = effectiveLabels(scenario).filter((label) => PRIMARY_LABELS.includes(label));
      const ok =
        outcome(plan, 'check-changelog') === 'success' &&
        primaries.length === 1 &&
        !scenario.facts!.fork &&
        !scenario.skipSweepMarker &&
        outcome(plan, 'reuse-sweep-gate') !== 'failure';
      if (!ok) violations.push(JSON.stringify(scenario));
    }
    expect(violations).toEqual([]);
    expect(runs).toBeGreaterThan(0);
  }, 120_000);

  it('a fork PR runs no job at all (nothing checks out fork code)', async () => {
    for (const scenario of cases.filter((c) => c.facts!.fork)) {
      const plan = await simulate(scenario);
      const ran = Object.entries(plan.jobs).filter(([, job]) => job.status === 'run');
      expect(ran.map(([id]) => id)).toEqual([]);
    }
  }, 60_000);

  it('push: setup runs whatever the message, check and gate are skipped', async () => {
    for (const message of ['plain', 'x [skip-sweep] y']) {
      const plan = await simulate({
        event: 'push',
        facts: { ref: 'refs/heads/main', headCommitMessage: message },
      });
      expect([
        outcome(plan, 'check-changelog'),
        outcome(plan, 'reuse-sweep-gate'),
        outcome(plan, 'setup'),
      ]).toEqual(['skipped', 'skipped', 'success']);
    }
  });
});

describe('concurrency', () => {
  it.each(
    RECOGNISED_LABELS.flatMap((label) =>
      (['labeled', 'unlabeled'] as const).map((action) => [action, label] as const),
    ),
  )('%s %s joins the PR active group (cancels the active sweep)', async (action, label) => {
    const plan = await simulate({
      event: 'pull_request',
      facts: { action, label, labels: action === 'labeled' ? [label] : [] },
    });
    expect(plan.concurrency).toBe('sweep-1-active');
    expect(plan.cancelInProgress).toBe(true);
  });

  it.each([
    ['synchronize', { action: 'synchronize', labels: ['full-sweep-enabled'] }, 'sweep-1-active'],
    [
      'an unrelated label',
      { action: 'labeled', label: 'documentation', labels: ['documentation'] },
      `sweep-1-${RUN_ID}`,
    ],
    [
      'an unrelated unlabel',
      { action: 'unlabeled', label: 'documentation', labels: [] },
      `sweep-1-${RUN_ID}`,
    ],
  ] as const)('PR %s → %s', async (_what, facts, group) => {
    const plan = await simulate({ event: 'pull_request', facts: { ...facts, labels: [...facts.labels] } });
    expect(plan.concurrency).toBe(group);
  });

  it('pushes are keyed by commit sha: consecutive merges never cancel each other', async () => {
    const first = await simulate({ event: 'push', facts: { ref: 'refs/heads/main', sha: 'a'.repeat(40) } });
    const second = await simulate({ event: 'push', facts: { ref: 'refs/heads/main', sha: 'b'.repeat(40) } });
    expect(first.concurrency).toBe(`sweep-${'a'.repeat(40)}-active`);
    expect(second.concurrency).toBe(`sweep-${'b'.repeat(40)}-active`);
  });
});

describe('sweep mode per primary label', () => {
  const mode: Record<string, { canary: boolean; failFast: boolean; trim: boolean }> = {
    'sweep-enabled': { canary: false, failFast: false, trim: true },
    'full-sweep-fail-fast': { canary: true, failFast: true, trim: false },
    'full-sweep-enabled': { canary: true, failFast: false, trim: false },
    'full-sweep-fail-fast-no-canary': { canary: false, failFast: true, trim: false },
    'non-canary-full-sweep-enabled': { canary: false, failFast: false, trim: false },
  };

  it.each(
    PRIMARY_LABELS.flatMap((label) =>
      (['synchronize', 'labeled'] as const).map((action) => [label, action] as const),
    ),
  )('%s on %s: canary, fail-fast of every fan-out job', async (label, action) => {
    const plan = await simulate({
      event: 'pull_request',
      facts: { action, label: action === 'labeled' ? label : undefined, labels: [label] },
    });
    expect(outcome(plan, 'canary-select')).toBe(mode[label]!.canary ? 'success' : 'skipped');
    for (const job of FAN_OUT_JOBS) {
      const strategy = plan.jobs[job]!.strategy;
      if (strategy) expect(strategy.failFast).toBe(mode[label]!.failFast);
    }
    expect(plan.jobs['canary-sweep']!.strategy?.failFast ?? false).toBe(false);
    expect(FAIL_FAST_LABELS.includes(label as never)).toBe(mode[label]!.failFast);
  });

  it.each(FAN_OUT_JOBS.map((job) => [job]))(
    '%s is skipped (not an error) when its slice is absent',
    async (job) => {
      // fixedWithEvals has only single_node 8k1k and evals: every other slice is absent or empty.
      const plan = await simulate({ event: 'push', facts: { ref: 'refs/heads/main' } });
      const present = job === 'sweep-single-node-8k1k' || job === 'sweep-evals';
      expect(outcome(plan, job)).toBe(present ? 'success' : 'skipped');
      expect(plan.errors).toEqual([]);
    },
  );
});

describe('negative control of the cancel rule: with always() the fan-out would ignore a cancel', () => {
  it('replacing !cancelled() by always() on the fan-out lets queued legs start after a cancel', async () => {
    const text = readWorkflowText('run-sweep.yml');
    const mutated = text
      .replace(/(\n {2}fan-out:[\s\S]*?if: >-\n\s*)!cancelled\(\)/, '$1always()')
      .replace(/(sweep-single-node-8k1k:[\s\S]*?if: >-\n\s*)!cancelled\(\)/, '$1always()');
    expect(mutated.match(/always\(\)/g)?.length).toBe((text.match(/always\(\)/g)?.length ?? 0) + 2);
    const scenario: Scenario = {
      event: 'pull_request',
      facts: { action: 'synchronize', labels: ['full-sweep-enabled'] },
      cancelAfter: 'canary-sweep',
    };
    expect(outcome(await simulate(scenario, text), 'sweep-single-node-8k1k')).not.toBe('success');
    expect(outcome(await simulate(scenario, mutated), 'sweep-single-node-8k1k')).toBe('success');
  });
});
