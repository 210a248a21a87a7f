import { createGitHubClient } from '../../io/github.js';
import { UsageError } from '../../shared/errors.js';
import { parseRepo } from '../../shared/github/repo.js';
import { parseStageCommand } from '../../shared/stage/command.js';
import { DEFAULT_SWEEP_WORKFLOW_ID, STAGE_COMMAND } from '../../shared/stage/names.js';
import { resolveStageRun } from '../../shared/stage/resolve.js';
import { writeStdout } from '../_common/cli.js';
import { parseFlags } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';

const HELP = `usage: sweepkit stage select --repo OWNER/NAME --pr-number N [flags]

Select the run a ${STAGE_COMMAND} comment would stage, read-only: no comment, no dispatch.
Reads GITHUB_API_URL (default https://api.github.com) and GITHUB_TOKEN.

  --repo OWNER/NAME      repository of the PR (required)
  --pr-number N          the PR (required)
  --run-id ID            validate this pinned run instead of picking the newest stageable one
  --comment BODY         take the run id from a comment body ("${STAGE_COMMAND} 123"), as the workflow would
  --requested-by LOGIN   login reported in requested-by (default: empty)
  --workflow-id ID       sweep workflow (default ${DEFAULT_SWEEP_WORKFLOW_ID})

Prints JSON {outputs, rejected}; exit 1 with the reason when nothing can be staged.
`;

const digits = (flag: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value)) throw new UsageError(`${flag} must be a whole number, got '${value}'`);
  return Number(value);
};

async function run(argv: string[]): Promise<number> {
  const values = parseFlags(
    argv,
    {
      repo: { type: 'string' },
      'pr-number': { type: 'string' },
      'run-id': { type: 'string' },
      comment: { type: 'string' },
      'requested-by': { type: 'string', default: '' },
      'workflow-id': { type: 'string', default: DEFAULT_SWEEP_WORKFLOW_ID },
    },
    HELP,
  );
  if (!values) return 0;
  if (!values.repo || !values['pr-number'])
    throw new UsageError(`--repo and --pr-number are required\n${HELP}`);
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
    prNumber: digits('--pr-number', values['pr-number'])!,
    requestedBy: values['requested-by'],
    workflowId: values['workflow-id'],
    ...(runId !== undefined ? { runId } : {}),
  });
  writeStdout(JSON.stringify({ outputs: selection.outputs, rejected: selection.rejected }, null, 2));
  return 0;
}

const stageSelect: Subcommand = { about: 'select the run a /stage-results comment stages (read-only)', run };
export default stageSelect;
