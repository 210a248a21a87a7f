// The gating decision tables (sweepkit's expected outcomes), event scenarios and the canary test plan
// as data: a scenario, the expected outcome per job, and optional extra checks on the
// plan. decision-tables.test.ts runs every row; mutation.test.ts reruns them on mutated YAML.
import type { SimulationResult } from '../../shared/simulate/types.js';
import { AGGREGATION_JOBS, FAN_OUT_JOBS } from './workflow-files.js';
import { RUN_ID, disagreements, simulate, type Outcome, type Scenario } from './scenario.js';

export interface TableRow {
  id: string;
  scenario: Scenario;
  /** false: the workflow does not run at all for this event (trigger or path filter). */
  triggered?: boolean;
  expect: Record<string, Outcome | Outcome[]>;
  /** Expected workflow concurrency group (the cancellation column). */
  concurrency?: string;
  /** Further checks; returns disagreements. */
  check?: (plan: SimulationResult) => string[];
}

const PR = 'pull_request' as const;
const sync = (labels: string[], extra: Partial<Scenario> = {}): Scenario => ({
  event: PR,
  facts: { action: 'synchronize', labels },
  ...extra,
});
const labeled = (label: string, labels: string[], extra: Partial<Scenario> = {}): Scenario => ({
  event: PR,
  facts: { action: 'labeled', label, labels },
  ...extra,
});
const unlabeled = (label: string, labels: string[], extra: Partial<Scenario> = {}): Scenario => ({
  event: PR,
  facts: { action: 'unlabeled', label, labels },
  ...extra,
});
const push = (extra: Partial<Scenario> = {}): Scenario => ({
  event: 'push',
  facts: { ref: 'refs/heads/main' },
  ...extra,
});

/** check / gate / setup in the tables' notation (RUN/SKIP are setup's run/skip). */
function gate(check: Outcome, reuse: Outcome, setup: 'RUN' | 'SKIP' | 'FAIL'): Record<string, Outcome> {
  return {
    'check-changelog': check,
    'reuse-sweep-gate': reuse,
    setup: setup === 'RUN' ? 'success' : setup === 'FAIL' ? 'failure' : 'skipped',
  };
}

const ACTIVE = 'sweep-1-active';
const PRIVATE = `sweep-1-${RUN_ID}`;
const FULL = 'full-sweep-enabled';

/** Front gate, sweepkit's expected outcomes; "Cancels active?" as the expected concurrency group. */
export const FRONT_GATE_ROWS: TableRow[] = [
  {
    id: 'push to main touching the changelog',
    scenario: push(),
    expect: gate('skipped', 'skipped', 'RUN'),
  },
  {
    id: 'push to main, [skip-sweep] in the message (ignored on push)',
    scenario: push({
      facts: { ref: 'refs/heads/main', headCommitMessage: 'x [skip-sweep]' },
      skipSweepMarker: true,
    }),
    expect: gate('skipped', 'skipped', 'RUN'),
  },
  {
    id: 'push not touching the changelog: no run',
    scenario: push({ changedFiles: ['README.md'] }),
    triggered: false,
    expect: {},
  },
  {
    id: 'PR not touching the changelog: no run',
    scenario: sync([FULL], { changedFiles: ['README.md'] }),
    triggered: false,
    expect: {},
  },
  {
    id: 'sync, no labels',
    scenario: sync([]),
    expect: gate('success', 'success', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'sync, modifier only (all-evals)',
    scenario: sync(['all-evals']),
    expect: gate('success', 'success', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'sync, sweep-enabled',
    scenario: sync(['sweep-enabled']),
    expect: gate('success', 'success', 'RUN'),
    concurrency: ACTIVE,
  },
  {
    id: 'sync, sweep-enabled, auth (reuse needs no full-sweep label)',
    scenario: sync(['sweep-enabled'], { reuseAuth: 'valid' }),
    expect: gate('success', 'success', 'SKIP'),
  },
  {
    id: 'sync, full-sweep label, no auth',
    scenario: sync([FULL]),
    expect: gate('success', 'success', 'RUN'),
  },
  {
    id: 'sync, full-sweep label, auth, valid source',
    scenario: sync([FULL], { reuseAuth: 'valid' }),
    expect: gate('success', 'success', 'SKIP'),
  },
  {
    id: 'sync, full-sweep label, auth, invalid source (fails closed, red)',
    scenario: sync([FULL], { reuseAuth: 'invalid' }),
    expect: gate('success', 'failure', 'SKIP'),
  },
  {
    id: 'sync, full + all-evals, auth',
    scenario: sync([FULL, 'all-evals'], { reuseAuth: 'valid' }),
    expect: gate('success', 'success', 'SKIP'),
  },
  {
    id: 'sync, full + evals-only, auth (gate skipped, sweep runs)',
    scenario: sync([FULL, 'evals-only'], { reuseAuth: 'valid' }),
    expect: gate('success', 'skipped', 'RUN'),
  },
  {
    id: 'sync, full + agentx-fast, auth (gate skipped, sweep runs)',
    scenario: sync([FULL, 'agentx-fast'], { reuseAuth: 'valid' }),
    expect: gate('success', 'skipped', 'RUN'),
  },
  {
    id: 'sync, two primary labels',
    scenario: sync([FULL, 'sweep-enabled']),
    expect: gate('failure', 'skipped', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'sync, changelog invalid',
    scenario: sync([FULL], { changelogInvalid: true }),
    expect: gate('failure', 'skipped', 'SKIP'),
  },
  {
    id: 'sync, full label, head message has [skip-sweep]',
    scenario: sync([FULL], { skipSweepMarker: true }),
    expect: gate('success', 'success', 'SKIP'),
  },
  {
    id: 'sync, sweep-enabled, head message has [skip-sweep]',
    scenario: sync(['sweep-enabled'], { skipSweepMarker: true }),
    expect: gate('success', 'success', 'SKIP'),
  },
  {
    id: 'sync, fork head, full label (nothing runs, not even validation)',
    scenario: { event: PR, facts: { action: 'synchronize', labels: [FULL], fork: true } },
    expect: gate('skipped', 'skipped', 'SKIP'),
  },
  {
    id: 'sync, draft, full label (drafts sweep)',
    scenario: { event: PR, facts: { action: 'synchronize', labels: [FULL], draft: true } },
    expect: gate('success', 'success', 'RUN'),
  },
  {
    id: 'labeled primary on a draft',
    scenario: { event: PR, facts: { action: 'labeled', label: FULL, labels: [FULL], draft: true } },
    expect: gate('success', 'skipped', 'RUN'),
  },
  {
    id: 'ready_for_review, full label: no run',
    scenario: { event: PR, facts: { action: 'ready_for_review', labels: [FULL] } },
    triggered: false,
    expect: {},
  },
  {
    id: 'ready_for_review, full label, auth: no run',
    scenario: { event: PR, facts: { action: 'ready_for_review', labels: [FULL] }, reuseAuth: 'valid' },
    triggered: false,
    expect: {},
  },
  {
    id: 'ready_for_review, no primary: no run',
    scenario: { event: PR, facts: { action: 'ready_for_review', labels: [] } },
    triggered: false,
    expect: {},
  },
  {
    id: 'labeled primary',
    scenario: labeled(FULL, [FULL]),
    expect: gate('success', 'skipped', 'RUN'),
    concurrency: ACTIVE,
  },
  {
    id: 'labeled primary, auth (a fresh sweep is forced)',
    scenario: labeled(FULL, [FULL], { reuseAuth: 'valid' }),
    expect: gate('success', 'skipped', 'RUN'),
  },
  {
    id: 'labeled second primary (the running sweep dies, nothing replaces it)',
    scenario: labeled('sweep-enabled', [FULL, 'sweep-enabled']),
    expect: gate('failure', 'skipped', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'labeled modifier, no primary',
    scenario: labeled('evals-only', ['evals-only']),
    expect: gate('success', 'skipped', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'labeled modifier, primary present (restart)',
    scenario: labeled('all-evals', [FULL, 'all-evals']),
    expect: gate('success', 'skipped', 'RUN'),
    concurrency: ACTIVE,
  },
  ...['skip_queue', 'ci-patchwork', 'engine-patch', 'ci-patchwork-waived', 'ci-checklist-complete'].map(
    (label): TableRow => ({
      id: `28 labeled ${label}, primary present (restart, new priorities)`,
      scenario: labeled(label, [FULL, label]),
      expect: gate('success', 'skipped', 'RUN'),
      concurrency: ACTIVE,
    }),
  ),
  {
    id: 'labeled policy label, no primary',
    scenario: labeled('ci-checklist-complete', ['ci-checklist-complete']),
    expect: gate('success', 'skipped', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'labeled unrelated label, primary present (private group: cancels nothing)',
    scenario: labeled('documentation', [FULL, 'documentation']),
    expect: gate('skipped', 'skipped', 'SKIP'),
    concurrency: PRIVATE,
  },
  {
    id: 'unlabeled last primary (cancels the sweep)',
    scenario: unlabeled(FULL, []),
    expect: gate('success', 'skipped', 'SKIP'),
    concurrency: ACTIVE,
  },
  {
    id: 'unlabeled one of two primaries, one remains',
    scenario: unlabeled('sweep-enabled', [FULL]),
    expect: gate('success', 'skipped', 'RUN'),
    concurrency: ACTIVE,
  },
  {
    id: 'unlabeled modifier, primary remains (restart)',
    scenario: unlabeled('all-evals', [FULL]),
    expect: gate('success', 'skipped', 'RUN'),
    concurrency: ACTIVE,
  },
  {
    id: 'labeled primary, fork head',
    scenario: { event: PR, facts: { action: 'labeled', label: FULL, labels: [FULL], fork: true } },
    expect: gate('skipped', 'skipped', 'SKIP'),
  },
  {
    id: 'labeled primary, head message has [skip-sweep]',
    scenario: labeled(FULL, [FULL], { skipSweepMarker: true }),
    expect: gate('success', 'skipped', 'SKIP'),
  },
  // Label comparisons are case-insensitive (the conflict count is not, as in the reference).
  {
    id: 'labeled primary spelled in upper case still admits the sweep',
    scenario: labeled('Full-Sweep-Enabled', ['Full-Sweep-Enabled']),
    expect: gate('success', 'skipped', 'RUN'),
    concurrency: ACTIVE,
  },
];

const skippedAll = (jobs: readonly string[]) =>
  Object.fromEntries(jobs.map((job) => [job, 'skipped' as Outcome]));
const fanOut = (outcomes: Partial<Record<(typeof FAN_OUT_JOBS)[number], Outcome>>) => ({
  ...skippedAll(FAN_OUT_JOBS),
  ...outcomes,
});

/** Legs of a job's matrix, as the simulator expanded it. */
function legs(plan: SimulationResult, job: string): Record<string, unknown>[] {
  const matrix = plan.jobs[job]!.strategy?.matrix as { config?: Record<string, unknown>[] } | undefined;
  return matrix?.config ?? [];
}
const concs = (plan: SimulationResult, job: string) => legs(plan, job).map((row) => row.conc);
const expectEqual = (what: string, got: unknown, want: unknown) =>
  JSON.stringify(got) === JSON.stringify(want)
    ? []
    : [`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`];

const canarySuccessChecks = (plan: SimulationResult) => [
  ...expectEqual('canary legs (conc)', concs(plan, 'canary-sweep'), [4]),
  // A canary that succeeded: the fan-out runs the remaining config, so the canary row runs exactly once.
  ...expectEqual('single-node 8k1k legs (conc)', concs(plan, 'sweep-single-node-8k1k'), [8, 16, 32, 64]),
  ...expectEqual('eval legs (conc), from the full config', concs(plan, 'sweep-evals'), [32, 64]),
];

const CANARY_JOBS = [
  'canary-sweep',
  'canary-agentic',
  'canary-multi-node',
  'canary-multi-node-agentic',
] as const;
type CanaryJob = (typeof CANARY_JOBS)[number];
const canaries = (running?: CanaryJob, outcome: Outcome = 'success') => ({
  ...skippedAll(CANARY_JOBS),
  ...(running ? { [running]: outcome } : {}),
});

interface FamilyCase {
  family: string;
  space: Scenario['searchSpace'];
  canary: CanaryJob;
  /** The canary's leg (conc) and the fan-out jobs' legs after it succeeded. */
  canaryConc: unknown[];
  fanOut: Partial<Record<(typeof FAN_OUT_JOBS)[number], unknown[]>>;
  /** The same fan-out without a canary (failure of the rule, or the fixed-sequence-only setting). */
  full: Partial<Record<(typeof FAN_OUT_JOBS)[number], unknown[]>>;
}

/** The canary of each family: its job and leg, and the fan-out matrices without its row. */
const FAMILY_CASES: FamilyCase[] = [
  {
    family: 'agentic-only',
    space: 'agenticOnly',
    canary: 'canary-agentic',
    canaryConc: [8],
    fanOut: { 'sweep-agentic': [16] },
    full: { 'sweep-agentic': [8, 16] },
  },
  {
    family: 'agentic + multi-node (agentic wins)',
    space: 'agenticAndMultiNode',
    canary: 'canary-agentic',
    canaryConc: [8],
    fanOut: { 'sweep-agentic': [16], 'sweep-multi-node-8k1k': [[4]] },
    full: { 'sweep-agentic': [16, 8], 'sweep-multi-node-8k1k': [[4]] },
  },
  {
    family: 'multi-node-only (fewest nodes, then lowest conc)',
    space: 'multiNodeMany',
    canary: 'canary-multi-node',
    canaryConc: [[16, 32]],
    fanOut: { 'sweep-multi-node-1k1k': [[4, 8]], 'sweep-multi-node-agentic': [[64]] },
    full: {
      'sweep-multi-node-1k1k': [
        [4, 8],
        [16, 32],
      ],
      'sweep-multi-node-agentic': [[64]],
    },
  },
  {
    family: 'multi-node agentic only',
    space: 'multiNodeAgenticOnly',
    canary: 'canary-multi-node-agentic',
    canaryConc: [[16]],
    fanOut: { 'sweep-multi-node-agentic': [[8]] },
    full: { 'sweep-multi-node-agentic': [[8], [16]] },
  },
];

const legsOf = (plan: SimulationResult, want: FamilyCase['fanOut']) =>
  Object.entries(want).flatMap(([job, conc]) => expectEqual(`${job} legs (conc)`, concs(plan, job), conc));
const running = (want: FamilyCase['fanOut']) =>
  Object.fromEntries(Object.keys(want).map((job) => [job, 'success' as Outcome]));

/** Success, failure, cancellation and the fixed-sequence-only setting, for each family. */
const FAMILY_ROWS: TableRow[] = FAMILY_CASES.flatMap((c): TableRow[] => [
  {
    id: `${c.family}: canary succeeds, its row leaves its family's fan-out`,
    scenario: sync([FULL], { searchSpace: c.space }),
    expect: {
      ...canaries(c.canary),
      'fan-out': 'success',
      ...fanOut(running(c.fanOut)),
      'collect-results': 'success',
    },
    check: (plan) => [
      ...expectEqual('canary leg (conc)', concs(plan, c.canary), c.canaryConc),
      ...legsOf(plan, c.fanOut),
    ],
  },
  {
    id: `${c.family}: canary fails, no fan-out`,
    scenario: sync([FULL], { searchSpace: c.space, results: { [c.canary]: 'failure' } }),
    expect: {
      ...canaries(c.canary, 'failure'),
      'fan-out': 'skipped',
      ...fanOut({}),
      'collect-results': 'skipped',
    },
  },
  {
    id: `${c.family}: canary cancelled, no fan-out`,
    scenario: sync([FULL], { searchSpace: c.space, results: { [c.canary]: 'cancelled' } }),
    expect: { ...canaries(c.canary, 'cancelled'), 'fan-out': 'skipped', ...fanOut({}) },
  },
  {
    id: `${c.family}: fixed-sequence-only setting, no canary, the whole plan fans out`,
    scenario: sync([FULL], {
      searchSpace: c.space,
      vars: { SWEEPKIT_CANARY_CANDIDATES: 'fixed-sequence-only' },
    }),
    expect: { 'canary-select': 'success', ...canaries(), 'fan-out': 'success', ...fanOut(running(c.full)) },
    check: (plan) => legsOf(plan, c.full),
  },
  {
    id: `${c.family}: no-canary label, the whole plan fans out`,
    scenario: sync(['non-canary-full-sweep-enabled'], { searchSpace: c.space }),
    expect: { 'canary-select': 'skipped', ...canaries(), 'fan-out': 'success', ...fanOut(running(c.full)) },
    check: (plan) => legsOf(plan, c.full),
  },
]);

/** Downstream outcomes (agentic-only sweeps are collected), event scenarios, and the canary plan. */
export const DOWNSTREAM_ROWS: TableRow[] = [
  ...FAMILY_ROWS,
  {
    id: 'one-job plan (multi-node): no canary, the job runs',
    scenario: sync([FULL], { searchSpace: 'multiNodeOnly' }),
    expect: {
      'canary-select': 'success',
      ...canaries(),
      ...fanOut({ 'sweep-multi-node-1k1k': 'success' }),
      'collect-results': 'success',
    },
    check: (plan) => [...plan.errors, ...legsOf(plan, { 'sweep-multi-node-1k1k': [[4, 8]] })],
  },
  {
    id: 'agentic and multi-node eval rows only: no candidate, both eval jobs run',
    scenario: sync([FULL], { searchSpace: 'agenticEvalsOnly' }),
    expect: {
      'canary-select': 'success',
      ...canaries(),
      'fan-out': 'success',
      ...fanOut({ 'sweep-agentic-evals': 'success', 'sweep-multi-node-agentic-evals': 'success' }),
      'collect-evals': 'success',
    },
  },
  {
    id: 'mixed plan (8k1k + agentic): the fixed-sequence row is the canary, agentic fans out whole',
    scenario: sync([FULL], { searchSpace: 'mixed' }),
    expect: {
      ...canaries('canary-sweep'),
      ...fanOut({ 'sweep-agentic': 'success' }),
    },
    check: (plan) => [
      ...expectEqual('canary leg (conc)', concs(plan, 'canary-sweep'), [4]),
      ...legsOf(plan, { 'sweep-agentic': [8] }),
    ],
  },
  {
    id: 'PR sync full-sweep-enabled, fixed + eval rows, canary succeeds',
    scenario: sync([FULL]),
    expect: {
      'canary-select': 'success',
      'canary-sweep': 'success',
      ...fanOut({ 'sweep-single-node-8k1k': 'success', 'sweep-evals': 'success' }),
      'collect-results': 'success',
      'collect-evals': 'success',
      'upload-changelog-metadata': 'success',
      'calc-success-rate': 'success',
      'compare-results': 'success',
      'trigger-ingest': 'skipped',
      'trigger-agentic-ingest': 'skipped',
      'comment-unofficial-run-visualizer': 'success',
    },
    check: canarySuccessChecks,
  },
  {
    id: 'same, canary fails: no fan-out, no collection',
    scenario: sync([FULL], { results: { 'canary-sweep': 'failure' } }),
    expect: {
      'canary-select': 'success',
      'canary-sweep': 'failure',
      ...fanOut({}),
      'collect-results': 'skipped',
      'collect-evals': 'skipped',
      'upload-changelog-metadata': 'success',
      'calc-success-rate': 'skipped',
      'compare-results': 'skipped',
      'trigger-ingest': 'skipped',
      'trigger-agentic-ingest': 'skipped',
      'comment-unofficial-run-visualizer': 'success',
    },
  },
  {
    id: 'same, canary cancelled by a user: the allow-list blocks the fan-out',
    scenario: sync([FULL], { results: { 'canary-sweep': 'cancelled' } }),
    expect: {
      'canary-sweep': 'cancelled',
      ...fanOut({}),
      'collect-results': 'skipped',
      'upload-changelog-metadata': 'success',
    },
  },
  {
    id: 'same on a labeled event: the canary runs too',
    scenario: labeled(FULL, [FULL]),
    expect: {
      'reuse-sweep-gate': 'skipped',
      'canary-select': 'success',
      'canary-sweep': 'success',
      ...fanOut({ 'sweep-single-node-8k1k': 'success', 'sweep-evals': 'success' }),
      'collect-results': 'success',
    },
    check: canarySuccessChecks,
  },
  {
    id: 'full-sweep-fail-fast on a labeled event gets its canary',
    scenario: labeled('full-sweep-fail-fast', ['full-sweep-fail-fast']),
    expect: { 'canary-select': 'success', 'canary-sweep': 'success', 'sweep-single-node-8k1k': 'success' },
  },
  {
    id: 'canary on a synchronize run with agentx-fast (gate skipped) still runs',
    scenario: sync([FULL, 'agentx-fast']),
    expect: { 'reuse-sweep-gate': 'skipped', 'canary-select': 'success', 'canary-sweep': 'success' },
  },
  {
    id: 'full-sweep-fail-fast + evals-only: canary has no candidate, only eval jobs, fail-fast on',
    scenario: sync(['full-sweep-fail-fast', 'evals-only'], { searchSpace: 'evalsOnly' }),
    expect: {
      'canary-select': 'success',
      // Eval rows are never canaries.
      ...canaries(),
      ...fanOut({ 'sweep-evals': 'success', 'sweep-multi-node-evals': 'success' }),
      'collect-results': 'skipped',
      'collect-evals': 'success',
      'upload-changelog-metadata': 'success',
      'calc-success-rate': 'skipped',
      'compare-results': 'skipped',
      'comment-unofficial-run-visualizer': 'success',
    },
    check: (plan) => [
      ...expectEqual('sweep-evals fail-fast', plan.jobs['sweep-evals']!.strategy?.failFast, true),
      ...expectEqual(
        'sweep-multi-node-evals fail-fast',
        plan.jobs['sweep-multi-node-evals']!.strategy?.failFast,
        true,
      ),
    ],
  },
  {
    id: 'canary-select fails (bad JSON): fan-out on the full config',
    scenario: sync([FULL], { canarySelectFails: true }),
    expect: {
      'canary-select': 'failure',
      'canary-sweep': 'skipped',
      ...fanOut({ 'sweep-single-node-8k1k': 'success', 'sweep-evals': 'success' }),
      'collect-results': 'success',
      'upload-changelog-metadata': 'success',
      'comment-unofficial-run-visualizer': 'success',
    },
    check: (plan) =>
      expectEqual(
        'single-node 8k1k legs: the full config',
        concs(plan, 'sweep-single-node-8k1k'),
        [4, 8, 16, 32, 64],
      ),
  },
  {
    id: 'run cancelled after the canary succeeded: queued fan-out cancelled, always() jobs still evaluate',
    scenario: sync([FULL], { cancelAfter: 'canary-sweep' }),
    expect: {
      'canary-sweep': 'success',
      'fan-out': 'cancelled',
      // The matrices were never computed: no leg starts.
      ...fanOut({}),
      'collect-results': 'success',
      'upload-changelog-metadata': 'success',
      'comment-unofficial-run-visualizer': 'success',
    },
  },
  {
    id: 'no-canary label: canary skipped, full fan-out',
    scenario: sync(['non-canary-full-sweep-enabled']),
    expect: {
      'canary-select': 'skipped',
      'canary-sweep': 'skipped',
      ...fanOut({ 'sweep-single-node-8k1k': 'success', 'sweep-evals': 'success' }),
      'collect-results': 'success',
    },
    check: (plan) =>
      expectEqual(
        'single-node 8k1k legs: full config',
        concs(plan, 'sweep-single-node-8k1k'),
        [4, 8, 16, 32, 64],
      ),
  },
  {
    id: 'push, no reuse, fixed-sequence + evals',
    scenario: push(),
    expect: {
      'canary-select': 'skipped',
      'canary-sweep': 'skipped',
      ...fanOut({ 'sweep-single-node-8k1k': 'success', 'sweep-evals': 'success' }),
      'collect-results': 'success',
      'collect-evals': 'success',
      'upload-changelog-metadata': 'success',
      'calc-success-rate': 'success',
      'compare-results': 'skipped',
      'trigger-ingest': 'success',
      'trigger-agentic-ingest': 'skipped',
      'comment-unofficial-run-visualizer': 'skipped',
    },
    check: (plan) =>
      expectEqual('fail-fast on push', plan.jobs['sweep-single-node-8k1k']!.strategy?.failFast, false),
  },
  {
    id: 'push, fixed-sequence leg failed: partial ingest still dispatched',
    scenario: push({ searchSpace: 'fixedOnly', results: { 'sweep-single-node-1k1k': 'failure' } }),
    expect: {
      ...fanOut({ 'sweep-single-node-1k1k': 'failure', 'sweep-multi-node-8k1k': 'success' }),
      'collect-results': 'success',
      'trigger-ingest': 'success',
      'trigger-agentic-ingest': 'skipped',
    },
  },
  {
    id: 'push, no reuse, agentic only',
    scenario: push({ searchSpace: 'agenticOnly' }),
    expect: {
      ...fanOut({ 'sweep-agentic': 'success' }),
      'collect-results': 'success',
      'collect-evals': 'skipped',
      'upload-changelog-metadata': 'success',
      'trigger-ingest': 'skipped',
      'trigger-agentic-ingest': 'success',
      'comment-unofficial-run-visualizer': 'skipped',
    },
  },
  {
    id: 'push, no reuse, mixed: only the agentic ingest',
    scenario: push({ searchSpace: 'mixed' }),
    expect: {
      ...fanOut({ 'sweep-single-node-8k1k': 'success', 'sweep-agentic': 'success' }),
      'collect-results': 'success',
      'trigger-ingest': 'skipped',
      'trigger-agentic-ingest': 'success',
    },
  },
  {
    id: 'push, agentic leg failed: no ingest at all',
    scenario: push({ searchSpace: 'agenticOnly', results: { 'sweep-agentic': 'failure' } }),
    expect: { 'sweep-agentic': 'failure', 'trigger-ingest': 'skipped', 'trigger-agentic-ingest': 'skipped' },
  },
  {
    id: 'push, reuse enabled, no agentic rows: no GPU work, ingest from the source run',
    scenario: push({ mainReuse: 'enabled' }),
    expect: {
      'canary-select': 'skipped',
      ...fanOut({}),
      'collect-results': 'skipped',
      'collect-evals': 'skipped',
      'upload-changelog-metadata': 'success',
      'calc-success-rate': 'skipped',
      'trigger-ingest': 'success',
      'trigger-agentic-ingest': 'skipped',
    },
  },
  {
    id: 'push, reuse enabled, agentic rows: only the agentic ingest',
    scenario: push({ mainReuse: 'enabled', searchSpace: 'agenticOnly' }),
    expect: {
      ...fanOut({}),
      'collect-results': 'skipped',
      'upload-changelog-metadata': 'success',
      'trigger-ingest': 'skipped',
      'trigger-agentic-ingest': 'success',
    },
  },
  {
    id: 'push, reuse authorization invalid: setup fails, nothing runs',
    scenario: push({ mainReuse: 'invalid' }),
    expect: { setup: 'failure', 'canary-select': 'skipped', ...fanOut({}), ...skippedAll(AGGREGATION_JOBS) },
  },
  {
    id: 'two primary labels: setup skipped, everything skipped',
    scenario: sync([FULL, 'sweep-enabled']),
    expect: {
      setup: 'skipped',
      'canary-select': 'skipped',
      'canary-sweep': 'skipped',
      ...fanOut({}),
      ...skippedAll(AGGREGATION_JOBS),
    },
  },
  {
    id: 'invalid changelog: setup skipped, everything skipped',
    scenario: sync([FULL], { changelogInvalid: true }),
    expect: { setup: 'skipped', ...fanOut({}), ...skippedAll(AGGREGATION_JOBS) },
  },
  {
    id: 'compare-results runs only where the repository provides production baselines',
    scenario: sync([FULL], { vars: { SWEEPKIT_BASELINES_FILE: '' } }),
    expect: { 'collect-results': 'success', 'calc-success-rate': 'success', 'compare-results': 'skipped' },
  },
  {
    id: 'visualizer: no comment for a skip_queue restart, but the sweep restarts',
    scenario: labeled('skip_queue', [FULL, 'skip_queue']),
    expect: { setup: 'success', 'comment-unofficial-run-visualizer': 'skipped' },
  },
  {
    id: 'visualizer: a cancelled run still comments (always())',
    scenario: sync(['non-canary-full-sweep-enabled'], { cancelAfter: 'setup' }),
    expect: {
      'fan-out': 'cancelled',
      ...fanOut({}),
      'comment-unofficial-run-visualizer': 'success',
    },
  },
  {
    id: 'visualizer: comments on a draft',
    scenario: { event: PR, facts: { action: 'synchronize', labels: ['sweep-enabled'], draft: true } },
    expect: { setup: 'success', 'comment-unofficial-run-visualizer': 'success' },
  },
];

/** Disagreements between a row and the plan the simulator computes for it (empty: the row holds). */
export async function rowDisagreements(row: TableRow, workflowText?: string): Promise<string[]> {
  const plan = await simulate(row.scenario, workflowText);
  if (row.triggered === false)
    return plan.triggered ? [`expected no run, but the workflow starts (${plan.trigger})`] : [];
  if (!plan.triggered) return [`expected a run, got none (${plan.trigger})`];
  return [
    ...disagreements(plan, row.expect),
    ...(row.concurrency && plan.concurrency !== row.concurrency
      ? [`concurrency: expected ${row.concurrency}, got ${plan.concurrency}`]
      : []),
    ...(row.check ? row.check(plan) : []),
  ];
}
