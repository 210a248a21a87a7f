import { spawn, spawnSync } from 'node:child_process';
import { cliPath } from './paths.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  cwd?: string;
  /** Written to the CLI's stdin (closed empty when absent). */
  input?: string;
  /** Laid over the base environment; a variable set to undefined is not passed at all. */
  env?: NodeJS.ProcessEnv;
  /**
   * Start from PATH and HOME only instead of this process's environment, so GITHUB_* variables of
   * the machine running the tests (a CI runner sets many) cannot reach the CLI.
   */
  isolatedEnv?: boolean;
}

function childEnv(options: CliRunOptions): NodeJS.ProcessEnv {
  const base = options.isolatedEnv ? { PATH: process.env.PATH, HOME: process.env.HOME } : process.env;
  return { ...base, ...options.env };
}

/** Runs the real CLI (bin/sweepkit.js and its committed bundle) as a user would. */
export function runCli(args: string[], options: CliRunOptions = {}): CliResult {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd: options.cwd,
    input: options.input,
    env: childEnv(options),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same invocation as `runCli`, awaited asynchronously: a fake server living in the test process
 * (test/fake-github/) can only answer the CLI's requests while this process's event loop runs,
 * which a synchronous spawn would block.
 */
export function runCliAsync(args: string[], options: CliRunOptions = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { cwd: options.cwd, env: childEnv(options) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    // A CLI that exits before reading stdin closes the pipe; that is its answer, not a test failure.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}
