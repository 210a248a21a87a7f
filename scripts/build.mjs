#!/usr/bin/env node
// Build: tsc once (lib/), then one ncc bundle per action, one esbuild bundle per CLI group,
// then the docs. usage: node scripts/build.mjs [target ...]   targets: action names,
// cli/<group>; default all.
//
// CLI bundles are CommonJS (dist/cli/<group>/index.cjs) so bin/sweepkit.js can run them through
// vm.Script with a V8 code cache: start-up time is part of the CLI's contract (the matrix CLI has
// whole-process speed targets), and Node 20 has no code cache for ES modules. The full `yaml` parser stays external:
// it is only loaded (from node_modules) when a file falls outside the fast readers' subset.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js');

const actions = readdirSync(join(root, 'actions')).filter((name) =>
  existsSync(join(root, 'actions', name, 'action.yml')),
);
const cliGroups = readdirSync(join(root, 'cli'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

// ncc derives module ids from file paths, so tsc always writes to the same folder (lib/)
// for reproducible bundles; a lock keeps concurrent builds from sharing it.
const lib = join(root, 'lib');
const lock = join(root, '.build.lock');
for (let waited = 0; ; waited += 500) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (waited > 600_000 || Date.now() - statSync(lock).mtimeMs > 600_000)
      rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));
rmSync(lib, { recursive: true, force: true });
const all = [
  ...actions.map((name) => ({
    name,
    entry: join(lib, `actions/${name}/src/index.js`),
    out: `actions/${name}/dist`,
  })),
  ...cliGroups.map((group) => ({
    name: `cli/${group}`,
    entry: join(lib, `cli/${group}.js`),
    out: `dist/cli/${group}`,
    cli: true,
  })),
];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.some((t) => t.name === name));
if (unknown.length) {
  console.error(
    `unknown build target(s): ${unknown.join(', ')}\nknown: ${all.map((t) => t.name).join(', ')}`,
  );
  process.exit(2);
}
const targets = wanted.length ? all.filter((t) => wanted.includes(t.name)) : all;

const tsc = spawnSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', lib],
  { cwd: root, stdio: 'inherit' },
);
if (tsc.status !== 0)
  console.error('build: tsc reported type errors (bundling anyway; `npm run typecheck` fails on them)');

async function bundleCli(target) {
  rmSync(join(root, target.out), { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [target.entry],
      outfile: join(root, target.out, 'index.cjs'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      minify: true,
      legalComments: 'none',
      external: ['yaml'],
      // `await import('yaml')` becomes a require(): a vm.Script has no ES module loader.
      supported: { 'dynamic-import': false },
      logLevel: 'warning',
    });
    return { target, code: 0 };
  } catch {
    return { target, code: 1 };
  }
}

function bundle(target) {
  if (target.cli) return bundleCli(target);
  return new Promise((resolve) => {
    rmSync(join(root, target.out), { recursive: true, force: true });
    const child = spawn(process.execPath, [ncc, 'build', target.entry, '-o', target.out, '-m', '-q'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => {
      try {
        if (code === 0) writeEntryLaunchers(target.name, join(root, target.out));
      } catch (error) {
        console.error(`build: ${target.name}: ${error.message}`);
        code = 1;
      }
      resolve({ target, code });
    });
  });
}

// ---- Entry launchers ------------------------------------------------------------------------
// An action has one bundle and one tiny launcher per entry (the runner runs a file, not a
// function). ncc writes the bundle as dist/index.js; it becomes dist/bundle.js, whose module
// exports `run(entry?)` (actions/_common/entries.ts). dist/index.js then runs the main entry
// (`run()`, which also honours the deprecated `mode` input), and dist/<entry>.js runs <entry>, for
// every sub-action actions/<action>/<entry>/action.yml (its `runs.main: ../dist/<entry>.js`).
// The chunks ncc splits off (<id>.index.js) are loaded relative to the bundle and keep their names.
const BUNDLE_FILE = 'bundle.js';

/** The entries of an action's sub-actions, from their action.yml `runs.main`. */
function subActionEntries(action) {
  const dir = join(root, 'actions', action);
  const entries = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'action.yml');
    if (!existsSync(file)) continue;
    const main = parse(readFileSync(file, 'utf8'))?.runs?.main;
    const entry = /^\.\.\/dist\/([a-z0-9-]+)\.js$/.exec(String(main))?.[1];
    if (entry !== name || entry === 'index' || entry === 'bundle')
      throw new Error(
        `actions/${action}/${name}/action.yml: runs.main must be ../dist/${name}.js, not ${main}`,
      );
    entries.push(entry);
  }
  return entries;
}

function writeEntryLaunchers(action, outDir) {
  renameSync(join(outDir, 'index.js'), join(outDir, BUNDLE_FILE));
  const launcher = (call) =>
    `// generated by scripts/build.mjs: runs one entry of ${BUNDLE_FILE}\nimport { run } from './${BUNDLE_FILE}';\n\nawait ${call};\n`;
  writeFileSync(join(outDir, 'index.js'), launcher('run()'));
  for (const entry of subActionEntries(action))
    writeFileSync(join(outDir, `${entry}.js`), launcher(`run(${JSON.stringify(entry)})`));
}

// Two at a time: the machines have two cores.
const queue = [...targets];
const failures = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      const { code } = await bundle(t);
      console.log(
        `${code === 0 ? 'bundled' : 'FAILED '} ${t.name} -> ${t.out}/index.${t.cli ? 'cjs' : 'js'}`,
      );
      if (code !== 0) failures.push(t.name);
    }
  }),
);

const docs = spawnSync(process.execPath, [join(root, 'scripts/gen-docs.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (failures.length || docs.status !== 0) process.exit(1);
