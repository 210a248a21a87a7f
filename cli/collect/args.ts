import { UsageError } from '../../shared/errors.js';

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

/** `--name value`, `--name=value` and boolean `--name` (when listed in `booleans`). */
export function parseArgs(
  argv: string[],
  known: { values?: string[]; booleans?: string[] },
  usage: string,
): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (known.booleans?.includes(name)) flags[name] = true;
    else if (known.values?.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value\n${usage}`);
      flags[name] = value;
    } else throw new UsageError(`unknown flag '--${name}'\n${usage}`);
  }
  return { positionals, flags };
}

export function wantsHelp(argv: string[], usage: string): boolean {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return true;
  }
  return false;
}
