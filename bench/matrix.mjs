#!/usr/bin/env node
// Whole-process time of `sweepkit matrix full-sweep` over a pair of master files (median of
// several runs). Defaults to ../shared/parity/data (the real configs) when present, else the
// examples in configs/. usage: node bench/matrix.mjs [DATA_DIR] [--runs N]
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_CODE_CACHE, NO_V8_TUNING, report, timeProcess } from './_timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 11;
const positional = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');
const shared = resolve(root, '..', 'shared', 'parity', 'data');
const dataDir = positional[0] ? resolve(positional[0]) : existsSync(join(shared, 'configs')) ? shared : root;
const cli = join(root, 'bin', 'sweepkit.js');
const args = [
  cli,
  'matrix',
  'full-sweep',
  '--config-files',
  'configs/nvidia-master.yaml',
  'configs/amd-master.yaml',
];

console.log(`full sweep over ${join(dataDir, 'configs')}/{nvidia,amd}-master.yaml`);
const baseline = report('node -e 0 (start-up floor)', timeProcess(['-e', '0'], { runs }));
report(
  'matrix full-sweep without the code cache (first run)',
  timeProcess(args, { runs, cwd: dataDir, env: NO_CODE_CACHE }),
);
report(
  "matrix full-sweep with V8's default flags",
  timeProcess(args, { runs, cwd: dataDir, env: NO_V8_TUNING }),
);
const sweep = report('matrix full-sweep (whole process)', timeProcess(args, { runs, cwd: dataDir }));
console.log(`generator work above the floor: ${(sweep - baseline).toFixed(3)} s; target: median <= 0.300 s`);
