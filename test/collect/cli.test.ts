import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliAsync } from '../helpers/run-cli.js';
import { collectFixtures, fixtureJson } from './helpers.js';

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-collect-cli-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const jobEnv = fixtureJson<Record<string, string>>('process-result', 'single-node.env.json');

describe('sweepkit collect process-result (drop-in for process_result.py)', () => {
  it('writes agg_<RESULT_FILENAME>.json without a trailing newline and prints it with one', async () => {
    const cwd = tmp();
    cpSync(
      join(collectFixtures, 'process-result/single-node-raw.json'),
      join(cwd, `${jobEnv.RESULT_FILENAME}.json`),
    );
    const result = await runCliAsync(['collect', 'process-result'], { cwd, env: jobEnv });
    expect(result.code).toBe(0);
    const text = readFileSync(join(cwd, `agg_${jobEnv.RESULT_FILENAME}.json`), 'utf8');
    expect(text.endsWith('}')).toBe(true);
    expect(result.stdout).toBe(`${text}\n`);
    expect(result.stderr).toContain('Power validation failed: invalid_benchmark_window');
    expect(existsSync(join(cwd, `power_validation_${jobEnv.RESULT_FILENAME}.json`))).toBe(true);
  });

  it('REQUIRE_POWER=1 without telemetry exits 1 after printing the row', async () => {
    const cwd = tmp();
    cpSync(
      join(collectFixtures, 'process-result/single-node-raw.json'),
      join(cwd, `${jobEnv.RESULT_FILENAME}.json`),
    );
    const result = await runCliAsync(['collect', 'process-result'], {
      cwd,
      env: { ...jobEnv, REQUIRE_POWER: '1' },
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).power_valid).toBe(0);
  });

  it('a missing raw file fails with exit 1, nothing on stdout, no output file', async () => {
    const cwd = tmp();
    const result = await runCliAsync(['collect', 'process-result'], { cwd, env: jobEnv });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('raw benchmark result not found');
  });

  it('--multinode processes one row per concurrency file', async () => {
    const cwd = tmp();
    const env = fixtureJson<Record<string, string>>('process-result', 'multinode.env.json');
    const base = 'dsr1_8k1k_mn_conc256x512_gb200-nv_0';
    const raw = readFileSync(join(collectFixtures, 'process-result/multinode-raw.json'));
    writeFileSync(join(cwd, `${base}_cfg_conc256_gpus_28_ctx_20_gen_8.json`), raw);
    writeFileSync(join(cwd, `${base}_cfg_conc512_gpus_16.json`), raw);
    const result = await runCliAsync(['collect', 'process-result', '--multinode'], {
      cwd,
      env: { ...env, RESULT_FILENAME: base },
    });
    expect(result.code).toBe(0);
    const a = JSON.parse(
      readFileSync(join(cwd, `agg_${base}_cfg_conc256_gpus_28_ctx_20_gen_8.json`), 'utf8'),
    );
    const b = JSON.parse(readFileSync(join(cwd, `agg_${base}_cfg_conc512_gpus_16.json`), 'utf8'));
    expect([a.num_prefill_gpu, a.num_decode_gpu, a.tput_per_gpu]).toEqual([20, 8, 1000]);
    expect([b.num_prefill_gpu, b.num_decode_gpu, b.decode_tp, b.output_tput_per_gpu]).toEqual([
      16, 0, 0, 1000,
    ]);
  });
});

describe('sweepkit collect aggregate / evals / compare', () => {
  it('aggregate: nested tree → agg_bmk.json; invalid file → exit 1 and no output', async () => {
    const cwd = tmp();
    cpSync(join(collectFixtures, 'agg-bmk/worked'), join(cwd, 'results'), { recursive: true });
    expect((await runCliAsync(['collect', 'aggregate', 'results/', 'bmk'], { cwd })).code).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, 'agg_bmk.json'), 'utf8'))).toHaveLength(2);
    mkdirSync(join(cwd, 'bad'));
    writeFileSync(join(cwd, 'bad', 'x.json'), '{');
    const bad = await runCliAsync(['collect', 'aggregate', 'bad', 'broken'], { cwd });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('x.json');
    expect(existsSync(join(cwd, 'agg_broken.json'))).toBe(false);
    // A flag may stand before the positionals: --skip-invalid names the file and goes on.
    const lenient = await runCliAsync(['collect', 'aggregate', '--skip-invalid', 'bad', 'lenient'], { cwd });
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain('WARNING: skipped x.json');
    expect(readFileSync(join(cwd, 'agg_lenient.json'), 'utf8')).toBe('[]');
    // A results directory that does not exist is an error naming it, not an empty aggregate.
    const missing = await runCliAsync(['collect', 'aggregate', 'nowhere', 'none'], { cwd });
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toBe(
      'ERROR: nowhere: the results directory does not exist; pass the folder the bmk_* artifacts were downloaded to\n',
    );
    expect(existsSync(join(cwd, 'agg_none.json'))).toBe(false);
  });

  it('aggregate --format table / summary: the counts on stdout, the same file written', async () => {
    const cwd = tmp();
    cpSync(join(collectFixtures, 'agg-bmk/worked'), join(cwd, 'results'), { recursive: true });
    expect((await runCliAsync(['collect', 'aggregate', 'results', 'bmk'], { cwd })).stdout).toBe('');
    const file = readFileSync(join(cwd, 'agg_bmk.json'), 'utf8');
    const summary = await runCliAsync(['collect', 'aggregate', 'results', 'bmk', '--format', 'summary'], {
      cwd,
    });
    expect(
      summary.stdout.startsWith('## Throughput results (agg_bmk.json)\n\n2 element(s) from `results`.'),
    ).toBe(true);
    const table = await runCliAsync(['collect', 'aggregate', 'results', 'bmk', '--format', 'table'], { cwd });
    expect(table.stdout.startsWith('agg_bmk.json: 2 element(s)\nFixed-sequence rows')).toBe(true);
    expect(readFileSync(join(cwd, 'agg_bmk.json'), 'utf8')).toBe(file);
  });

  it('evals: the tables on stdout, agg_eval_<exp>.json written; too few arguments is a usage error', async () => {
    const cwd = tmp();
    cpSync(join(collectFixtures, 'evals/eval_results'), join(cwd, 'eval_results'), { recursive: true });
    const result = await runCliAsync(['collect', 'evals', 'eval_results/', 'all'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('### Multi-Node Eval Results');
    expect(JSON.parse(readFileSync(join(cwd, 'agg_eval_all.json'), 'utf8'))).toHaveLength(5);
    const usage = await runCliAsync(['collect', 'evals', 'eval_results/'], { cwd });
    expect(usage.code).toBe(2);
    expect(usage.stdout).toBe('');
  });

  it('compare: Markdown on stdout, the lookup summary on stderr', async () => {
    const cwd = tmp();
    mkdirSync(join(cwd, 'results'));
    const env = fixtureJson<Record<string, string>>('process-result', 'single-node.env.json');
    cpSync(
      join(collectFixtures, 'process-result/single-node-raw.json'),
      join(cwd, `${env.RESULT_FILENAME}.json`),
    );
    await runCliAsync(['collect', 'process-result', '--dir', cwd], { env });
    cpSync(join(cwd, `agg_${env.RESULT_FILENAME}.json`), join(cwd, 'results', 'agg.json'));
    const result = await runCliAsync(
      ['collect', 'compare', 'results', '--baselines', join(collectFixtures, 'compare/baselines.json')],
      { cwd },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('## Single-Node Comparison vs. Most Recent');
    expect(result.stderr).toContain('Summary: 1 matched, 0 unmatched out of 1 results');
  });
});
