import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../../shared/errors.js';
import { didYouMean } from '../../shared/suggest.js';
import { writeStdout } from './cli.js';

type FlagOptions = NonNullable<ParseArgsConfig['options']>;
type FlagOption = FlagOptions[string];

/**
 * One row of a subcommand's flag table: what node:util's parser needs plus what its help says.
 * The help's flag list is generated from the table (`helpText`), so a flag cannot be parsed
 * without being documented, nor documented without being parsed.
 */
type DocumentedFlag = FlagOption & {
  /** The value's name in the help (`--base-ref REF`); string flags only. */
  value?: string;
  /** One line for the help (an alias says which flag it stands for). */
  help: string;
};
export type FlagTable = Record<string, DocumentedFlag>;

/** What a subcommand's `--help` says around its flag table. */
export interface CommandDoc {
  /** Without the leading 'usage: ': `sweepkit changelog plan --base-ref REF [flags]`. */
  usage: string;
  /** Paragraphs between the usage line and the flags. */
  about?: string;
  flags: FlagTable;
  /** Paragraphs after the flags (positionals, exit codes). */
  epilog?: string;
}

/** The flag's left column: `-h, --name VALUE`. */
function flagTerm(name: string, flag: DocumentedFlag): string {
  const short = flag.short ? `-${flag.short}, ` : '';
  const value = flag.type === 'string' ? ` ${flag.value ?? 'VALUE'}` : '';
  return `${short}--${name}${value}`;
}

/** A subcommand's `--help`: usage, about, the flag list from the table, epilog. */
export function helpText(doc: CommandDoc): string {
  const rows = Object.entries(doc.flags).map(([name, flag]) => [flagTerm(name, flag), flag.help] as const);
  const width = Math.max(0, ...rows.map(([term]) => term.length));
  // A help of several lines continues under its first line.
  const indent = `\n${' '.repeat(width + 4)}`;
  const list = rows
    .map(([term, help]) => `  ${term.padEnd(width)}  ${help.split('\n').join(indent)}`)
    .join('\n');
  const parts = [`usage: ${doc.usage}`, doc.about, list, doc.epilog].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return `${parts.map((part) => part.trimEnd()).join('\n\n')}\n`;
}

/** The table as node:util's parser takes it (without the help's fields). */
function parserOptions(flags: FlagOptions): FlagOptions {
  const options: FlagOptions = {};
  for (const [name, flag] of Object.entries(flags)) {
    const { value: _value, help: _help, ...option } = flag as DocumentedFlag;
    options[name] = option;
  }
  return options;
}
type StrictConfig<O extends FlagOptions> = {
  args: string[];
  strict: true;
  allowPositionals: false;
  options: O;
};
/** The typed values of the flags declared in O (node:util's inference for a strict parse). */
export type FlagValues<O extends FlagOptions> = ReturnType<typeof parseArgs<StrictConfig<O>>>['values'];

/** Every subcommand answers `--help` / `-h` the same way, so callers do not declare it. */
const HELP_FLAG = { help: { type: 'boolean', short: 'h', help: 'show this help' } } as const;

/**
 * The one strict flag parser of the subcommands. An unknown flag, a flag without its value, a
 * value given to a boolean flag or a stray positional is a UsageError (exit 2, nothing on
 * stdout) whose message names the flag (node:util's wording) followed by the subcommand's help,
 * which lists the flags that do exist. `--help` / `-h` writes the help to stdout and returns
 * undefined: the caller then exits 0 (`if (!values) return 0;`).
 */
export function parseFlags<const O extends FlagTable>(
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
export function parseFlagsAndPositionals<const O extends FlagTable>(
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
      options: parserOptions({ ...options, ...HELP_FLAG }),
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
