#!/usr/bin/env node
// The benchmarks. usage: node scripts/bench.mjs [scenario ...] [--runs N] [--reference DIR]
//   Without a bench file name: bench/side-by-side.mjs, the table of what CI pays (matrix, gate,
//   plan, aggregate-500/5000/50000; the arguments pick scenarios, e.g. `matrix aggregate-500`).
//   With the name of another file in bench/ (collect, collect-large, power): that file.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const others = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_') && f !== 'side-by-side.mjs')
  .map((f) => f.replace(/\.mjs$/, ''));
const named = args.filter((a) => others.includes(a));
const files = named.length ? named.map((n) => `${n}.mjs`) : ['side-by-side.mjs'];
const rest = named.length ? args.filter((a) => !others.includes(a)) : args;
let failed = 0;
for (const file of files) {
  console.log(`\n--- bench/${file}`);
  const result = spawnSync(process.execPath, ['--expose-gc', join(root, 'bench', file), ...rest], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
