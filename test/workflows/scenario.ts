// Scenario harness for the decision tables: facts about an event and about what the sweepkit
// actions do (validation verdict, reuse authorization, plan, canary outcome) become the job
// results and outputs the simulator assumes; the simulator then evaluates the shipped YAML.
import { CANARY_FAMILY_OUTPUT } from '../../shared/canary/names.js';
import { canaryOutputs } from '../../shared/canary/format.js';
import { selectCanary } from '../../shared/canary/select.js';
import { canaryStepOutputs } from '../../shared/canary/simulated.js';
import { buildEventPayload, type EventFacts } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { type SimulationResult } from '../../shared/simulate/types.js';
import { PRIMARY_LABELS, readWorkflowText } from './workflow-files.js';

type Row = Record<string, unknown>;

function fixedRow(seq: '1k1k' | '8k1k', conc: number, extra: Row = {}): Row {
  const [isl, osl] = seq === '1k1k' ? [1024, 1024] : [8192, 1024];
  return {
    image: 'img',
    model: 'org/model',
    'model-prefix': 'dsr1',
    precision: 'fp8',
    framework: 'sglang',
    runner: 'h200',
    isl,
    osl,
    tp: 8,
    pp: 1,
    'dcp-size': 1,
    'pcp-size': 1,
    conc,
    'max-model-len': isl + osl + 256,
    ep: 1,
    'dp-attn': false,
    'spec-decoding': 'none',
    'exp-name': `dsr1_${seq}`,
    disagg: false,
    'run-eval': false,
    priority: '2.250',
    'queue-token': `token-${seq}-${conc}`,
    ...extra,
  };
}

function agenticRow(conc: number): Row {
  return {
    image: 'img',
    model: 'org/model',
    'model-prefix': 'kimik3',
    precision: 'fp4',
    framework: 'atom',
    runner: 'mi355x',
    tp: 8,
    pp: 1,
    'dcp-size': 1,
    'pcp-size': 1,
    ep: 1,
    'dp-attn': false,
    'spec-decoding': 'mtp',
    conc,
    'kv-offloading': 'none',
    'total-cpu-dram-gb': 0,
    duration: 3600,
    'exp-name': `kimik3_tp8_conc${conc}_kvnone`,
    'scenario-type': 'agentic-coding',
    priority: '3.000',
    'queue-token': `token-agentic-${conc}`,
  };
}

function multiNodeRow(conc: number[], extra: Row = {}): Row {
  const worker = { 'num-worker': 1, tp: 8, ep: 1, 'dp-attn': false, pp: 1, 'dcp-size': 1, 'pcp-size': 1 };
  return {
    ...fixedRow('8k1k', 0),
    framework: 'sglang-disagg',
    prefill: worker,
    decode: worker,
    conc,
    disagg: true,
    'kv-p2p-transfer': 'mori',
    'node-count': 2,
    ...extra,
  };
}

const metadata = { base_ref: 'origin/main', head_ref: 'abc', entries: [] };
const emptyEvals = { evals: [], agentic_evals: [], multinode_evals: [], multinode_agentic_evals: [] };

/** Search spaces shaped like the plan's output. */
const SEARCH_SPACES = {
  /** A typical PR sweep: 8k1k throughput conc 4..64 plus two eval rows. */
  fixedWithEvals: {
    single_node: { '8k1k': [4, 8, 16, 32, 64].map((conc) => fixedRow('8k1k', conc)) },
    multi_node: {},
    ...emptyEvals,
    evals: [32, 64].map((conc) => fixedRow('8k1k', conc, { 'run-eval': true, 'eval-only': true })),
    changelog_metadata: metadata,
  },
  fixedOnly: {
    single_node: { '1k1k': [fixedRow('1k1k', 4), fixedRow('1k1k', 8)] },
    multi_node: { '8k1k': [multiNodeRow([8, 16])] },
    ...emptyEvals,
    changelog_metadata: metadata,
  },
  agenticOnly: {
    single_node: { agentic: [agenticRow(8), agenticRow(16)] },
    multi_node: {},
    ...emptyEvals,
    changelog_metadata: metadata,
  },
  mixed: {
    single_node: { '8k1k': [fixedRow('8k1k', 4)], agentic: [agenticRow(8)] },
    multi_node: {},
    ...emptyEvals,
    changelog_metadata: metadata,
  },
  evalsOnly: {
    single_node: {},
    multi_node: {},
    ...emptyEvals,
    evals: [fixedRow('8k1k', 32, { 'run-eval': true, 'eval-only': true })],
    multinode_evals: [multiNodeRow([8], { 'run-eval': true, 'eval-only': true, 'eval-conc': 8 })],
    changelog_metadata: metadata,
  },
  /** Agentic eval rows only (single- and multi-node): no row a canary may run. */
  agenticEvalsOnly: {
    single_node: {},
    multi_node: {},
    ...emptyEvals,
    agentic_evals: [{ ...agenticRow(8), 'run-eval': true, 'eval-only': true }],
    multinode_agentic_evals: [
      multiNodeRow([8], {
        'scenario-type': 'agentic-coding',
        'run-eval': true,
        'eval-only': true,
        'eval-conc': 8,
      }),
    ],
    changelog_metadata: metadata,
  },
  /** One multi-node job: nothing for a canary to protect. */
  multiNodeOnly: {
    single_node: {},
    multi_node: { '1k1k': [multiNodeRow([4, 8])] },
    ...emptyEvals,
    changelog_metadata: metadata,
  },
  /** Multi-node rows of 3 and 2 nodes, and a 2-node agentic row with a higher conc. */
  multiNodeMany: {
    single_node: {},
    multi_node: {
      '1k1k': [multiNodeRow([4, 8], { 'node-count': 3 }), multiNodeRow([16, 32])],
      agentic: [multiNodeRow([64], { 'scenario-type': 'agentic-coding', 'node-count': 2 })],
    },
    ...emptyEvals,
    changelog_metadata: metadata,
  },
  /** Only multi-node agentic rows: the 2-node one is the canary. */
  multiNodeAgenticOnly: {
    single_node: {},
    multi_node: {
      agentic: [
        multiNodeRow([8], { 'scenario-type': 'agentic-coding', 'node-count': 4 }),
        multiNodeRow([16], { 'scenario-type': 'agentic-coding', 'node-count': 2 }),
      ],
    },
    ...emptyEvals,
    changelog_metadata: metadata,
  },
  /** Agentic and multi-node rows, no fixed-sequence single-node row: the agentic row wins. */
  agenticAndMultiNode: {
    single_node: { agentic: [agenticRow(16), agenticRow(8)] },
    multi_node: { '8k1k': [multiNodeRow([4])] },
    ...emptyEvals,
    changelog_metadata: metadata,
  },
} as const;
type SearchSpaceName = keyof typeof SEARCH_SPACES;

/** What the world and the actions do in one scenario. */
export interface Scenario {
  event: 'push' | 'pull_request';
  facts?: EventFacts;
  /** Files the event changed (default: the changelog). */
  changedFiles?: string[];
  /** changelog-gate: the perf-changelog change is invalid. */
  changelogInvalid?: boolean;
  /** The PR head commit (PR) message carries [skip-sweep]. */
  skipSweepMarker?: boolean;
  /** reuse-gate sync-gate: an authorizing /reuse-sweep-run comment exists (valid or invalid source). */
  reuseAuth?: 'valid' | 'invalid';
  /** reuse-gate setup: main-branch reuse is enabled / the authorization is invalid (setup fails). */
  mainReuse?: 'enabled' | 'invalid';
  searchSpace?: SearchSpaceName;
  /** Results of jobs that run (default success), e.g. the canary's. */
  results?: Record<string, 'success' | 'failure' | 'cancelled'>;
  /** canary-select itself fails (bad JSON). */
  canarySelectFails?: boolean;
  cancelAfter?: string;
  vars?: Record<string, string>;
}

const RUN_ID = '4242';

/** The PR's labels at event time, as the payload carries them (a just-added label included). */
export function effectiveLabels(scenario: Scenario): string[] {
  const { action, label, labels = [] } = scenario.facts ?? {};
  if (action === 'labeled' && label !== undefined && !labels.includes(label)) return [...labels, label];
  if (action === 'unlabeled' && label !== undefined) return labels.filter((name) => name !== label);
  return labels;
}

/** The job results and outputs the sweepkit actions would produce for this scenario. */
function assumptions(scenario: Scenario, reference = false) {
  const labels = effectiveLabels(scenario);
  const primaries = labels.filter((label) => PRIMARY_LABELS.includes(label));
  const results: Record<string, 'success' | 'failure' | 'cancelled'> = {};
  const outputs: Record<string, Record<string, string>> = {};

  // changelog-gate: more than one primary label (case-sensitive count) or an invalid change fails.
  if (primaries.length > 1 || scenario.changelogInvalid) results['check-changelog'] = 'failure';
  outputs['check-changelog'] = { 'skip-pr-sweep': scenario.skipSweepMarker ? 'true' : 'false' };

  // reuse-gate sync-gate: a valid authorization skips the sweep, an invalid one fails closed
  // (sweepkit); the reference gate never validated the source, so any authorization skips.
  if (scenario.reuseAuth === 'invalid' && !reference) results['reuse-sweep-gate'] = 'failure';
  const authorized = scenario.reuseAuth === 'valid' || (reference && scenario.reuseAuth === 'invalid');
  outputs['reuse-sweep-gate'] = { 'skip-pr-sweep': authorized ? 'true' : 'false' };

  // matrix-generate + reuse-gate setup.
  const space = SEARCH_SPACES[scenario.searchSpace ?? 'fixedWithEvals'];
  if (scenario.mainReuse === 'invalid') results.setup = 'failure';
  outputs.setup = {
    'search-space-config': JSON.stringify(space),
    'reuse-enabled': scenario.mainReuse === 'enabled' ? 'true' : 'false',
    'reuse-source-run-id': scenario.mainReuse === 'enabled' ? '555' : '',
  };

  // canary-select and its fan-out entry: the simulator derives their outputs from the plan with
  // the real selection functions (canaryStepOutputs).
  if (scenario.canarySelectFails) results['canary-select'] = 'failure';
  else if (reference) {
    // The reference's canary-select is its own jq step: the fixed-sequence rule, two outputs.
    const { [CANARY_FAMILY_OUTPUT]: _family, ...reference } = canaryOutputs(
      selectCanary(JSON.parse(JSON.stringify(space)), 'fixed-sequence-only'),
    );
    outputs['canary-select'] = reference;
  }

  return { results: { ...results, ...scenario.results }, outputs };
}

export async function simulate(
  scenario: Scenario,
  workflowText = readWorkflowText('run-sweep.yml'),
  reference = false,
) {
  const { payload } = buildEventPayload(scenario.event, { ...scenario.facts });
  const { results, outputs } = assumptions(scenario, reference);
  return simulateWorkflow({
    workflowText,
    fileName: 'workflows/run-sweep.yml',
    event: { name: scenario.event, payload },
    github: { run_id: RUN_ID },
    jobResults: results,
    jobOutputs: outputs,
    cancelAfter: scenario.cancelAfter,
    vars: { SWEEPKIT_BASELINES_FILE: 'baselines/production.json', ...scenario.vars },
    changedFiles: scenario.changedFiles ?? ['perf-changelog.yaml'],
    deriveOutputs: canaryStepOutputs,
  });
}

/** A job's outcome in the tables' words: its result when it ran, else skipped/cancelled/error. */
export type Outcome = 'success' | 'failure' | 'cancelled' | 'skipped' | 'error';

export function outcome(plan: SimulationResult, job: string): Outcome {
  const entry = plan.jobs[job];
  if (!entry) throw new Error(`no job '${job}' in the plan`);
  if (entry.status === 'run') return entry.result as Outcome;
  return entry.status;
}

/** Differences between the expected outcomes and the plan; empty when the row holds. */
export function disagreements(
  plan: SimulationResult,
  expected: Record<string, Outcome | Outcome[]>,
): string[] {
  return Object.entries(expected).flatMap(([job, want]) => {
    const got = outcome(plan, job);
    const allowed = Array.isArray(want) ? want : [want];
    return allowed.includes(got)
      ? []
      : [`${job}: expected ${allowed.join(' or ')}, got ${got} (${plan.jobs[job]!.reason})`];
  });
}

export { RUN_ID };
