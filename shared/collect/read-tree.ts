/**
 * Reading result folders as download-artifact leaves them (one artifact lands flat, several
 * each in its own folder), over the ResultTree port (io/result-tree.ts reads the local file
 * system): fetch first, decide second. Order is
 * deterministic: a directory's files first, then its sub-directories, each sorted by code point
 * (the reference used the OS listing order; for single-artifact runs both agree).
 */
import { EVAL_META_FILE } from './names.js';
import type { ResultFile } from './throughput.js';
import type { EvalSetInput } from './evals/aggregate.js';
import { parsePythonJson } from './json-text.js';

export interface TreeEntry {
  name: string;
  /** A real directory (a symbolic link to one is not: it carries a `problem` instead). */
  directory: boolean;
  /**
   * Why the entry is neither read nor walked whatever its name (a symbolic link to a directory,
   * a symbolic link loop): such entries are named in the skip list, never dropped silently.
   */
  problem?: string;
  /**
   * The listing saw a regular file itself (not a link to one): reading it needs no check before
   * opening (the reader still checks what it opened).
   */
  regular?: boolean;
}

export type TreeRead = { text: string; mtimeMs: number } | { error: string };

/** The file-system access result collection needs; paths are joined with '/'. */
export interface ResultTree {
  /** The entries of `dir`, sorted by code point; a missing or unreadable directory has none. */
  list(dir: string): TreeEntry[];
  /**
   * A file's text, or why it was not read (too large, not a regular file, invalid UTF-8, ...);
   * `regular` as the listing saw the entry, when it was listed.
   */
  read(path: string, regular?: boolean): TreeRead;
  exists(path: string): boolean;
}

const join = (dir: string, name: string) => (dir.endsWith('/') ? dir + name : `${dir}/${name}`);

function readText(tree: ResultTree, path: string, regular?: boolean): ResultFile['text'] {
  const read = tree.read(path, regular);
  return 'error' in read ? read : read.text;
}

/**
 * Every *.json at any depth (hidden files included), and every entry that cannot be walked
 * safely (named with its problem); a missing root gives none.
 */
export function walkJsonFiles(tree: ResultTree, root: string): ResultFile[] {
  const files: ResultFile[] = [];
  const walk = (dir: string, relative: string) => {
    const entries = tree.list(dir);
    for (const entry of entries) {
      if (entry.problem) files.push({ path: relative + entry.name, text: { error: entry.problem } });
      else if (!entry.directory && entry.name.endsWith('.json'))
        files.push({
          path: relative + entry.name,
          text: readText(tree, join(dir, entry.name), entry.regular),
        });
    }
    for (const entry of entries)
      if (entry.directory && !entry.problem) {
        if (entry.name.endsWith('.json'))
          files.push({ path: relative + entry.name, text: { error: 'EISDIR (a directory named *.json)' } });
        walk(join(dir, entry.name), `${relative}${entry.name}/`);
      }
  };
  walk(root, '');
  return files;
}

/** Python `str(Path(root) / relative)`: no trailing '/', no leading './', '/' separators. */
function displayPath(root: string, ...parts: string[]): string {
  const absolute = root.startsWith('/');
  const segments = [root, ...parts].flatMap((part) => part.split('/')).filter((s) => s !== '' && s !== '.');
  const path = segments.join('/');
  return absolute ? `/${path}` : path || '.';
}

function readSet(tree: ResultTree, root: string, dirPath: string, relative: string[]): EvalSetInput {
  let meta: Record<string, unknown> = {};
  const metaText = readText(tree, join(dirPath, EVAL_META_FILE));
  if (typeof metaText === 'string') {
    const parsed = parsePythonJson(metaText);
    // An unreadable or invalid meta_env.json counts as {} (reference behaviour).
    if (parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value))
      meta = parsed.value as Record<string, unknown>;
  }
  const files: EvalSetInput['files'] = [];
  for (const entry of tree.list(dirPath)) {
    if (entry.name === EVAL_META_FILE) continue;
    if (!entry.problem && (entry.directory || !entry.name.endsWith('.json'))) continue;
    const read = entry.problem ? { error: entry.problem } : tree.read(join(dirPath, entry.name));
    const parsed =
      'error' in read ? { ok: false as const, problem: { message: read.error } } : parsePythonJson(read.text);
    files.push({
      name: entry.name,
      source: displayPath(root, ...relative, entry.name),
      mtimeMs: 'error' in read ? 0 : read.mtimeMs,
      parsed: parsed.ok ? { ok: true, value: parsed.value } : { ok: false, error: parsed.problem.message },
    });
  }
  return { dir: displayPath(root, ...relative), meta, files };
}

/**
 * The eval sets under `root`: the root itself, then each immediate child holding meta_env.json.
 * `displayRoot` is the root as the caller named it (rows' `source` starts with it). Children
 * that cannot be walked safely (a symbolic link to a directory, a loop) are `skipped`, with why.
 */
export function walkEvalSets(
  tree: ResultTree,
  root: string,
  displayRoot = root,
): { sets: EvalSetInput[]; ignoredDirs: string[]; skipped: { path: string; reason: string }[] } {
  const sets: EvalSetInput[] = [];
  const ignoredDirs: string[] = [];
  const skipped: { path: string; reason: string }[] = [];
  if (tree.exists(join(root, EVAL_META_FILE))) sets.push(readSet(tree, displayRoot, root, []));
  for (const entry of tree.list(root)) {
    if (entry.problem) skipped.push({ path: displayPath(displayRoot, entry.name), reason: entry.problem });
    if (!entry.directory || entry.problem) continue;
    if (tree.exists(join(join(root, entry.name), EVAL_META_FILE)))
      sets.push(readSet(tree, displayRoot, join(root, entry.name), [entry.name]));
    else ignoredDirs.push(displayPath(displayRoot, entry.name));
  }
  return { sets, ignoredDirs, skipped };
}
