#!/usr/bin/env node
'use strict';
// sweepkit CLI dispatcher. Each subcommand group is a committed, self-contained CommonJS
// bundle under dist/cli/, so the CLI works right after `npm ci` with no build step and a
// command loads only the code it needs. Start-up time is part of the contract, so this file
// is CommonJS (no ES module loader to start) and runs the bundle after setting V8 flags.
const { runBundle } = require('./run-bundle.js');

const GROUPS = {
  matrix: { bundle: 'matrix', about: 'generate the benchmark matrix (full-sweep | test-config)' },
  changelog: {
    bundle: 'changelog',
    about: 'validate perf-changelog.yaml, plan the sweep, canary, merge helpers',
  },
  reuse: { bundle: 'github', about: 'find a reusable sweep run, check a /reuse-sweep-run comment' },
  stage: { bundle: 'github', about: 'select the run a /stage-results comment stages' },
  ingest: { bundle: 'github', about: 'ingest dispatch payloads, and what an ingest would load (preflight)' },
  collect: { bundle: 'collect', about: 'process results, aggregate, run statistics, compare' },
  simulate: { bundle: 'simulate', about: "evaluate a workflow's job conditions for an event" },
  run: { bundle: 'run', about: 'inspect a run: find, watch, artifacts, download, show, classify, rerun' },
  'verify-publication': { bundle: 'run', about: 'verify that a merge run published its results' },
  'audit-publication': {
    bundle: 'run',
    about: 'check every changelog-changing commit on main was published',
  },
  e2e: { bundle: 'e2e', about: 'dispatch e2e-tests.yml with checked inputs and find its run' },
  'merge-with-reuse': { bundle: 'ops', about: 'merge a PR whose approved sweep is reused on main' },
  'recover-ingest': {
    bundle: 'ops',
    about: 'recover a failed ingest from artifacts: inspect, assess, open-pr, finish, ...',
  },
};

const [command] = process.argv.slice(2);

function usage(stream) {
  const width = Math.max(...Object.keys(GROUPS).map((name) => name.length));
  stream.write('usage: sweepkit <command> [args]\n\ncommands:\n');
  for (const [name, { about }] of Object.entries(GROUPS)) stream.write(`  ${name.padEnd(width)}  ${about}\n`);
  stream.write(
    "\nRun 'sweepkit <command> --help' for a command's flags, 'sweepkit --version' for the version.\n",
  );
}

if (command === '--version' || command === '-V') {
  // Read only when asked, so every other command starts as fast as before.
  require('./quiet-pipes.js').endQuietlyOnClosedPipes();
  process.stdout.write(`${require('../package.json').version}\n`);
} else if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  require('./quiet-pipes.js').endQuietlyOnClosedPipes();
  usage(command === undefined ? process.stderr : process.stdout);
  process.exitCode = command === undefined ? 2 : 0;
} else if (!Object.hasOwn(GROUPS, command)) {
  require('./quiet-pipes.js').endQuietlyOnClosedPipes();
  process.stderr.write(`usage error: unknown command '${command}'\n`);
  usage(process.stderr);
  process.exitCode = 2;
} else {
  runBundle(GROUPS[command].bundle);
}
