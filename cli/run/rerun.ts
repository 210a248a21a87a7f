/** `sweepkit run rerun <run-id>`: failed jobs of a failed run, or the whole attempt of a cancelled fail-fast run. */
import { chooseRerun } from '../../shared/ops/inspect/rerun.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import {
  EXIT,
  JSON_FLAG,
  REPO_FLAG,
  Refusal,
  emit,
  execute,
  parseRunId,
  portFromEnv,
  resolveRepo,
} from './common.js';

const FLAGS = {
  'dry-run': { type: 'boolean', help: 'print the choice without asking GitHub to rerun' },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit run rerun <run-id> [--dry-run] [--repo OWNER/NAME] [--json]',
  about: `Rerun a completed run: a failed (or timed-out) run reruns only its failed jobs; a cancelled
fail-fast run reruns the whole attempt. Refuses while the run is queued or in progress, and
when it succeeded. Classify first ('sweepkit run classify <run-id>'): a policy gate or a
configuration error is not fixed by a rerun.`,
  epilog: 'Exit codes: 0 rerun requested (or printed), 1 refused, 2 usage, 4 GitHub/token error.',
  flags: FLAGS,
});

const rerun: Subcommand = {
  about: 'rerun failed jobs, or the whole attempt of a cancelled fail-fast run',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<run-id>'] }, HELP);
    if (!parsed) return 0;
    const { values, positionals } = parsed;
    const runId = parseRunId(positionals[0]!);
    const repo = resolveRepo(values.repo);
    const json = values.json === true;
    return execute(json, async () => {
      const port = portFromEnv();
      const run = await port.getRun(repo, runId);
      const choice = chooseRerun(run);
      if (choice.kind === 'refused')
        throw new Refusal(choice.reason, run.status === 'completed' ? 'nothing-failed' : 'in-progress');
      const dry = values['dry-run'] === true;
      if (!dry) {
        if (choice.kind === 'failed-jobs') await port.rerunFailedJobs(repo, runId);
        else await port.rerunRun(repo, runId);
      }
      const next = (run.run_attempt ?? 1) + 1;
      emit(
        json,
        {
          ok: true,
          run_id: runId,
          rerun: choice.kind,
          reason: choice.reason,
          dry_run: dry,
          next_attempt: next,
        },
        () =>
          dry
            ? `would rerun ${choice.kind === 'failed-jobs' ? 'the failed jobs' : 'the whole attempt'} of run ${runId}: ${choice.reason}`
            : `requested: ${choice.kind === 'failed-jobs' ? 'failed jobs' : 'whole attempt'} of run ${runId} (attempt ${next} will start); ${choice.reason}\nwatch: sweepkit run watch ${runId}`,
      );
      return EXIT.ok;
    });
  },
};

export default rerun;
