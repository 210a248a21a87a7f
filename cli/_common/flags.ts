import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../../shared/errors.js';
import { didYouMean } from '../../shared/suggest.js';
import { writeStdout } from './cli.js';

type FlagOptions = NonNullable<ParseArgsConfig['options']>;
type StrictConfig<O extends FlagOptions> = {
  args: string[];
  strict: true;
  allowPositionals: false;
  options: O;
};
/** The typed values of the flags declared in O (node:util's inference for a strict parse). */
export type FlagValues<O extends FlagOptions> = ReturnType<typeof parseArgs<StrictConfig<O>>>['values'];

/** Every subcommand answers `--help` / `-h` the same way, so callers do not declare it. */
const HELP_FLAG = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * The one strict flag parser of the subcommands. An unknown flag, a flag without its value, a
 * value given to a boolean flag or a stray positional is a UsageError (exit 2, nothing on
 * stdout) whose message names the flag (node:util's wording) followed by the subcommand's help,
 * which lists the flags that do exist. `--help` / `-h` writes the help to stdout and returns
 * undefined: the caller then exits 0 (`if (!values) return 0;`).
 */
export function parseFlags<const O extends FlagOptions>(
  argv: string[],
  options: O,
  help: string,
): FlagValues<O> | undefined {
  return parseFlagsAndPositionals(argv, options, NO_POSITIONALS, help)?.values;
}

/**
 * node:util's "Unknown option '--x'" with the closest declared flags ("did you mean"), never
 * the whole list; the tip about positionals that starts with '-' is dropped when a flag is close.
 */
export function suggestFlag(message: string, options: FlagOptions): string {
  const unknown = /^Unknown option '(-[^']*)'/.exec(message)?.[1];
  if (unknown === undefined) return message;
  const hint = didYouMean(
    unknown.split('=')[0]!,
    Object.keys(options).map((name) => `--${name}`),
  );
  return hint ? `Unknown option '${unknown}'${hint}` : message;
}

/** The positionals a subcommand takes, in order, named as its usage line names them. */
export interface PositionalSpec {
  /** E.g. `['<results_dir>', '<exp_name>', '[sort_by]']`; their count is the most accepted. */
  names: readonly string[];
  /** How many of the first names are required (default: all of them). */
  min?: number;
}

const NO_POSITIONALS: PositionalSpec = { names: [] };

/**
 * `parseFlags` for a subcommand that also takes positionals (`collect aggregate <dir> <exp>`).
 * Flag errors are the same; one positional too many is a UsageError naming it (also beside
 * `--help`, like a flag error), and after `--help` a missing one is a UsageError naming it.
 * The returned `positionals` hold at least `min` and at most `names.length` entries.
 */
export function parseFlagsAndPositionals<const O extends FlagOptions>(
  argv: string[],
  options: O,
  spec: PositionalSpec,
  help: string,
): { values: FlagValues<O>; positionals: string[] } | undefined {
  let parsed: { values: FlagValues<O> & { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: spec.names.length > 0,
      options: { ...options, ...HELP_FLAG },
    }) as typeof parsed;
  } catch (error) {
    throw new UsageError(`${suggestFlag((error as Error).message, { ...options, ...HELP_FLAG })}\n${help}`);
  }
  const { values, positionals } = parsed;
  const extra = positionals[spec.names.length];
  if (extra !== undefined)
    throw new UsageError(`Unexpected argument '${extra}': expected only ${spec.names.join(' ')}\n${help}`);
  if (values.help) {
    writeStdout(help);
    return undefined;
  }
  const missing = spec.names.slice(positionals.length, spec.min ?? spec.names.length);
  if (missing.length)
    throw new UsageError(`the following arguments are required: ${missing.join(', ')}\n${help}`);
  return { values, positionals };
}

/**
 * A flag that must be a whole number ("12", surrounding blanks allowed), at least `min`.
 * Absent → undefined; anything else is a UsageError naming the flag and the value.
 */
export function wholeNumberFlag(flag: string, text: string | undefined, min = 0): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min) {
    const kind = min >= 1 ? 'a positive whole number' : 'a whole number';
    throw new UsageError(`${flag} must be ${kind}, got '${text}'`);
  }
  return Number(text.trim());
}
