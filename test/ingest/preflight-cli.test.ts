/**
 * `sweepkit ingest preflight` against fake-server runs (two spawns; the rules themselves are
 * tested in process in preflight.test.ts): the JSON report of a multi-attempt run with a failed
 * row beside a good one, and the table plus exit 1 for an empty run.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PreflightReport } from '../../shared/ingest/preflight/schemas.js';
import { fakeGitHubEnv, type FakeGitHub } from '../fake-github/index.js';
import { runCliAsync } from '../helpers/run-cli.js';
import {
  agentic,
  agenticRow,
  evalRow,
  evals,
  failedAgentic,
  fixedRow,
  results,
  seedRunArtifacts,
} from './preflight-world.js';
import { REPOSITORY, withFake } from './world.js';

const JOB = 'dsr1_agentic_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc8';

const cli = (gh: FakeGitHub, args: string[]) =>
  runCliAsync(['ingest', 'preflight', ...args, '--repo', REPOSITORY], {
    env: fakeGitHubEnv(gh, 'ghs_preflightRead0123'),
    isolatedEnv: true,
  });

describe('sweepkit ingest preflight', () => {
  it.concurrent('--format json: every event the run has sources for, per config', async () =>
    withFake(async (gh) => {
      seedRunArtifacts(gh, REPOSITORY, 555, [
        results(60, [fixedRow(), failedAgentic()]),
        evals(61, [evalRow()]),
        agentic(`${JOB}_b200-nb_0`, 10, agenticRow()),
        agentic(`${JOB}_b200-dgxc-slurm_1`, 50, agenticRow({ conc: 8 })),
        { name: `server_logs_${JOB}_b200-nb_0`, at: 9, files: {} },
      ]);
      const dir = mkdtempSync(join(tmpdir(), 'sweepkit-preflight-'));
      try {
        const plan = join(dir, 'plan.json');
        const row = { 'model-prefix': 'dsr1', framework: 'sglang', precision: 'fp8' };
        writeFileSync(
          plan,
          JSON.stringify({
            single_node: {
              '1k1k': [
                { ...row, runner: 'h200' },
                { ...row, runner: 'b300' },
              ],
            },
          }),
        );
        const result = await cli(gh, [
          'https://github.com/example-org/bench/actions/runs/555',
          '--format',
          'json',
          '--plan',
          plan,
        ]);
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const document = JSON.parse(result.stdout) as Record<string, unknown>;
        expect(document).toMatchObject({ ok: true, repository: REPOSITORY, run_id: 555 });
        const report = PreflightReport.parse(document);
        expect(report.verdict).toBe('expected-config-loads-nothing');
        expect(report.events.map((e) => [e.event, e.verdict, e.kept])).toEqual([
          ['ingest-results', 'expected-config-loads-nothing', 2],
          ['ingest-agentic-results', 'loads', 1],
        ]);
        expect(
          report.events[0]!.configs.map((c) => [c.config.type, c.config.hardware, c.kept, c.failed]),
        ).toEqual([
          ['fixed-seq', 'b300', 0, 0],
          ['fixed-seq', 'h200', 1, 0],
          ['agentic', 'b200', 0, 1],
          ['eval', 'h200', 1, 0],
        ]);
        expect(report.events[1]!.superseded).toEqual([
          {
            name: `bmk_agentic_${JOB}_b200-nb_0`,
            logicalName: `bmk_agentic_${JOB}`,
            keptName: `bmk_agentic_${JOB}_b200-dgxc-slurm_1`,
          },
        ]);
        // Downloaded: results_bmk, eval_results_all and the newest agentic upload; never the logs.
        expect(
          gh
            .calls('GET')
            .filter((r) => r.path.endsWith('/zip'))
            .map((r) => r.path.split('/').at(-2)),
        ).toEqual(expect.arrayContaining(['55500', '55501', '55503']));
        expect(gh.calls('GET').filter((r) => r.path.endsWith('/zip'))).toHaveLength(3);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
  );

  it.concurrent('an empty run: the table says nothing would load, exit 1', async () =>
    withFake(async (gh) => {
      seedRunArtifacts(gh, REPOSITORY, 777, []);
      const result = await cli(gh, ['777', '--event', 'ingest-agentic-results']);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('### Ingest preflight: run 777');
      expect(result.stdout).toContain(
        '#### ingest-agentic-results\n\n**nothing would load from run 777**\n\nNo result rows.',
      );
    }),
  );
});
