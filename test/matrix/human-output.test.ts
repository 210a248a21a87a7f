/**
 * The matrix for people: the table (fits 100 columns, long names cut with an ellipsis), colour
 * only on a TTY without NO_COLOR, the filter an empty matrix is blamed on, fail-on-empty, and
 * "did you mean" for a mistyped flag. In-process; cli.test.ts drives the real CLI.
 */
import { describe, expect, it } from '@jest/globals';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseFlags } from '../../shared/matrix/args.js';
import { FLAGS, parseInvocation } from '../../shared/matrix/flags.js';
import { fullSweep, testConfig } from '../../shared/matrix/generate.js';
import { emptyCause, emptyMessage, refuseEmpty } from '../../shared/matrix/empty.js';
import type { FullSweepOptions, TestConfigOptions } from '../../shared/matrix/options.js';
import { ELLIPSIS, matrixTable } from '../../shared/matrix/table.js';
import { closestNames, didYouMean } from '../../shared/suggest.js';
import { colourEnabled, painter } from '../../cli/_common/colour.js';
import { OUTPUT_FLAGS } from '../../cli/matrix/output.js';
import { fixture, inputsFrom } from './helpers.js';

const ESC = '\u001b[';

describe('matrixTable', () => {
  it('one line per config and sequence, with the concurrency range, node count and row count', async () => {
    const rows = await fullSweep(await inputsFrom(fixture('mixed-master.yaml')), { noEvals: true });
    const lines = matrixTable(rows).trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^kind\s+runner\s+model\s+framework\s+precision\s+isl\/osl\s+conc\s+nodes\s+rows$/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^sn-fixed\s+h200\s+org\/dense\s+sglang\s+fp8\s+8k1k\s+4-128\s+1\s+9$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^mn-fixed\s+b200-multinode\s.*\s3\s+2$/));
    expect(lines.at(-1)).toBe(
      `${rows.length} row(s) in 5 line(s); conc is the range of the lines' concurrencies`,
    );
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(matrixTable(rows)).not.toContain(ESC);
  });

  it('cuts long models and runners with an ellipsis to fit the width, never the numbers', () => {
    const row = {
      model: `org/${'m'.repeat(90)}`,
      runner: `cluster:${'r'.repeat(40)}`,
      framework: 'dynamo-sglang',
      precision: 'fp4',
      isl: 8192,
      osl: 1024,
      conc: [256, 512],
      prefill: { 'num-worker': 1, tp: 8, ep: 1 },
      decode: { 'num-worker': 2, tp: 8, ep: 1 },
      'node-count': 12,
    };
    for (const width of [100, 80]) {
      const lines = matrixTable([row], { width }).trimEnd().split('\n');
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(width);
      expect(lines[1]).toContain(ELLIPSIS);
      expect(lines[1]).toMatch(/256-512\s+12\s+1$/);
    }
  });

  it('styles the heading and the footer only through the given style', () => {
    const text = matrixTable([], { style: painter(true) });
    expect(text.startsWith(`${ESC}1mkind`)).toBe(true);
    expect(text).toContain(`${ESC}2m0 row(s) in 0 line(s)`);
  });
});

describe('colour only on a TTY and never with NO_COLOR', () => {
  it.each<[string, boolean, NodeJS.ProcessEnv, boolean]>([
    ['a TTY', true, {}, true],
    ['a TTY with NO_COLOR=1', true, { NO_COLOR: '1' }, false],
    ['a TTY with an empty NO_COLOR (the convention: present and not empty)', true, { NO_COLOR: '' }, true],
    ['a pipe', false, {}, false],
    ['a pipe with NO_COLOR', false, { NO_COLOR: '1' }, false],
  ])('%s → %s', (_name, tty, env, expected) => {
    expect(colourEnabled(1, env, () => tty)).toBe(expected);
  });

  it('a file or a device is no terminal', () => {
    for (const path of [tmpdir(), '/dev/null']) {
      const fd = openSync(path, 'r');
      try {
        expect([path, colourEnabled(fd, {})]).toEqual([path, false]);
      } finally {
        closeSync(fd);
      }
    }
  });

  it('painter(false) leaves text as it is', () => {
    expect(painter(false)('x', 'warning')).toBe('x');
    expect(painter(true)('x', 'warning')).toBe(`${ESC}33mx${ESC}39m`);
  });
});

describe('an empty matrix names the filter that removed the last rows', () => {
  const full = (options: FullSweepOptions) => async () => {
    const inputs = await inputsFrom(fixture('mixed-master.yaml'));
    return emptyCause(options, (o) => fullSweep(inputs, o));
  };
  const test = (options: TestConfigOptions) => async () => {
    const inputs = await inputsFrom(fixture('mixed-master.yaml'));
    return emptyCause(options, (o) => testConfig(inputs, o));
  };
  it.each<[string, () => Promise<{ filter?: string; rowsBefore: number }>, string | undefined]>([
    ['test-config --conc 3 (not in range)', test({ configKeys: ['sn-a'], conc: [3] }), '--conc 3'],
    [
      'test-config --seq-lens 1k1k --conc 128 (the conc filter is the last one)',
      test({ configKeys: ['sn-a'], seqLens: ['1k1k'], conc: [128] }),
      '--conc 128',
    ],
    ['full-sweep --model-prefix dsr2', full({ modelPrefix: ['dsr2'] }), '--model-prefix dsr2'],
    ['a runner node filter matching nothing', full({ runnerNodeFilter: 'zzz' }), '--runner-node-filter zzz'],
    ['the framework, before a later filter', full({ framework: ['vllm'], maxConc: 1 }), '--framework vllm'],
    ['--min-conc above every range', full({ minConc: 100000 }), '--min-conc 100000'],
  ])('%s', async (_name, run, filter) => {
    const cause = await run();
    expect(cause.filter).toBe(filter);
    expect(cause.rowsBefore).toBeGreaterThan(0);
  });

  it('says so when there are rows', async () => {
    expect(emptyMessage({ filter: '--conc 3', rowsBefore: 12 })).toBe(
      'the generated matrix is empty: --conc 3 removed the last 12 row(s)',
    );
  });

  it('fail-on-empty throws (naming the filter) only for an empty matrix when asked', () => {
    expect(() => refuseEmpty([], true, { filter: '--conc 3', rowsBefore: 12 })).toThrow(
      'the generated matrix is empty: --conc 3 removed the last 12 row(s)',
    );
    expect(() => refuseEmpty([], false)).not.toThrow();
    expect(() => refuseEmpty([{}], true)).not.toThrow();
  });
});

describe('flags: the CLI-only ones and "did you mean"', () => {
  it('--format and --fail-on-empty are read only by their full names; prefixes keep meaning the reference flags', () => {
    const request = parseInvocation(
      ['full-sweep', '--config-files', 'a.yaml', '--format', 'table', '--fail-on-empty', '--f', 'sglang'],
      OUTPUT_FLAGS,
    )!;
    expect(request.extraFlags).toEqual({ '--format': 'table', '--fail-on-empty': true });
    expect((request.options as FullSweepOptions).framework).toEqual(['sglang']);
    // The action's generate-cli-command (no extras) does not accept them.
    expect(() => parseInvocation(['full-sweep', '--config-files', 'a.yaml', '--format', 'table'])).toThrow(
      'unrecognized arguments: --format table',
    );
    expect(() =>
      parseInvocation(['full-sweep', '--config-files', 'a', '--format', 'csv'], OUTPUT_FLAGS),
    ).toThrow("argument --format: invalid choice: 'csv'");
  });

  it.each<[string[], string]>([
    [['--model-prefx', 'x'], 'unrecognized arguments: --model-prefx x; did you mean --model-prefix?'],
    [['--runner-tpye', 'h200'], 'did you mean --runner-type?'],
    [['--bogus'], 'unrecognized arguments: --bogus'],
  ])('%j', (extra, message) => {
    let thrown: Error | undefined;
    try {
      parseFlags(['--config-files', 'a.yaml', ...extra], FLAGS['full-sweep']);
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message).toContain(message);
    // Never the whole list of flags.
    expect(thrown?.message).not.toContain('--max-ep');
  });

  it('closestNames keeps only near names, nearest first', () => {
    expect(closestNames('--conc', ['--config-keys', '--conc', '--cnoc'])).toEqual(['--conc', '--cnoc']);
    expect(
      didYouMean(
        '--bogus',
        FLAGS['full-sweep'].map((s) => s.name),
      ),
    ).toBe('');
    expect(didYouMean('--max-con', ['--max-conc', '--min-conc'])).toBe(
      '; did you mean --max-conc or --min-conc?',
    );
  });
});
