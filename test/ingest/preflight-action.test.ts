/**
 * trigger-ingest's preflight as the runner runs it (the bundle against the fake server): the
 * default refuses a run that would load nothing (no dispatch request reaches the app), `warn`
 * sends it with a warning, an expected config that loads nothing is a warning while the rest is
 * sent, and a run whose artifacts cannot be read is never dispatched on a guess.
 */
import { describe, expect, it } from '@jest/globals';
import {
  agentic,
  agenticRow,
  failedAgentic,
  fixedRow,
  results,
  seedRunArtifacts,
} from './preflight-world.js';
import { DISPATCH_TOKEN, REPOSITORY, dispatchesTo, failure, runIngest, withFake } from './world.js';

const JOB = 'dsr1_agentic_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc8';

/** toJson(needs) of a fixed-sequence push to main whose plan has these rows. */
function needs(planRows: Record<string, unknown>[]) {
  const plan = { single_node: { '1k1k': planRows }, multi_node: {}, evals: [] };
  return JSON.stringify({
    setup: {
      result: 'success',
      outputs: {
        'search-space-config': JSON.stringify(plan),
        'reuse-enabled': 'false',
        'reuse-source-run-id': '',
      },
    },
    'collect-results': { result: 'success' },
    'collect-evals': { result: 'success' },
    'upload-changelog-metadata': { result: 'success' },
  });
}

const planRow = (runner: string) => ({
  'model-prefix': 'dsr1',
  runner,
  framework: 'sglang',
  precision: 'fp8',
  isl: 1024,
  osl: 1024,
});

describe('trigger-ingest ingest preflight', () => {
  it.concurrent(
    'refuses by default when nothing would load: no dispatch request, the table in the summary',
    async () =>
      withFake(async (gh) => {
        seedRunArtifacts(gh, REPOSITORY, 123, [{ name: 'changelog-metadata', at: 1, files: {} }]);
        const result = await runIngest(gh, {
          inputs: {
            needs: needs([planRow('h200')]),
            'dispatch-token': DISPATCH_TOKEN,
            event: 'ingest-results',
          },
        });
        expect(result.code).toBe(1);
        expect(dispatchesTo(gh)).toEqual([]);
        expect(gh.calls('POST')).toEqual([]);
        expect(failure(result)).toContain(
          'ingest-results: nothing would load from run 123; not dispatched (preflight: refuse)',
        );
        expect(result.outputs.dispatched).toBe('false');
        expect(result.outputs.reason).toBe(
          'ingest-results: not sent, nothing would load from run 123; not dispatched (preflight: refuse)',
        );
        expect(result.summary).toContain('No ingest dispatch');
        expect(result.summary).toContain('### Ingest preflight: run 123');
        expect(result.summary).toMatch(
          /\| fixed-seq \| dsr1 +\| h200 +\| sglang +\| fp8 +\| +0 \|.*\| yes, loads nothing \|/,
        );
      }),
  );

  it.concurrent(
    'preflight: warn sends it anyway and warns; the summary shows failed and superseded uploads',
    async () =>
      withFake(async (gh) => {
        seedRunArtifacts(gh, REPOSITORY, 123, [
          results(60, [failedAgentic()]),
          agentic(`${JOB}_b200-nb_0`, 10, agenticRow()),
          agentic(`${JOB}_b200-dgxc-slurm_1`, 50, failedAgentic()),
        ]);
        const result = await runIngest(gh, {
          inputs: { needs: needs([]), 'dispatch-token': DISPATCH_TOKEN, preflight: 'warn' },
        });
        expect(result.code).toBe(0);
        expect(dispatchesTo(gh).map((d) => d.event_type)).toEqual(['ingest-results']);
        expect(result.annotations).toContainEqual(
          expect.objectContaining({
            level: 'warning',
            message: 'ingest-results: nothing would load from run 123; dispatched anyway (preflight: warn)',
          }),
        );
        expect(result.summary).toMatch(/\| agentic +\| dsr1 +\| b200 +\| sglang +\| fp4 +\| +0 \| +1 \|/);
        // The agentic aggregates are not read for ingest-results: only the list and results_bmk.
        expect(gh.calls('GET').filter((r) => r.path.endsWith('/zip'))).toHaveLength(1);
      }),
  );

  it.concurrent('an expected config that loads nothing is a warning; the rest is dispatched', async () =>
    withFake(async (gh) => {
      seedRunArtifacts(gh, REPOSITORY, 123, [results(30, [fixedRow()])]);
      const result = await runIngest(gh, {
        inputs: { needs: needs([planRow('h200'), planRow('mi355x')]), 'dispatch-token': DISPATCH_TOKEN },
      });
      expect(result.code).toBe(0);
      expect(dispatchesTo(gh)).toHaveLength(1);
      expect(result.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
        'ingest-results: the plan expected fixed-seq dsr1 on mi355x (sglang, fp8), but it would load nothing from run 123',
      ]);
      expect(result.outputs.reason!.split('\n')[0]).toBe(
        'ingest-results: sent, collect-results and collect-evals ran; preflight: 1 row would load from run 123, but 1 expected config(s) would load nothing',
      );
    }),
  );

  it.concurrent('fails closed: an artifact list that cannot be read dispatches nothing', async () =>
    withFake(async (gh) => {
      seedRunArtifacts(gh, REPOSITORY, 123, [results(30, [fixedRow()])]);
      gh.fault(`GET /repos/${REPOSITORY}/actions/runs/123/artifacts`, {
        status: 500,
        body: { message: 'boom' },
      });
      const result = await runIngest(gh, {
        inputs: { needs: needs([]), 'dispatch-token': DISPATCH_TOKEN },
      });
      expect(result.code).toBe(1);
      expect(gh.calls('POST')).toEqual([]);
      expect(failure(result)).toContain("ingest preflight: cannot read run 123's artifacts");
      expect(failure(result)).toContain('nothing was dispatched');
    }),
  );
});
