/**
 * `sweepkit recover-ingest <step>`: artifact-only recovery of a failed official ingest. `inspect`
 * lives here; the other steps are in cli/ops/recover/commands.ts. Every step that changes
 * something is a dry run unless --send (or --yes) is given.
 */
import { UsageError } from '../../shared/errors.js';
import { parseRepo } from '../../shared/github/repo.js';
import { RecoverRefusal } from '../../shared/ops/recover/inspect.js';
import { inspectTarget } from '../../shared/ops/recover/run-inspect.js';
import { createRecoverGit } from '../../io/git-ops.js';
import { createRecoverGitHub } from '../../io/github-ops.js';
import { writeFileAtomically } from '../../io/git-merge.js';
import { errorMessage } from '../../shared/errors.js';
import { writeStdout } from '../_common/cli.js';
import { withHelp } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import { EXIT, exitCodeOf, resolveRepository, tokenFromEnv } from './common.js';
import { RECOVERY_COMMANDS, type RecoveryStep } from './recover/commands.js';

const FLAGS = {
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    help: "repository (default: $GITHUB_REPOSITORY, $REPO, else the remote's URL)",
  },
  remote: { type: 'string', default: 'origin', value: 'NAME', help: 'git remote (default origin)' },
  'job-id': {
    type: 'string',
    value: 'ID',
    help: 'the failed job, when the run has several (or the URL has no /job/<id>)',
  },
  'accept-conclusion': {
    type: 'string',
    multiple: true,
    value: 'C',
    help: 'also accept a target that concluded C (success, cancelled, skipped;\nrepeatable); then no job is selected unless --job-id is given',
  },
  output: { type: 'string', value: 'FILE', help: 'also write the JSON to FILE' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit recover-ingest inspect <run-url|run-id> [flags]',
  about: `Proves the target of an artifact-only ingest recovery, without changing anything: a completed
push run of .github/workflows/run-sweep.yml on main that failed, its failed job, and the one
merged PR whose merge commit it ran on. Prints the target as JSON. The merge commit must be in
the local clone (the later recovery steps need it).`,
  flags: FLAGS,
  epilog: 'Exit codes: 0 proven, 1 refused (ERROR: message), 2 usage, 4 environment (token, API, git).',
});

const GROUP_HELP = `usage: sweepkit recover-ingest <step> [flags]

Artifact-only recovery of a failed official ingest of a push-to-main sweep, without rerunning
GPU work. Read-only steps:
  inspect            prove the target run, its failed job and its merged PR
  audit-changelog    report what a recovery must not copy from the changelog at a commit
  check-source       check the source run to reuse: validity, artifacts, ancestry, drift
  scope              the exact sweep scope of the original PR (synthetic tree)
  assess             decide: Case A (rerun the app ingest), Case B (recovery PR) or stop
Steps that change something (a dry run unless --send or --yes is given):
  rerun-app-ingest   Case A: rerun the results app's failed ingest of the proven pair
  open-pr            Case B: open the recovery PR with the carrier commit
  finish             Case B: squash-merge the recovery PR once it provably reuses the source
  redispatch-agentic re-dispatch the agentic ingest of a proven (source, merge) pair

Run 'sweepkit recover-ingest <step> --help' for a step's flags.
`;

async function inspect(argv: string[]): Promise<number> {
  const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: ['<target>'] }, HELP);
  if (!parsed) return EXIT.ok;
  const { values, positionals } = parsed;
  const jobId = values['job-id'] ?? null;
  if (jobId !== null && !/^\d+$/.test(jobId))
    throw new UsageError(`--job-id must be a job id (digits), got '${jobId}'`);
  try {
    const repoName = resolveRepository(values.repo, values.remote);
    const token = tokenFromEnv();
    const report = await inspectTarget(createRecoverGitHub({ token }), createRecoverGit(), {
      repo: parseRepo(repoName, '--repo'),
      repoName,
      target: positionals[0]!,
      jobId,
      acceptConclusions: values['accept-conclusion'] ?? [],
      remote: values.remote,
    });
    const text = `${JSON.stringify(report, null, 2)}\n`;
    if (values.output) writeFileAtomically(values.output, Buffer.from(text));
    writeStdout(text);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    process.stderr.write(`ERROR: ${errorMessage(error)}\n`);
    return error instanceof RecoverRefusal ? EXIT.refused : exitCodeOf(error);
  }
}

/** `inspect` as a step like the others (its help and flags are checked by the help-table test). */
export const INSPECT: RecoveryStep = { help: HELP, flags: FLAGS, run: inspect };

const recoverIngestCommand = {
  async run(argv: string[]): Promise<number> {
    const [sub, ...rest] = argv;
    if (sub === '--help' || sub === '-h') {
      writeStdout(GROUP_HELP);
      return EXIT.ok;
    }
    const steps: Record<string, RecoveryStep> = { inspect: INSPECT, ...RECOVERY_COMMANDS };
    const step = sub !== undefined && Object.hasOwn(steps, sub) ? steps[sub] : undefined;
    // A usage error of a step is followed by that step's help (once).
    if (step) return withHelp(step.help, () => step.run(rest));
    throw new UsageError(
      sub === undefined
        ? `'recover-ingest' needs a step\n${GROUP_HELP}`
        : `unknown step 'recover-ingest ${sub}'\n${GROUP_HELP}`,
    );
  },
};

export default recoverIngestCommand;
