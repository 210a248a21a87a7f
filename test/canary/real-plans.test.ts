// Canary coverage on real-shaped plans: each of the last changes of the benchmark repository's
// real changelog, planned alone (as a PR appending it would be), under the fixed-sequence-only
// rule (before) and every family (after), with the GPU-node-hours the setup summary reports for
// the fan-out a failing canary holds back. Prints the table for the record; it reads ../shared
// and is skipped without it.
//
//   npm test -- -w 1 test/canary/real-plans.test.ts
import { beforeAll, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canaryOutputs } from '../../shared/canary/format.js';
import { fanOutJobCount } from '../../shared/canary/rows.js';
import { selectCanary } from '../../shared/canary/select.js';
import { MASTER_CONFIG_FILES, RUNNERS_FILE } from '../../shared/changelog/names.js';
import { parseChangelog } from '../../shared/changelog/parse.js';
import { type CostHistory } from '../../shared/cost/schema.js';
import { planCanarySaving } from '../../shared/cost/canary.js';
import { planLegs } from '../../shared/cost/legs.js';
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import { buildPlan } from '../../shared/plan/build.js';
import type { SearchSpaceConfig } from '../../shared/plan/schema.js';
import { describeWithSharedMaterial, sharedMaterialDir } from '../helpers/paths.js';

/** How many of the most recent changelog entries are planned. */
const RECENT = 150;
/** The assumed duration of every past job: the table's hours are then per hour of job time. */
const ASSUMED_SECONDS = 3600;

type Shape = 'agentic-only' | 'multi-node-only' | 'fixed-only' | 'evals-only' | 'mixed' | 'one job';
interface Planned {
  shape: Shape;
  jobs: number;
  before: boolean;
  after: boolean;
  /** GPU-node-hours of the fan-out the canary holds back (after), or of the whole plan. */
  atStake: number;
  samePick: boolean;
}

function shapeOf(plan: SearchSpaceConfig, jobs: number): Shape {
  if (jobs <= 1) return 'one job';
  const sn = plan.single_node;
  const mn = plan.multi_node;
  const count = (rows: unknown[] | undefined) => rows?.length ?? 0;
  const fixed = count(sn['1k1k']) + count(sn['8k1k']);
  const agentic = count(sn.agentic) + count(mn.agentic);
  const multi = count(mn['1k1k']) + count(mn['8k1k']) + count(mn.agentic);
  const throughput = fixed + agentic + multi - count(mn.agentic);
  if (throughput === 0) return 'evals-only';
  if (agentic && !fixed && !count(mn['1k1k']) && !count(mn['8k1k'])) return 'agentic-only';
  if (multi && !fixed && !count(sn.agentic)) return 'multi-node-only';
  if (fixed && !agentic && !multi) return 'fixed-only';
  return 'mixed';
}

/** A history in which every planned config has one past job of ASSUMED_SECONDS. */
function assumedHistory(plan: SearchSpaceConfig): CostHistory {
  const { legs } = planLegs(plan);
  return {
    workflow: 'run-sweep.yml',
    runIds: [1],
    runCap: 10,
    jobs: legs.map((leg) => ({ runId: 1, name: leg.name, seconds: ASSUMED_SECONDS })),
  };
}

describeWithSharedMaterial('canary coverage on the real changelog', () => {
  const planned: Planned[] = [];
  let failed = 0;

  beforeAll(async () => {
    const root = join(sharedMaterialDir, 'parity', 'data');
    const read = (path: string) =>
      existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined;
    const master = await loadMasterConfigs(MASTER_CONFIG_FILES.map((path) => ({ path, text: read(path) })));
    const runners = await loadRunnerConfig({ path: RUNNERS_FILE, text: read(RUNNERS_FILE) });
    const changelog = await parseChangelog(readFileSync(join(root, 'perf-changelog.yaml')), {
      file: 'perf-changelog.yaml',
      label: 'perf-changelog.yaml',
    });
    for (const { entry } of changelog.entries.slice(-RECENT)) {
      let plan: SearchSpaceConfig;
      try {
        plan = await buildPlan({
          entries: [entry],
          baseRef: 'base',
          headRef: 'head',
          flags: {},
          head: { master, runners, readFile: read },
        });
      } catch {
        failed++; // An entry naming configs the current master configs no longer hold.
        continue;
      }
      const jobs = fanOutJobCount(plan);
      if (jobs === 0) continue;
      const reference = selectCanary(plan, 'fixed-sequence-only');
      const every = selectCanary(plan);
      const saving = planCanarySaving(plan, assumedHistory(plan));
      const ref = canaryOutputs(reference);
      const now = canaryOutputs(every);
      planned.push({
        shape: shapeOf(plan, jobs),
        jobs,
        before: reference.canary !== null,
        after: every.canary !== null,
        atStake: saving.fanOut.nodeHours.median,
        samePick:
          reference.canary === null ||
          (now['canary-config'] === ref['canary-config'] &&
            now['remaining-search-space-config'] === ref['remaining-search-space-config']),
      });
    }
  });

  it('gives every plan the reference canaries the same canary, byte for byte', () => {
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.filter((p) => !p.samePick)).toEqual([]);
  });

  it('gives every plan of more than one job with a throughput row a canary', () => {
    const without = planned.filter((p) => !p.after && p.shape !== 'evals-only' && p.shape !== 'one job');
    expect(without).toEqual([]);
  });

  it('prints the coverage table', () => {
    const shapes: Shape[] = [
      'agentic-only',
      'multi-node-only',
      'mixed',
      'fixed-only',
      'evals-only',
      'one job',
    ];
    const h = (n: number) => (Math.round(n * 10) / 10).toString();
    const line = (name: string, ps: Planned[]) => {
      const jobs = ps.reduce((n, p) => n + p.jobs, 0);
      const before = ps.filter((p) => p.before);
      const after = ps.filter((p) => p.after);
      const jobsIn = (list: Planned[]) => list.reduce((n, p) => n + p.jobs, 0);
      const stake = after.reduce((n, p) => n + p.atStake, 0);
      return `| ${name} | ${ps.length} | ${jobs} | ${before.length} (${jobsIn(before)} jobs) | ${after.length} (${jobsIn(after)} jobs) | ${h(stake)} |`;
    };
    const table = [
      `Last ${RECENT} entries of the real perf-changelog.yaml, each planned alone (full sweep); ${failed} could not be planned, ${RECENT - failed - planned.length} plan no job.`,
      `GPU-node-hours: what the setup summary reports as held back by the canary, with a history where every config's past job took ${ASSUMED_SECONDS / 3600} h.`,
      '',
      '| plan shape | plans | jobs | with a canary before | with a canary after | GPU-node-hours held back (after) |',
      '|---|---|---|---|---|---|',
      ...shapes.map((shape) =>
        line(
          shape,
          planned.filter((p) => p.shape === shape),
        ),
      ),
      line('all', planned),
    ].join('\n');
    process.stdout.write(`\n${table}\n\n`);
    expect(table).toContain('| all |');
  });
});
