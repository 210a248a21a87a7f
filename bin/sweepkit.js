#!/usr/bin/env node
// sweepkit CLI dispatcher. Each subcommand group is a committed, self-contained
// bundle under dist/cli/, so the CLI works right after `npm ci` with no build step
// and a command loads only the code it needs (start-up time is part of the contract).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const GROUPS = {
  matrix: { bundle: 'matrix', about: 'generate the benchmark matrix (full-sweep | test-config)' },
  changelog: {
    bundle: 'changelog',
    about: 'validate perf-changelog.yaml, plan the sweep, canary, merge helpers',
  },
  reuse: { bundle: 'github', about: 'find a reusable sweep run, check a /reuse-sweep-run comment' },
  stage: { bundle: 'github', about: 'select the run a /stage-results comment stages' },
  ingest: { bundle: 'github', about: 'print (or send) ingest dispatch payloads' },
  collect: { bundle: 'collect', about: 'process results, aggregate, run statistics, compare' },
  simulate: { bundle: 'simulate', about: "evaluate a workflow's job conditions for an event" },
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command] = process.argv.slice(2);

function usage(stream) {
  const width = Math.max(...Object.keys(GROUPS).map((name) => name.length));
  stream.write('usage: sweepkit <command> [args]\n\ncommands:\n');
  for (const [name, { about }] of Object.entries(GROUPS)) stream.write(`  ${name.padEnd(width)}  ${about}\n`);
  stream.write("\nRun 'sweepkit <command> --help' for a command's flags.\n");
}

if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  usage(command === undefined ? process.stderr : process.stdout);
  process.exitCode = command === undefined ? 2 : 0;
} else if (!Object.hasOwn(GROUPS, command)) {
  process.stderr.write(`usage error: unknown command '${command}'\n`);
  usage(process.stderr);
  process.exitCode = 2;
} else {
  const bundle = join(root, 'dist', 'cli', GROUPS[command].bundle, 'index.js');
  if (!existsSync(bundle)) {
    process.stderr.write(`ERROR: ${bundle} is missing; run 'npm run build'\n`);
    process.exitCode = 1;
  } else {
    await import(pathToFileURL(bundle).href);
  }
}
