#!/usr/bin/env node
// The build: @vercel/ncc bundles every entry on its own, then the action docs are regenerated.
//   actions/<name>/src/run/<entry>.ts -> actions/<name>/dist/<entry>/index.js (an action.yml's runs.main)
//   cli/<group>.ts                    -> dist/cli/<group>/index.js (bin/sweepkit.js imports it)
// usage: node scripts/build.mjs [target ...]   targets: action names, cli/<group>; default all.
//
// ncc runs with --transpile-only: `npm run typecheck` is the type check (CI runs it before the
// build); checking types again in every ncc run would multiply the build's time several times over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js');

/** Target name -> the folder it owns and the bundles written there. */
const targets = new Map();
for (const name of readdirSync(join(root, 'actions'))) {
  const run = join('actions', name, 'src', 'run');
  if (!existsSync(join(root, run))) continue;
  const entries = readdirSync(join(root, run)).filter((file) => file.endsWith('.ts'));
  targets.set(name, {
    dist: join('actions', name, 'dist'),
    bundles: entries.map((file) => ({
      entry: join(run, file),
      out: join('actions', name, 'dist', file.replace(/\.ts$/, '')),
    })),
  });
}
for (const file of readdirSync(join(root, 'cli')).filter((f) => f.endsWith('.ts'))) {
  const group = file.replace(/\.ts$/, '');
  const out = join('dist', 'cli', group);
  targets.set(`cli/${group}`, { dist: out, bundles: [{ entry: join('cli', file), out }] });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !targets.has(name));
if (unknown.length) {
  console.error(`unknown build target(s): ${unknown.join(', ')}\nknown: ${[...targets.keys()].join(', ')}`);
  process.exit(2);
}
// A full build starts from an empty dist/cli, so a removed group leaves no bundle behind.
if (!wanted.length) rmSync(join(root, 'dist', 'cli'), { recursive: true, force: true });
const chosen = wanted.length ? wanted : [...targets.keys()];
for (const name of chosen) rmSync(join(root, targets.get(name).dist), { recursive: true, force: true });

/** Runs ncc on one entry; resolves with its exit code. */
function bundle({ entry, out }) {
  const args = [ncc, 'build', entry, '-o', out, '--transpile-only', '--quiet'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => {
      console.log(`${code === 0 ? 'bundled' : 'FAILED '} ${entry} -> ${out}/index.js`);
      resolve(code);
    });
  });
}

// Two at a time: the machines have two cores.
const queue = chosen.flatMap((name) => targets.get(name).bundles);
const codes = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) codes.push(await bundle(next));
  }),
);

const docs = spawnSync(process.execPath, [join(root, 'scripts/gen-docs.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (codes.some((code) => code !== 0) || docs.status !== 0) process.exit(1);
