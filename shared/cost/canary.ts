/**
 * What the canary saves: the canary's own leg, and the fan-out legs that do not start when it
 * fails (a shared fault, such as a bad image tag, fails them all). Their GPU-node-hours are
 * estimated like the plan's, from the durations of past successful jobs, so the figure is what
 * those jobs take when they run to the end: an upper bound on what a shared fault burns
 * without a canary (each job then fails at some point of that duration).
 */
import { selectCanary } from '../canary/select.js';
import { type CanaryCandidates, type CanaryFamily } from '../canary/names.js';
import type { PlanRow } from '../plan/schema.js';
import { estimateCost } from './estimate.js';
import { legFor, planLegs, type CostPlan } from './legs.js';
import { CANARY_JOBS, FAN_OUT_JOBS, type PlanSlot } from './names.js';
import type { CostEstimate, CostHistory, PlannedLeg } from './schema.js';

export interface CanarySaving {
  /** The canary's family and its leg; undefined when the run has no canary. */
  family?: CanaryFamily;
  canary?: PlannedLeg;
  /** The canary's own estimate (one job). */
  canaryCost?: CostEstimate;
  /** The fan-out without the canary: what waits for it, and does not start when it fails. */
  fanOut: CostEstimate;
  /** Why there is no canary (a sentence), when there is none. */
  none?: string;
}

/** Splits legs into the canary's and the rest, estimating each part against the history. */
function saving(
  legs: readonly PlannedLeg[],
  canary: PlannedLeg | undefined,
  history: CostHistory,
  notRun: CostEstimate['notRun'] = [],
): Pick<CanarySaving, 'canaryCost' | 'fanOut'> {
  const at = canary ? legs.findIndex((leg) => leg.name === canary.name) : -1;
  const rest = at < 0 ? [...legs] : [...legs.slice(0, at), ...legs.slice(at + 1)];
  return {
    fanOut: estimateCost(rest, history, notRun),
    ...(canary ? { canaryCost: estimateCost([canary], history) } : {}),
  };
}

const NONE = {
  'one-job': 'the plan starts one job, so a canary would save nothing',
  'no-candidate': 'the plan holds no row a canary may run',
} as const;

/**
 * A plan's canary (chosen as canary-select chooses it) and what it holds back. The canary's
 * leg is priced as its row's fan-out job: the same config, with more history than the
 * canary's own job name has.
 */
export function planCanarySaving(
  plan: CostPlan,
  history: CostHistory,
  candidates?: CanaryCandidates,
): CanarySaving {
  const selection = selectCanary(plan, candidates);
  const { legs, notRun } = planLegs(plan);
  const choice = selection.canary;
  if (!choice)
    return { ...saving(legs, undefined, history, notRun), none: NONE[selection.none ?? 'no-candidate'] };
  const slot = choice.slot as PlanSlot;
  const leg = legFor(FAN_OUT_JOBS[slot], choice.row as PlanRow, slot.startsWith('multi'));
  return { family: choice.family, canary: leg, ...saving(legs, leg, history, notRun) };
}

const CANARY_JOB_NAMES: readonly string[] = Object.values(CANARY_JOBS);

/** The same split for a simulated run: its canary job's leg (if one ran) and every other leg. */
export function simulatedCanarySaving(legs: readonly PlannedLeg[], history: CostHistory): CanarySaving {
  const canary = legs.find((leg) => CANARY_JOB_NAMES.includes(leg.job));
  const family = canary
    ? (Object.entries(CANARY_JOBS).find(([, job]) => job === canary.job)![0] as CanaryFamily)
    : undefined;
  return {
    ...(family ? { family, canary } : { none: 'no canary job runs in this run' }),
    ...saving(legs, canary, history),
  };
}
