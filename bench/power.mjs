// Single-node power aggregation of a one-hour, 8-GPU nvidia-smi stream sampled every 100 ms
// (288,000 rows, ~30 MB, generated here) through the CLI bundle: wall time (median) and the
// child's peak RSS. Target: < 1 s, < 200 MB.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { report, timeProcess } from './_timing.mjs';

const GPUS = 8;
const SAMPLES = 36000; // one hour at 100 ms
const T0 = Date.UTC(2026, 0, 1) / 1000;
const root = resolve('.');
const cli = join(root, 'bin', 'sweepkit.js');
const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-power-'));
const RF = 'dsr1_1k1k_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_h200-cw_00';

const pad = (n, w = 2) => String(n).padStart(w, '0');
function stamp(seconds) {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
}

const lines = [
  'timestamp, index, power.limit [W], power.draw [W], temperature.gpu, clocks.current.sm [MHz], clocks.current.memory [MHz], utilization.gpu [%], utilization.memory [%], memory.used [MiB], memory.total [MiB]',
];
for (let i = 0; i < SAMPLES; i++) {
  const t = stamp(T0 + i / 10);
  for (let g = 0; g < GPUS; g++)
    lines.push(
      `${t}, ${g}, 700.00 W, ${(450 + 100 * Math.sin(i / 600 + g)).toFixed(2)} W, 61, 1980 MHz, 2619 MHz, 93 %, 41 %, 131072 MiB, 143771 MiB`,
    );
}
writeFileSync(join(work, 'gpu_metrics.csv'), `${lines.join('\n')}\n`);
const start = T0 + 1.25;
const end = T0 + (SAMPLES - 1) / 10 - 1.25;
writeFileSync(
  join(work, `${RF}.json`),
  JSON.stringify({
    benchmark_start_time_unix: start,
    benchmark_end_time_unix: end,
    duration: end - start,
    completed: 4096,
    total_input_tokens: 4194304,
    total_output_tokens: 4194304,
    max_concurrency: 64,
    model_id: 'deepseek-ai/DeepSeek-R1-0528',
    output_throughput: 1165.0,
    total_token_throughput: 2330.0,
  }),
);
const env = {
  TZ: 'UTC',
  RUNNER_TYPE: 'h200',
  FRAMEWORK: 'sglang',
  PRECISION: 'fp8',
  SPEC_DECODING: 'none',
  ISL: '1024',
  OSL: '1024',
  DISAGG: 'false',
  MODEL_PREFIX: 'dsr1',
  IMAGE: 'lmsysorg/sglang:v0.5',
  TP: '8',
  EP_SIZE: '1',
  DP_ATTENTION: 'false',
  RESULT_FILENAME: RF,
  REQUIRE_POWER: '1',
};
const megabytes = statSync(join(work, 'gpu_metrics.csv')).size / 1e6;

try {
  const args = [cli, 'collect', 'process-result'];
  const seconds = timeProcess(args, { runs: 3, cwd: work, env });
  const row = JSON.parse(readFileSync(join(work, `agg_${RF}.json`), 'utf8'));
  if (row.power_valid !== 1) throw new Error(`expected a valid power row, got ${JSON.stringify(row)}`);
  const measure = (extraEnv) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('maxrss=' + u.maxRSS + ' cpu=' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });
       process.argv = [process.argv[0], ${JSON.stringify(cli)}, 'collect', 'process-result'];
       await import(${JSON.stringify(new URL(`file://${cli}`).href)});`,
      ],
      { cwd: work, encoding: 'utf8', env: { ...process.env, ...env, ...extraEnv } },
    );
  const probe = measure({});
  // What a bare node process spends reading the same file, for scale on a loaded machine.
  const bare = spawnSync(
    process.execPath,
    [
      '-e',
      `require('node:fs').readFileSync('gpu_metrics.csv', 'utf8'); process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('cpu=' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });`,
    ],
    { cwd: work, encoding: 'utf8' },
  );
  const bareCpu = Number(/cpu=(\d+)/.exec(bare.stderr)?.[1] ?? NaN) / 1e6;
  const maxRssMb = Number(/maxrss=(\d+)/.exec(probe.stderr)?.[1] ?? NaN) / 1024;
  const cpuSeconds = Number(/cpu=(\d+)/.exec(probe.stderr)?.[1] ?? NaN) / 1e6;
  const median = report(
    `collect process-result with power (${GPUS * SAMPLES} telemetry rows, ${megabytes.toFixed(1)} MB)`,
    seconds,
    `peak RSS ${maxRssMb.toFixed(0)} MB, CPU ${cpuSeconds.toFixed(3)} s (node only reading the file: ${bareCpu.toFixed(3)} s), load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `targets: < 1 s (${median < 1 ? 'met' : 'MISSED'}), < 200 MB (${maxRssMb < 200 ? 'met' : 'MISSED'})`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
