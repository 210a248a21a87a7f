/**
 * Entries: one action directory, several things it can do, each with its own action.yml (as
 * actions/cache has restore/ and save/). The action's main entry is actions/<name>/action.yml;
 * every other entry is the sub-action actions/<name>/<entry>/action.yml, so the runner and the
 * linters check each step's `with:` keys against the inputs that entry reads.
 *
 * Each entry is bundled on its own: actions/<name>/src/run/<entry>.ts, which imports and runs
 * that entry alone, becomes dist/<entry>/index.js (a sub-action's `runs.main:
 * ../dist/<entry>/index.js`); src/run/main.ts, which runs the main entry or, for one release,
 * the entry the deprecated `mode` input names, becomes dist/main/index.js.
 *
 * Imported before any entry module, so the runner context is checked first (see run.ts).
 */
import * as core from '@actions/core';
import { runAction } from './run.js';

export type Entry = () => Promise<void>;

export interface ActionEntries<N extends string = string> {
  /** The action's directory name under actions/. */
  readonly action: string;
  /** The entry actions/<action>/action.yml runs. */
  readonly main: N;
  readonly entries: Readonly<Record<N, Entry>>;
}

/** The input that selected an entry before each had its own action.yml; read by the main entry only. */
const DEPRECATED_MODE_INPUT = 'mode';

export function defineEntries<N extends string>(
  action: string,
  main: NoInfer<N>,
  entries: Record<N, Entry>,
): ActionEntries<N> {
  return { action, main, entries };
}

/** Where a step finds an entry: the action itself for the main entry, else its sub-action directory. */
export function entryPath(def: ActionEntries, entry: string): string {
  return entry === def.main ? `actions/${def.action}` : `actions/${def.action}/${entry}`;
}

export interface ModeSelection {
  entry: string;
  /** The deprecation warning to print, when `mode` was given. */
  warning?: string;
}

/**
 * The entry the main entry runs for a `mode` value ('' or undefined: not given). An unknown
 * mode is an error naming the valid ones and where each now lives.
 */
export function selectByMode(def: ActionEntries, mode: string | undefined): ModeSelection {
  const names = Object.keys(def.entries);
  if (mode === undefined || mode === '' || names.length === 1) return { entry: def.main };
  const removal = `The \`${DEPRECATED_MODE_INPUT}\` input of ${def.action} is deprecated and will be removed in the next release`;
  if (!Object.hasOwn(def.entries, mode)) {
    throw new Error(
      `Invalid action inputs:\ninput '${DEPRECATED_MODE_INPUT}': expected one of: ${names.join(', ')} ` +
        `(got '${mode}'). ${removal}: use ${names
          .map((name) => `${entryPath(def, name)} (${name})`)
          .join(', ')} instead.`,
    );
  }
  if (mode === def.main) {
    return {
      entry: mode,
      warning: `${removal}: ${mode} is what ${entryPath(def, mode)} runs; remove \`${DEPRECATED_MODE_INPUT}: ${mode}\`.`,
    };
  }
  return {
    entry: mode,
    warning: `${removal}: use \`uses: <owner>/sweepkit/${entryPath(def, mode)}@<ref>\` (or ./${entryPath(def, mode)}) without \`${DEPRECATED_MODE_INPUT}\` instead of \`${DEPRECATED_MODE_INPUT}: ${mode}\`.`,
  };
}

/** Runs `entry`, or without one the main entry (honouring the deprecated `mode` input), under the one catch. */
export async function runEntry(def: ActionEntries, entry?: string): Promise<void> {
  await runAction(async () => {
    let name = entry;
    if (name === undefined) {
      const selection = selectByMode(def, core.getInput(DEPRECATED_MODE_INPUT));
      if (selection.warning) core.warning(selection.warning);
      name = selection.entry;
    }
    const body = Object.hasOwn(def.entries, name)
      ? (def.entries as Readonly<Record<string, Entry>>)[name]
      : undefined;
    if (body === undefined) {
      throw new Error(
        `${def.action} has no entry '${name}' (entries: ${Object.keys(def.entries).join(', ')}); the bundle is from another build than its action.yml`,
      );
    }
    await body();
  });
}
