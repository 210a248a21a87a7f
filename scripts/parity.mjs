#!/usr/bin/env node
// Runs the reference parity checkers in ../shared/parity (when present) against the CLI.
// usage: node scripts/parity.mjs [matrix|invalid|changelog ...]   default: all three.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const parity = resolve(root, '..', 'shared', 'parity');
if (!existsSync(parity)) {
  console.log('parity: ../shared/parity is not present; nothing to check');
  process.exit(0);
}
const cli = join(root, 'bin', 'sweepkit.js');
const node = process.execPath;
const suites = {
  matrix: [join(parity, 'check-matrix.mjs'), '--', node, cli, 'matrix'],
  invalid: [
    join(parity, 'check-matrix.mjs'),
    '--cases',
    join(parity, 'invalid/cases'),
    '--data',
    join(parity, 'invalid/data'),
    '--',
    node,
    cli,
    'matrix',
  ],
  changelog: [
    join(parity, 'check-changelog.mjs'),
    '--gate',
    `${node} ${cli} changelog validate`,
    '--plan',
    `${node} ${cli} changelog plan`,
  ],
};
const chosen = process.argv.slice(2);
let failed = 0;
for (const [name, args] of Object.entries(suites)) {
  if (chosen.length && !chosen.includes(name)) continue;
  console.log(`\n--- parity: ${name}`);
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
