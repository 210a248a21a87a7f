import { spawnSync } from 'node:child_process';
import { cliPath } from './paths.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI (bin/sweepkit.js and its committed bundle) as a user would. */
export function runCli(
  args: string[],
  options: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv } = {},
): CliResult {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd: options.cwd,
    input: options.input,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
