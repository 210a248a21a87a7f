#!/usr/bin/env node
// The build, in one order: compile (esbuild strips the types), bundle (one CommonJS bundle per
// action with ncc, the actions' bundler, and per CLI group with esbuild), launchers (one tiny file
// per action entry), docs. The CLI's bundles come from esbuild because they start faster: ncc's
// took 20-70 ms more CPU per run of the full sweep and of the changelog gate (bench/side-by-side.mjs
// figures in the README).
// usage: node scripts/build.mjs [target ...]   targets: action names, cli/<group>; default all.
//
// Why CommonJS bundles: Node starts a CommonJS file without its ES module loader, and the V8
// flags for short processes (bin/run-bundle.js) must be set before the bundle compiles, so the
// CLI and every action start the same way: a tiny CommonJS file sets the flags, then loads one
// bundle. An action's `runs.main` is such a launcher, one per entry.
//
// Concurrent builds: each build compiles into its own folder, .build/<pid>/lib, and runs ncc from
// .build/<pid>, so module ids (ncc derives them from paths relative to where it runs) are the same
// in every build while no two builds share a folder. Each output folder is written beside its
// destination and renamed into place. Two builds of the same target still race (the last one
// wins, whole); nothing waits on a lock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
const { OWN_BUNDLES, SHORT_PROCESS_FLAGS } = createRequire(import.meta.url)('../bin/run-bundle.js');

/**
 * Parts of an action bundled on their own, as ES modules, beside its CommonJS bundle (which loads
 * them with import() when needed). collect-results reaches @azure/storage-common through
 * @actions/artifact, whose ES module build declares its own `require` and `__filename`, and
 * webpack's CommonJS output rewrites `import.meta.url` into a call of that `require`
 * ("crc64_require is not a function"). Only a download or an upload needs the artifact client,
 * and the rest of the action starts faster as CommonJS: the aggregation of 500 folders took
 * ~1.4x the CLI's time as one ES module bundle and ~1.27x as CommonJS (bench/side-by-side.mjs).
 */
const SIDE_BUNDLES = {
  'collect-results': [
    { file: 'artifact-client.mjs', source: "export { DefaultArtifactClient } from '@actions/artifact';\n" },
  ],
};

const actions = readdirSync(join(root, 'actions')).filter((name) =>
  existsSync(join(root, 'actions', name, 'action.yml')),
);
const cliGroups = readdirSync(join(root, 'cli'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

/**
 * CLI modules that only some runs load (with `await import()`), bundled on their own: esbuild
 * writes no chunks for CommonJS, so inlined they were compiled by every command of their groups.
 * The cost estimate (`--cost`) brings the REST client (octokit, undici): inlined, it made the
 * changelog group's bundle 719 KB instead of ~150 KB, and every gate compiled it (~30 ms).
 * Each group's bundle requires such a part from dist/cli/<out>/index.cjs when the run needs it.
 */
const LAZY_CLI_PARTS = [{ module: 'cli/_common/cost.js', out: 'cost' }];

const all = [
  ...actions.map((name) => ({ name, action: name, out: `actions/${name}/dist`, file: 'bundle.js' })),
  ...cliGroups.map((group) => ({ name: `cli/${group}`, group, out: `dist/cli/${group}`, file: 'index.cjs' })),
  ...LAZY_CLI_PARTS.map((part) => ({
    name: `cli/${part.out}`,
    part: part.module,
    out: `dist/cli/${part.out}`,
    file: 'index.cjs',
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

/** Whether process `pid` still runs (a build that was killed left its folders behind). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Removes the compile and staging folders of builds that were killed before they cleaned up. */
function removeLeftovers() {
  const builds = join(root, '.build');
  for (const name of existsSync(builds) ? readdirSync(builds) : [])
    if (!alive(Number(name))) rmSync(join(builds, name), { recursive: true, force: true });
  for (const parent of [...actions.map((name) => `actions/${name}`), 'dist/cli']) {
    const dir = join(root, parent);
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const match = /\.(\d+)\.(new|old)$/.exec(name);
      if (match && !alive(Number(match[1]))) rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}

// 1. compile --------------------------------------------------------------------------------
removeLeftovers();
const work = join(root, '.build', String(process.pid));
const lib = join(work, 'lib');
rmSync(work, { recursive: true, force: true });
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
// Type stripping only: `npm run typecheck` is the type check (CI runs it before the build), and
// tsconfig.json sets isolatedModules, so every file compiles on its own. esbuild does that for the
// ~370 sources in well under a second; tsc's emit took ~11 s of the build here.
const buildConfig = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8'));
const folders = buildConfig.include.map((pattern) => pattern.split('/')[0]);
const compiled = await esbuild
  .build({
    entryPoints: folders.map((folder) => `${folder}/**/*.ts`),
    absWorkingDir: root,
    outbase: root,
    outdir: lib,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    logLevel: 'warning',
    tsconfig: join(root, 'tsconfig.build.json'),
  })
  .then(
    () => true,
    () => false,
  );
if (!compiled) {
  console.error('build: compiling the sources failed (see above)');
  process.exit(1);
}

// 2. bundle ---------------------------------------------------------------------------------
/**
 * The file ncc starts from (ncc emits CommonJS for a `.cjs` entry, an ES module for `.mjs`). An
 * action's bundle exports `run(entry?)`: from src/index.js once the action lists its entries in
 * src/entries.ts, else main.js's `run` as the one entry.
 */
function entryShim(target) {
  const src = join(lib, 'actions', target.action, 'src');
  const listed = existsSync(join(src, 'entries.js'));
  const file = join(src, 'bundle.cjs');
  writeFileSync(
    file,
    listed
      ? "module.exports = require('./index.js');\n"
      : "exports.run = () => require('./main.js').run();\n",
  );
  return file;
}

/**
 * A CLI group: one CommonJS file that runs its command when loaded. The full `yaml` parser stays
 * in node_modules (a dependency, loaded only when a file falls outside the fast readers' subset).
 */
/** Leaves each lazy part out of the bundle: the import becomes a require() of the part's own bundle. */
const lazyParts = {
  name: 'lazy-cli-parts',
  setup(build) {
    for (const part of LAZY_CLI_PARTS) {
      const file = part.module.split('/').pop().replace(/\./g, '\\.');
      build.onResolve({ filter: new RegExp(`/${file}$`) }, (args) =>
        args.kind === 'entry-point' || join(args.resolveDir, args.path) !== join(lib, part.module)
          ? undefined
          : { path: `../${part.out}/index.cjs`, external: true },
      );
    }
  },
};

async function bundleCli(target, staging) {
  const entryPoints = target.part
    ? [{ in: join(lib, target.part), out: 'index' }]
    : [
        // The group's bundle, and one per subcommand with a bundle of its own (OWN_BUNDLES in
        // bin/run-bundle.js), from cli/<group>/<subcommand>-entry.ts; each is self-contained.
        { in: join(lib, 'cli', `${target.group}.js`), out: target.file.replace(/\.cjs$/, '') },
        ...(OWN_BUNDLES[target.group] ?? []).map((sub) => ({
          in: join(lib, 'cli', target.group, `${sub}-entry.js`),
          out: sub,
        })),
      ];
  try {
    await esbuild.build({
      entryPoints,
      plugins: [lazyParts],
      outdir: staging,
      outExtension: { '.js': '.cjs' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      minify: true,
      legalComments: 'none',
      external: ['yaml'],
      // `await import('yaml')` becomes a require() inside the function that needs it.
      supported: { 'dynamic-import': false },
      logLevel: 'warning',
    });
    return { code: 0, staging };
  } catch {
    return { code: 1, staging };
  }
}

/** The chunks ncc writes beside an action's bundle, one per module loaded with import(). */
const CHUNK = /^\d+\.index\.(cjs\.js|mjs)$/;

/**
 * Minifies everything ncc wrote (the bundle, its side bundles and their chunks) with esbuild
 * instead of ncc's `-m`. `-m` runs terser on the main file only: terser took ~1.5 s of each ncc
 * run (seven per build), and the chunks it leaves as webpack wrote them (comments, indentation)
 * cost the matrix entry ~30 ms more CPU to read and parse on every full sweep (474 KB instead of
 * 147 KB). Local names are shortened too; what a module exports keeps its name.
 */
async function minifyOutputs(staging, target) {
  const own = [target.file, ...(SIDE_BUNDLES[target.action] ?? []).map((side) => side.file)];
  for (const name of readdirSync(staging).filter((file) => CHUNK.test(file) || own.includes(file))) {
    const file = join(staging, name);
    const { code } = await esbuild.transform(readFileSync(file, 'utf8'), {
      format: name.endsWith('.mjs') ? 'esm' : 'cjs',
      target: 'node20',
      minifyWhitespace: true,
      minifySyntax: true,
      minifyIdentifiers: true,
      legalComments: 'none',
    });
    writeFileSync(file, code);
  }
}

/** Runs ncc on `entry` (a path relative to the build folder) into `out`; resolves with its exit code. */
function runNcc(entry, out) {
  const args = [ncc, 'build', entry, '-o', out, '-q', '-C'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', resolve);
  });
}

/**
 * An action's side bundles (SIDE_BUNDLES), each built by ncc on its own and moved into the
 * action's staged folder: the bundle as its file name, its chunks (`<n>.index.mjs`, names the
 * CommonJS bundle's `<n>.index.cjs.js` chunks cannot take) as they are.
 */
async function bundleSides(target, staging) {
  for (const [i, side] of (SIDE_BUNDLES[target.action] ?? []).entries()) {
    const shim = join(lib, 'actions', target.action, 'src', `side-${i}.mjs`);
    writeFileSync(shim, side.source);
    const out = join(work, 'side', target.action, String(i));
    const code = await runNcc(relative(work, shim), out);
    if (code !== 0) return code;
    for (const name of readdirSync(out)) {
      if (existsSync(join(staging, name === 'index.mjs' ? side.file : name))) {
        console.error(`build: ${target.name}: the side bundle's ${name} would replace a file of the bundle`);
        return 1;
      }
      if (name === 'index.mjs' || CHUNK.test(name))
        renameSync(join(out, name), join(staging, name === 'index.mjs' ? side.file : name));
    }
    rmSync(out, { recursive: true, force: true });
  }
  return 0;
}

/** Bundles one target into a fresh folder beside its destination; resolves with that folder. */
async function bundle(target) {
  const staging = join(root, `${target.out}.${process.pid}.new`);
  rmSync(staging, { recursive: true, force: true });
  if (target.group || target.part) return bundleCli(target, staging);
  let code = await runNcc(relative(work, entryShim(target)), staging);
  if (code === 0) {
    renameSync(join(staging, 'index.cjs'), join(staging, target.file));
    code = await bundleSides(target, staging);
  }
  if (code !== 0) return { code, staging };
  try {
    await minifyOutputs(staging, target);
  } catch (error) {
    console.error(`build: minifying the output of ${target.name} failed: ${error.message}`);
    return { code: 1, staging };
  }
  return { code, staging };
}

// 3. launchers ------------------------------------------------------------------------------
/** The entries an action lists in src/entries.ts ({ main, entries }), or undefined. */
async function listedEntries(action) {
  const file = join(lib, 'actions', action, 'src', 'entries.js');
  if (!existsSync(file)) return undefined;
  const { ENTRIES } = await import(pathToFileURL(file).href);
  return ENTRIES;
}

/**
 * Writes dist/index.js (the main entry, `runs.main` of actions/<name>/action.yml) and
 * dist/<entry>.js for every other entry (`runs.main: ../dist/<entry>.js` of its sub-action).
 * Each sets the short-process V8 flags before the bundle compiles, then runs its entry.
 */
async function writeLaunchers(target, folder) {
  const listed = await listedEntries(target.action);
  const launchers = { index: undefined };
  for (const entry of Object.keys(listed?.entries ?? {})) if (entry !== listed.main) launchers[entry] = entry;
  for (const [file, entry] of Object.entries(launchers)) {
    const call = entry === undefined ? 'run()' : `run(${JSON.stringify(entry)})`;
    writeFileSync(
      join(folder, `${file}.js`),
      [
        "'use strict';",
        `// Generated by scripts/build.mjs: runs ${entry === undefined ? 'the main entry' : `the '${entry}' entry`} of ${target.action}.`,
        '// V8 flags for a process that lives a fraction of a second (see bin/run-bundle.js), set',
        '// before the bundle compiles; SWEEPKIT_NO_V8_TUNING=1 keeps V8 defaults.',
        `if (!process.env.SWEEPKIT_NO_V8_TUNING) require('node:v8').setFlagsFromString('${SHORT_PROCESS_FLAGS}');`,
        `require('./${target.file}').${call};`,
        '',
      ].join('\n'),
    );
  }
  writeFileSync(join(folder, 'package.json'), '{\n  "type": "commonjs"\n}\n');
}

/** Puts the staged folder where the target's output goes (old folder out, new one in). */
function install(target, staging) {
  const out = join(root, target.out);
  const old = `${out}.${process.pid}.old`;
  mkdirSync(dirname(out), { recursive: true });
  if (existsSync(out)) renameSync(out, old);
  renameSync(staging, out);
  rmSync(old, { recursive: true, force: true });
}

// Two at a time: the machines have two cores.
const queue = [...targets];
const failures = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const { code, staging } = await bundle(target);
      if (code === 0 && target.action) await writeLaunchers(target, staging);
      if (code === 0) install(target, staging);
      else rmSync(staging, { recursive: true, force: true });
      console.log(`${code === 0 ? 'bundled' : 'FAILED '} ${target.name} -> ${target.out}/${target.file}`);
      if (code !== 0) failures.push(target.name);
    }
  }),
);

// 4. docs -----------------------------------------------------------------------------------
const docs = spawnSync(process.execPath, [join(root, 'scripts/gen-docs.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (failures.length || docs.status !== 0) process.exit(1);
