/**
 * The git adapter: the only place that runs the git binary. Pure code in shared/ takes
 * the narrow GitReader port instead, so its tests need no repository.
 */
import { spawnSync } from 'node:child_process';
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

/** Runs `git args...` and returns raw stdout bytes; fails with the command and git's message. */
export function runGit(args: string[], options: GitRunOptions = {}): GitResult {
  const result = spawnSync('git', args, {
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
