/**
 * `sweepkit merge-with-reuse <pr>`: the supported merge of a PR whose approved sweep is reused
 * on main. Flags and output here; the sequence is shared/ops/merge/sequence.ts.
 */
import { UsageError } from '../../shared/errors.js';
import { parseRepo } from '../../shared/github/repo.js';
import { DEFAULT_CHANGELOG_FILE } from '../../shared/changelog/names.js';
import { DEFAULTS } from '../../shared/ops/merge/names.js';
import { MergeRefusal } from '../../shared/ops/merge/refusal.js';
import { MergeInterrupted, mergeWithReuse, type MergeOptions } from '../../shared/ops/merge/sequence.js';
import type { WaitProgress } from '../../shared/ops/merge/wait.js';
import { createOpsGit } from '../../io/git-ops.js';
import { createOpsGitHub } from '../../io/github-ops.js';
import { errorMessage } from '../../shared/errors.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import { EXIT, exitCodeOf, resolveRepository, secondsFlag, tokenFromEnv } from './common.js';

const USAGE = 'sweepkit merge-with-reuse <pr-number> [options]';

const FLAGS = {
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: "repository (default: $GITHUB_REPOSITORY, $REPO, else the remote's URL)",
  },
  remote: {
    type: 'string',
    default: 'origin',
    value: 'NAME',
    help: 'git remote of the repository (default origin)',
  },
  'run-id': {
    type: 'string',
    value: 'ID',
    help: 'reuse this source run (alias --source-run); it must still be valid',
  },
  'source-run': { type: 'string', value: 'ID', help: 'the same as --run-id' },
  'accept-partial': {
    type: 'boolean',
    default: false,
    help: 'with --run-id: accept a failed or cancelled run that has result artifacts, as the gate on main does; main then publishes only what it produced',
  },
  'dry-run': {
    type: 'boolean',
    default: false,
    help: 'prepare locally and print the plan; post, push and merge nothing',
  },
  'check-timeout': {
    type: 'string',
    value: 'S',
    help: `seconds each wait may take (default $CHECK_TIMEOUT_SECONDS, else ${DEFAULTS.checkTimeoutSeconds})`,
  },
  'poll-interval': {
    type: 'string',
    value: 'S',
    help: `seconds between check polls (default ${DEFAULTS.pollIntervalSeconds})`,
  },
  'required-only': {
    type: 'boolean',
    default: false,
    help: "wait only for branch protection's required checks (default: every check)",
  },
  'changelog-file': {
    type: 'string',
    default: DEFAULT_CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${DEFAULT_CHANGELOG_FILE})`,
  },
  json: {
    type: 'boolean',
    default: false,
    help: 'print one JSON document on stdout instead of the step lines',
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: USAGE,
  about: `Merge a same-repository PR whose successful PR sweep is reused on main, in one sequence:
verify a reusable source run, merge main into the PR branch in a private worktree (only a
${DEFAULT_CHANGELOG_FILE} conflict is resolved), canonicalize XXX links, run the changelog
gate locally, then post "/reuse-sweep-run <id>", push the synchronization commit, wait for
check-changelog and the PR checks, and squash-merge with the pushed head as precondition.
Your checkout (branch, index, files) is never touched. Reads GH_TOKEN or GITHUB_TOKEN and
GITHUB_API_URL.`,
  flags: FLAGS,
  epilog:
    'Exit codes: 0 merged (or planned), 1 refused, 2 usage, 4 environment (token, API, git), 5 timeout.',
});

function prNumber(text: string | undefined): number {
  if (text === undefined) throw new UsageError('the following arguments are required: <pr-number>');
  if (!/^[0-9]+$/.test(text) || Number(text) < 1)
    throw new UsageError(`<pr-number> must be a positive whole number, got '${text}'`);
  return Number(text);
}

/** Pending checks and elapsed time, rewritten in place on a terminal, one line per change elsewhere. */
function progressWriter(): (progress: WaitProgress) => void {
  const tty = process.stderr.isTTY === true;
  let last = '';
  return (progress) => {
    const what = progress.pending.join(', ');
    const elapsed = Math.round(progress.elapsedMs / 1000);
    if (tty) {
      process.stderr.write(
        `\r\x1b[2K… waiting ${elapsed}s for ${progress.phase === 'checks' ? 'PR checks' : what}: ${what}`,
      );
    } else if (what !== last) {
      process.stderr.write(`… waiting for ${what} (${elapsed}s)\n`);
    }
    last = what;
  };
}

const mergeWithReuseCommand = {
  about: 'merge a PR whose approved sweep is reused on main',
  help: HELP,
  flags: FLAGS,
  async run(argv: string[]): Promise<number> {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<pr-number>'], min: 0 }, HELP);
    if (!parsed) return EXIT.ok;
    const { values, positionals } = parsed;
    const pr = prNumber(positionals[0]);
    const remote = values.remote;
    const runId = values['run-id'] ?? values['source-run'];
    if (runId !== undefined && !/^[0-9]+$/.test(runId))
      throw new UsageError(`--run-id must be a run id (digits), got '${runId}'`);
    if (values['accept-partial'] && runId === undefined)
      throw new UsageError('--accept-partial needs --run-id: only a pinned run may be a partial source');
    const timeout = secondsFlag(
      '--check-timeout',
      values['check-timeout'],
      secondsFlag('CHECK_TIMEOUT_SECONDS', process.env.CHECK_TIMEOUT_SECONDS, DEFAULTS.checkTimeoutSeconds),
    );
    const poll = secondsFlag('--poll-interval', values['poll-interval'], DEFAULTS.pollIntervalSeconds);
    const json = values.json;
    const onWait = json ? () => undefined : progressWriter();
    let waited = false;
    const endWaitLine = () => {
      if (waited && process.stderr.isTTY) process.stderr.write('\n');
      waited = false;
    };
    try {
      const repoName = resolveRepository(values.repo, remote);
      const options: MergeOptions = {
        repo: parseRepo(repoName, '--repo'),
        repoName,
        pr,
        remote,
        changelogFile: values['changelog-file'],
        dryRun: values['dry-run'],
        sourceRun: runId === undefined ? null : BigInt(runId).toString(),
        acceptPartial: values['accept-partial'],
        requiredOnly: values['required-only'],
        checkTimeoutMs: timeout * 1000,
        pollMs: poll * 1000,
        headSyncMs: DEFAULTS.headSyncSeconds * 1000,
        pid: process.pid,
      };
      const github = createOpsGitHub({ token: tokenFromEnv() });
      // Ctrl-C: remove the private worktree and ref before exiting (the user's checkout was
      // never touched); what may already be on GitHub depends on how far the run got.
      let pendingCleanup: (() => void) | null = null;
      process.once('SIGINT', () => {
        pendingCleanup?.();
        process.stderr.write(
          `\n✗ Interrupted; the private worktree was removed and your checkout is unchanged. Check PR #${pr} for a new pinned comment or pushed commit before rerunning.\n`,
        );
        process.exit(130);
      });
      const report = await mergeWithReuse(
        {
          git: createOpsGit(),
          github,
          clock: { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
          onLine: (line) => {
            endWaitLine();
            if (!json) writeStdout(line);
          },
          onCleanup: (cleanup) => (pendingCleanup = cleanup),
          onWait: (progress) => {
            waited = true;
            onWait(progress);
          },
        },
        options,
      );
      if (json) {
        const { lines: _lines, ...document } = report;
        writeStdout(JSON.stringify(document));
      }
      return EXIT.ok;
    } catch (error) {
      endWaitLine();
      if (error instanceof UsageError) throw error;
      const code = exitCodeOf(error);
      const left = error instanceof MergeRefusal || error instanceof MergeInterrupted ? error.left : null;
      const step = error instanceof MergeRefusal ? error.step : null;
      const message = errorMessage(error);
      if (json) {
        writeStdout(JSON.stringify({ ok: false, error: { code, step, message, left } }));
      } else {
        process.stderr.write(`✗ ${message}\n${left ? `${left}\n` : ''}`);
      }
      return code;
    }
  },
};

export default mergeWithReuseCommand;
