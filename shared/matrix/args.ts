/**
 * Flag parsing for `sweepkit matrix <full-sweep|test-config>`, with the reference's argparse
 * conventions: list flags take values up to the next option,
 * a repeated flag replaces its earlier value, `--opt=value` works, unambiguous prefixes of
 * long options are accepted (as argparse does), values that look like negative numbers are values.
 */
import { UsageError } from '../errors.js';
import { didYouMean } from '../suggest.js';

export interface FlagSpec {
  name: string;
  /** 0: a switch; 1: one value; '+': one or more values. */
  arity: 0 | 1 | '+';
  type?: 'int';
  choices?: readonly string[];
  required?: boolean;
  metavar?: string;
  help: string;
}

export type ParsedFlags = Record<string, string | number | boolean | (string | number)[] | undefined>;

const NEGATIVE_NUMBER = /^-\d+$|^-\d*\.\d+$/;

function looksLikeOption(token: string): boolean {
  return token.startsWith('-') && token !== '-' && !NEGATIVE_NUMBER.test(token);
}

function convert(spec: FlagSpec, value: string): string | number {
  if (spec.choices && !spec.choices.includes(value))
    throw new UsageError(
      `argument ${spec.name}: invalid choice: '${value}' (choose from ${spec.choices.map((c) => `'${c}'`).join(', ')})`,
    );
  if (spec.type === 'int') {
    if (!/^\s*[-+]?\d+(?:_\d+)*\s*$/.test(value))
      throw new UsageError(`argument ${spec.name}: invalid int value: '${value}'`);
    return Number(value.replace(/_/g, ''));
  }
  return value;
}

function resolveName(specs: FlagSpec[], given: string): FlagSpec | undefined {
  const exact = specs.find((s) => s.name === given);
  if (exact) return exact;
  const prefixed = specs.filter((s) => s.name.startsWith(given));
  if (prefixed.length > 1)
    throw new UsageError(`ambiguous option: ${given} could match ${prefixed.map((s) => s.name).join(', ')}`);
  return prefixed[0];
}

/**
 * Parses argv against the flag specs; `help: true` when -h/--help was given. `extras` are flags
 * of the CLI alone (output format and the like): they match only by their full name and only
 * when no spec does, so every argv the reference accepts (prefixes included) parses as before.
 */
export function parseFlags(
  argv: string[],
  specs: FlagSpec[],
  extras: FlagSpec[] = [],
): { flags: ParsedFlags; help: boolean } {
  const flags: ParsedFlags = {};
  const unrecognized: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '-h' || token === '--help') return { flags, help: true };
    if (token === '--') {
      unrecognized.push(...argv.slice(i + 1));
      break;
    }
    if (!looksLikeOption(token) || !token.startsWith('--')) {
      unrecognized.push(token);
      continue;
    }
    const eq = token.indexOf('=');
    const given = eq >= 0 ? token.slice(0, eq) : token;
    const inline = eq >= 0 ? token.slice(eq + 1) : undefined;
    const spec =
      given.length > 2 ? (resolveName(specs, given) ?? extras.find((s) => s.name === given)) : undefined;
    if (!spec) {
      unrecognized.push(token);
      continue;
    }
    if (spec.arity === 0) {
      if (inline !== undefined)
        throw new UsageError(`argument ${spec.name}: ignored explicit argument '${inline}'`);
      flags[spec.name] = true;
      continue;
    }
    const values: string[] = [];
    if (inline !== undefined) values.push(inline);
    else if (spec.arity === 1) {
      if (i + 1 < argv.length && !looksLikeOption(argv[i + 1]!)) values.push(argv[++i]!);
    } else while (i + 1 < argv.length && !looksLikeOption(argv[i + 1]!)) values.push(argv[++i]!);
    if (values.length === 0)
      throw new UsageError(
        `argument ${spec.name}: expected ${spec.arity === 1 ? 'one argument' : 'at least one argument'}`,
      );
    const converted = values.map((v) => convert(spec, v));
    flags[spec.name] = spec.arity === 1 ? converted[0] : converted;
  }
  const missing = specs.filter((s) => s.required && flags[s.name] === undefined).map((s) => s.name);
  if (missing.length) throw new UsageError(`the following arguments are required: ${missing.join(', ')}`);
  if (unrecognized.length) {
    const option = unrecognized.find(looksLikeOption)?.split('=')[0];
    const known = [...specs, ...extras].map((s) => s.name);
    const hint = option === undefined ? '' : didYouMean(option, known);
    throw new UsageError(`unrecognized arguments: ${unrecognized.join(' ')}${hint}`);
  }
  return { flags, help: false };
}

/** `--help` text: usage line and one line per flag. */
export function helpText(usage: string, about: string, specs: FlagSpec[]): string {
  const shown = specs.map((s) => {
    const metavar = s.metavar ?? s.name.slice(2).toUpperCase().replace(/-/g, '_');
    const value = s.arity === 0 ? '' : s.arity === 1 ? ` ${metavar}` : ` ${metavar} [${metavar} ...]`;
    return [`${s.name}${value}`, `${s.help}${s.required ? ' (required)' : ''}`] as const;
  });
  const width = Math.max(...shown.map(([left]) => left.length));
  return `${usage}\n\n${about}\n\noptions:\n  -h, --help${' '.repeat(Math.max(1, width - 8))}  show this help and exit\n${shown
    .map(([left, right]) => `  ${left.padEnd(width)}  ${right}`)
    .join('\n')}\n`;
}
