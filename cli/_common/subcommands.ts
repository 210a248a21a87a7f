import { UsageError } from '../../shared/errors.js';
import { didYouMean } from '../../shared/suggest.js';
import type { FlagTable } from './flags.js';

export interface Subcommand {
  /** One line for the group's --help. */
  about: string;
  /** Its own --help (generated from `flags` by helpText); usage errors are followed by it. */
  help: string;
  /** The flag table the help was generated from (checked against the help by the tests). */
  flags: FlagTable;
  run(argv: string[]): Promise<number | void>;
}

/** Whether a usage error's message already ends with a help text. */
export const carriesHelp = (message: string): boolean => /(^|\n)usage: /i.test(message);

/**
 * The usage-error convention for one command: a UsageError it throws (while parsing flags or
 * after, e.g. two flags that exclude each other) reaches the user followed by the command's
 * help, once.
 */
export async function withHelp<T>(help: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UsageError && !carriesHelp(error.message))
      throw new UsageError(`${error.message}\n${help}`);
    throw error;
  }
}

/** The group's --help: one line per subcommand. */
function groupHelp(group: string, subcommands: Record<string, Subcommand>): string {
  const names = Object.keys(subcommands);
  return `usage: sweepkit ${group} <${names.join('|')}> [flags]\n\n${names
    .map((name) => `  ${name.padEnd(18)} ${subcommands[name]!.about}`)
    .join('\n')}\n\nRun 'sweepkit ${group} <subcommand> --help' for its flags.\n`;
}

/**
 * Routes `sweepkit <group> <sub> [flags]` to the subcommand's module.
 * argv[0] is the group name (as bin/sweepkit.js passes it through).
 */
export async function dispatch(
  argv: string[],
  subcommands: Record<string, Subcommand>,
): Promise<number | void> {
  const [group = '', sub, ...rest] = argv;
  const help = () => groupHelp(group, subcommands);
  if (sub === '--help' || sub === '-h') {
    process.stdout.write(help());
    return 0;
  }
  if (sub === undefined) throw new UsageError(`'${group}' needs a subcommand\n${help()}`);
  const command = Object.hasOwn(subcommands, sub) ? subcommands[sub] : undefined;
  if (!command)
    throw new UsageError(`unknown subcommand '${group} ${sub}'${suggest(sub, subcommands)}\n${help()}`);
  return withHelp(command.help, () => command.run(rest));
}

function suggest(word: string, subcommands: Record<string, Subcommand>): string {
  return didYouMean(word, Object.keys(subcommands));
}
