import { createGitHubClient } from '../../io/github.js';
import { UsageError } from '../../shared/errors.js';
import { parseRepo } from '../../shared/github/repo.js';
import { parseStageCommand } from '../../shared/stage/command.js';
import { DEFAULT_SWEEP_WORKFLOW_ID, STAGE_COMMAND } from '../../shared/stage/names.js';
import { resolveStageRun } from '../../shared/stage/resolve.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

const FLAGS = {
  repo: { type: 'string', value: 'OWNER/NAME', help: 'repository of the PR (required)' },
  'pr-number': { type: 'string', value: 'N', help: 'the PR (required)' },
  'run-id': {
    type: 'string',
    value: 'ID',
    help: 'validate this pinned run instead of picking the newest stageable one',
  },
  comment: {
    type: 'string',
    value: 'BODY',
    help: `take the run id from a comment body ("${STAGE_COMMAND} 123"), as the workflow would`,
  },
  'requested-by': {
    type: 'string',
    default: '',
    value: 'LOGIN',
    help: 'login reported in requested-by (default: empty)',
  },
  'workflow-id': {
    type: 'string',
    default: DEFAULT_SWEEP_WORKFLOW_ID,
    value: 'ID',
    help: `sweep workflow (default ${DEFAULT_SWEEP_WORKFLOW_ID})`,
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit stage select --repo OWNER/NAME --pr-number N [flags]',
  about: `Select the run a ${STAGE_COMMAND} comment would stage, read-only: no comment, no dispatch.
Reads GITHUB_API_URL (default https://api.github.com) and GITHUB_TOKEN.`,
  flags: FLAGS,
  epilog: 'Prints JSON {outputs, rejected}; exit 1 with the reason when nothing can be staged.',
});

/** A decimal id as an exact string without leading zeros (run ids may exceed 2^53). */
const digits = (flag: string, value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value)) throw new UsageError(`${flag} must be a whole number, got '${value}'`);
  return BigInt(value).toString();
};

async function run(argv: string[]): Promise<number> {
  const values = parseFlags(argv, FLAGS, HELP);
  if (!values) return 0;
  if (!values.repo || !values['pr-number']) throw new UsageError('--repo and --pr-number are required');
  let runId = digits('--run-id', values['run-id']);
  if (values.comment !== undefined) {
    if (runId !== undefined) throw new UsageError('give --run-id or --comment, not both');
    const request = parseStageCommand(values.comment);
    if (request.kind !== 'stage') {
      throw new UsageError(
        request.kind === 'usage'
          ? `the comment would get the usage reply: \`${STAGE_COMMAND}\` or \`${STAGE_COMMAND} <run-id>\``
          : `the workflow ignores this comment (it must start with ${STAGE_COMMAND})`,
      );
    }
    runId = request.runId;
  }
  const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN ?? '';
  if (!token) throw new UsageError('set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository');
  const selection = await resolveStageRun(createGitHubClient({ token }), {
    repo: parseRepo(values.repo, '--repo'),
    prNumber: Number(digits('--pr-number', values['pr-number'])),
    requestedBy: values['requested-by'],
    workflowId: values['workflow-id'],
    ...(runId !== undefined ? { runId } : {}),
  });
  writeStdout(JSON.stringify({ outputs: selection.outputs, rejected: selection.rejected }, null, 2));
  return 0;
}

const stageSelect: Subcommand = {
  about: 'select the run a /stage-results comment stages (read-only)',
  help: HELP,
  flags: FLAGS,
  run,
};
export default stageSelect;
