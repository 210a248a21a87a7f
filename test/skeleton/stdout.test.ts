// A reader that stops early (`| head`) while the CLI is still writing a large document must not
// turn into an error: the command keeps its exit code and prints no stack trace.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliPath, fixturesDir } from '../helpers/paths.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sweepkit-stdout-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the matrix on stdout', () => {
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
