#!/usr/bin/env node
// Whole-process time of the changelog gate and the sweep plan on a one-entry append to a large
// changelog (median of several runs). Uses the real 395 KB changelog and configs from
// ../shared/parity/data when present, else a synthetic ~400 KB changelog over the test fixture
// configs. usage: node bench/changelog.mjs [--runs N]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_CODE_CACHE, NO_V8_TUNING, report, timeProcess } from './_timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 9;
const shared = resolve(root, '..', 'shared', 'parity', 'data');
const real = existsSync(join(shared, 'perf-changelog.yaml'));

function git(cwd, ...args) {
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@b',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@b',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

function syntheticHistory() {
  const keys = ['alpha-fp8-mi300x-vllm', 'config-a', 'config-b', 'delta-fp4-h100-vllm-agentic'];
  const blocks = [];
  for (let i = 0; blocks.join('\n').length < 400_000; i++) {
    blocks.push(
      [
        '- config-keys:',
        `    - ${keys[i % keys.length]}`,
        '  description:',
        `    - "Synthetic entry ${i}: tune the serving flags and refresh the image → measure again"`,
        `    - "Second line of entry ${i} with 'quotes' and numbers 1, 2, 4, 8"`,
        `  pr-link: https://github.com/example-org/bench/pull/${i + 1}`,
        '',
      ].join('\n'),
    );
  }
  return blocks.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'sweepkit-bench-changelog-'));
try {
  let history;
  let added;
  if (real) {
    cpSync(join(shared, 'configs'), join(dir, 'configs'), { recursive: true });
    cpSync(join(shared, 'benchmarks'), join(dir, 'benchmarks'), { recursive: true });
    const text = readFileSync(join(shared, 'perf-changelog.yaml'), 'utf8');
    const last = text.lastIndexOf('\n- config-keys:');
    history = text.slice(0, last).replace(/\n+$/, '\n');
    added = text.slice(last + 1);
  } else {
    cpSync(join(root, 'test', 'fixtures', 'changelog', 'repo', 'configs'), join(dir, 'configs'), {
      recursive: true,
    });
    history = syntheticHistory();
    added = '- config-keys:\n    - config-a\n  description:\n    - "The appended entry"\n  pr-link: XXX\n';
  }
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'perf-changelog.yaml'), history);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'tag', 'base');
  writeFileSync(join(dir, 'perf-changelog.yaml'), `${history}\n${added}`);
  git(dir, 'commit', '-qam', 'head');
  git(dir, 'tag', 'head');

  const size = (Buffer.byteLength(history) / 1024).toFixed(0);
  console.log(`one-entry append to a ${size} KB ${real ? 'real' : 'synthetic'} changelog`);
  const cli = join(root, 'bin', 'sweepkit.js');
  const refs = ['--base-ref', 'base', '--head-ref', 'head'];
  const floor = report('node -e 0 (start-up floor)', timeProcess(['-e', '0'], { runs }));
  const gateArgs = [
    cli,
    'changelog',
    'validate',
    ...refs,
    '--repo',
    real ? 'SemiAnalysisAI/InferenceX' : 'example-org/bench',
    '--pr-number',
    '2707',
  ];
  report(
    'changelog validate without the code cache (first run)',
    timeProcess(gateArgs, { runs, cwd: dir, env: NO_CODE_CACHE }),
  );
  report(
    "changelog validate with V8's default flags",
    timeProcess(gateArgs, { runs, cwd: dir, env: NO_V8_TUNING }),
  );
  const gate = report(
    'changelog validate (the gate, whole process)',
    timeProcess(gateArgs, { runs, cwd: dir }),
  );
  const plan = report(
    'changelog plan (whole process)',
    timeProcess([cli, 'changelog', 'plan', ...refs], { runs, cwd: dir }),
  );
  console.log(
    `gate above the floor: ${(gate - floor).toFixed(3)} s; plan: ${plan.toFixed(3)} s; target: gate median <= 0.500 s`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
