/**
 * `sweepkit e2e dispatch`: checks the generator command locally with the matrix CLI's own code,
 * checks the inputs against e2e-tests.yml's workflow_dispatch inputs at the dispatch ref, gives
 * the run a unique title, dispatches, and finds the run by that exact title within a bounded wait.
 */
import { randomBytes } from 'node:crypto';
import { parse as parseYaml } from 'yaml';
import { SweepkitError, UsageError, errorMessage } from '../../shared/errors.js';
import { parseInvocation } from '../../shared/matrix/flags.js';
import {
  E2E_WORKFLOW,
  E2E_WORKFLOW_PATH,
  checkDispatchInputs,
  e2eTitle,
  readDispatchInputs,
  runsTitled,
  uniqueTestName,
} from '../../shared/ops/inspect/dispatch.js';
import { generate } from '../../shared/matrix/run-request.js';
import { localMatrixFiles } from '../../io/matrix-files.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import {
  EXIT,
  JSON_FLAG,
  REPO_FLAG,
  Refusal,
  emit,
  execute,
  portFromEnv,
  resolveRepo,
} from '../run/common.js';
import { findRunByTitle, runSummary } from '../run/find-run.js';

const FLAGS = {
  ref: { type: 'string', value: 'REF', help: 'branch to dispatch (required)' },
  'generate-cli-command': {
    type: 'string',
    value: 'ARGS',
    help: 'generator arguments (full-sweep ... | test-config ...)',
  },
  'test-name': {
    type: 'string',
    value: 'NAME',
    help: "the run title's suffix; must not be empty or already used",
  },
  input: {
    type: 'string',
    multiple: true,
    value: 'KEY=VALUE',
    help: 'any other workflow input (repeatable)',
  },
  wait: { type: 'string', value: 'S', help: 'seconds to wait for the run to appear (default 60)' },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit e2e dispatch --ref REF --generate-cli-command "ARGS" [--test-name NAME] [--input KEY=VALUE]... [--wait S] [--repo OWNER/NAME] [--json]',
  about: `Dispatch ${E2E_WORKFLOW} safely:
  1. the generator command is run locally, with the same code as 'sweepkit matrix', in this checkout;
  2. the inputs are checked against ${E2E_WORKFLOW}'s own workflow_dispatch inputs at REF;
  3. the run gets a unique title ("e2e Test - NAME"; default NAME: sweepkit-<utc time>-<random>);
  4. after the dispatch, the run is found by that exact title (never "the newest run").`,
  epilog: `Exit codes: 0 dispatched and found, 1 refused (bad command, inputs, title in use, several runs),
2 usage, 4 GitHub/token error, 5 the run did not appear in time.`,
  flags: FLAGS,
});

/** Runs the generator locally; a command that fails or yields no rows is refused before dispatching. */
async function checkGenerator(command: string): Promise<number> {
  const words = command.trim().split(/\s+/).filter(Boolean);
  let rows: unknown[];
  try {
    const request = parseInvocation(words);
    if (request === null) throw new Error('the command only asks for help');
    rows = (await generate(request, localMatrixFiles())).rows;
  } catch (error) {
    const text =
      error instanceof UsageError || error instanceof SweepkitError ? error.message : errorMessage(error);
    throw new Refusal(`generate-cli-command fails locally: ${text.split('\n')[0]}`, 'bad-generator-command');
  }
  if (rows.length === 0)
    throw new Refusal(
      'generate-cli-command yields no matrix rows locally; nothing would run',
      'empty-matrix',
    );
  return rows.length;
}

const dispatch: Subcommand = {
  about: 'dispatch e2e-tests.yml with checked inputs and find its run by exact title',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    if (!values.ref) throw new UsageError(`--ref is required`);
    if (values['test-name'] !== undefined && values['test-name'].trim() === '')
      throw new UsageError(
        '--test-name must not be empty: the run title would fall back to the generator command',
      );
    const waitText = values.wait ?? '60';
    if (!/^\d+$/.test(waitText)) throw new UsageError(`--wait must be whole seconds, got '${waitText}'`);
    const inputs: Record<string, string> = {};
    for (const pair of values.input ?? []) {
      const at = pair.indexOf('=');
      if (at <= 0) throw new UsageError(`--input must be KEY=VALUE, got '${pair}'`);
      inputs[pair.slice(0, at)] = pair.slice(at + 1);
    }
    const command = values['generate-cli-command'];
    if (command !== undefined) inputs['generate-cli-command'] = command;
    const testName = values['test-name'] ?? uniqueTestName(new Date(), randomBytes(3).toString('hex'));
    inputs['test-name'] = testName;
    const repo = resolveRepo(values.repo);
    const json = values.json === true;
    const ref = values.ref;
    return execute(json, async () => {
      const rows = inputs['generate-cli-command']
        ? await checkGenerator(inputs['generate-cli-command'])
        : undefined;
      const port = portFromEnv();
      const file = `${E2E_WORKFLOW_PATH}@${ref}`;
      let doc: unknown;
      try {
        doc = parseYaml(await port.getFileText(repo, E2E_WORKFLOW_PATH, ref));
      } catch (error) {
        if (error instanceof Error && error.name === 'YAMLParseError')
          throw new Refusal(`${file} is not valid YAML: ${error.message.split('\n')[0]}`, 'bad-workflow');
        throw error;
      }
      checkDispatchInputs(readDispatchInputs(doc, file), inputs, file);
      const title = e2eTitle(testName);
      const before = runsTitled(
        await port.listWorkflowRuns(repo, E2E_WORKFLOW, { event: 'workflow_dispatch' }, 100),
        title,
      );
      if (before.length)
        throw new Refusal(
          `run ${before[0]!.id} is already titled "${title}"; use a unique test name`,
          'title-in-use',
        );
      const since = new Date();
      await port.dispatchWorkflow(repo, E2E_WORKFLOW, ref, inputs);
      process.stderr.write(
        `dispatched ${E2E_WORKFLOW} on ${ref} as "${title}"${rows === undefined ? '' : ` (${rows} matrix rows locally)`}; waiting for the run\n`,
      );
      const run = await findRunByTitle(port, repo, {
        workflow: E2E_WORKFLOW,
        event: 'workflow_dispatch',
        title,
        since,
        limit: 30,
        waitSeconds: Number(waitText),
      });
      const out = runSummary(run);
      emit(json, { ok: true, test_name: testName, inputs, run: out }, () =>
        [
          ...Object.entries(out).map(([k, v]) => `${k}: ${v ?? ''}`),
          'Run metadata shows the dispatch ref; check the checkout ref and generator command in get-jobs.',
          `next: sweepkit run watch ${run.id}`,
        ].join('\n'),
      );
      return EXIT.ok;
    });
  },
};

export default dispatch;
