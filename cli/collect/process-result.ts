import type { Subcommand } from '../_common/subcommands.js';
import { processMultinodeInDirectory, processResultInDirectory } from '../../io/process-result-dir.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';

const FLAGS = {
  dir: { type: 'string', value: 'DIR', help: 'where the result files are (default: the current directory)' },
  multinode: {
    type: 'boolean',
    default: false,
    help: 'the multi-node loop over every <RESULT_FILENAME>_*.json with a _gpus_<G> count',
  },
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit collect process-result [--multinode] [--dir DIR]',
  about: `Drop-in for utils/process_result.py: reads <RESULT_FILENAME>.json and the job environment
(RUNNER_TYPE, FRAMEWORK, ... as the benchmark templates export them) and writes
agg_<RESULT_FILENAME>.json (and the power_validation_ sidecar) in DIR. Prints the row; exits 1
when REQUIRE_POWER is set and power is invalid.`,
  flags: FLAGS,
});

export const processResultCommand: Subcommand = {
  about: "one job's throughput row from its raw result and environment",
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const dir = values.dir ?? process.cwd();
    const env = process.env as Record<string, string | undefined>;
    const run = values.multinode ? processMultinodeInDirectory(dir, env) : processResultInDirectory(dir, env);
    process.stdout.write(run.stdout);
    process.stderr.write(run.stderr);
    return run.exitCode;
  },
};
