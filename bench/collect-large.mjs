// One 32 MB result file through `collect aggregate`: a valid file holding one NaN (the Python
// constant the reader relaxes) and an invalid one (broken at its very end, so the whole file is
// read before the fault). Reports wall time (median) and the child's peak RSS.
// Target: each file, the malformed one included, within 512 MB of memory (the whole process).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { report, timeProcess } from './_timing.mjs';

const SIZE = 32 * 1024 * 1024;
const cli = join(resolve('.'), 'bin', 'sweepkit.js');
const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-collect-large-'));

/** A row whose bulk is an array of per-request latencies, one of them NaN. */
function resultText() {
  const parts = [];
  let size = 0;
  for (let i = 0; size < SIZE; i++) {
    const value = i === 1000 ? 'NaN' : (((i * 7919) % 100000) / 97).toFixed(6);
    parts.push(value);
    size += value.length + 2;
  }
  return `{\n  "hw": "h200",\n  "conc": 64,\n  "latencies": [${parts.join(', ')}]\n}\n`;
}

/** Peak RSS in MB of `node args...` (the child reports its own max RSS on exit). */
function peakRssMb(args, cwd) {
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `process.on('exit', () => process.stderr.write('maxrss=' + process.resourceUsage().maxRSS + '\\n'));
       ${args ? `process.argv = [process.argv[0], ...${JSON.stringify(args)}]; await import(${JSON.stringify(new URL(`file://${cli}`).href)});` : ''}`,
    ],
    { cwd, encoding: 'utf8' },
  );
  return Number(/maxrss=(\d+)/.exec(probe.stderr)?.[1] ?? NaN) / 1024;
}

try {
  const text = resultText();
  const cases = [
    { name: 'nan', label: 'NaN-bearing', text, expectRows: 1 },
    { name: 'invalid', label: 'invalid', text: `${text.trimEnd().slice(0, -1)},]}\n`, expectRows: 0 },
  ];
  const baseline = peakRssMb(undefined, work);
  for (const c of cases) {
    const dir = join(work, c.name, 'bmk_job');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'agg_job.json'), c.text);
    const bytes = statSync(join(dir, 'agg_job.json')).size;
    const out = join(work, `out-${c.name}`);
    mkdirSync(out);
    const args = [cli, 'collect', 'aggregate', join(work, c.name), 'bmk', '--skip-invalid'];
    const seconds = timeProcess(args, { runs: 3, cwd: out });
    // Elements start at two spaces of indentation (the output keeps the NaN, so no JSON.parse).
    const rows = (readFileSync(join(out, 'agg_bmk.json'), 'latin1').match(/^ {2}[{[]/gm) ?? []).length;
    if (rows !== c.expectRows) throw new Error(`${c.name}: expected ${c.expectRows} rows, got ${rows}`);
    const peak = peakRssMb(args, out);
    const over = peak - baseline;
    report(
      `collect aggregate (one ${(bytes / 2 ** 20).toFixed(0)} MB ${c.label} file)`,
      seconds,
      `peak RSS ${over.toFixed(0)} MB above node -e 0 (${baseline.toFixed(0)} MB), load average ${loadavg()[0].toFixed(1)}`,
    );
    console.log(`target: peak RSS ${peak.toFixed(0)} MB < 512 MB (${peak < 512 ? 'met' : 'MISSED'})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
