/**
 * The package as a user gets it: `npm pack`, a global install of the tarball into an empty
 * prefix (its one runtime dependency comes from the npm cache, or the registry when the cache
 * lacks it), then the installed `sweepkit` run from an empty folder on the example configs and
 * workflows the package ships. Everything else the CLI and the actions need is bundled.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../helpers/paths.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

// The test environment leaves the CA bundle out of every process (test/helpers/test-env.cjs);
// `npm install` gets it back, as it may reach the registry.
const { KEPT_CA_CERTS } = createRequire(import.meta.url)('../helpers/test-env.cjs') as {
  KEPT_CA_CERTS: string;
};
const registryEnv = {
  ...process.env,
  ...(process.env[KEPT_CA_CERTS] === undefined ? {} : { NODE_EXTRA_CA_CERTS: process.env[KEPT_CA_CERTS] }),
};

let scratch = '';
let tarball = '';
let installed = '';
let bin = '';
let cwd = '';

function sweepkit(...args: string[]) {
  return spawnSync(bin, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sweepkit-pack-'));
  const name = execFileSync(npm, ['pack', '--ignore-scripts', '--silent', '--pack-destination', scratch], {
    cwd: projectRoot,
    encoding: 'utf8',
  }).trim();
  tarball = join(scratch, name.split('\n').pop()!);
  const prefix = join(scratch, 'prefix');
  execFileSync(
    npm,
    ['install', '--global', '--prefix', prefix, tarball, '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: scratch, stdio: 'pipe', env: registryEnv },
  );
  installed = join(prefix, 'lib', 'node_modules', 'sweepkit');
  bin = join(prefix, 'bin', 'sweepkit');
  cwd = join(scratch, 'empty');
  mkdirSync(cwd);
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the bundles, bin, action.yml files, docs and examples, and no tests, fixtures or sources', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((path) => path.replace(/^package\//, ''));
    for (const expected of [
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'bin/sweepkit.js',
      'dist/cli/matrix/index.js',
      'actions/matrix-generate/action.yml',
      'actions/matrix-generate/dist/main/index.js',
      'actions/reuse-gate/stage/action.yml',
      'actions/reuse-gate/dist/stage/index.js',
      'action-docs/commands.md',
      'docs/adopting.md',
      'configs/nvidia-master.yaml',
      'workflows/run-sweep.yml',
      'workflows/simulate/run-sweep.outputs.json',
    ])
      expect(files).toContain(expected);
    const unwanted = files.filter((path) =>
      /^(test|shared|io|cli|scripts|bench|lib|\.github|\.ci)\/|\/src\/|fixtures|\.test\.|\.ts$/.test(path),
    );
    expect(unwanted).toEqual([]);
  });

  it('installs with no runtime dependency: the committed bundles carry what they use', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      private?: boolean;
    };
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.private).toBeUndefined();
  });

  it('sweepkit --version prints the package version', () => {
    const run = sweepkit('--version');
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`${version}\n`);
    expect(run.status).toBe(0);
  });

  it('sweepkit matrix runs on the shipped example configs', () => {
    const configs = join(installed, 'configs');
    const run = sweepkit(
      'matrix',
      'full-sweep',
      '--config-files',
      join(configs, 'nvidia-master.yaml'),
      join(configs, 'amd-master.yaml'),
      '--runner-config',
      join(configs, 'runners.yaml'),
      '--single-node',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty('runner');
  });

  it('sweepkit simulate evaluates the shipped run-sweep workflow with its shipped outputs', () => {
    const run = sweepkit(
      'simulate',
      join(installed, 'workflows', 'run-sweep.yml'),
      '--event',
      'pull_request',
      '--action',
      'labeled',
      '--label',
      'full-sweep-enabled',
      '--labels',
      'full-sweep-enabled',
      '--json',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as {
      triggered: boolean;
      jobs: Record<string, { status: string; outputs?: Record<string, string> }>;
    };
    expect(report.triggered).toBe(true);
    expect(report.jobs['check-changelog']?.status).toBe('run');
    // From workflows/simulate/run-sweep.outputs.json, which the package must ship beside the workflow.
    expect(report.jobs['check-changelog']?.outputs).toEqual({ 'skip-pr-sweep': 'false' });
  });
});
