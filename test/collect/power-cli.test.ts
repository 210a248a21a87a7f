// The runner contract of power validation, through the built bundles: the CLI and the
// collect-results action on the reference's worked examples (when ../shared is present), and the
// local-zone rule under a non-UTC zone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../helpers/run-action.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { sharedMaterialDir } from '../helpers/paths.js';
import { topLevelKeys } from './helpers.js';
import { SN_ENV, SN_RF, T0, fixtureText } from './power-files.js';

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-power-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const examplesDir = join(sharedMaterialDir, 'spec', 'power-examples');
const haveExamples = existsSync(examplesDir);

interface Example {
  name: string;
  env: Record<string, string>;
  expected: { files: Record<string, string>; stdout: string; stderr: string; exit: number };
}

function loadExample(name: string): Example {
  const dir = join(examplesDir, name);
  const env: Record<string, string> = { TZ: 'UTC' };
  for (const line of readFileSync(join(dir, 'env'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    env[line.slice(0, at)] = line.slice(at + 1);
  }
  const out = join(dir, 'expected');
  const files: Record<string, string> = {};
  for (const file of readdirSync(out).filter((f) => f.endsWith('.json')))
    files[file] = readFileSync(join(out, file), 'utf8');
  return {
    name,
    env,
    expected: {
      files,
      stdout: readFileSync(join(out, 'stdout.txt'), 'utf8'),
      stderr: readFileSync(join(out, 'stderr.txt'), 'utf8'),
      exit: Number(readFileSync(join(out, 'exit_status.txt'), 'utf8')),
    },
  };
}

/** A working copy of the example's inputs (not its expected outputs). */
function workspace(name: string): string {
  const dir = tmp();
  cpSync(join(examplesDir, name), dir, {
    recursive: true,
    filter: (path) => !/\/expected(\/|$)/.test(path) && !path.endsWith('/env'),
  });
  return dir;
}

/** Same values and the same key order at every level (numbers compared by value: 6140.0 is 6140). */
function expectSameJson(actual: string, expected: string): void {
  expect(JSON.parse(actual)).toEqual(JSON.parse(expected));
  const keys = (text: string) => [...text.matchAll(/^\s*"((?:[^"\\]|\\.)*)":/gm)].map((m) => m[1]);
  expect(keys(actual)).toEqual(keys(expected));
}

/** The power line(s) before the printed row, and the row itself. */
function splitStdout(stdout: string): { lines: string[]; row: string } {
  const at = stdout.indexOf('{');
  return { lines: stdout.slice(0, at).split('\n').filter(Boolean), row: stdout.slice(at) };
}

(haveExamples ? describe : describe.skip)(
  'power worked examples through the bundles (needs ../shared)',
  () => {
    let names: string[] = [];
    beforeAll(() => {
      names = readdirSync(examplesDir).filter((name) => /^\d\d-/.test(name));
    });

    it('there are 18 examples', () => {
      expect(names).toHaveLength(18);
    });

    it('CLI: row, sidecar, stdout, stderr and exit status of every example', async () => {
      for (const name of names) {
        const example = loadExample(name);
        const cwd = workspace(name);
        const result = await runCliAsync(['collect', 'process-result'], {
          cwd,
          env: example.env,
          isolatedEnv: true,
        });
        expect({ name, code: result.code }).toEqual({ name, code: example.expected.exit });
        expect({ name, stderr: result.stderr }).toEqual({ name, stderr: example.expected.stderr });
        const got = splitStdout(result.stdout);
        const want = splitStdout(example.expected.stdout);
        expect({ name, lines: got.lines }).toEqual({ name, lines: want.lines });
        expectSameJson(got.row, want.row);
        for (const [file, text] of Object.entries(example.expected.files)) {
          const written = readFileSync(join(cwd, file), 'utf8');
          expect(written.endsWith('}')).toBe(true);
          expectSameJson(written, text);
        }
      }
    }, 120_000); // 18 runs in one test: room for a loaded machine

    it('action: the same files, the power line on stdout, stderr lines as warnings, failure under REQUIRE_POWER', async () => {
      for (const name of names) {
        const example = loadExample(name);
        const cwd = workspace(name);
        const result = await runAction('collect-results/process-result', {
          env: { ...example.env, GITHUB_WORKSPACE: cwd },
          cwd,
        });
        expect({ name, code: result.code }).toEqual({ name, code: example.expected.exit });
        const warnings = result.annotations.filter((a) => a.level === 'warning').map((a) => `${a.message}\n`);
        expect({ name, warnings: warnings.join('') }).toEqual({ name, warnings: example.expected.stderr });
        const want = splitStdout(example.expected.stdout);
        for (const line of want.lines) expect(result.stdout).toContain(`${line}\n`);
        for (const [file, text] of Object.entries(example.expected.files))
          expectSameJson(readFileSync(join(cwd, file), 'utf8'), text);
      }
    }, 120_000);
  },
);

describe('power validation through the CLI: the local time zone', () => {
  it('nvidia-smi stamps written in New York local time validate under TZ=America/New_York only', async () => {
    const cwd = tmp();
    writeFileSync(join(cwd, `${SN_RF}.json`), fixtureText('sn', 'raw.json'));
    // The fixture's UTC stream, rewritten as the local wall clock of New York (UTC-5 in January).
    const utc = fixtureText('sn', 'ramp.csv');
    const shifted = utc.replace(/^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{3})/gm, (stamp) => {
      const seconds =
        Date.parse(`${stamp.slice(0, 10).replace(/\//g, '-')}T${stamp.slice(11)}Z`) / 1000 - 5 * 3600;
      const d = new Date(seconds * 1000).toISOString();
      return `${d.slice(0, 10).replace(/-/g, '/')} ${d.slice(11, 23)}`;
    });
    writeFileSync(join(cwd, 'gpu_metrics.csv'), shifted);
    const local = await runCliAsync(['collect', 'process-result'], {
      cwd,
      env: { ...SN_ENV, TZ: 'America/New_York' },
      isolatedEnv: true,
    });
    expect(local.stderr).toBe('');
    expect(JSON.parse(readFileSync(join(cwd, `agg_${SN_RF}.json`), 'utf8')).total_gpu_energy_j).toBe(6890);
    const utcRun = await runCliAsync(['collect', 'process-result'], {
      cwd,
      env: { ...SN_ENV, TZ: 'UTC' },
      isolatedEnv: true,
    });
    // Read as UTC the same stamps fall five hours before the window.
    expect(utcRun.stderr).toContain('Power validation failed: no_usable_power_samples');
    expect(topLevelKeys(readFileSync(join(cwd, `power_validation_${SN_RF}.json`), 'utf8'))[0]).toBe(
      'schema_version',
    );
    expect(T0).toBe(Date.UTC(2026, 0, 2) / 1000);
  });
});

describe('power validation through the CLI: an audit file that cannot be written', () => {
  it('fails a strict job with valid power, names the file, and leaves the row written', async () => {
    const cwd = tmp();
    writeFileSync(join(cwd, `${SN_RF}.json`), fixtureText('sn', 'raw.json'));
    writeFileSync(join(cwd, 'gpu_metrics.csv'), fixtureText('sn', 'ramp.csv'));
    // A directory in the sidecar's place makes the final rename fail.
    mkdirSync(join(cwd, `power_validation_${SN_RF}.json`));
    const strict = await runCliAsync(['collect', 'process-result'], {
      cwd,
      env: { ...SN_ENV, TZ: 'UTC', REQUIRE_POWER: '1' },
      isolatedEnv: true,
    });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(
      new RegExp(
        `^\\[aggregate_power\\] Failed to write validation artifact power_validation_${SN_RF}\\.json: `,
      ),
    );
    expect(JSON.parse(readFileSync(join(cwd, `agg_${SN_RF}.json`), 'utf8')).power_valid).toBe(1);
    expect(existsSync(join(cwd, `power_validation_${SN_RF}.json.tmp`))).toBe(false);
    const lenient = await runCliAsync(['collect', 'process-result'], {
      cwd,
      env: { ...SN_ENV, TZ: 'UTC' },
      isolatedEnv: true,
    });
    expect(lenient.code).toBe(0);
  });
});
