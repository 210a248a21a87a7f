#!/usr/bin/env node
// Runs every benchmark in bench/*.mjs in turn (each prints its own medians).
// usage: node scripts/bench.mjs [name-substring ...]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n--- bench/${file}`);
  const result = spawnSync(process.execPath, ['--expose-gc', join(root, 'bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log('no benchmarks matched');
process.exit(failed ? 1 : 0);
