/**
 * Rerun eval artifacts: an eval aggregate that holds several rows of one eval identity (the rerun
 * was collected under another artifact name by a collector that kept every row). The results app
 * would store an arbitrary one, so the preflight names them; the default refuses the dispatch,
 * `preflight: warn` dispatches and names the newest of each. Decisions in process, then the
 * trigger-ingest bundle against the fake server.
 */
import { describe, expect, it } from '@jest/globals';
import { gateDispatches } from '../../shared/ingest/preflight/gate.js';
import { preflight } from '../../shared/ingest/preflight/preflight.js';
import type { IngestDispatch } from '../../shared/ingest/payload.js';
import { artifactsOf, evalRow, evals, fixedRow, results, seedRunArtifacts } from './preflight-world.js';
import { DISPATCH_TOKEN, REPOSITORY, dispatchesTo, failure, runIngest, withFake } from './world.js';
import { fakeGitHubEnv } from '../fake-github/index.js';
import { runCliAsync } from '../helpers/run-cli.js';

const first = evalRow({
  conc: 64,
  score: 0.5,
  source: 'r/eval_x_h200-cw_0/results_2026-01-01T10-00-00.json',
});
const rerun = evalRow({
  conc: 64,
  score: 0.95,
  source: 'r/eval_x_h200-nb_1/results_2026-01-02T10-00-00.json',
});
const otherConc = evalRow({ conc: 32, source: 'r/eval_y_h200-cw_0/results_2026-01-01T10-00-00.json' });
const IDENTITY = 'dsr1 H200 sglang fp8 isl null osl null tp null ep null conc 64 task gsm8k';

const report = (rows: unknown[]) =>
  preflight({
    artifacts: artifactsOf([results(30, [fixedRow()]), evals(31, rows)]),
    events: ['ingest-results'],
  });

const dispatch = {
  event_type: 'ingest-results',
  client_payload: { 'source-run-id': '123' },
} as unknown as IngestDispatch;

describe('duplicate eval identities in the preflight', () => {
  it.each([
    ['one row per identity', [first, otherConc], 3, []],
    [
      'a rerun of one identity',
      [first, otherConc, rerun],
      3,
      [{ identity: IDENTITY, kept: rerun.source, dropped: [first.source] }],
    ],
    [
      'listed newest first',
      [rerun, first],
      2,
      [{ identity: IDENTITY, kept: rerun.source, dropped: [first.source] }],
    ],
  ])('%s: kept rows and duplicates', (_what, rows, kept, duplicates) => {
    const event = report(rows).events[0]!;
    expect(event.kept).toBe(kept);
    expect(event.duplicateEvals).toEqual(duplicates);
  });

  it.each([
    ['refuse', [], ['ingest-results'], 0],
    ['warn', ['ingest-results'], [], 1],
  ] as const)('preflight: %s', (mode, sent, refused, warnings) => {
    const gate = gateDispatches([dispatch], report([first, rerun]), mode, '123');
    expect(gate.dispatches.map((d) => d.event_type)).toEqual(sent);
    expect(gate.refused).toEqual(refused);
    expect(gate.warnings).toHaveLength(warnings);
  });

  it('the refusal names the identity, both results, and the two ways on', () => {
    const gate = gateDispatches([dispatch], report([first, rerun]), 'refuse', '123');
    expect(gate.findings['ingest-results']).toBe(
      `2 rows would load from run 123, but 1 eval identity has several results (${IDENTITY}: newest ${rerun.source}, older ${first.source}) and the results app would store an arbitrary one; not dispatched (preflight: refuse). Collect the run's evals again with this sweepkit (it keeps the newest result of each identity), or set preflight: warn to dispatch anyway`,
    );
  });
});

describe('trigger-ingest over a run with rerun eval artifacts', () => {
  const needs = JSON.stringify({
    setup: {
      result: 'success',
      outputs: { 'search-space-config': '{}', 'reuse-enabled': 'false', 'reuse-source-run-id': '' },
    },
    'collect-results': { result: 'success' },
    'collect-evals': { result: 'success' },
    'upload-changelog-metadata': { result: 'success' },
  });
  const seed = [results(30, [fixedRow()]), evals(31, [first, otherConc, rerun])];

  it.concurrent(
    'refuses by default: no dispatch, the duplicate named in the failure and the summary',
    async () =>
      withFake(async (gh) => {
        seedRunArtifacts(gh, REPOSITORY, 123, seed);
        const result = await runIngest(gh, { inputs: { needs, 'dispatch-token': DISPATCH_TOKEN } });
        expect(result.code).toBe(1);
        expect(dispatchesTo(gh)).toEqual([]);
        expect(failure(result)).toContain(`1 eval identity has several results (${IDENTITY}`);
        expect(result.summary).toContain(`${IDENTITY}: ${rerun.source} (newest); ${first.source}`);
      }),
  );

  it.concurrent('preflight: warn dispatches and warns with the newest result', async () =>
    withFake(async (gh) => {
      seedRunArtifacts(gh, REPOSITORY, 123, seed);
      const result = await runIngest(gh, {
        inputs: { needs, 'dispatch-token': DISPATCH_TOKEN, preflight: 'warn' },
      });
      expect(result.code).toBe(0);
      expect(dispatchesTo(gh)).toHaveLength(1);
      expect(result.annotations).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          message: `ingest-results: eval ${IDENTITY}: newest ${rerun.source}, older ${first.source} in run 123; the newest is the one that counts, check that the results app stored it (preflight: warn)`,
        }),
      );
    }),
  );
});

describe('sweepkit ingest preflight over a run with rerun eval artifacts', () => {
  it.concurrent('lists the identity with its newest and older results, exit 1', async () =>
    withFake(async (gh) => {
      seedRunArtifacts(gh, REPOSITORY, 555, [results(30, [fixedRow()]), evals(31, [first, rerun])]);
      const result = await runCliAsync(['ingest', 'preflight', '555', '--repo', REPOSITORY], {
        env: fakeGitHubEnv(gh, 'ghs_preflightRead0123'),
        isolatedEnv: true,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `Eval identities with several results (the newest counts; the app would store an arbitrary one):\n\n- ${IDENTITY}: ${rerun.source} (newest); ${first.source}`,
      );
    }),
  );
});
