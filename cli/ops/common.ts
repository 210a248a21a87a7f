/** What the operator commands share: the repository, the token, exit codes, refusal output. */
import { SweepkitError, UsageError } from '../../shared/errors.js';
import { repoFromRemoteUrl } from '../../io/git-reader.js';
import { runGit } from '../../io/git.js';

import { EXIT } from '../../shared/ops/merge/names.js';

export { EXIT };

/** An environment problem (no token, transport error, git failure): exit 4. */
class EnvironmentError extends SweepkitError {
  constructor(message: string, hint?: string) {
    super({ message, hint });
    this.name = 'EnvironmentError';
  }
}

/** --repo, else GITHUB_REPOSITORY, else REPO (drop-in for the reference helper), else the remote's URL. */
export function resolveRepository(flag: string | undefined, remote: string): string {
  const pattern = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
  if (flag !== undefined) {
    if (!pattern.test(flag)) throw new UsageError(`--repo must be OWNER/NAME, got '${flag}'`);
    return flag;
  }
  const env = process.env.GITHUB_REPOSITORY || process.env.REPO;
  if (env && pattern.test(env)) return env;
  const top = runGit(['rev-parse', '--show-toplevel'], { okCodes: [128] });
  if (top.code === 0) {
    const root = top.stdout.toString('utf8').trim();
    const url = runGit(['remote', 'get-url', remote], { cwd: root, okCodes: [2, 128] });
    const fromRemote = url.code === 0 ? repoFromRemoteUrl(url.stdout.toString('utf8')) : undefined;
    if (fromRemote) return fromRemote;
  }
  throw new UsageError(
    `--repo OWNER/NAME is required: GITHUB_REPOSITORY is not set and the ${remote} remote is not on github.com`,
  );
}

export function tokenFromEnv(): string {
  const token = process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
  if (!token)
    throw new EnvironmentError(
      'GH_TOKEN or GITHUB_TOKEN is required',
      'export a token, e.g. `export GH_TOKEN=$(gh auth token)`',
    );
  return token;
}

/** Seconds (a whole or decimal number) from a flag or its default. */
export function secondsFlag(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(text.trim()))
    throw new UsageError(`${flag} must be a number of seconds, got '${text}'`);
  return Number(text.trim());
}

/** The exit code an error from a command maps to (refusals carry their own). */
export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError) return EXIT.usage;
  const own = (error as { exitCode?: unknown } | null)?.exitCode;
  if (typeof own === 'number') return own;
  // Anything else is not a decision about the input: no token, an API error (GitHubApiError),
  // a git failure.
  return EXIT.environment;
}
