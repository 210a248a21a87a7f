import { UsageError } from '../../shared/errors.js';
import { writeText } from './stdout.js';

export interface Subcommand {
  /** One line for the group's --help. */
  about: string;
  run(argv: string[]): Promise<number | void>;
}

/**
 * Routes `sweepkit <group> <sub> [flags]` to the subcommand's module.
 * argv[0] is the group name (as bin/sweepkit.js passes it through).
 */
export async function dispatch(
  argv: string[],
  subcommands: Record<string, Subcommand>,
): Promise<number | void> {
  const [group, sub, ...rest] = argv;
  const names = Object.keys(subcommands);
  const help = () =>
    `usage: sweepkit ${group} <${names.join('|')}> [flags]\n\n${names
      .map((name) => `  ${name.padEnd(18)} ${subcommands[name]!.about}`)
      .join('\n')}\n\nRun 'sweepkit ${group} <subcommand> --help' for its flags.\n`;
  if (sub === '--help' || sub === '-h') {
    writeText(help());
    return 0;
  }
  if (sub === undefined) throw new UsageError(`'${group}' needs a subcommand\n${help()}`);
  const command = Object.hasOwn(subcommands, sub) ? subcommands[sub] : undefined;
  if (!command) throw new UsageError(`unknown subcommand '${group} ${sub}'\n${help()}`);
  return command.run(rest);
}
