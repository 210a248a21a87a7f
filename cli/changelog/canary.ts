import { UsageError } from '../../shared/errors.js';
import {
  CANARY_CANDIDATES,
  CANARY_CONFIG_OUTPUT,
  CANARY_FAMILY_OUTPUT,
  type CanaryCandidates,
  DEFAULT_CANARY_CANDIDATES,
  REMAINING_CONFIG_OUTPUT,
} from '../../shared/canary/names.js';
import { canaryOutputs, explainCanary } from '../../shared/canary/format.js';
import { fanOutMatrices, fanOutOutputs } from '../../shared/canary/fan-out.js';
import { selectCanary } from '../../shared/canary/select.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';
import { readJsonFile } from '../../io/read-file.js';

const OUTPUTS = [CANARY_CONFIG_OUTPUT, REMAINING_CONFIG_OUTPUT, CANARY_FAMILY_OUTPUT];
const FLAGS = {
  input: { type: 'string', value: 'FILE', help: 'read the plan from FILE instead of stdin' },
  output: { type: 'string', value: 'NAME', help: `print only that output (${OUTPUTS.join(' | ')})` },
  candidates: {
    type: 'string',
    value: 'RULE',
    help: `which rows may be the canary: ${CANARY_CANDIDATES.join(' | ')} (default ${DEFAULT_CANARY_CANDIDATES})`,
  },
  'fan-out': {
    type: 'boolean',
    help: 'print instead the fan-out matrices after the canary succeeded (canary-select/fan-out outputs)',
  },
  explain: { type: 'boolean', help: 'also say which row was chosen and why, on stderr' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog canary [flags] < search-space-config.json',
  about: `Picks the canary row of a sweep plan (the lowest-conc single_node 1k1k/8k1k throughput row;
else the lowest-conc single-node agentic row; else the multi-node row with the fewest nodes, then
the lowest conc; eval rows never) and prints the outputs as GITHUB_OUTPUT lines:
  ${CANARY_CONFIG_OUTPUT}=[…]
  ${REMAINING_CONFIG_OUTPUT}={…}
  ${CANARY_FAMILY_OUTPUT}=fixed-seq-len|agentic|multi-node|multi-node-agentic|`,
  flags: FLAGS,
});

function readPlan(file: string | undefined): unknown {
  return readJsonFile(file ?? 0, {
    what: 'plan',
    expected: 'pass the search-space-config that `sweepkit changelog plan` prints',
  });
}

function candidatesFlag(value: string | undefined): CanaryCandidates {
  if (value === undefined) return DEFAULT_CANARY_CANDIDATES;
  if ((CANARY_CANDIDATES as readonly string[]).includes(value)) return value as CanaryCandidates;
  throw new UsageError(`--candidates must be one of ${CANARY_CANDIDATES.join(', ')}, got '${value}'`);
}

const lines = (outputs: Record<string, string>) =>
  Object.entries(outputs)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');

const canary: Subcommand = {
  about: 'pick the canary row from a search-space-config on stdin',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    if (values.output !== undefined && !OUTPUTS.includes(values.output)) {
      throw new UsageError(`--output must be one of ${OUTPUTS.join(', ')}, got '${values.output}'`);
    }
    if (values.output !== undefined && values['fan-out'])
      throw new UsageError('--output names an output of the selection; drop it with --fan-out');
    const plan = readPlan(values.input);
    const selection = selectCanary(plan, candidatesFlag(values.candidates));
    if (values.explain) process.stderr.write(`${explainCanary(selection)}\n`);
    if (values['fan-out']) {
      writeStdout(lines(fanOutOutputs(fanOutMatrices(plan, selection.canaryConfig[0], true))));
      return 0;
    }
    const outputs = canaryOutputs(selection);
    writeStdout(values.output !== undefined ? outputs[values.output]! : lines(outputs));
    return 0;
  },
};

export default canary;
