// jest globalSetup: most tests run the sources, but the contract tests spawn the committed
// bundles (dist/cli/*, actions/*/dist). When a source file is newer than the oldest bundle, say
// so in one line before the run instead of letting those tests fail on yesterday's code.
// A checkout writes sources and bundles within moments of each other, hence the tolerance.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const TOLERANCE_MS = 5000;

function* files(dir, keep) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* files(path, keep);
    } else if (keep(entry.name)) yield path;
  }
}

export default function bundlesFresh() {
  const actions = readdirSync(join(root, 'actions')).filter((name) => name !== '_common');
  const sourceDirs = [
    'cli',
    'shared',
    'io',
    join('actions', '_common'),
    ...actions.map((a) => join('actions', a, 'src')),
  ];
  let newest = { path: '', mtime: 0 };
  for (const dir of sourceDirs)
    for (const path of files(join(root, dir), (name) => name.endsWith('.ts'))) {
      const mtime = statSync(path).mtimeMs;
      if (mtime > newest.mtime) newest = { path, mtime };
    }
  const bundles = [
    ...readdirSync(join(root, 'cli'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(root, 'dist', 'cli', file.replace(/\.ts$/, ''), 'index.js')),
    ...actions.map((a) => join(root, 'actions', a, 'dist', 'main', 'index.js')),
  ];
  let oldest = { path: '', mtime: Infinity };
  for (const path of bundles) {
    let mtime;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime < oldest.mtime) oldest = { path, mtime };
  }
  if (newest.mtime > oldest.mtime + TOLERANCE_MS)
    process.stderr.write(
      `\nbundles are older than src (${relative(root, newest.path)} is newer than ${relative(root, oldest.path)}): run npm run build, or the bundle contract tests fail\n`,
    );
}
