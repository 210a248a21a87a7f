import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../../shared/errors.js';

type FlagOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * Strict flag parsing shared by the subcommands: an unknown flag, a missing value or a stray
 * positional is a usage error that carries the subcommand's help text (exit 2).
 */
export function parseFlags<const O extends FlagOptions>(argv: string[], options: O, help: string) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${help}`);
  }
}
