/**
 * Decision 5: collection also runs when only the agentic families ran. With nothing but
 * bmk_agentic_* artifacts, results_bmk still gets every agentic row, failed_run rows included.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeGitHub, startFakeGitHub } from '../fake-github/index.js';
import {
  type ArtifactService,
  artifactRuntimeEnv,
  installArtifactService,
  unzip,
} from '../fake-github/artifact-service.js';
import { runAction } from '../helpers/run-action.js';

let fake: FakeGitHub;
let service: ArtifactService;
let cwd: string;
beforeAll(async () => {
  fake = await startFakeGitHub();
  service = installArtifactService(fake);
  cwd = mkdtempSync(join(tmpdir(), 'sweepkit-agentic-only-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(cwd, { recursive: true, force: true });
});

describe('collect-results (throughput) on an agentic-only run', () => {
  it('aggregates the bmk_agentic_* rows and uploads results_bmk', async () => {
    const agentic = (conc: number, ok: number) => ({
      hw: 'h200',
      conc,
      scenario_type: 'agentic-coding',
      num_requests_total: 12,
      num_requests_successful: ok,
    });
    service.seed('bmk_agentic_kimi_conc4_h200-cw_00', {
      'kimi_conc4_h200-cw_00.json': JSON.stringify(agentic(4, 12)),
    });
    service.seed('bmk_agentic_kimi_conc8_h200-cw_01', {
      'kimi_conc8_h200-cw_01.json': JSON.stringify(agentic(8, 0)),
    });
    service.seed('agentic_kimi_conc4_h200-cw_00', { 'profile_export.json': '{"raw": true}' });
    const result = await runAction('collect-results', {
      inputs: { 'result-prefix': 'bmk' },
      env: artifactRuntimeEnv(fake.url),
      cwd,
    });
    expect(result.code).toBe(0);
    const rows = JSON.parse(readFileSync(join(cwd, 'agg_bmk.json'), 'utf8'));
    expect(rows).toEqual([agentic(4, 12), agentic(8, 0)]);
    expect(result.summary).toContain('| 0 | 2 | 1 | 0 | 0 |');
    const uploaded = service.artifacts.find((a) => a.name === 'results_bmk')!;
    expect(JSON.parse((await unzip(uploaded.zip))['agg_bmk.json']!)).toEqual(rows);
  });
});
