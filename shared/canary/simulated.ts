/**
 * What canary-select and its fan-out entry would output in a simulated run, from the outputs
 * of the jobs they need (setup's plan, the canary's pick and result). The simulator calls this
 * for every job that runs without assumed outputs, so `sweepkit simulate` on run-sweep shows
 * the canary and each fan-out matrix from the plan alone. The job's outputs are expected under
 * the step outputs' names, as run-sweep declares them.
 */
import { errorMessage } from '../errors.js';
import type { DerivedOutputsJob } from '../simulate/types.js';
import {
  CANARY_CONFIG_OUTPUT,
  CANARY_CANDIDATES,
  DEFAULT_CANARY_CANDIDATES,
  type CanaryCandidates,
} from './names.js';
import { canaryOutputs } from './format.js';
import { fanOutMatrices, fanOutOutputs } from './fan-out.js';
import { selectCanary } from './select.js';

const PLAN_OUTPUT = 'search-space-config';
/** The repository variable run-sweep passes to canary-select's `candidates` input. */
const CANDIDATES_VARIABLE = 'SWEEPKIT_CANARY_CANDIDATES';

const SELECT = /\/actions\/canary-select@/;
const FAN_OUT = /\/actions\/canary-select\/fan-out@/;

function neededOutput(job: DerivedOutputsJob, name: string): [string, string] | undefined {
  for (const [id, need] of Object.entries(job.needs))
    if (need.outputs[name] !== undefined && need.outputs[name] !== '') return [id, need.outputs[name]];
  return undefined;
}

function candidates(vars: Record<string, string>): CanaryCandidates {
  const value = vars[CANDIDATES_VARIABLE];
  return (CANARY_CANDIDATES as readonly string[]).includes(value ?? '')
    ? (value as CanaryCandidates)
    : DEFAULT_CANARY_CANDIDATES;
}

/** The step's outputs, or why it fails (as the action would: no plan, or a plan it refuses). */
export function canaryStepOutputs(job: DerivedOutputsJob): Record<string, string> | string | undefined {
  const known = job.uses.some((uses) => SELECT.test(uses) || FAN_OUT.test(uses));
  if (!known) return undefined;
  const plan = neededOutput(job, PLAN_OUTPUT);
  if (!plan) return `no job it needs gives ${PLAN_OUTPUT} (give --job-output setup.${PLAN_OUTPUT}=...)`;
  try {
    if (job.uses.some((uses) => SELECT.test(uses)))
      return canaryOutputs(selectCanary(JSON.parse(plan[1]), candidates(job.vars)));
    if (job.uses.some((uses) => FAN_OUT.test(uses))) {
      const pick = neededOutput(job, CANARY_CONFIG_OUTPUT);
      const canary = pick ? (JSON.parse(pick[1]) as Record<string, unknown>[])[0] : undefined;
      // The canary jobs are the needs other than the plan's and the pick's; at most one runs.
      const succeeded = Object.entries(job.needs).some(
        ([id, need]) => id !== plan[0] && id !== pick?.[0] && need.result === 'success',
      );
      return fanOutOutputs(fanOutMatrices(JSON.parse(plan[1]), canary, succeeded));
    }
  } catch (error) {
    return `the action refuses the plan: ${errorMessage(error)}`;
  }
  return undefined;
}
