#!/usr/bin/env node
// What a CI job pays, whole process, side by side: for each scenario the CLI command, the action
// bundle on the same request (as the runner calls it: `node actions/<name>/dist/<entry>/index.js` with
// INPUT_* and the GITHUB_* files), `node -e 0`, and the reference implementation when a checkout
// of it is given (its interpreter called directly, no shell). The commands of one scenario run in
// turn, round after round, so a change in the machine's load hits them all alike; the table shows
// medians and each one's ratio to the CLI.
//
// usage: node bench/side-by-side.mjs [scenario ...] [--runs N] [--reference DIR] [--runner-env]
//                                    [--baseline DIR]
//   scenarios: matrix, gate, plan, aggregate-500, aggregate-5000, aggregate-50000 (a prefix picks
//   several: `aggregate`); default all. --reference (or SWEEPKIT_REFERENCE): a checkout of the
//   reference repository (default ../shared/reference when present). --runner-env: every command
//   without the variables this machine sets and a GitHub-hosted runner does not, which change
//   Node's start-up (NODE_EXTRA_CA_CERTS: Node reads that CA bundle at every start, ~56 ms on the
//   machine these figures come from; Python does not read it). --baseline: another checkout of
//   sweepkit (a worktree of an earlier commit, built) whose CLI and action run beside these on
//   the same requests, to show what a change did.
// Data: the real configs and changelog in ../shared/parity/data when present, else the examples
// and synthetic data.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './_timing.mjs';
import { writeResultFolder } from '../test/helpers/result-folders.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
/** Set on this machine, not on a GitHub-hosted runner, and read by every Node process at start. */
const MACHINE_ONLY = ['NODE_EXTRA_CA_CERTS'];
const runnerEnv = argv.includes('--runner-env');
if (runnerEnv) for (const name of MACHINE_ONLY) delete process.env[name];
const option = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const positional = argv.filter(
  (a, i) => !a.startsWith('--') && !['--runs', '--reference', '--baseline'].includes(argv[i - 1]),
);
const baselineDir = option('--baseline') && resolve(option('--baseline'));
const shared = resolve(root, '..', 'shared', 'parity', 'data');
const real = existsSync(join(shared, 'perf-changelog.yaml'));
const referenceDir = [
  option('--reference'),
  process.env.SWEEPKIT_REFERENCE,
  resolve(root, '..', 'shared', 'reference'),
]
  .filter(Boolean)
  .map((dir) => resolve(dir))
  .find((dir) => existsSync(join(dir, 'utils')));
const python = referenceDir ? pythonInterpreter() : undefined;
const cli = join(root, 'bin', 'sweepkit.js');
const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-side-'));

/**
 * The interpreter itself, not the launcher on PATH: a version manager's shim (pyenv's is a bash
 * script that re-executes python) adds ~0.3 s to every run here, which is not the reference's cost.
 */
function pythonInterpreter() {
  const launcher = which('python3');
  if (!launcher) return undefined;
  const r = spawnSync(launcher, ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
  return (r.status === 0 && r.stdout.trim()) || launcher;
}

/** Whether the reference checkout has `script` (a partial checkout runs only the scenarios it can). */
const referenceHas = (script) => Boolean(python && existsSync(join(referenceDir, script)));

function which(name) {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function git(cwd, ...args) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@b',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@b',
  };
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

/** An action entry's bundle: `dist/<entry>/index.js`, or the main one (`dist/main/`) for the main entry. */
function actionBundle(action, entry) {
  const own = join(root, 'actions', action, 'dist', entry, 'index.js');
  return {
    file: existsSync(own) ? own : join(root, 'actions', action, 'dist', 'main', 'index.js'),
    inputs: {},
  };
}

/**
 * The environment the runner gives a step: the machine's own (as for the CLI and `node -e 0`: a
 * variable such as NODE_EXTRA_CA_CERTS changes every Node process's start-up alike), without any
 * INPUT_* or GITHUB_* of the bench's own process, plus INPUT_* and fresh GITHUB_OUTPUT /
 * GITHUB_STEP_SUMMARY files.
 */
function actionCommand(bundle, inputs, cwd) {
  const dir = mkdtempSync(join(work, 'step-'));
  const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
  const machine = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(INPUT|GITHUB)_/.test(name)),
  );
  const env = {
    ...machine,
    ...files,
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: real ? 'SemiAnalysisAI/InferenceX' : 'example-org/bench',
    GITHUB_RUN_ID: '1000',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_WORKSPACE: cwd,
    RUNNER_TEMP: dir,
  };
  writeFileSync(env.GITHUB_EVENT_PATH, '{}');
  for (const [name, value] of Object.entries({ ...bundle.inputs, ...inputs }))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return {
    cmd: process.execPath,
    args: [bundle.file],
    cwd,
    env,
    before: () => {
      writeFileSync(files.GITHUB_OUTPUT, '');
      writeFileSync(files.GITHUB_STEP_SUMMARY, '');
    },
  };
}

const node = (args, cwd, env) => ({
  cmd: process.execPath,
  args,
  cwd,
  env: env ? { ...process.env, ...env } : process.env,
});

// Scenario set-up (each built only when picked) ----------------------------------------------
const configsDir = () => (existsSync(join(shared, 'configs')) ? shared : root);

function matrixScenario() {
  const cwd = configsDir();
  const files = ['configs/nvidia-master.yaml', 'configs/amd-master.yaml'];
  return {
    title: `matrix: full sweep over ${cwd === shared ? 'the real' : 'the example'} master configs`,
    cli: node([cli, 'matrix', 'full-sweep', '--config-files', ...files], cwd),
    action: actionCommand(
      actionBundle('matrix-generate', 'matrix'),
      { command: 'full-sweep', 'config-files': files.join(' ') },
      cwd,
    ),
    reference: referenceHas('utils/matrix_logic/generate_sweep_configs.py') && {
      cmd: python,
      args: [
        join(referenceDir, 'utils/matrix_logic/generate_sweep_configs.py'),
        'full-sweep',
        '--config-files',
        ...files,
      ],
      cwd,
      env: process.env,
    },
  };
}

let changelogRepo;
function changelogDir() {
  if (changelogRepo) return changelogRepo;
  const dir = mkdtempSync(join(work, 'changelog-'));
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
    const blocks = [];
    for (let i = 0; blocks.join('\n').length < 400_000; i++)
      blocks.push(
        `- config-keys:\n    - config-${'ab'[i % 2]}\n  description:\n    - "Synthetic entry ${i}"\n  pr-link: https://github.com/example-org/bench/pull/${i + 1}\n`,
      );
    history = blocks.join('\n');
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
  changelogRepo = dir;
  return dir;
}

const refs = ['--base-ref', 'base', '--head-ref', 'head'];
const refInputs = { 'base-ref': 'base', 'head-ref': 'head' };

function gateScenario() {
  const cwd = changelogDir();
  const repo = real ? 'SemiAnalysisAI/InferenceX' : 'example-org/bench';
  return {
    title: `gate: a one-entry append to ${real ? 'the real' : 'a synthetic'} changelog`,
    cli: node([cli, 'changelog', 'validate', ...refs, '--repo', repo, '--pr-number', '2707'], cwd),
    action: actionCommand(
      actionBundle('changelog-gate', 'changelog-gate'),
      { ...refInputs, repository: repo, 'pr-number': '2707' },
      cwd,
    ),
  };
}

function planScenario() {
  const cwd = changelogDir();
  return {
    title: 'plan: the sweep plan of the same append',
    cli: node([cli, 'changelog', 'plan', ...refs], cwd),
    action: actionCommand(actionBundle('matrix-generate', 'changelog'), refInputs, cwd),
    reference: referenceHas('utils/process_changelog.py') && {
      cmd: python,
      args: [
        join(referenceDir, 'utils/process_changelog.py'),
        '--changelog-file',
        'perf-changelog.yaml',
        ...refs,
      ],
      cwd,
      env: process.env,
    },
  };
}

function resultRow(i) {
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
    isl: 1024,
    osl: 1024,
    is_multinode: false,
    tp: 8,
    ep: 1,
    dp_attention: 'false',
    tput_per_gpu: 102.4 + i,
    output_tput_per_gpu: 51.2,
    input_tput_per_gpu: 51.2,
  };
  for (const stat of ['mean', 'median', 'std', 'p90', 'p99', 'p99.9'])
    for (const metric of ['ttft', 'tpot', 'itl', 'e2el', 'intvty'])
      r[`${stat}_${metric}`] = (i * 37 + stat.length * metric.length) % 100;
  return r;
}

function aggregateScenario(folders) {
  const cwd = mkdtempSync(join(work, `aggregate-${folders}-`));
  const results = join(cwd, 'results');
  for (let i = 0; i < folders; i++)
    writeResultFolder(
      results,
      `dsr1_1k1k_fp8_sglang_tp8-ep1-dpafalse_conc${i}_h200-cw_0${i % 10}`,
      JSON.stringify(resultRow(i), null, 2),
    );
  return {
    title: `aggregate: ${folders.toLocaleString('en')} result folders`,
    folders,
    cli: node([cli, 'collect', 'aggregate', 'results/', 'bmk'], cwd),
    action: actionCommand(
      actionBundle('collect-results', 'throughput'),
      { 'result-prefix': 'bmk', 'results-dir': 'results', download: 'false', upload: 'false' },
      cwd,
    ),
    reference: referenceHas('utils/collect_results.py') && {
      cmd: python,
      args: [join(referenceDir, 'utils/collect_results.py'), 'results/', 'bmk'],
      cwd,
      env: process.env,
    },
  };
}

const SCENARIOS = {
  matrix: matrixScenario,
  gate: gateScenario,
  plan: planScenario,
  'aggregate-500': () => aggregateScenario(500),
  'aggregate-5000': () => aggregateScenario(5000),
  'aggregate-50000': () => aggregateScenario(50000),
};
/** Rounds per scenario: fewer for the slow ones, so the whole table takes a few minutes. */
const ROUNDS = { 'aggregate-50000': 3, 'aggregate-5000': 5 };

/**
 * The scenario's CLI and action commands with the baseline checkout's files (an action bundle
 * the baseline does not have is left out).
 */
function baselineCommands(s) {
  const moved = (c) => {
    const [file, ...rest] = c.args;
    const there = join(baselineDir, file.slice(root.length));
    return file.startsWith(root) && existsSync(there) ? { ...c, args: [there, ...rest] } : undefined;
  };
  const out = {};
  const cliThere = moved(s.cli);
  const actionThere = moved(s.action);
  if (cliThere) out['base cli'] = cliThere;
  if (actionThere) out['base action'] = actionThere;
  return out;
}

// Timing --------------------------------------------------------------------------------------
/** Wall and CPU (user + system) seconds of one run; CPU time is steadier on a loaded machine. */
function once(c) {
  c.before?.();
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', c.cmd, ...c.args], {
    cwd: c.cwd,
    env: c.env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0)
    throw new Error(
      `bench command failed (${r.status}): ${c.cmd} ${c.args.join(' ')}\n${r.stdout.slice(0, 2000)}\n${r.stderr.slice(-2000)}`,
    );
  const [user, system] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + system };
}

const picked = positional.length
  ? // A scenario's exact name picks it alone (aggregate-500 is also a prefix of aggregate-5000).
    Object.keys(SCENARIOS).filter((name) =>
      positional.some((p) => name === p || (!Object.hasOwn(SCENARIOS, p) && name.startsWith(p))),
    )
  : Object.keys(SCENARIOS);
if (picked.length === 0) {
  console.error(
    `no scenario matches ${positional.join(', ')}; scenarios: ${Object.keys(SCENARIOS).join(', ')}`,
  );
  process.exit(2);
}
if (!existsSync('/usr/bin/time')) {
  console.error('bench: /usr/bin/time is needed (it reports the CPU time of each run)');
  process.exit(2);
}

const table = [];
try {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; reference: ${referenceDir ? `${referenceDir} (${python})` : 'not present (pass --reference DIR)'}`,
  );
  const set = MACHINE_ONLY.filter((name) => process.env[name]);
  console.log(
    runnerEnv
      ? `environment: as on a GitHub-hosted runner (${MACHINE_ONLY.join(', ')} unset for every command)`
      : `environment: this machine's${set.length ? `, with ${set.join(', ')} set (--runner-env runs without)` : ''}`,
  );
  for (const name of picked) {
    const s = SCENARIOS[name]();
    const runs = Number(option('--runs') ?? ROUNDS[name] ?? 9);
    const commands = { cli: s.cli, action: s.action, 'node -e 0': node(['-e', '0'], work) };
    if (s.reference) commands.reference = s.reference;
    if (baselineDir) Object.assign(commands, baselineCommands(s));
    const times = Object.fromEntries(Object.keys(commands).map((k) => [k, { wall: [], cpu: [] }]));
    for (const c of Object.values(commands)) once(c); // warm-up: the file cache
    for (let round = 0; round < runs; round++)
      for (const [k, c] of Object.entries(commands)) {
        const t = once(c);
        times[k].wall.push(t.wall);
        times[k].cpu.push(t.cpu);
      }
    const m = Object.fromEntries(
      Object.entries(times).map(([k, t]) => [k, { wall: median(t.wall), cpu: median(t.cpu) }]),
    );
    console.log(`\n${s.title} (${runs} alternating rounds, load ${loadavg()[0].toFixed(1)})`);
    for (const [k, v] of Object.entries(m))
      console.log(
        `  ${k.padEnd(11)} wall ${v.wall.toFixed(3)} s (${(v.wall / m.cli.wall).toFixed(2)}x CLI)   cpu ${v.cpu.toFixed(3)} s (${(v.cpu / m.cli.cpu).toFixed(2)}x CLI)`,
      );
    if (s.folders) {
      const floor = m['node -e 0'].cpu;
      console.log(
        `  per folder above node -e 0 (cpu): CLI ${(((m.cli.cpu - floor) / s.folders) * 1e6).toFixed(1)} µs, action ${(((m.action.cpu - floor) / s.folders) * 1e6).toFixed(1)} µs`,
      );
    }
    table.push({ name, m });
  }
  if (table.length > 1) {
    console.log('\nmedians, wall seconds (cpu seconds); ratios to the CLI');
    console.log('| scenario | CLI | action | action/CLI | node -e 0 | reference | reference/CLI |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const { name, m } of table) {
      const f = (v) => (v ? `${v.wall.toFixed(3)} (${v.cpu.toFixed(3)})` : '—');
      const r = (v) => (v ? `${(v.wall / m.cli.wall).toFixed(2)} (${(v.cpu / m.cli.cpu).toFixed(2)})` : '—');
      console.log(
        `| ${name} | ${f(m.cli)} | ${f(m.action)} | ${r(m.action)} | ${f(m['node -e 0'])} | ${f(m.reference)} | ${r(m.reference)} |`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
