'use strict';
// Runs a CLI bundle (dist/cli/<group>/index.cjs) after setting V8 flags for a short process.
// The action launchers (actions/<name>/dist/*.js, written by scripts/build.mjs) start their
// bundles the same way.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const v8 = require('node:v8');

/**
 * V8 settings for a process that lives a fraction of a second. On these 2-core VMs the first
 * touch of a memory page costs ~13 us, and a default full sweep touches ~30 MB beyond
 * `node -e 0`. Most of that is the optimising compiler's working memory and thread, which cannot
 * pay off within such a run, and a young generation that keeps growing. So functions are
 * optimised only after ~32x the default amount of work, and the young generation keeps its
 * initial size. Both are plain V8 flags, set before the bundle compiles;
 * SWEEPKIT_NO_V8_TUNING=1 leaves V8's defaults (the bench reports both).
 */
const SHORT_PROCESS_FLAGS = '--interrupt-budget=4194304 --semi-space-growth-factor=1';

/**
 * Subcommands built as a bundle of their own (dist/cli/<group>/<subcommand>.cjs, beside the
 * group's index.cjs; scripts/build.mjs reads this table too): a group's bundle holds all its
 * commands, and compiling ~700 KB of them costs more than `collect aggregate` on 500 folders.
 * Such a bundle answers exactly as the group's does for that subcommand.
 */
const OWN_BUNDLES = { collect: ['aggregate'] };

const root = join(__dirname, '..');

function runBundle(group) {
  if (!process.env.SWEEPKIT_NO_V8_TUNING) v8.setFlagsFromString(SHORT_PROCESS_FLAGS);
  // argv: node, bin/sweepkit.js, <command>, <subcommand>: a group's first argument names the subcommand.
  const sub = process.argv[3];
  const own = Object.hasOwn(OWN_BUNDLES, group) && OWN_BUNDLES[group].includes(sub);
  const file = join(root, 'dist', 'cli', group, own ? `${sub}.cjs` : 'index.cjs');
  if (!existsSync(file)) {
    process.stderr.write(`ERROR: ${file} is missing; run 'npm run build'\n`);
    process.exitCode = 1;
    return;
  }
  require(file);
}

module.exports = { runBundle, OWN_BUNDLES, SHORT_PROCESS_FLAGS };
