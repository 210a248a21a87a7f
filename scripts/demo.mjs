#!/usr/bin/env node
// `npm run demo`: the CLI on the example configs in configs/ (a full sweep in default eval
// mode), a readable summary, and where the JSON went (a temporary folder; nothing in git).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = [
  'matrix',
  'full-sweep',
  '--config-files',
  'configs/nvidia-master.yaml',
  'configs/amd-master.yaml',
];
console.log(`$ sweepkit ${args.join(' ')}\n`);
const t0 = process.hrtime.bigint();
const run = spawnSync(process.execPath, [join(root, 'bin', 'sweepkit.js'), ...args], {
  cwd: root,
  encoding: 'utf8',
});
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
if (run.status !== 0) {
  process.stderr.write(run.stderr);
  process.exit(run.status ?? 1);
}
const rows = JSON.parse(run.stdout);

const kind = (r) =>
  `${r.prefill ? 'multi' : 'single'}-node ${r['scenario-type'] === 'agentic-coding' ? 'agentic' : 'fixed'}`;
const seq = (r) =>
  r['scenario-type'] === 'agentic-coding'
    ? 'agentic'
    : r.isl === 8192
      ? '8k1k'
      : r.isl === 1024
        ? '1k1k'
        : `${r.isl}_${r.osl}`;
const worker = (w) =>
  `${w['num-worker']}x tp${w.tp}${w.ep !== 1 ? ` ep${w.ep}` : ''}${w['dp-attn'] ? ' dpa' : ''}`;
const topology = (r) =>
  r.prefill
    ? `P ${worker(r.prefill)} / D ${worker(r.decode)}`
    : `tp${r.tp}${r.ep !== 1 ? ` ep${r.ep}` : ''}${r['dp-attn'] ? ' dpa' : ''}`;
const table = rows.map((r) => ({
  'exp-name': r['exp-name'],
  runner: r.runner,
  kind: kind(r),
  seq: seq(r),
  topology: topology(r),
  conc: Array.isArray(r.conc) ? r.conc.join(',') : String(r.conc),
  eval: r['run-eval'] ? `yes${r['eval-conc'] ? ` @${r['eval-conc']}` : ''}` : '',
  nodes: r['node-count'] ?? '',
  'dram-gb': r['total-cpu-dram-gb'] ?? '',
}));
const columns = Object.keys(table[0] ?? {});
const widths = columns.map((c) => Math.max(c.length, ...table.map((t) => String(t[c]).length)));
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
console.log(line(columns));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const t of table) console.log(line(columns.map((c) => t[c])));

const counts = {};
for (const r of rows) counts[kind(r)] = (counts[kind(r)] ?? 0) + 1;
console.log(
  `\n${rows.length} rows (${Object.entries(counts)
    .map(([k, n]) => `${k}: ${n}`)
    .join(
      ', ',
    )}), ${rows.filter((r) => r['run-eval']).length} marked for evals, generated in ${seconds.toFixed(2)} s`,
);

const outDir = join(tmpdir(), 'sweepkit-demo');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, 'matrix.json');
writeFileSync(outFile, run.stdout);
console.log(`matrix JSON written to ${outFile}`);
