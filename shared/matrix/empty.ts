/**
 * An empty matrix is said, not silent. When the filters leave no row, `emptyCause` finds the
 * filter that removed the last ones: it generates again with no filters, then adds them back
 * one at a time (in the order below) until the matrix is empty; the one added last is named.
 * It costs a few more generations, and only when the matrix is already empty. `refuseEmpty` is
 * the fail-on-empty rule of both the matrix-generate action and the CLI.
 */
import { SweepkitError } from '../errors.js';
import type { FullSweepOptions, TestConfigOptions } from './options.js';
import type { Row } from './rows.js';

type Options = FullSweepOptions | TestConfigOptions;
type OptionKey = keyof FullSweepOptions | keyof TestConfigOptions;

/** A filter: the option keys it sets, shown as the flags a user typed. */
interface Filter {
  keys: OptionKey[];
  show(options: Record<string, unknown>): string | undefined;
}

const list =
  (flag: string, key: OptionKey) =>
  (options: Record<string, unknown>): string | undefined => {
    const value = options[key] as unknown[] | undefined;
    return value?.length ? `${flag} ${value.join(' ')}` : undefined;
  };
const value =
  (flag: string, key: OptionKey) =>
  (options: Record<string, unknown>): string | undefined =>
    options[key] === undefined ? undefined : `${flag} ${String(options[key])}`;
const switches =
  (...pairs: [string, OptionKey][]) =>
  (options: Record<string, unknown>): string | undefined => {
    const on = pairs.filter(([, key]) => options[key] === true).map(([flag]) => flag);
    return on.length ? on.join(' ') : undefined;
  };

/** Every option that can only remove rows, in the order they are added back. */
const FILTERS: Filter[] = [
  { keys: ['modelPrefix'], show: list('--model-prefix', 'modelPrefix') },
  { keys: ['precision'], show: list('--precision', 'precision') },
  { keys: ['framework'], show: list('--framework', 'framework') },
  { keys: ['runnerType'], show: list('--runner-type', 'runnerType') },
  {
    keys: ['singleNode', 'multiNode'],
    show: switches(['--single-node', 'singleNode'], ['--multi-node', 'multiNode']),
  },
  { keys: ['scenarioTypes'], show: list('--scenario-type', 'scenarioTypes') },
  { keys: ['seqLens'], show: list('--seq-lens', 'seqLens') },
  { keys: ['maxTp'], show: value('--max-tp', 'maxTp') },
  { keys: ['minConc'], show: value('--min-conc', 'minConc') },
  { keys: ['maxConc'], show: value('--max-conc', 'maxConc') },
  { keys: ['conc'], show: list('--conc', 'conc') },
  { keys: ['runnerNodeFilter'], show: value('--runner-node-filter', 'runnerNodeFilter') },
  {
    keys: ['evalsOnly', 'allEvals'],
    show: switches(['--evals-only', 'evalsOnly'], ['--all-evals', 'allEvals']),
  },
];

export interface EmptyCause {
  /** The flags as typed (`--conc 3`), or undefined when no filter is to blame. */
  filter?: string;
  /** How many rows there were before that filter was added. */
  rowsBefore: number;
}

/** Which filter removed the last rows; `generate` runs the generator with the given options. */
export async function emptyCause<O extends Options>(
  options: O,
  generate: (options: O) => Promise<Row[]>,
): Promise<EmptyCause> {
  const given = options as Record<string, unknown>;
  const active = FILTERS.filter((filter) => filter.show(given) !== undefined);
  const current: Record<string, unknown> = { ...given };
  for (const filter of active) for (const key of filter.keys) delete current[key];
  let rowsBefore = (await generate(current as O)).length;
  if (rowsBefore === 0) return { rowsBefore };
  for (const filter of active) {
    for (const key of filter.keys) current[key] = given[key];
    const rows = (await generate(current as O)).length;
    if (rows === 0) return { filter: filter.show(given), rowsBefore };
    rowsBefore = rows;
  }
  return { rowsBefore };
}

/** One sentence for stderr (the CLI) or the error (fail-on-empty). */
export function emptyMessage(cause: EmptyCause | undefined): string {
  if (cause?.filter)
    return `the generated matrix is empty: ${cause.filter} removed the last ${cause.rowsBefore} row(s)`;
  if (cause) return 'the generated matrix is empty: the selected configs give no rows even without filters';
  return 'the generated matrix is empty';
}

export const EMPTY_HINT =
  'check that --conc / --seq-lens / the filters match points that exist in the configs';

/** Fails closed: an empty matrix is an error only when the caller asks for it (fail-on-empty). */
export function refuseEmpty(
  rows: readonly Row[],
  failOnEmpty: boolean | undefined,
  cause?: EmptyCause,
): void {
  if (failOnEmpty && rows.length === 0)
    throw new SweepkitError({ message: emptyMessage(cause), hint: EMPTY_HINT });
}
