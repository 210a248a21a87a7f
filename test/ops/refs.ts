/**
 * Refs of a test repository read from its files: the fake GitHub follows the bare repository on
 * every request, and a file read there spares a git process each time (from a jest worker a
 * spawn costs tens of milliseconds on a loaded machine). Loose refs win over packed ones, as in
 * git; anything unusual (a symbolic ref) is left to git by the callers.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SHA = /^[0-9a-f]{40}$/;

function packedRefs(gitDir: string): Map<string, string> {
  const refs = new Map<string, string>();
  const path = join(gitDir, 'packed-refs');
  if (!existsSync(path)) return refs;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [sha, name] = line.split(' ');
    if (sha && name && SHA.test(sha)) refs.set(name, sha);
  }
  return refs;
}

/**
 * Every ref under `prefix` (e.g. `refs/heads/recovery`) with its commit, sorted by name; refs
 * under `skip` (e.g. `refs/remotes`, whose HEAD is symbolic) are left out.
 */
export function readRefs(gitDir: string, prefix: string, skip?: string): Map<string, string> {
  const skipped = (ref: string) => skip !== undefined && (ref === skip || ref.startsWith(`${skip}/`));
  const refs = new Map(
    [...packedRefs(gitDir)].filter(([name]) => name.startsWith(`${prefix}/`) && !skipped(name)),
  );
  const walk = (ref: string) => {
    const path = join(gitDir, ref);
    if (skipped(ref) || !existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) walk(`${ref}/${name}`);
      return;
    }
    const sha = readFileSync(path, 'utf8').trim();
    if (!SHA.test(sha)) throw new Error(`${ref} in ${gitDir} is not a plain ref: ${sha}`);
    refs.set(ref, sha);
  };
  walk(prefix);
  return new Map([...refs].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** One ref's commit, or null when absent. */
export function readRef(gitDir: string, ref: string): string | null {
  const loose = join(gitDir, ref);
  if (existsSync(loose) && !statSync(loose).isDirectory()) {
    const sha = readFileSync(loose, 'utf8').trim();
    if (!SHA.test(sha)) throw new Error(`${ref} in ${gitDir} is not a plain ref: ${sha}`);
    return sha;
  }
  return packedRefs(gitDir).get(ref) ?? null;
}

/** Points `ref` at `sha` as a loose ref (what `git update-ref` writes without a reflog). */
export function writeRef(gitDir: string, ref: string, sha: string): void {
  if (!SHA.test(sha)) throw new Error(`not a commit id: ${sha}`);
  const path = join(gitDir, ref);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${sha}\n`);
}

/** Deletes a loose ref; false when git must do it (the ref is packed). */
export function deleteLooseRef(gitDir: string, ref: string): boolean {
  if (packedRefs(gitDir).has(ref)) return false;
  rmSync(join(gitDir, ref), { force: true });
  return true;
}

/** `<sha> <ref>` of every ref under `prefix`, as `git for-each-ref` lists them. */
export function refsOf(gitDir: string, prefix = 'refs'): string[] {
  return [...readRefs(gitDir, prefix)].map(([ref, sha]) => `${sha} ${ref}`);
}
