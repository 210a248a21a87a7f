import { UsageError } from '../../shared/errors.js';
import {
  CANARY_CONFIG_OUTPUT,
  canaryOutputs,
  explainCanary,
  REMAINING_CONFIG_OUTPUT,
  selectCanary,
} from '../../shared/canary/index.js';
import { writeStdout } from '../_common/cli.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import type { Subcommand } from '../_common/subcommands.js';
import { readJsonFile } from '../../io/read-file.js';

const OUTPUTS = [CANARY_CONFIG_OUTPUT, REMAINING_CONFIG_OUTPUT];
const FLAGS = {
  input: { type: 'string', value: 'FILE', help: 'read the plan from FILE instead of stdin' },
  output: { type: 'string', value: 'NAME', help: `print only that output's JSON (${OUTPUTS.join(' | ')})` },
  explain: { type: 'boolean', help: 'also say which row was chosen and why, on stderr' },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit changelog canary [flags] < search-space-config.json',
  about: `Picks the canary row of a sweep plan (lowest conc among single_node 1k1k/8k1k rows that are
not eval rows; ties to the first) and prints the two outputs as GITHUB_OUTPUT lines:
  ${CANARY_CONFIG_OUTPUT}=[…]
  ${REMAINING_CONFIG_OUTPUT}={…}`,
  flags: FLAGS,
});

function readPlan(file: string | undefined): unknown {
  return readJsonFile(file ?? 0, {
    what: 'plan',
    expected: 'pass the search-space-config that `sweepkit changelog plan` prints',
  });
}

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
    const selection = selectCanary(readPlan(values.input));
    const outputs = canaryOutputs(selection);
    if (values.explain) process.stderr.write(`${explainCanary(selection)}\n`);
    writeStdout(
      values.output !== undefined
        ? outputs[values.output]!
        : OUTPUTS.map((name) => `${name}=${outputs[name]}`).join('\n'),
    );
    return 0;
  },
};

export default canary;
