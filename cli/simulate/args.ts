// Flags of `sweepkit simulate` → the simulator's options (usage mistakes are UsageErrors).
import { parseArgs } from 'node:util';
import { UsageError, errorMessage } from '../../shared/errors.js';
import { AssumedJobResultSchema, type AssumedJobResult } from '../../shared/simulate/types.js';
import type { EventFacts } from '../../shared/simulate/event.js';
import { suggestFlag } from '../_common/flags.js';

export const SIMULATE_USAGE = `usage: sweepkit simulate <workflow.yml> --event <name> [flags]

Evaluates every job condition of the workflow for one event with GitHub's parser and
expression engine, and prints which jobs run, skip or are cancelled, and why.

event:
  --event NAME                 push, pull_request, workflow_dispatch, issue_comment, ...
  --payload FILE               a webhook payload (JSON) to start from; flags below override it
  --action TYPE                activity type (pull_request default: synchronize)
  --label NAME                 the label a labeled/unlabeled event adds or removes
  --labels A,B                 labels on the PR at event time
  --draft / --fork             the PR is a draft / its head is in another repository
  --pr-number N  --title T  --head-ref B  --head-sha S  --base-ref B
  --head-commit-message MSG    push: the head commit's message
  --ref REF  --sha SHA  --before SHA  --repository OWNER/NAME  --actor LOGIN
  --comment-body TEXT          issue_comment body (on PR --pr-number, or --issue-number N)
  --comment-id N  --previous-body TEXT   issue_comment id; the body before an edit
  --client-payload JSON        repository_dispatch client payload
  --run-id ID  --run-attempt N
  --input NAME=VALUE           workflow_dispatch / workflow_call input (repeatable)
  --var NAME=VALUE             repository variable (repeatable)
  --changed-files A,B          files the event changed (checks paths filters)

assumptions:
  --job-result JOB=RESULT      success | failure | cancelled (default success; repeatable)
  --job-output JOB.NAME=VALUE  a job output (strings; unset outputs are ''; repeatable)
  --outputs-file FILE          job outputs as JSON {"job": {"name": value}}; a non-string
                               value is passed as compact JSON; --job-output wins
  --cancel-after JOB           the run is cancelled once JOB has finished
  --no-assumed-outputs         do not load <workflow dir>/simulate/<name>.outputs.json, the
                               typical job outputs shipped beside a workflow (used by default
                               when no --outputs-file is given; --job-output still wins)

output:
  --json                       {"jobs": {"<id>": {"status", "reason", ...}}, "concurrency": ...}
  --wide                       every line in full (default: 100 columns, long reasons cut with …)
  --cost                       after the plan: the benchmark jobs that would start, per runner
                               label and node count, with GPU-node-hours estimated from recent
                               successful run-sweep jobs of --repository (default
                               GITHUB_REPOSITORY, else the origin remote; GH_TOKEN or
                               GITHUB_TOKEN); the rows are those of the job outputs given
`;

export interface SimulateArgs {
  workflowFile: string;
  eventName: string;
  payloadFile?: string;
  facts: EventFacts;
  github: Record<string, string>;
  jobResults: Record<string, AssumedJobResult>;
  jobOutputs: Record<string, Record<string, string>>;
  outputsFile?: string;
  assumedOutputs: boolean;
  cancelAfter?: string;
  vars: Record<string, string>;
  inputs: Record<string, string>;
  changedFiles?: string[];
  json: boolean;
  /** Lines in full instead of the 100-column budget. */
  wide: boolean;
  /** Append the cost of the benchmark jobs that start. */
  cost: boolean;
  help: boolean;
}

const OPTIONS = {
  event: { type: 'string' },
  payload: { type: 'string' },
  action: { type: 'string' },
  label: { type: 'string' },
  labels: { type: 'string' },
  draft: { type: 'boolean' },
  fork: { type: 'boolean' },
  'pr-number': { type: 'string' },
  title: { type: 'string' },
  'head-ref': { type: 'string' },
  'head-sha': { type: 'string' },
  'base-ref': { type: 'string' },
  'head-commit-message': { type: 'string' },
  ref: { type: 'string' },
  sha: { type: 'string' },
  before: { type: 'string' },
  repository: { type: 'string' },
  actor: { type: 'string' },
  'comment-body': { type: 'string' },
  'comment-id': { type: 'string' },
  'previous-body': { type: 'string' },
  'issue-number': { type: 'string' },
  'client-payload': { type: 'string' },
  'run-id': { type: 'string' },
  'run-attempt': { type: 'string' },
  input: { type: 'string', multiple: true },
  var: { type: 'string', multiple: true },
  'changed-files': { type: 'string', multiple: true },
  'job-result': { type: 'string', multiple: true },
  'job-output': { type: 'string', multiple: true },
  'outputs-file': { type: 'string' },
  'no-assumed-outputs': { type: 'boolean' },
  'cancel-after': { type: 'string' },
  json: { type: 'boolean' },
  wide: { type: 'boolean' },
  cost: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function splitList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function keyValue(flag: string, entry: string): [string, string] {
  const at = entry.indexOf('=');
  if (at <= 0) throw new UsageError(`--${flag} expects NAME=VALUE, got '${entry}'`);
  return [entry.slice(0, at), entry.slice(at + 1)];
}

function positiveInteger(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--${flag} expects a positive integer, got '${value}'`);
  return Number(value);
}

export function parseSimulateArgs(argv: string[]): SimulateArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(suggestFlag((error as Error).message, OPTIONS));
  }
  const { values, positionals } = parsed;
  const help = values.help === true;
  if (!help && positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'give the workflow file to simulate'
        : `one workflow file, got ${positionals.join(' ')}`,
    );
  if (!help && values.event === undefined)
    throw new UsageError('--event is required (e.g. --event pull_request)');
  if (values.cost && values.json) throw new UsageError('--cost prints text after the plan; drop --json');

  const jobResults: Record<string, AssumedJobResult> = {};
  for (const entry of values['job-result'] ?? []) {
    const [job, result] = keyValue('job-result', entry);
    const checked = AssumedJobResultSchema.safeParse(result);
    if (!checked.success)
      throw new UsageError(`--job-result ${entry}: the result must be success, failure or cancelled`);
    jobResults[job] = checked.data;
  }
  const jobOutputs: Record<string, Record<string, string>> = {};
  for (const entry of values['job-output'] ?? []) {
    const [key, value] = keyValue('job-output', entry);
    const dot = key.indexOf('.');
    if (dot <= 0 || dot === key.length - 1)
      throw new UsageError(`--job-output expects JOB.OUTPUT=VALUE, got '${entry}'`);
    (jobOutputs[key.slice(0, dot)] ??= {})[key.slice(dot + 1)] = value;
  }
  let clientPayload: Record<string, unknown> | undefined;
  if (values['client-payload'] !== undefined) {
    try {
      clientPayload = JSON.parse(values['client-payload']) as Record<string, unknown>;
    } catch (error) {
      throw new UsageError(`--client-payload is not JSON: ${errorMessage(error)}`);
    }
  }
  const github: Record<string, string> = {};
  if (values.ref !== undefined) github.ref = values.ref;
  if (values.sha !== undefined) github.sha = values.sha;
  if (values['run-id'] !== undefined) github.run_id = values['run-id'];
  if (values['run-attempt'] !== undefined) github.run_attempt = values['run-attempt'];
  const changed = values['changed-files']?.flatMap((list) => splitList(list) ?? []);

  return {
    workflowFile: positionals[0] ?? '',
    eventName: values.event ?? '',
    payloadFile: values.payload,
    facts: {
      action: values.action,
      label: values.label,
      labels: splitList(values.labels),
      draft: values.draft,
      fork: values.fork,
      prNumber: positiveInteger('pr-number', values['pr-number']),
      title: values.title,
      headRef: values['head-ref'],
      headSha: values['head-sha'],
      baseRef: values['base-ref'],
      headCommitMessage: values['head-commit-message'],
      ref: values.ref,
      sha: values.sha,
      before: values.before,
      repository: values.repository,
      actor: values.actor,
      commentBody: values['comment-body'],
      commentId: positiveInteger('comment-id', values['comment-id']),
      previousCommentBody: values['previous-body'],
      issueNumber: positiveInteger('issue-number', values['issue-number']),
      clientPayload,
    },
    github,
    jobResults,
    jobOutputs,
    outputsFile: values['outputs-file'],
    assumedOutputs: values['no-assumed-outputs'] !== true,
    cancelAfter: values['cancel-after'],
    vars: Object.fromEntries((values.var ?? []).map((entry) => keyValue('var', entry))),
    inputs: Object.fromEntries((values.input ?? []).map((entry) => keyValue('input', entry))),
    changedFiles: changed,
    json: values.json === true,
    wide: values.wide === true,
    cost: values.cost === true,
    help,
  };
}
