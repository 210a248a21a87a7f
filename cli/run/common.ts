/**
 * What every run-inspection command shares: the repository (--repo, GITHUB_REPOSITORY, else the
 * origin remote), the token, the port, run ids (a number or a run URL), and the one place that
 * turns failures into exit codes and, with --json, into `{"ok": false, "error": ...}` on stdout.
 *
 * Exit codes: 0 done / all passed, 1 refusal or a failed check, 2 usage, 3 indeterminate
 * (unknown), 4 environment (no token, API failure after retries, git), 5 timeout while waiting.
 */
import { createInspectPort } from '../../io/github-inspect.js';
import { runGit } from '../../io/git.js';
import { SweepkitError, UsageError, errorMessage } from '../../shared/errors.js';
import type { RepoRef } from '../../shared/github/client.js';
import { GitHubApiError } from '../../shared/github/errors.js';
import { parseRepo } from '../../shared/github/repo.js';
import type { InspectPort } from '../../shared/ops/inspect/ports.js';
import { writeStdout } from '../_common/cli.js';

export const EXIT = { ok: 0, refused: 1, usage: 2, unknown: 3, environment: 4, timeout: 5 } as const;

/** A decided "no": the command refuses (exit 1) with a message saying why and what to do. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code = 'refused',
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The environment cannot serve the command (exit 4). */
class EnvironmentError extends Error {
  constructor(
    message: string,
    readonly code = 'environment',
  ) {
    super(message);
    this.name = 'EnvironmentError';
  }
}

export class WaitTimeout extends Error {
  readonly code = 'timeout';
}

export const REPO_FLAG = {
  repo: { type: 'string', value: 'OWNER/NAME', help: 'default $GITHUB_REPOSITORY, else the origin remote' },
} as const;
export const JSON_FLAG = { json: { type: 'boolean', help: 'one JSON document on stdout' } } as const;

const GITHUB_REMOTE = /github\.com[:/]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/;

export function resolveRepo(flag: string | undefined): RepoRef {
  if (flag) return parseRepo(flag, '--repo');
  if (process.env.GITHUB_REPOSITORY) return parseRepo(process.env.GITHUB_REPOSITORY, 'GITHUB_REPOSITORY');
  let url = '';
  try {
    url = runGit(['remote', 'get-url', 'origin'], { okCodes: [2, 128] })
      .stdout.toString('utf8')
      .trim();
  } catch {
    url = '';
  }
  const m = GITHUB_REMOTE.exec(url);
  if (!m)
    throw new UsageError(
      'no repository: pass --repo OWNER/NAME, set GITHUB_REPOSITORY, or run inside a clone with a GitHub origin',
    );
  return { owner: m[1]!, repo: m[2]! };
}

/** GH_TOKEN, else GITHUB_TOKEN; none is an environment error (exit 4). */
export function tokenFromEnv(): string {
  const token = process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
  if (!token) throw new EnvironmentError('GH_TOKEN or GITHUB_TOKEN is required', 'no-token');
  return token;
}

export function portFromEnv(): InspectPort {
  return createInspectPort({ token: tokenFromEnv() });
}

/** `123` or `https://github.com/o/r/actions/runs/123[/attempts/2]` → 123. */
export function parseRunId(text: string, what = '<run-id>'): number {
  const m = /^(\d+)$/.exec(text.trim()) ?? /\/actions\/runs\/(\d+)(?:\/|$)/.exec(text.trim());
  if (!m || !Number.isSafeInteger(Number(m[1])))
    throw new UsageError(`${what} must be a run id or a run URL, got '${text}'`);
  return Number(m[1]);
}

function classify(error: unknown): { exit: number; code: string; message: string } {
  if (error instanceof Refusal) return { exit: EXIT.refused, code: error.code, message: error.message };
  if (error instanceof WaitTimeout) return { exit: EXIT.timeout, code: error.code, message: error.message };
  if (error instanceof EnvironmentError)
    return { exit: EXIT.environment, code: error.code, message: error.message };
  if (error instanceof GitHubApiError)
    return { exit: EXIT.environment, code: 'github-api', message: error.message };
  if (error instanceof SweepkitError) return { exit: EXIT.refused, code: 'invalid', message: error.message };
  return { exit: EXIT.environment, code: 'unexpected', message: errorMessage(error) };
}

/**
 * Runs a command body; usage errors go on to the CLI's one catch (exit 2). Other failures print
 * `✗ message` on stderr, or the error document on stdout with --json, and return the exit code.
 */
export async function execute(json: boolean, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const { exit, code, message } = classify(error);
    if (json) writeStdout(JSON.stringify({ ok: false, error: { code, message } }, null, 2));
    else process.stderr.write(`✗ ${message}\n`);
    return exit;
  }
}

export function emit(json: boolean, document: unknown, human: () => string): void {
  writeStdout(json ? JSON.stringify(document, null, 2) : human());
}
