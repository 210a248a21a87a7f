#!/usr/bin/env node
// Runs the reference parity checkers in ../shared/parity (when present) against the CLI.
// usage: node scripts/parity.mjs [matrix|invalid|changelog ...] [--jobs N]   default: all three.
//
// Each checker runs one CLI process per recorded case, one after the other, so a suite alone keeps
// one core busy. The cases of each suite are split into shards (directories of links to the case
// files, which the checkers accept as --cases) and the shards run side by side, --jobs at a time
// (default: the number of cores). Every case still runs once, through the checker itself; this
// script only adds up the checkers' own verdicts.
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const parity = resolve(root, '..', 'shared', 'parity');
if (!existsSync(parity)) {
  console.log('parity: ../shared/parity is not present; nothing to check');
  process.exit(0);
}
const argv = process.argv.slice(2);
const jobsAt = argv.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(argv[jobsAt + 1]) : availableParallelism();
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`parity: --jobs must be a positive integer (got '${argv[jobsAt + 1]}')`);
  process.exit(2);
}
const chosen = argv.filter((_, i) => jobsAt < 0 || (i !== jobsAt && i !== jobsAt + 1));

const cli = join(root, 'bin', 'sweepkit.js');
const node = process.execPath;
const matrixChecker = join(parity, 'check-matrix.mjs');
const suites = {
  // The slowest first, so that it never starts last.
  changelog: {
    cases: join(parity, 'changelog/cases'),
    args: (cases) => [
      join(parity, 'check-changelog.mjs'),
      '--cases',
      cases,
      '--gate',
      `${node} ${cli} changelog validate`,
      '--plan',
      `${node} ${cli} changelog plan`,
    ],
  },
  matrix: {
    cases: join(parity, 'matrix/cases'),
    args: (cases) => [
      matrixChecker,
      '--cases',
      cases,
      '--data',
      join(parity, 'data'),
      '--',
      node,
      cli,
      'matrix',
    ],
  },
  invalid: {
    cases: join(parity, 'invalid/cases'),
    args: (cases) => [
      matrixChecker,
      '--cases',
      cases,
      '--data',
      join(parity, 'invalid/data'),
      '--',
      node,
      cli,
      'matrix',
    ],
  },
};
for (const name of chosen) {
  if (!Object.hasOwn(suites, name)) {
    console.error(`parity: unknown suite '${name}' (suites: ${Object.keys(suites).join(', ')})`);
    process.exit(2);
  }
}

/** Cases per shard: small enough to balance the cores, large enough that a checker's start-up is noise. */
const SHARD_CASES = 20;
/**
 * The changelog checker builds a git repository per case (a copy of the configs and benchmarks,
 * two commits) in the temporary directory. On a RAM-backed one it takes about half the time (most
 * of it is the file system's own work), so the checkers get one under /dev/shm when the machine
 * has it.
 */
function scratchRoot() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}
const scratch = mkdtempSync(join(scratchRoot(), 'sweepkit-parity-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const checkerTmp = join(scratch, 'tmp');
mkdirSync(checkerTmp);

const shards = [];
for (const [name, suite] of Object.entries(suites)) {
  if (chosen.length && !chosen.includes(name)) continue;
  const files = readdirSync(suite.cases)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const count = Math.max(1, Math.ceil(files.length / SHARD_CASES));
  for (let s = 0; s < count; s++) {
    const dir = join(scratch, `${name}-${s}`);
    mkdirSync(dir);
    // Round robin, so slow and fast cases (named alike) spread over the shards.
    for (let i = s; i < files.length; i += count)
      symlinkSync(join(suite.cases, files[i]), join(dir, files[i]));
    shards.push({ name, args: suite.args(dir) });
  }
}

/**
 * The checkers' environment. Every case runs offline (local commands on local files), and Node
 * reads the CA bundle NODE_EXTRA_CA_CERTS names at every start of each of the hundreds of CLI
 * processes here. So the variable is left out, as the test suite leaves it out.
 */
const { NODE_EXTRA_CA_CERTS: _caCerts, ...offline } = process.env;
const checkerEnv = { ...offline, TMPDIR: checkerTmp };

function runShard(shard) {
  return new Promise((done) => {
    const child = spawn(node, shard.args, {
      cwd: root,
      env: checkerEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ ...shard, code, output }));
  });
}

const started = Date.now();
const queue = [...shards];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length) results.push(await runShard(queue.shift()));
  }),
);

let failed = 0;
for (const name of Object.keys(suites)) {
  const mine = results.filter((r) => r.name === name);
  if (mine.length === 0) continue;
  let passed = 0;
  let wrong = 0;
  for (const r of mine) {
    const verdict = /parity: (\d+) passed, (\d+) failed/.exec(r.output);
    if (verdict) {
      passed += Number(verdict[1]);
      wrong += Number(verdict[2]);
    }
    // A shard that failed, or ended without its checker's verdict, shows everything it printed.
    if (r.code !== 0 || !verdict) process.stdout.write(`\n--- parity: ${name} (a shard)\n${r.output}`);
    if (r.code !== 0 || !verdict) failed++;
  }
  console.log(`--- parity: ${name}: ${passed} passed, ${wrong} failed (${mine.length} shards)`);
}
console.log(`parity: ${((Date.now() - started) / 1000).toFixed(1)} s with ${jobs} jobs`);
process.exit(failed ? 1 : 0);
