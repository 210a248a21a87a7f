// cli/_common/stdout.ts writes every CLI document in chunks: writeText must keep any text as it is,
// writeJsonArray's bytes must be exactly JSON.stringify(items) + '\n', whatever the sizes and
// characters, and a reader that stops early must not turn into an error.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeJsonArray, writeText } from '../../cli/_common/stdout.js';
import { cliPath, fixturesDir } from '../helpers/paths.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sweepkit-stdout-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What `write` puts into a file descriptor (a temporary file), as text. */
function written(write: (fd: number) => void): string {
  const file = join(dir, 'out');
  const fd = openSync(file, 'w');
  try {
    write(fd);
  } finally {
    closeSync(fd);
  }
  return readFileSync(file, 'utf8');
}

const row = (i: number) => ({ model: `m${i}`, conc: i, 'run-eval': i % 2 === 0, nested: { a: [i, null] } });

describe('writeText', () => {
  it.each<[string, string]>([
    ['an empty text', ''],
    ['a short text without a newline', 'done'],
    ['a long ASCII text', 'row\n'.repeat(50_000)],
    // Astral characters at every offset, so some pair straddles each 21,845-unit slice edge.
    ['astral characters across slice edges', `a${'\u{1F600}'.repeat(40_000)}`],
    ['two-byte text', '\u2014'.repeat(70_000)],
  ])('writes %s unchanged', (_name, text) => {
    expect(written((fd) => writeText(text, fd))).toBe(text);
  });
});

describe('writeJsonArray', () => {
  it.each<[string, unknown[]]>([
    ['an empty list', []],
    ['one row', [row(1)]],
    ['rows crossing many 64 KB chunks', Array.from({ length: 5000 }, (_, i) => row(i))],
    ['one row larger than a chunk', [{ big: 'x'.repeat(200_000) }, row(2)]],
    [
      'non-ASCII and astral characters',
      [{ s: 'caf\u00e9 \u2014 \u{1F600}' }, { s: '\u00ff'.repeat(70_000) }],
    ],
    ['values JSON has no form for', [undefined, () => 1, Number.NaN, { skip: undefined }]],
  ])('writes JSON.stringify bytes for %s', (_name, items) => {
    expect(written((fd) => writeJsonArray(items, fd))).toBe(`${JSON.stringify(items)}\n`);
  });

  it('stops quietly when the reader goes away (| head)', () => {
    // ~2,000 rows: far more than a pipe holds, so the CLI is still writing when head exits.
    const concs = Array.from({ length: 2000 }, (_, i) => i + 1).join(', ');
    const master = join(dir, 'big-master.yaml');
    writeFileSync(
      master,
      [
        'big:',
        '  image: img/sglang:1',
        '  model: org/dense',
        '  model-prefix: dense',
        '  runner: h200',
        '  precision: fp8',
        '  framework: sglang',
        '  multinode: false',
        '  scenarios:',
        '    fixed-seq-len:',
        '      - { isl: 1024, osl: 1024, search-space: [{ tp: 8, conc-list: [' + concs + '] }] }',
        '',
      ].join('\n'),
    );
    const runners = join(fixturesDir, 'matrix', 'runners.yaml');
    const script = `("$NODE" "$CLI" matrix full-sweep --config-files "$MASTER" --runner-config "$RUNNERS"; echo "exit=$?" >&2) | head -c 1`;
    const result = spawnSync('sh', ['-c', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE: process.execPath, CLI: cliPath, MASTER: master, RUNNERS: runners },
    });
    expect(result.stdout).toBe('[');
    expect(result.stderr).toBe('exit=0\n');
  });
});
