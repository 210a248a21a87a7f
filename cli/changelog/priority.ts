import { readFileSync } from 'node:fs';
import { SweepkitError } from '../../shared/errors.js';
import { annotatePriority, formatAnnotated } from '../../shared/priority/annotate.js';
import { DEFAULT_POLICY_PATH, DEFAULT_QUEUE_NAMESPACE } from '../../shared/priority/names.js';
import { parseCriteriaJson, parseLabelsJson } from '../../shared/priority/flags.js';
import { parsePriorityPolicy } from '../../shared/priority/policy.js';
import { type FlagTable, helpText, parseFlags, wholeNumberFlag } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';
import { readJsonFile } from '../../io/read-file.js';

const FLAGS = {
  policy: {
    type: 'string',
    default: DEFAULT_POLICY_PATH,
    value: 'FILE',
    help: `priority policy (default ${DEFAULT_POLICY_PATH}, relative to the cwd)`,
  },
  'event-name': {
    type: 'string',
    default: '',
    value: 'NAME',
    help: "github.event_name, looked up in the policy's event bonuses (default '')",
  },
  'labels-json': {
    type: 'string',
    default: '[]',
    value: 'JSON',
    help: "PR labels as a JSON array of strings; '' or null = none (default [])",
  },
  'queue-namespace': {
    type: 'string',
    default: DEFAULT_QUEUE_NAMESPACE,
    value: 'NS',
    help: `queue-token prefix, e.g. <run_id>:<run_attempt> (default ${DEFAULT_QUEUE_NAMESPACE})`,
  },
  'pr-number': { type: 'string', value: 'N', help: 'with the skip-queue label, adds skip-queue-pr: N' },
  'criteria-json': {
    type: 'string',
    default: '',
    value: 'JSON',
    help: "classifier criteria; '' or null = no classifier (default), [] masks every fact",
  },
  input: { type: 'string', value: 'FILE', help: 'read the JSON from FILE instead of stdin' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog priority [flags] < matrix.json',
  about: `Adds priority, queue-token (and skip-queue-pr) to every runnable entry (an object with
'runner' and 'framework') of a plan or a flat matrix; prints compact JSON, non-ASCII escaped.`,
  flags: FLAGS,
});

function readText(path: string | number, what: string, hint: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new SweepkitError({ message: `could not read ${what}: ${(error as Error).message}`, hint });
  }
}

const priority: Subcommand = {
  about: 'add priority / queue-token scheduling fields to a plan or flat matrix (stdin)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const labels = parseLabelsJson(values['labels-json']);
    const criteria = parseCriteriaJson(values['criteria-json']);
    const prNumber = wholeNumberFlag('--pr-number', values['pr-number']);
    const policyText = readText(values.policy, `policy ${values.policy}`, 'pass --policy FILE');
    const policy = await parsePriorityPolicy(policyText, values.policy);
    const document = readJsonFile(values.input ?? 0, {
      what: 'input',
      expected:
        'pass the output of `sweepkit changelog plan` or `sweepkit matrix` on stdin or with --input FILE',
    });
    const annotated = annotatePriority(document, {
      policy,
      eventName: values['event-name'],
      labels,
      criteria,
      queueNamespace: values['queue-namespace'],
      prNumber,
    });
    process.stdout.write(formatAnnotated(annotated));
    return 0;
  },
};

export default priority;
