#!/usr/bin/env node
// sweepkit CLI dispatcher: each command group is a bundle under dist/cli/<group>/ (built by
// scripts/build.mjs and committed, so the CLI works right after `npm ci`), imported for its command.
import { readFileSync } from 'node:fs';

const GROUPS = {
  matrix: { bundle: 'matrix', about: 'generate the benchmark matrix (full-sweep | test-config)' },
  changelog: {
    bundle: 'changelog',
    about: 'validate perf-changelog.yaml, plan the sweep, canary, merge helpers',
  },
  reuse: {
    bundle: 'github',
    about: 'find a reusable sweep run, check a /reuse-sweep-run comment, judge sweep readiness',
  },
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

// A reader that goes away (`sweepkit ... | head -1`) ends the output quietly: no stack trace, and
// the exit code stays the command's own.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });

if (command === '--version' || command === '-V') {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${version}\n`);
} else if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  usage(command === undefined ? process.stderr : process.stdout);
  process.exitCode = command === undefined ? 2 : 0;
} else if (!Object.hasOwn(GROUPS, command)) {
  process.stderr.write(`usage error: unknown command '${command}'\n`);
  usage(process.stderr);
  process.exitCode = 2;
} else {
  await import(`../dist/cli/${GROUPS[command].bundle}/index.js`);
}
