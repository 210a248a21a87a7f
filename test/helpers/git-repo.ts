/**
 * Real git repositories for tests at as few processes as the state allows. Every process a test
 * starts is a fork of the jest worker (which grows to hundreds of MB over a run, and a fork copies
 * its page tables) plus an exec; git itself takes milliseconds. So:
 * - `initRepository` copies the `.git` of one `git init` made per test file instead of running
 *   `git init` for every repository (the copy is the same files `git init --template=` writes);
 * - `importCommits` writes a history with one `git fast-import` and checks it out, both in one
 *   shell process, instead of a write, add, commit and tag per commit.
 */
import { afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const templates = new Map<string, string>();
afterAll(() => {
  for (const dir of templates.values()) rmSync(dir, { recursive: true, force: true });
  templates.clear();
});

/** `git init -q -b <branch> --template=` in `dir` (which exists), without starting git. */
export function initRepository(dir: string, branch = 'main'): void {
  let template = templates.get(branch);
  if (template === undefined) {
    template = mkdtempSync(join(tmpdir(), 'sweepkit-git-template-'));
    const r = spawnSync('git', ['init', '-q', '-b', branch, '--template='], {
      cwd: template,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`git init: ${r.stderr}`);
    templates.set(branch, template);
  }
  cpSync(join(template, '.git'), join(dir, '.git'), { recursive: true });
}

export interface ImportedCommit {
  /** The branch the commit goes on (refs/heads/<branch>); default main. */
  branch?: string;
  /** Where the branch starts when this is its first commit in the stream (a ref or `:<n>`, the nth commit). */
  from?: string;
  message: string;
  /** Path → content: added or replaced; the parent's other files stay. */
  files: Record<string, string | Uint8Array>;
  /** A lightweight tag on the commit, as `git tag <name>` makes. */
  tag?: string;
}

/** Every file under `dir` (recursively) as path-relative-to-`under` → bytes, for `files`. */
export function filesUnder(dir: string, under: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[relative(under, path)] = readFileSync(path);
    }
  return files;
}

/** The fast-import stream for `commits`; commit i gets mark :i+1. */
function stream(commits: readonly ImportedCommit[], identity: string, when: number): Buffer {
  const parts: Buffer[] = [];
  const line = (text: string) => parts.push(Buffer.from(`${text}\n`));
  const data = (bytes: string | Uint8Array) => {
    const body = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes);
    line(`data ${body.length}`);
    parts.push(body);
    line('');
  };
  commits.forEach((commit, i) => {
    const ref = `refs/heads/${commit.branch ?? 'main'}`;
    line(`commit ${ref}`);
    line(`mark :${i + 1}`);
    line(`committer ${identity} ${when} +0000`);
    data(commit.message);
    if (commit.from !== undefined) line(`from ${commit.from}`);
    for (const [path, content] of Object.entries(commit.files)) {
      line(`M 100644 inline ${path}`);
      data(content);
    }
    if (commit.tag !== undefined) {
      line(`reset refs/tags/${commit.tag}`);
      line(`from :${i + 1}`);
    }
    line('');
  });
  return Buffer.concat(parts);
}

/**
 * Writes `commits` into the repository at `dir` with one `git fast-import`, then checks out the
 * branch HEAD names with `git reset --hard` (one process for both), so the working tree and index
 * match it as after the same commits made one by one.
 */
export function importCommits(dir: string, commits: readonly ImportedCommit[], identity = 't <t@t>'): void {
  const input = stream(commits, identity, Math.floor(Date.now() / 1000));
  const r = spawnSync('sh', ['-c', 'git fast-import --quiet && git reset -q --hard'], {
    cwd: dir,
    input,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`git fast-import in ${dir}: ${r.stderr}`);
}
