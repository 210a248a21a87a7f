// Aggregation of 5,000 synthetic per-job result folders (bmk_<job>/agg_<job>.json, ~2 KB rows)
// through the CLI bundle: wall time (median) and the child's peak RSS. Target: < 2 s, < 200 MB.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { report, timeProcess } from './_timing.mjs';
import { writeResultFolder } from '../test/helpers/result-folders.mjs';

const JOBS = 5000;
const root = resolve('.');
const cli = join(root, 'bin', 'sweepkit.js');
const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-collect-'));

function row(i) {
  const r = {
    hw: ['h200', 'b200', 'mi355x', 'cluster:gb200-nv'][i % 4],
    conc: 2 ** (i % 10),
    image: 'lmsysorg/sglang:v0.5.5',
    model: 'deepseek-ai/DeepSeek-R1-0528',
    infmax_model_prefix: 'dsr1',
    framework: 'sglang',
    precision: 'fp8',
    spec_decoding: 'none',
    disagg: false,
    recipe_fingerprint: '',
    isl: 1024,
    osl: 1024,
    is_multinode: false,
    tp: 8,
    pp: 1,
    dcp_size: 1,
    pcp_size: 1,
    ep: 1,
    dp_attention: 'false',
    tput_per_gpu: 102.4 + i,
    output_tput_per_gpu: 51.2,
    input_tput_per_gpu: 51.2,
  };
  for (const stat of ['mean', 'median', 'std', 'p90', 'p99', 'p99.9'])
    for (const metric of ['ttft', 'tpot', 'itl', 'e2el', 'intvty'])
      r[`${stat}_${metric}`] = Math.random() * 100;
  r.power_metric_schema_version = 2;
  r.power_valid = 0;
  return r;
}

const results = join(work, 'results');
for (let i = 0; i < JOBS; i++) {
  const name = `dsr1_1k1k_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc${i}_h200-cw_0${i % 10}`;
  writeResultFolder(results, name, JSON.stringify(row(i), null, 2));
}

try {
  const args = [cli, 'collect', 'aggregate', 'results/', 'bmk'];
  const seconds = timeProcess(args, { runs: 5, cwd: work });
  const rows = JSON.parse(readFileSync(join(work, 'agg_bmk.json'), 'utf8')).length;
  if (rows !== JOBS) throw new Error(`expected ${JOBS} rows, got ${rows}`);
  // Peak memory: the same command in a child that reports its own max RSS on exit.
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('maxrss=' + u.maxRSS + ' cpu=' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });
       process.argv = [process.argv[0], ${JSON.stringify(cli)}, 'collect', 'aggregate', 'results/', 'bmk'];
       await import(${JSON.stringify(new URL(`file://${cli}`).href)});`,
    ],
    { cwd: work, encoding: 'utf8' },
  );
  const maxRssMb = Number(/maxrss=(\d+)/.exec(probe.stderr)?.[1] ?? NaN) / 1024;
  // CPU seconds (user + system) are robust when other processes load the machine; wall time is not.
  const cpuSeconds = Number(/cpu=(\d+)/.exec(probe.stderr)?.[1] ?? NaN) / 1e6;
  const median = report(
    `collect aggregate (${JOBS} per-job folders)`,
    seconds,
    `peak RSS ${maxRssMb.toFixed(0)} MB, CPU ${cpuSeconds.toFixed(3)} s, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `targets: < 2 s (${median < 2 ? 'met' : 'MISSED'}), < 200 MB (${maxRssMb < 200 ? 'met' : 'MISSED'})`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
