/**
 * The git adapter: the only place that runs the git binary. Pure code in shared/ takes
 * the narrow GitReader port instead, so its tests need no repository.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { SweepkitError } from '../shared/errors.js';

export interface GitRunOptions {
  cwd?: string;
  input?: string | Buffer;
  /** Exit codes that are answers rather than failures (e.g. 1 for `git diff --quiet`). */
  okCodes?: number[];
}

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * The git executable on PATH as an absolute path, looked up once per PATH value: a bare `git`
 * makes every spawn try each PATH entry in turn (a failed exec per entry before the right one),
 * and a merge or recovery runs git dozens of times. Anything unusual (a relative PATH entry,
 * Windows, no git found) keeps the bare name, so the spawn and its error stay exactly as before.
 */
let located: { path: string; git: string } | undefined;
function gitExecutable(): string {
  const path = process.env.PATH ?? '';
  if (located?.path !== path) located = { path, git: findGit(path) };
  return located.git;
}

function findGit(path: string): string {
  if (process.platform === 'win32') return 'git';
  for (const dir of path.split(delimiter)) {
    if (!isAbsolute(dir)) return 'git';
    const candidate = join(dir, 'git');
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here: the next entry, as the exec search does.
    }
  }
  return 'git';
}

/** Runs `git args...` and returns raw stdout bytes; fails with the command and git's message. */
export function runGit(args: string[], options: GitRunOptions = {}): GitResult {
  const result = spawnSync(gitExecutable(), args, {
    cwd: options.cwd,
    input: options.input,
    maxBuffer: 1 << 30,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
  });
  if (result.error) {
    throw new SweepkitError({ message: `could not run git ${args.join(' ')}: ${result.error.message}` });
  }
  const code = result.status ?? -1;
  const stderr = result.stderr.toString('utf8').trim();
  if (code !== 0 && !(options.okCodes ?? []).includes(code)) {
    throw new SweepkitError({
      message: `git ${args.join(' ')} failed (exit ${code}): ${stderr || 'no message'}`,
    });
  }
  return { code, stdout: result.stdout, stderr };
}

/** Why `ref` cannot be handed to git as a revision, or undefined when it can. */
function revisionProblem(ref: string): string | undefined {
  if (ref === '') return 'it is empty';
  if (ref.startsWith('-')) return "it starts with '-', so git would read it as an option";
  // Git ref names hold no colon, blank or control character; `<ref>:<path>` needs the colon free.
  if ([...ref].some((c) => c <= ' ' || c === '\x7f' || c === ':'))
    return 'it contains a colon, a blank or a control character';
  return undefined;
}

/**
 * Rejects a user- or workflow-given revision before it reaches git. The commands that take one
 * also pass it after `--end-of-options`; this check gives the clearer message and covers the
 * `<ref>:<path>` names sent to `git cat-file --batch` on stdin.
 */
export function checkRevision(ref: string): string {
  const problem = revisionProblem(ref);
  if (problem)
    throw new SweepkitError({
      message: `'${ref}' is not a git revision: ${problem}`,
      hint: 'pass a branch, tag or commit SHA (for example origin/main)',
    });
  return ref;
}
