// The reference's outcomes of the decision tables, over the reference's own conditions
// (fixtures/reference-run-sweep.yml, transcribed from the reference workflow): the simulator reproduces the
// reference outcomes, including its bugs (canary skipped on label events through the
// implicit success(), agentic-only sweeps uncollected), which the shipped workflow fixes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { disagreements, simulate, type Outcome } from './scenario.js';
import { DOWNSTREAM_ROWS, FRONT_GATE_ROWS, type TableRow } from './tables.js';

const referenceText = readFileSync(join(import.meta.dirname, 'fixtures', 'reference-run-sweep.yml'), 'utf8');

const gate = (check: Outcome, reuse: Outcome, setup: 'RUN' | 'SKIP') => ({
  'check-changelog': check,
  'reuse-sweep-gate': reuse,
  setup: (setup === 'RUN' ? 'success' : 'skipped') as Outcome,
});

/** Front gate, by row: the reference's outcomes where they differ from sweepkit's (other rows: identical). */
const REFERENCE_FRONT_GATE: Record<string, { triggered?: boolean; expect?: Record<string, Outcome> }> = {
  'sync, no labels': { expect: gate('success', 'skipped', 'SKIP') },
  'sync, modifier only (all-evals)': { expect: gate('success', 'skipped', 'SKIP') },
  'sync, sweep-enabled': { expect: gate('success', 'skipped', 'RUN') },
  'sync, sweep-enabled, auth (reuse needs no full-sweep label)': {
    expect: gate('success', 'skipped', 'RUN'),
  },
  'sync, full-sweep label, auth, invalid source (fails closed, red)': {
    expect: gate('success', 'success', 'SKIP'),
  },
  'sync, sweep-enabled, head message has [skip-sweep]': { expect: gate('success', 'skipped', 'SKIP') },
  'sync, fork head, full label (nothing runs, not even validation)': {
    expect: gate('success', 'success', 'SKIP'),
  },
  'sync, draft, full label (drafts sweep)': { expect: gate('skipped', 'skipped', 'SKIP') },
  'labeled primary on a draft': { expect: gate('skipped', 'skipped', 'SKIP') },
  'ready_for_review, full label: no run': { triggered: true, expect: gate('success', 'skipped', 'RUN') },
  'ready_for_review, full label, auth: no run': {
    triggered: true,
    expect: gate('success', 'skipped', 'RUN'),
  },
  'ready_for_review, no primary: no run': { triggered: true, expect: gate('success', 'skipped', 'SKIP') },
  'labeled primary, fork head': { expect: gate('success', 'skipped', 'SKIP') },
};

function referenceRow(row: TableRow): TableRow {
  const differs = REFERENCE_FRONT_GATE[row.id];
  return differs
    ? { ...row, triggered: differs.triggered ?? row.triggered, expect: differs.expect ?? row.expect }
    : row;
}

async function referenceDisagreements(row: TableRow): Promise<string[]> {
  const plan = await simulate(row.scenario, referenceText, true);
  if (row.triggered === false) return plan.triggered ? ['expected no run'] : [];
  return [
    ...disagreements(plan, row.expect),
    ...(row.concurrency && plan.concurrency !== row.concurrency ? [`concurrency ${plan.concurrency}`] : []),
  ];
}

describe('front gate, reference outcomes (reference conditions)', () => {
  it.each(FRONT_GATE_ROWS.map((row) => [row.id, referenceRow(row)] as const))('%s', async (_id, row) => {
    expect(await referenceDisagreements(row)).toEqual([]);
  });

  it('marks as different exactly the rows where the reference gates otherwise, each a row of the table', () => {
    expect(
      Object.keys(REFERENCE_FRONT_GATE).filter((id) => !FRONT_GATE_ROWS.some((row) => row.id === id)),
    ).toEqual([]);
    expect(Object.keys(REFERENCE_FRONT_GATE).sort()).toEqual([
      'labeled primary on a draft',
      'labeled primary, fork head',
      'ready_for_review, full label, auth: no run',
      'ready_for_review, full label: no run',
      'ready_for_review, no primary: no run',
      'sync, draft, full label (drafts sweep)',
      'sync, fork head, full label (nothing runs, not even validation)',
      'sync, full-sweep label, auth, invalid source (fails closed, red)',
      'sync, modifier only (all-evals)',
      'sync, no labels',
      'sync, sweep-enabled',
      'sync, sweep-enabled, auth (reuse needs no full-sweep label)',
      'sync, sweep-enabled, head message has [skip-sweep]',
    ]);
  });
});

describe('reference rows that sweepkit fixes', () => {
  const byId = (prefix: string) => DOWNSTREAM_ROWS.find((row) => row.id.startsWith(prefix))!;

  it('on a labeled event the canary is skipped through the implicit success() and the fan-out runs on the full config', async () => {
    const plan = await simulate(byId('same on a labeled event').scenario, referenceText, true);
    expect(
      disagreements(plan, {
        'canary-select': 'skipped',
        'canary-sweep': 'skipped',
        'sweep-single-node-8k1k': 'success',
        'collect-results': 'success',
      }),
    ).toEqual([]);
    expect(plan.jobs['canary-select']!.reason).toMatch(/implicit success\(\).*reuse-sweep-gate/);
    const legs = (plan.jobs['sweep-single-node-8k1k']!.strategy?.matrix as { config: { conc: number }[] })
      .config;
    expect(legs.map((leg) => leg.conc)).toEqual([4, 8, 16, 32, 64]);
  });

  it('an agentic-only PR sweep is not collected', async () => {
    const plan = await simulate(byId('agentic-only: canary succeeds').scenario, referenceText, true);
    expect(
      disagreements(plan, {
        'canary-select': 'success',
        'canary-sweep': 'skipped',
        'sweep-agentic': 'success',
        'collect-results': 'skipped',
        'calc-success-rate': 'skipped',
        'compare-results': 'skipped',
        'upload-changelog-metadata': 'success',
      }),
    ).toEqual([]);
  });

  it('full-sweep-fail-fast + evals-only: no canary at all in the reference (gate skipped, so the implicit success() skips it)', async () => {
    const plan = await simulate(byId('full-sweep-fail-fast + evals-only').scenario, referenceText, true);
    expect(
      disagreements(plan, {
        'canary-select': 'skipped',
        'canary-sweep': 'skipped',
        'sweep-evals': 'success',
        'collect-evals': 'success',
      }),
    ).toEqual([]);
  });

  it.each(
    DOWNSTREAM_ROWS.filter((row) => row.scenario.event === 'push').map((row) => [row.id, row] as const),
  )(
    'push rows are identical in the reference and sweepkit except agentic collection: %s',
    async (_id, row) => {
      const plan = await simulate(row.scenario, referenceText, true);
      const agenticOnly = row.scenario.searchSpace === 'agenticOnly' && row.scenario.mainReuse === undefined;
      const expected = agenticOnly
        ? {
            ...row.expect,
            'collect-results': 'skipped' as Outcome,
            'calc-success-rate': 'skipped' as Outcome,
          }
        : row.expect;
      expect(disagreements(plan, expected)).toEqual([]);
    },
  );
});
