/**
 * The cost of a plan: jobs per runner label and node count, and GPU-node-hours (a job's
 * duration × the nodes it holds) estimated from past jobs of the same config. Each config
 * contributes the shortest, the median and the longest of its past durations, so the estimate
 * is a range with a middle, never one exact number; configs without a past job are counted as
 * jobs but left out of the hours and listed as unknown.
 */
import { configKeyOfJobName } from './job-name.js';
import { type CostPlan, planLegs } from './legs.js';
import type { CostEstimate, CostGroup, CostHistory, PlannedLeg, Spread } from './schema.js';

interface Samples {
  seconds: number[];
  runIds: Set<number>;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Past durations per config key. */
function samplesByConfig(history: CostHistory): Map<string, Samples> {
  const byKey = new Map<string, Samples>();
  for (const job of history.jobs) {
    const key = configKeyOfJobName(job.name);
    if (key === undefined) continue;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { seconds: [], runIds: new Set() }));
    entry.seconds.push(job.seconds);
    entry.runIds.add(job.runId);
  }
  return byKey;
}

/** One leg's GPU-node-hours from its config's past durations. */
export function legSpread(seconds: readonly number[], nodes: number): Spread {
  const hours = (s: number) => (s * nodes) / 3600;
  return {
    low: hours(Math.min(...seconds)),
    median: hours(median(seconds)),
    high: hours(Math.max(...seconds)),
  };
}

const add = (a: Spread, b: Spread): Spread => ({
  low: a.low + b.low,
  median: a.median + b.median,
  high: a.high + b.high,
});
const ZERO: Spread = { low: 0, median: 0, high: 0 };
const byNumber = (a: number, b: number) => a - b;

export function estimateCost(
  legs: readonly PlannedLeg[],
  history: CostHistory,
  notRun: CostEstimate['notRun'] = [],
): CostEstimate {
  const samples = samplesByConfig(history);
  const groups = new Map<string, CostGroup & { keys: Set<string> }>();
  const runners: string[] = [];
  const unknownConfigs: string[] = [];
  const usedKeys = new Set<string>();
  let total = ZERO;
  let known = 0;
  for (const leg of legs) {
    if (!runners.includes(leg.runner)) runners.push(leg.runner);
    const id = `${leg.runner}\u0000${leg.nodes}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        runner: leg.runner,
        nodes: leg.nodes,
        jobs: 0,
        known: 0,
        unknown: 0,
        nodeHours: ZERO,
        pastJobs: 0,
        runIds: [],
        keys: new Set(),
      };
      groups.set(id, group);
    }
    group.jobs += 1;
    const past = samples.get(leg.key);
    if (!past || leg.nodes === null) {
      group.unknown += 1;
      if (!unknownConfigs.includes(leg.key)) unknownConfigs.push(leg.key);
      continue;
    }
    const spread = legSpread(past.seconds, leg.nodes);
    group.known += 1;
    group.nodeHours = add(group.nodeHours, spread);
    total = add(total, spread);
    known += 1;
    usedKeys.add(leg.key);
    if (!group.keys.has(leg.key)) {
      group.keys.add(leg.key);
      group.pastJobs += past.seconds.length;
      group.runIds = [...new Set([...group.runIds, ...past.runIds])].sort(byNumber);
    }
  }
  const runIds = new Set<number>();
  let pastJobs = 0;
  for (const key of usedKeys) {
    const past = samples.get(key)!;
    pastJobs += past.seconds.length;
    for (const id of past.runIds) runIds.add(id);
  }
  return {
    jobs: legs.length,
    known,
    unknown: legs.length - known,
    runners,
    nodeHours: total,
    groups: [...groups.values()].map(({ keys: _keys, ...group }) => group),
    unknownConfigs,
    notRun,
    basis: {
      workflow: history.workflow,
      pastJobs,
      runIds: [...runIds].sort(byNumber),
      runsRead: history.runIds.length,
      runCap: history.runCap,
      ...(history.unavailable === undefined ? {} : { unavailable: history.unavailable }),
    },
  };
}

/** The cost of a plan: its legs (see legs.ts) estimated against the history. */
export function planCost(plan: CostPlan, history: CostHistory): CostEstimate {
  const { legs, notRun } = planLegs(plan);
  return estimateCost(legs, history, notRun);
}
