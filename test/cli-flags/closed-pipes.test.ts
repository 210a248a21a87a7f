/**
 * A reader that goes away ends the output quietly: `sweepkit --help | head -1` and friends never
 * print an EPIPE stack trace, on stdout or stderr, and keep their exit code. The process
 * contract runs the real CLI (the dispatcher's own answers and two group bundles) with each pipe
 * closed, side by side; every group's help is checked against a closed stdout in process, where
 * what the command writes to stdout is lost and its exit code stays.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { cliPath } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a shell pipeline and collects what reaches the test. */
function shell(script: string): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs the CLI with one of its output pipes closed by the reader before the CLI writes a byte
 * (the surest EPIPE); the other stream is collected.
 */
function closedPipe(args: string[], closed: 'stdout' | 'stderr'): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child[closed].destroy();
    const open = closed === 'stdout' ? child.stderr : child.stdout;
    let text = '';
    open.on('data', (chunk) => (text += chunk));
    child.on('close', (code) =>
      resolve(closed === 'stdout' ? { code, stdout: '', stderr: text } : { code, stdout: text, stderr: '' }),
    );
  });
}

const CLI = `"${process.execPath}" "${cliPath}"`;

describe('EPIPE ends quietly (the real CLI, pipes closed by the reader)', () => {
  it('sweepkit --help | head -1: 10 runs side by side, never a stack trace', async () => {
    // One shell starts the ten pipelines at once (one process from the test instead of ten); each
    // pipeline's stdout, stderr and exit status go to files of its own, read back per run.
    const dir = scratchDir('sweepkit-pipes-');
    const runs = Array.from({ length: 10 }, (_, i) => join(dir, String(i)));
    const script = runs
      .map((run) => `{ ${CLI} --help | head -1; echo $? >"${run}.code"; } >"${run}.out" 2>"${run}.err" &`)
      .join('\n');
    expect(await shell(`${script}\nwait`)).toEqual({ code: 0, stdout: '', stderr: '' });
    const results = runs.map((run) => ({
      code: Number(readFileSync(`${run}.code`, 'utf8')),
      stdout: readFileSync(`${run}.out`, 'utf8'),
      stderr: readFileSync(`${run}.err`, 'utf8'),
    }));
    for (const result of results)
      expect(result).toEqual({ code: 0, stdout: 'usage: sweepkit <command> [args]\n', stderr: '' });
  }, 120_000);

  // The dispatcher's own answers, and group bundles with each pipe closed: bin/sweepkit.js
  // installs the guard for the whole process; every group's help meets a closed stdout in
  // process below.
  it.concurrent.each<[string[], number]>([
    [['--help'], 0],
    [['--version'], 0],
    [['matrix', 'full-sweep', '--help'], 0],
    [['reuse', 'find', '--help'], 0],
    [['collect', 'aggregate', '--help'], 0],
  ])(
    'stdout closed: sweepkit %j exits %d with nothing on stderr',
    async (args, code) => {
      expect(await closedPipe(args, 'stdout')).toEqual({ code, stdout: '', stderr: '' });
    },
    60_000,
  );

  it.concurrent.each<[string[], number]>([
    [[], 2],
    [['matrix', 'full-sweep', '--bogus'], 2],
    [['stage', 'select', '--bogus'], 2],
    [['collect', 'aggregate'], 2],
  ])(
    'stderr closed: sweepkit %j keeps its exit code %d (no crash)',
    async (args, code) => {
      expect(await closedPipe(args, 'stderr')).toEqual({ code, stdout: '', stderr: '' });
    },
    60_000,
  );
});

describe('EPIPE on stdout ends quietly (every group help, in process)', () => {
  it.each<[string[], number]>([
    [['matrix', '--help'], 0],
    [['matrix', 'full-sweep', '--help'], 0],
    [['simulate', '--help'], 0],
    [['changelog', '--help'], 0],
    [['changelog', 'plan', '--help'], 0],
    [['collect', '--help'], 0],
    [['collect', 'aggregate', '--help'], 0],
    [['reuse', 'find', '--help'], 0],
    [['ingest', 'payload', '--help'], 0],
    [['run', '--help'], 0],
    [['run', 'watch', '--help'], 0],
    [['verify-publication', '--help'], 0],
    [['e2e', 'dispatch', '--help'], 0],
    [['merge-with-reuse', '--help'], 0],
  ])('stdout closed: sweepkit %j exits %d with nothing on stderr', async (args, code) => {
    expect(await runCliAsync(args, { stdoutClosed: true })).toEqual({ code, stdout: '', stderr: '' });
  });
});
