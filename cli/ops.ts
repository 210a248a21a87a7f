import { UsageError } from '../shared/errors.js';
import { type CliMain, runCli } from './_common/cli.js';
import { withHelp } from './_common/subcommands.js';
import mergeWithReuse from './ops/merge-with-reuse.js';
import recoverIngest from './ops/recover-ingest.js';

// The operator commands: one bundle, dispatched on the command name bin/sweepkit.js passes on.
const COMMANDS: Record<string, { help?: string; run(argv: string[]): Promise<number> }> = {
  'merge-with-reuse': mergeWithReuse,
  'recover-ingest': recoverIngest,
};

/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async (argv) => {
  const [name = '', ...rest] = argv;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command '${name}'`);
  // Usage errors are followed by the command's help (when it has one).
  return command.help ? withHelp(command.help, () => command.run(rest)) : command.run(rest);
};

await runCli(main);
