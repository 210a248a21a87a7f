'use strict';
// Runs a CLI bundle (dist/cli/<group>/index.cjs) the way require() would, plus a V8 code
// cache: the bytecode V8 compiled during a run is saved after it (node_modules/.cache/sweepkit)
// and handed back to V8 next time, so later runs skip parsing and compiling the bundle. V8
// itself checks the cache against its own version and flags and the source's length, and
// rejects a stale one; the file name carries the bundle's size, mtime and inode, so a rebuilt
// or checked-out bundle gets a new cache (hashing the source instead would load node:crypto,
// which costs more than the cache saves on small bundles). Set
// SWEEPKIT_NO_CODE_CACHE=1 to run without it (the bench reports both), SWEEPKIT_CODE_CACHE_DIR
// to keep it elsewhere. V8 checks a cache's header but not its contents: one flipped bit in a
// stored cache crashed (exit 133) or hung every later run. So each file carries a SHA-1 of its
// bytes, checked before V8 sees them (~1.5 ms for the matrix group's 170 KB cache, node:crypto
// being part of Node's start-up snapshot; node:zlib's crc32 would cost ~13 ms to load and a
// JavaScript checksum ~12 ms before V8 optimises it); a file that does not match is deleted and
// rebuilt.
const {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const Module = require('node:module');
const { dirname, join } = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');
const { createHash } = require('node:crypto');

/** Stored file: 4-byte magic, the SHA-1 of the cache, then the cache itself. */
const MAGIC = Buffer.from('SKC1');
const DIGEST_BYTES = 20;
const HEADER_BYTES = MAGIC.length + DIGEST_BYTES;

const digest = (data) => createHash('sha1').update(data).digest();

/**
 * V8 settings for a process that lives a fraction of a second (measured with bench/matrix.mjs:
 * the full sweep drops by ~0.06 s). On these 2-core VMs the first touch of a memory page costs
 * ~13 us, and a default run touches ~30 MB beyond `node -e 0`. Most of that is the optimising
 * compiler's working memory and thread, which cannot pay off within such a run, and a young
 * generation that keeps growing. So functions are optimised only after ~32x the default
 * amount of work, and the young generation keeps its initial size. Both are plain V8 flags,
 * set before the bundle compiles (the code cache is keyed on them); SWEEPKIT_NO_V8_TUNING=1
 * leaves V8's defaults.
 */
const SHORT_PROCESS_FLAGS = '--interrupt-budget=4194304 --semi-space-growth-factor=1';

const root = join(__dirname, '..');

function cacheFileFor(group, stats) {
  const key = `${process.version}-${process.arch}-${stats.size}-${stats.mtimeMs}-${stats.ino}`;
  const dir = process.env.SWEEPKIT_CODE_CACHE_DIR || join(root, 'node_modules', '.cache', 'sweepkit');
  return join(dir, `${group}-${key.replace(/[^\w.-]/g, '_')}.v8`);
}

/** The cache in `file`, or undefined when absent or damaged (a damaged one is deleted). */
function readCache(file) {
  let stored;
  try {
    stored = readFileSync(file);
  } catch {
    return undefined;
  }
  const data = stored.subarray(HEADER_BYTES);
  if (
    stored.length > HEADER_BYTES &&
    stored.subarray(0, MAGIC.length).equals(MAGIC) &&
    stored.subarray(MAGIC.length, HEADER_BYTES).equals(digest(data))
  )
    return data;
  rmSync(file, { force: true });
  return undefined;
}

function framed(data) {
  return Buffer.concat([MAGIC, digest(data), data]);
}

/** Saves the code cache atomically (concurrent runs may race); stale caches of the group go. */
function writeCache(file, group, data) {
  try {
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir))
      if (name.startsWith(`${group}-`) && join(dir, name) !== file) rmSync(join(dir, name), { force: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, framed(data));
    renameSync(temporary, file);
  } catch {
    // A read-only checkout only loses the speed-up.
  }
}

function runBundle(group) {
  if (!process.env.SWEEPKIT_NO_V8_TUNING) v8.setFlagsFromString(SHORT_PROCESS_FLAGS);
  const file = join(root, 'dist', 'cli', group, 'index.cjs');
  let stats;
  try {
    stats = statSync(file);
  } catch {
    process.stderr.write(`ERROR: ${file} is missing; run 'npm run build'\n`);
    process.exitCode = 1;
    return;
  }
  const source = readFileSync(file, 'utf8');
  const useCache = !process.env.SWEEPKIT_NO_CODE_CACHE;
  const cacheFile = useCache ? cacheFileFor(group, stats) : undefined;
  const cachedData = cacheFile ? readCache(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  if (cacheFile && (cachedData === undefined || script.cachedDataRejected)) {
    // After the run, so the cache also holds the functions compiled lazily while it ran.
    process.once('exit', () => writeCache(cacheFile, group, script.createCachedData()));
  }
  const module = { exports: {}, filename: file, id: file, loaded: false };
  const requireFromBundle = Module.createRequire(file);
  script.runInThisContext()(module.exports, requireFromBundle, module, file, dirname(file));
}

module.exports = { runBundle };
