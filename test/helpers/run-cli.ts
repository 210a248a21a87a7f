import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embedCli, runMain, type CliMain } from '../../cli/_common/cli.js';
import { inProcess } from './in-process.js';
import { cliPath, projectRoot } from './paths.js';

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
   * Start from PATH and HOME (and the tests' retry backoff) instead of this process's environment,
   * so GITHUB_* variables of the machine running the tests (a CI runner sets many) cannot reach
   * the CLI.
   */
  isolatedEnv?: boolean;
  /**
   * In process only: stdout behaves as a pipe whose reader has gone away, as under
   * `sweepkit ... | head -0` (what the command writes there is lost).
   */
  stdoutClosed?: boolean;
}

function childEnv(options: CliRunOptions): NodeJS.ProcessEnv {
  const { PATH, HOME, SWEEPKIT_GITHUB_RETRY_DELAY_MS } = process.env;
  // The isolated base keeps the test environment's short retry backoff (test/helpers/no-network.cjs).
  const base = options.isolatedEnv ? { PATH, HOME, SWEEPKIT_GITHUB_RETRY_DELAY_MS } : process.env;
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
export function runCliBundle(args: string[], options: CliRunOptions = {}): Promise<CliResult> {
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

/** Command name -> the group module (cli/<group>.ts), read from the dispatcher's own table. */
function dispatcherGroups(): Map<string, string> {
  const text = readFileSync(cliPath, 'utf8');
  const table = text.slice(
    text.indexOf('const GROUPS = {'),
    text.indexOf('};', text.indexOf('const GROUPS = {')),
  );
  const groups = new Map<string, string>();
  for (const m of table.matchAll(/'?([\w-]+)'?:\s*\{\s*bundle:\s*'([\w-]+)'/g)) groups.set(m[1]!, m[2]!);
  if (groups.size === 0) throw new Error(`no command table found in ${cliPath}`);
  return groups;
}

let groups: Map<string, string> | undefined;

/** The time zone this process computes local times in (e.g. `UTC`). */
const ownZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;
const mains = new Map<string, CliMain>();

async function groupMain(group: string): Promise<CliMain> {
  let main = mains.get(group);
  if (!main) {
    // The group module's own `void runCli(main)` must not run on this process's arguments.
    embedCli();
    ({ main } = (await import(join(projectRoot, 'cli', `${group}.ts`))) as { main: CliMain });
    mains.set(group, main);
  }
  return main;
}

/**
 * Runs the CLI's SOURCES in this process: the group module bin/sweepkit.js would load for
 * `args[0]`, its exported `main` with the same arguments, the environment, working directory
 * and stdout/stderr a spawned CLI would get. Commands the dispatcher answers itself (help,
 * version, an unknown command) and calls that feed stdin or set another TZ than this process's
 * spawn the bundle instead, as do callers testing the process contract (exit codes of the bin,
 * closed pipes): `runCliBundle`.
 */
export async function runCliAsync(args: string[], options: CliRunOptions = {}): Promise<CliResult> {
  groups ??= dispatcherGroups();
  const group = groups.get(args[0] ?? '');
  // stdin and the time zone belong to a process (Node reads TZ once per process for some paths):
  // another zone than this process's own needs a process of its own.
  const zone = options.env?.TZ;
  if (group === undefined || options.input !== undefined || (zone !== undefined && zone !== ownZone()))
    return runCliBundle(args, options);
  const main = await groupMain(group);
  const run = await inProcess(childEnv(options), options.cwd, async () => ({
    code: await runMain(main, args),
  }));
  // A reader that has gone away receives nothing; the process guard keeps the command's own code.
  return options.stdoutClosed ? { ...run, stdout: '' } : run;
}
