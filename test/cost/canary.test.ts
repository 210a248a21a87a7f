/** What the canary saves: its leg and the fan-out hours its failure holds back, for each family. */
import { describe, expect, it } from '@jest/globals';
import { type CostHistory } from '../../shared/cost/schema.js';
import { benchmarkJobName } from '../../shared/cost/job-name.js';
import { canaryMarkdown, canaryText } from '../../shared/cost/canary-render.js';
import { planCanarySaving, simulatedCanarySaving } from '../../shared/cost/canary.js';
import { legFor } from '../../shared/cost/legs.js';
import { EVAL_LIST_KEYS } from '../../shared/plan/schema.js';

const agentic = (conc: number) => ({
  'model-prefix': 'kimik3',
  precision: 'fp4',
  framework: 'atom',
  runner: 'mi355x',
  tp: 8,
  conc,
  'scenario-type': 'agentic-coding',
});
const multi = (nodes: number, conc: number[]) => ({
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'gb200',
  prefill: { 'num-worker': 1, tp: 4 },
  decode: { 'num-worker': 1, tp: 8 },
  conc,
  'node-count': nodes,
});
const plan = (single: Record<string, unknown[]>, multiNode: Record<string, unknown[]> = {}) => ({
  single_node: single,
  multi_node: multiNode,
  ...Object.fromEntries(EVAL_LIST_KEYS.map((key) => [key, []])),
});
/** One past hour for every leg named. */
const past = (names: string[]): CostHistory => ({
  workflow: 'run-sweep.yml',
  runIds: [7],
  runCap: 10,
  jobs: names.map((name) => ({ runId: 7, name, seconds: 3600 })),
});

describe('planCanarySaving', () => {
  it('an agentic plan: the lowest-conc row is the canary; the other legs are at stake', () => {
    const p = plan({ agentic: [agentic(16), agentic(4), agentic(8)] });
    const history = past(p.single_node.agentic!.map((row) => benchmarkJobName('agentic', row as never)));
    const saving = planCanarySaving(p as never, history);
    expect(saving.family).toBe('agentic');
    expect(saving.canary!.name).toBe('agentic / kimik3 fp4 mi355x atom TP8 c4');
    expect(saving.canaryCost!.nodeHours.median).toBe(1);
    expect(saving.fanOut.jobs).toBe(2);
    expect(saving.fanOut.nodeHours.median).toBe(2);
    expect(canaryText(saving)).toBe(
      'Canary (agentic, with full-sweep-enabled or full-sweep-fail-fast): kimik3 fp4 mi355x atom TP8 c4 runs first, alone (1 node(s), about 1 GPU-node-hours).\n' +
        "If it fails, the fan-out's 2 jobs never start: about 2 GPU-node-hours (range 2–2) that a fault every job shares would otherwise burn.\n",
    );
  });

  it('a multi-node plan: node-hours count the nodes of every leg at stake', () => {
    const p = plan({}, { '8k1k': [multi(4, [8]), multi(2, [64])] });
    const names = p.multi_node['8k1k']!.map((row) => benchmarkJobName('multi-node 8k1k', row as never));
    const saving = planCanarySaving(p as never, past(names));
    expect(saving.family).toBe('multi-node');
    expect(saving.canary!.nodes).toBe(2);
    expect(saving.fanOut.nodeHours.median).toBe(4);
    expect(canaryMarkdown(saving)).toContain('`dsr1 fp4 gb200 dynamo-trt P1xTP4 D1xTP8 c64` runs first');
  });

  it('no canary: says why, and what a shared fault puts at stake', () => {
    const one = planCanarySaving(plan({ agentic: [agentic(4)] }) as never, past([]));
    expect(canaryText(one)).toBe('No canary: the plan starts one job, so a canary would save nothing.\n');
    const rule = planCanarySaving(
      plan({ agentic: [agentic(4), agentic(8)] }) as never,
      past([]),
      'fixed-sequence-only',
    );
    expect(canaryText(rule)).toBe(
      'No canary: the plan holds no row a canary may run.\n' +
        "A fault every job shares shows only once the fan-out's 2 jobs have started: GPU-node-hours unknown (no past job of these configs) at stake.\n",
    );
  });
});

describe('simulatedCanarySaving', () => {
  it('the canary job of a simulated run is its canary; the other legs are at stake', () => {
    const legs = [
      legFor('canary agentic', agentic(4) as never, false),
      legFor('agentic', agentic(8) as never, false),
    ];
    const saving = simulatedCanarySaving(legs, past([]));
    expect(saving.family).toBe('agentic');
    expect(saving.fanOut.jobs).toBe(1);
    expect(simulatedCanarySaving(legs.slice(1), past([])).none).toBe('no canary job runs in this run');
  });
});
