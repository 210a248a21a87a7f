/**
 * `sweepkit run watch <run-id>`: polls the run and its jobs until it completes. Progress goes to
 * stderr (one rewritten line on a terminal, a line per change otherwise); the first failure is
 * reported as soon as it happens, so a broken sweep can be classified before it ends.
 */
import { progressLine, progressOf, type Progress } from '../../shared/ops/inspect/progress.js';
import { UsageError } from '../../shared/errors.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import {
  EXIT,
  JSON_FLAG,
  REPO_FLAG,
  WaitTimeout,
  emit,
  execute,
  parseRunId,
  portFromEnv,
  resolveRepo,
} from './common.js';

const FLAGS = {
  interval: { type: 'string', value: 'S', help: 'seconds between polls (default 15)' },
  timeout: { type: 'string', value: 'S', help: 'give up after S seconds (default 21600, six hours)' },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit run watch <run-id> [--interval S] [--timeout S] [--repo OWNER/NAME] [--json]',
  about: `Follow a run until it completes: jobs by state, and the first failed job (with its step and
link) as soon as it fails. Progress goes to stderr; the final state goes to stdout.`,
  epilog:
    'Exit codes: 0 the run succeeded, 1 it concluded otherwise, 5 timeout, 2 usage, 4 GitHub/token error.',
  flags: FLAGS,
});

function seconds(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(text.trim()))
    throw new UsageError(`${flag} must be a number of seconds, got '${text}'`);
  return Number(text);
}

const watch: Subcommand = {
  about: 'follow a run until it completes; report the first failure as it happens',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const interval = seconds('--interval', values.interval, 15) * 1000;
    const timeout = seconds('--timeout', values.timeout, 21_600) * 1000;
    const repo = resolveRepo(values.repo);
    const json = values.json === true;
    const tty = process.stderr.isTTY === true;
    return execute(json, async () => {
      const port = portFromEnv();
      const deadline = Date.now() + timeout;
      let last = '';
      let reportedFailure: number | undefined;
      let progress: Progress;
      for (;;) {
        const run = await port.getRun(repo, runId);
        progress = progressOf(run, await port.listJobs(repo, runId, 'latest'));
        const line = progressLine(progress);
        if (line !== last) process.stderr.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
        last = line;
        const f = progress.first_failure;
        if (f && f.id !== reportedFailure) {
          reportedFailure = f.id;
          process.stderr.write(
            `${tty ? '\n' : ''}first failure: job ${f.id} "${f.name}" step "${f.step ?? '?'}" ${f.html_url ?? ''}\n`.replace(
              ' \n',
              '\n',
            ),
          );
          process.stderr.write(`  classify it: sweepkit run classify ${runId} (after the run completes)\n`);
        }
        if (progress.status === 'completed') break;
        if (Date.now() + interval > deadline) {
          if (tty) process.stderr.write('\n');
          throw new WaitTimeout(
            `Run ${runId} did not complete within ${timeout / 1000} s (last: ${progress.status})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, interval));
      }
      if (tty) process.stderr.write('\n');
      emit(json, { ok: progress.conclusion === 'success', ...progress }, () => progressLine(progress));
      return progress.conclusion === 'success' ? EXIT.ok : EXIT.refused;
    });
  },
};

export default watch;
