/**
 * Reading result folders as download-artifact leaves them: the only filesystem access
 * of result collection, kept apart from the pure aggregation it feeds (fetch first, decide second).
 * Order is deterministic: a directory's files first, then its sub-directories, each sorted by code
 * point (the reference used the OS listing order; for single-artifact runs both agree).
 */
import { type Dirent, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EVAL_META_FILE } from './names.js';
import type { ResultFile } from './throughput.js';
import type { EvalSetInput } from './evals/aggregate.js';
import { parsePythonJson } from './json-text.js';

const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function list(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort(byName);
  } catch {
    return [];
  }
}

function readText(path: string): ResultFile['text'] {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
}

/** Every *.json at any depth (hidden files included); a missing root gives none. */
export function readJsonFiles(root: string): ResultFile[] {
  const files: ResultFile[] = [];
  const walk = (dir: string, relative: string) => {
    const entries = list(dir);
    for (const entry of entries)
      if (!entry.isDirectory() && entry.name.endsWith('.json'))
        files.push({ path: relative + entry.name, text: readText(join(dir, entry.name)) });
    for (const entry of entries)
      if (entry.isDirectory()) {
        if (entry.name.endsWith('.json'))
          files.push({ path: relative + entry.name, text: { error: 'EISDIR (a directory named *.json)' } });
        walk(join(dir, entry.name), `${relative}${entry.name}/`);
      }
  };
  walk(root, '');
  return files;
}

/** Python `str(Path(root) / relative)`: no trailing '/', no leading './', '/' separators. */
export function displayPath(root: string, ...parts: string[]): string {
  const absolute = root.startsWith('/');
  const segments = [root, ...parts].flatMap((part) => part.split('/')).filter((s) => s !== '' && s !== '.');
  const path = segments.join('/');
  return absolute ? `/${path}` : path || '.';
}

function readSet(root: string, dirPath: string, relative: string[]): EvalSetInput {
  let meta: Record<string, unknown> = {};
  const metaText = readText(join(dirPath, EVAL_META_FILE));
  if (typeof metaText === 'string') {
    const parsed = parsePythonJson(metaText);
    // An unreadable or invalid meta_env.json counts as {} (reference behaviour).
    if (parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value))
      meta = parsed.value as Record<string, unknown>;
  }
  const files: EvalSetInput['files'] = [];
  for (const entry of list(dirPath)) {
    if (entry.isDirectory() || !entry.name.endsWith('.json') || entry.name === EVAL_META_FILE) continue;
    const path = join(dirPath, entry.name);
    const text = readText(path);
    const parsed =
      typeof text === 'string'
        ? parsePythonJson(text)
        : { ok: false as const, problem: { message: text.error } };
    files.push({
      name: entry.name,
      source: displayPath(root, ...relative, entry.name),
      mtimeMs: statSync(path).mtimeMs,
      parsed: parsed.ok ? { ok: true, value: parsed.value } : { ok: false, error: parsed.problem.message },
    });
  }
  return { dir: displayPath(root, ...relative), meta, files };
}

/**
 * The eval sets under `root`: the root itself, then each immediate child holding meta_env.json.
 * `displayRoot` is the root as the caller named it (rows' `source` starts with it).
 */
export function readEvalSets(
  root: string,
  displayRoot = root,
): { sets: EvalSetInput[]; ignoredDirs: string[] } {
  const sets: EvalSetInput[] = [];
  const ignoredDirs: string[] = [];
  if (existsSync(join(root, EVAL_META_FILE))) sets.push(readSet(displayRoot, root, []));
  for (const entry of list(root)) {
    if (!entry.isDirectory()) continue;
    if (existsSync(join(root, entry.name, EVAL_META_FILE)))
      sets.push(readSet(displayRoot, join(root, entry.name), [entry.name]));
    else ignoredDirs.push(displayPath(displayRoot, entry.name));
  }
  return { sets, ignoredDirs };
}
