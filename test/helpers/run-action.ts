import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summary } from '@actions/core';
import { parse } from 'yaml';
import { inProcess } from './in-process.js';
import { projectRoot } from './paths.js';

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Parsed from the GITHUB_OUTPUT file the action wrote. */
  outputs: Record<string, string>;
  /** The GITHUB_STEP_SUMMARY Markdown. */
  summary: string;
  /** `::error ...::msg` / `::warning ...::msg` lines from stdout. */
  annotations: { level: string; properties: string; message: string }[];
}

export interface ActionRunOptions {
  /** Input names as in action.yml; become INPUT_<NAME> as the runner sets them. */
  inputs?: Record<string, string>;
  /** Written to a file that GITHUB_EVENT_PATH points at. */
  event?: unknown;
  eventName?: string;
  env?: Record<string, string>;
  cwd?: string;
}

/** The runner's name mangling: spaces to underscores, upper case. */
function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Parses the `name<<DELIM\nvalue\nDELIM` and `name=value` forms of a GITHUB_OUTPUT file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      outputs[name!] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

interface Prepared {
  dir: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  outputFile: string;
  summaryFile: string;
}

/** The temporary files and the environment the runner gives a step. */
function prepare(name: string, options: ActionRunOptions): Prepared {
  const dir = mkdtempSync(join(tmpdir(), `sweepkit-${name.replace(/\//g, '-')}-`));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  const eventFile = join(dir, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(options.event ?? {}));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // The test environment's short retry backoff (test/helpers/no-network.cjs).
    SWEEPKIT_GITHUB_RETRY_DELAY_MS: process.env.SWEEPKIT_GITHUB_RETRY_DELAY_MS,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_REPOSITORY: 'example-org/bench',
    GITHUB_REPOSITORY_OWNER: 'example-org',
    GITHUB_RUN_ID: '1000',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: options.cwd ?? dir,
    RUNNER_TEMP: dir,
    ...options.env,
  };
  for (const [input, value] of Object.entries(options.inputs ?? {})) env[inputEnvName(input)] = value;
  return { dir, cwd: options.cwd ?? dir, env, outputFile, summaryFile };
}

function finish(p: Prepared, code: number, stdout: string, stderr: string): ActionRun {
  const annotations = [...stdout.matchAll(/^::(error|warning|notice)([^:]*)::(.*)$/gm)].map((m) => ({
    level: m[1]!,
    properties: m[2]!.trim(),
    message: m[3]!.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%'),
  }));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(p.outputFile, 'utf8')),
    summary: readFileSync(p.summaryFile, 'utf8'),
    annotations,
  };
}

/** The file the runner starts for `name` (`reuse-gate`, or an entry such as `reuse-gate/stage`): its action.yml's runs.main. */
function bundlePath(name: string): string {
  const dir = join(projectRoot, 'actions', name);
  const main = (parse(readFileSync(join(dir, 'action.yml'), 'utf8')) as { runs: { main: string } }).runs.main;
  return join(dir, main);
}

/**
 * Runs a committed action bundle exactly as the runner does: `node <action.yml runs.main>`
 * with INPUT_* variables and the GITHUB_* file commands pointed at temporary files. For the
 * runner contract (start-up, exit codes, a malformed runner context read while importing).
 */
export async function runActionBundle(name: string, options: ActionRunOptions = {}): Promise<ActionRun> {
  const p = prepare(name, options);
  try {
    const child = spawn(process.execPath, [bundlePath(name)], { cwd: p.cwd, env: p.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    return finish(p, code, stdout, stderr);
  } finally {
    rmSync(p.dir, { recursive: true, force: true });
  }
}

type Body = () => Promise<void>;
type Entries = import('../../actions/_common/entries.js').ActionEntries;
type RunEntry = typeof import('../../actions/_common/entries.js').runEntry;
/** Per action, not per entry: jest refuses an import from a concurrent test between tests. */
const loaded = new Map<string, { runEntry: RunEntry; ENTRIES: Entries }>();

/**
 * What an entry's bundle runs (actions/<action>/src/run/<entry>.ts): `runEntry` over the action's
 * entries, for `<action>` (its main entry, honouring the deprecated `mode` input) or
 * `<action>/<entry>` (a sub-action), under the actions' one catch, as in the bundle.
 */
async function actionBody(name: string): Promise<Body> {
  const [action, entry] = name.split('/') as [string, string | undefined];
  let modules = loaded.get(action);
  if (!modules) {
    const { runEntry } = await import('../../actions/_common/entries.js');
    const { ENTRIES } = (await import(join(projectRoot, 'actions', action, 'src', 'entries.ts'))) as {
      ENTRIES: Entries;
    };
    modules = { runEntry, ENTRIES };
    loaded.set(action, modules);
  }
  const { runEntry, ENTRIES } = modules;
  return () => runEntry(ENTRIES, entry);
}

/**
 * @actions/github reads the event while being imported; each in-process run gets its own. Loaded
 * here, on the first in-process run, not with this module: it is a quarter of a second of a test
 * file's start, and files that only spawn bundles or parse output files never need it.
 */
let github: typeof import('@actions/github') | undefined;
async function refreshGitHubContext(): Promise<void> {
  // Imported once (jest refuses an import from a concurrent test between tests).
  github ??= await import('@actions/github');
  const { context } = github;
  const Context = Object.getPrototypeOf(context).constructor as new () => typeof context;
  let fresh: typeof context;
  try {
    fresh = new Context();
  } catch {
    // A malformed event file: the action's own start-up check reports it and clears the variable.
    const path = process.env.GITHUB_EVENT_PATH;
    delete process.env.GITHUB_EVENT_PATH;
    fresh = new Context();
    process.env.GITHUB_EVENT_PATH = path;
  }
  Object.assign(context, fresh);
}

/**
 * Runs the action's SOURCES in this process with the environment, working directory and file
 * commands the runner gives a step (see `runActionBundle`); stdout, stderr and the exit code
 * are captured and reset afterwards. An error escaping the action ends the run with code 1 and
 * the stack on stderr, as an uncaught error would end the bundle.
 */
export async function runAction(name: string, options: ActionRunOptions = {}): Promise<ActionRun> {
  const p = prepare(name, options);
  try {
    const run = await inProcess(p.env, p.cwd, async () => {
      // The module graph is imported inside the call, so its start-up checks see this run's env.
      const body = await actionBody(name);
      await refreshGitHubContext();
      // core.summary keeps the buffer a failed run left unwritten, and the file of its first write:
      // each run starts empty and writes to its own GITHUB_STEP_SUMMARY.
      summary.emptyBuffer();
      (summary as unknown as { _filePath?: string })._filePath = undefined;
      try {
        await body();
        return { code: typeof process.exitCode === 'number' ? process.exitCode : 0, crash: '' };
      } catch (error) {
        return { code: 1, crash: `${error instanceof Error ? error.stack : String(error)}\n` };
      }
    });
    return finish(p, run.code, run.stdout, run.stderr + run.crash);
  } finally {
    rmSync(p.dir, { recursive: true, force: true });
  }
}
