import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
export function inputEnvName(name: string): string {
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

/**
 * Runs a committed action bundle exactly as the runner does: `node actions/<name>/dist/index.js`
 * with INPUT_* variables and the GITHUB_* file commands pointed at temporary files.
 */
export async function runAction(name: string, options: ActionRunOptions = {}): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), `sweepkit-${name}-`));
  try {
    const outputFile = join(dir, 'output');
    const summaryFile = join(dir, 'summary');
    const eventFile = join(dir, 'event.json');
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    writeFileSync(eventFile, JSON.stringify(options.event ?? {}));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
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
    const child = spawn(process.execPath, [join(projectRoot, 'actions', name, 'dist', 'index.js')], {
      cwd: options.cwd ?? dir,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    const annotations = [...stdout.matchAll(/^::(error|warning|notice)([^:]*)::(.*)$/gm)].map((m) => ({
      level: m[1]!,
      properties: m[2]!.trim(),
      message: m[3]!.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%'),
    }));
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
      summary: readFileSync(summaryFile, 'utf8'),
      annotations,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
