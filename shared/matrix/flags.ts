/**
 * The generator's flags, as specs for the parser and as typed
 * generator options. Shared by the CLI and the matrix-generate action's command input.
 */
import { UsageError } from '../errors.js';
import type { FullSweepOptions, SeqLen, TestConfigOptions } from './options.js';
import { SCENARIO_TYPES, type ScenarioType } from './row-kinds.js';
import { type FlagSpec, type ParsedFlags, helpText, parseFlags } from './args.js';

const DEFAULT_RUNNER_CONFIG = 'configs/runners.yaml';
export const COMMANDS = ['full-sweep', 'test-config'] as const;
export type Command = (typeof COMMANDS)[number];

const SEQ_LEN_CHOICES = ['1k1k', '8k1k'] as const;

const COMMON: FlagSpec[] = [
  {
    name: '--config-files',
    arity: '+',
    required: true,
    metavar: 'FILE',
    help: 'master config YAML files, merged in this order',
  },
  {
    name: '--runner-config',
    arity: 1,
    metavar: 'FILE',
    help: `runner labels and hardware facts (default: ${DEFAULT_RUNNER_CONFIG})`,
  },
  { name: '--no-evals', arity: 0, help: 'no eval marking; agentic rows carry no run-eval' },
  { name: '--evals-only', arity: 0, help: 'emit only the selected eval rows, each with eval-only: true' },
  {
    name: '--all-evals',
    arity: 0,
    help: 'eval every 8k1k/agentic point (merged per topology on multi-node); implies --evals-only',
  },
  {
    name: '--runner-node-filter',
    arity: 1,
    metavar: 'TEXT',
    help: 'one row per node of the runner label whose name contains TEXT',
  },
  {
    name: '--scenario-type',
    arity: '+',
    choices: SCENARIO_TYPES,
    metavar: 'TYPE',
    help: 'scenario families: fixed-seq-len, agentic-coding (default: both)',
  },
];

export const FLAGS: Record<Command, FlagSpec[]> = {
  'full-sweep': [
    ...COMMON,
    {
      name: '--model-prefix',
      arity: '+',
      metavar: 'PREFIX',
      help: 'keep configs whose KEY starts with one of these',
    },
    { name: '--precision', arity: '+', help: 'keep configs with one of these precisions' },
    { name: '--framework', arity: '+', help: 'keep configs with one of these frameworks' },
    {
      name: '--runner-type',
      arity: '+',
      metavar: 'LABEL',
      help: 'keep configs on these runner labels (each must be a label of the runner config)',
    },
    {
      name: '--seq-lens',
      arity: '+',
      choices: SEQ_LEN_CHOICES,
      metavar: 'SEQ',
      help: 'keep fixed-seq-len scenarios 1k1k and/or 8k1k (agentic rows are not filtered)',
    },
    {
      name: '--step-size',
      arity: 1,
      type: 'int',
      metavar: 'N',
      help: 'multiplier for concurrency ranges (default 2, must be > 1)',
    },
    { name: '--min-conc', arity: 1, type: 'int', metavar: 'N', help: 'lower concurrency bound' },
    { name: '--max-conc', arity: 1, type: 'int', metavar: 'N', help: 'upper concurrency bound' },
    {
      name: '--max-tp',
      arity: 1,
      type: 'int',
      metavar: 'N',
      help: 'single-node fixed-seq-len: drop entries with a larger tp',
    },
    {
      name: '--max-ep',
      arity: 1,
      type: 'int',
      metavar: 'N',
      help: 'single-node fixed-seq-len: clamp a declared ep to N',
    },
    {
      name: '--single-node',
      arity: 0,
      help: 'generate single-node configs (neither or both flags: both kinds)',
    },
    { name: '--multi-node', arity: 0, help: 'generate multi-node configs' },
  ],
  'test-config': [
    ...COMMON,
    {
      name: '--config-keys',
      arity: '+',
      required: true,
      metavar: 'KEY',
      help: 'exact config keys or glob patterns (*, ?, [...]), in this order',
    },
    { name: '--conc', arity: '+', type: 'int', metavar: 'N', help: 'keep only these concurrency values' },
    {
      name: '--seq-lens',
      arity: '+',
      choices: SEQ_LEN_CHOICES,
      metavar: 'SEQ',
      help: 'keep fixed-seq-len scenarios 1k1k and/or 8k1k',
    },
  ],
};

const ABOUT: Record<Command, string> = {
  'full-sweep':
    'Generate the matrix of every config that passes the filters; prints one JSON array (see --format).',
  'test-config': 'Generate the matrix of the given config keys; prints one JSON array (see --format).',
};

/** A subcommand's --help; `extras` are the flags only the CLI adds (listed after the generator's). */
export function commandHelp(command: Command, extras: FlagSpec[] = []): string {
  return helpText(`usage: sweepkit matrix ${command} [options]`, ABOUT[command], [
    ...FLAGS[command],
    ...extras,
  ]);
}

export const MATRIX_HELP = `usage: sweepkit matrix {full-sweep,test-config,validate} [options]

Generate the benchmark matrix from master configs and the runners file (run from the
benchmark repository's root). Prints one JSON array on stdout; exit 1 on invalid configs,
exit 2 on usage errors.

  full-sweep    every config that passes the filters
  test-config   the given config keys / patterns
  validate      check hand-built matrix rows (a JSON array) against the row schemas

Run 'sweepkit matrix <command> --help' for its flags.
`;

export interface GeneratorRequest {
  command: Command;
  configFiles: string[];
  runnerConfig: string;
  options: FullSweepOptions | TestConfigOptions;
  /** The values of the caller's extra flags (see parseFlags), by flag name. */
  extraFlags: ParsedFlags;
}

const strings = (v: ParsedFlags[string]) => v as string[] | undefined;
const ints = (v: ParsedFlags[string]) => v as number[] | undefined;
const int = (v: ParsedFlags[string]) => v as number | undefined;
const flag = (v: ParsedFlags[string]) => v === true;

/** argv after the command name -> request; null when --help was asked for. */
function parseCommand(command: Command, argv: string[], extras: FlagSpec[] = []): GeneratorRequest | null {
  const { flags, help } = parseFlags(argv, FLAGS[command], extras);
  if (help) return null;
  const common = {
    noEvals: flag(flags['--no-evals']),
    evalsOnly: flag(flags['--evals-only']),
    allEvals: flag(flags['--all-evals']),
    runnerNodeFilter: flags['--runner-node-filter'] as string | undefined,
    scenarioTypes: strings(flags['--scenario-type']) as ScenarioType[] | undefined,
    seqLens: strings(flags['--seq-lens']) as SeqLen[] | undefined,
  };
  const options: FullSweepOptions | TestConfigOptions =
    command === 'full-sweep'
      ? {
          ...common,
          modelPrefix: strings(flags['--model-prefix']),
          precision: strings(flags['--precision']),
          framework: strings(flags['--framework']),
          runnerType: strings(flags['--runner-type']),
          stepSize: int(flags['--step-size']),
          minConc: int(flags['--min-conc']),
          maxConc: int(flags['--max-conc']),
          maxTp: int(flags['--max-tp']),
          maxEp: int(flags['--max-ep']),
          singleNode: flag(flags['--single-node']),
          multiNode: flag(flags['--multi-node']),
        }
      : { ...common, configKeys: strings(flags['--config-keys'])!, conc: ints(flags['--conc']) };
  return {
    command,
    configFiles: strings(flags['--config-files'])!,
    runnerConfig: (flags['--runner-config'] as string | undefined) ?? DEFAULT_RUNNER_CONFIG,
    options,
    extraFlags: Object.fromEntries(extras.map((spec) => [spec.name, flags[spec.name]])),
  };
}

/** `<command> [flags]` as one argv (the action's generate-cli-command words). */
export function parseInvocation(argv: string[], extras: FlagSpec[] = []): GeneratorRequest | null {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('the following arguments are required: command');
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new UsageError(
      `argument command: invalid choice: '${command}' (choose from ${COMMANDS.map((c) => `'${c}'`).join(', ')})`,
    );
  return parseCommand(command as Command, rest, extras);
}
