import { spawn } from 'node:child_process';
import { cliPath } from '../helpers/paths.js';
import type { CliResult } from '../helpers/run-cli.js';

/**
 * The real CLI, spawned asynchronously: the fake GitHub server lives in this test process, so a
 * synchronous spawn would block the very event loop that has to answer the CLI's requests.
 */
export function runCliAsync(args: string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
