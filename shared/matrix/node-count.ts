/**
 * `node-count` of multi-node rows (new in sweepkit, for node-slot scheduling):
 * 1. a `CONFIG_FILE=` recipe under benchmarks/multi_node/srt-slurm-recipes/ that exists:
 *    its resources.agg_nodes, else prefill_nodes + decode_nodes;
 * 2. else per role: PREFILL_NODES= / DECODE_NODES= overrides, else ceil(GPUs / gpus-per-node).
 * Recipe files are read before generation, so row building stays synchronous.
 */
import { SweepkitError } from '../errors.js';
import type { RawEntry } from '../config/load.js';
import type { RunnerConfig } from '../config/runners-schema.js';
import { readYaml } from '../config/yaml.js';
import { topLevelBlock } from '../yaml/top-level-block.js';

const RECIPES_DIR = 'benchmarks/multi_node/srt-slurm-recipes/';
const CONFIG_FILE = 'CONFIG_FILE=';

/** Reads a repository-relative file; undefined when it does not exist. */
export type ReadRepoFile = (repoRelativePath: string) => string | undefined;

type Recipe = { kind: 'missing' } | { kind: 'nodes'; nodes: number } | { kind: 'error'; message: string };
export type RecipeIndex = Map<string, Recipe>;

function settings(worker: unknown): string[] {
  const list = (worker as RawEntry | null | undefined)?.['additional-settings'];
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

/** The repository-relative recipe path of a `CONFIG_FILE=` value. */
function recipePath(value: string): string {
  if (value.startsWith(RECIPES_DIR)) return value;
  return RECIPES_DIR + value.replace(/^recipes\//, '');
}

/** Appends the CONFIG_FILE values of one worker's settings to `out`, skipping repeats. */
function addConfigFiles(worker: unknown, out: string[]): void {
  for (const s of settings(worker)) {
    if (!s.startsWith(CONFIG_FILE)) continue;
    const value = s.slice(CONFIG_FILE.length);
    if (!out.includes(value)) out.push(value);
  }
}

/** Distinct CONFIG_FILE values of a row's workers, in first-seen order. */
function configFiles(prefill: unknown, decode: unknown): string[] {
  const values: string[] = [];
  addConfigFiles(prefill, values);
  addConfigFiles(decode, values);
  return values;
}

const RESOURCES = 'resources';

function resourcesOf(doc: unknown): unknown {
  return doc !== null && typeof doc === 'object' ? (doc as RawEntry)[RESOURCES] : undefined;
}

/**
 * A recipe's `resources:` mapping: its own lines read when they stand plainly at the top level,
 * else the whole file (which also places any error on the file's own lines).
 */
function parseResources(text: string, path: string): unknown {
  const block = topLevelBlock(text, RESOURCES);
  if (block !== undefined) {
    try {
      return resourcesOf(readYaml(block, path));
    } catch {
      // the block is not a document by itself: the whole file decides
    }
  }
  return resourcesOf(readYaml(text, path));
}

function recipeNodes(resources: unknown): number | undefined {
  if (resources === null || typeof resources !== 'object') return undefined;
  const r = resources as RawEntry;
  if (r.agg_nodes !== undefined) return r.agg_nodes as number;
  if (r.prefill_nodes !== undefined && r.decode_nodes !== undefined)
    return (r.prefill_nodes as number) + (r.decode_nodes as number);
  return undefined;
}

function recipeFromNodes(path: string, nodes: number | undefined): Recipe {
  return nodes === undefined
    ? {
        kind: 'error',
        message: `recipe '${path}' has neither resources.agg_nodes nor resources.prefill_nodes and resources.decode_nodes`,
      }
    : { kind: 'nodes', nodes };
}

function parsedRecipe(text: string, path: string): Recipe {
  try {
    return recipeFromNodes(path, recipeNodes(parseResources(text, path)));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Reads every recipe the given worker pairs refer to (each file once); undefined from `readFile`
 * means the recipe does not exist.
 */
export function loadRecipes(workers: Iterable<[unknown, unknown]>, readFile: ReadRepoFile): RecipeIndex {
  const index: RecipeIndex = new Map();
  const values: string[] = [];
  for (const [prefill, decode] of workers) {
    values.length = 0;
    addConfigFiles(prefill, values);
    addConfigFiles(decode, values);
    for (const value of values) {
      const path = recipePath(value);
      if (index.has(path)) continue;
      const text = readFile(path);
      index.set(path, text === undefined ? { kind: 'missing' } : parsedRecipe(text, path));
    }
  }
  return index;
}

function family(label: string): string {
  const bare = label.startsWith('cluster:') ? label.slice('cluster:'.length) : label;
  const dash = bare.indexOf('-');
  return dash < 0 ? bare : bare.slice(0, dash);
}

/** gpus-per-node of a label: its own hardware entry, else the one value of its GPU family. */
function gpusPerNode(label: string, runners: RunnerConfig): number {
  const hardware = runners.hardware ?? {};
  const own = hardware[label];
  if (own) return own['gpus-per-node'];
  const wanted = family(label);
  const values = [
    ...new Set(
      Object.entries(hardware)
        .filter(([key]) => family(key) === wanted)
        .map(([, facts]) => facts['gpus-per-node']),
    ),
  ].sort((a, b) => a - b);
  if (values.length === 1) return values[0]!;
  if (values.length === 0)
    throw new SweepkitError({
      entry: label,
      message: `Cannot resolve gpus-per-node for '${label}'`,
      hint: `add a hardware entry for '${label}' (or its GPU family '${wanted}') to the runners file`,
    });
  throw new SweepkitError({
    entry: label,
    message: `Ambiguous gpus-per-node for '${label}': [${values.join(', ')}]`,
    hint: `add a hardware entry for exactly '${label}' to the runners file`,
  });
}

const OVERRIDE = { PREFILL: /^PREFILL_NODES=(\d+)$/, DECODE: /^DECODE_NODES=(\d+)$/ };

/** gpus-per-node answers by label (errors are not kept: they are thrown every time). */
export type GpusPerNodeCache = Map<string, number>;

function cachedGpusPerNode(
  label: string,
  runners: RunnerConfig,
  cache: GpusPerNodeCache | undefined,
): number {
  let value = cache?.get(label);
  if (value === undefined) {
    value = gpusPerNode(label, runners);
    cache?.set(label, value);
  }
  return value;
}

function roleNodes(
  worker: RawEntry,
  role: 'PREFILL' | 'DECODE',
  runner: string,
  runners: RunnerConfig,
  cache: GpusPerNodeCache | undefined,
): number {
  const pattern = OVERRIDE[role];
  const overrides = settings(worker).filter((s) => pattern.test(s));
  if (overrides.length) {
    const values = new Set(overrides.map((s) => Number(pattern.exec(s)![1])));
    const [value] = values;
    if (values.size !== 1 || value! <= 0)
      throw new SweepkitError({
        entry: runner,
        message: `Conflicting or invalid ${role}_NODES settings: [${overrides.map((s) => `'${s}'`).join(', ')}]`,
        hint: `give one positive ${role}_NODES value per worker`,
      });
    return value!;
  }
  const workers = worker['num-worker'] as number;
  if (workers === 0) return 0;
  const gpus =
    workers *
    (worker.tp as number) *
    ((worker.pp as number | undefined) ?? 1) *
    ((worker['pcp-size'] as number | undefined) ?? 1);
  const label = typeof worker.hardware === 'string' ? worker.hardware : runner;
  return Math.ceil(gpus / cachedGpusPerNode(label, runners, cache));
}

/** The node count of a multi-node row with these workers on this runner value (a positive integer). */
export function nodeCount(
  prefill: RawEntry,
  decode: RawEntry,
  runner: string,
  runners: RunnerConfig,
  recipes: RecipeIndex,
  cache?: GpusPerNodeCache,
): number {
  const count = derivedNodeCount(prefill, decode, runner, runners, recipes, cache);
  if (!Number.isInteger(count) || count < 1)
    throw new SweepkitError({
      entry: runner,
      path: 'node-count',
      value: count,
      message: 'every multi-node row needs a positive integer node-count',
      hint: 'check the recipe resources, PREFILL_NODES/DECODE_NODES settings and num-worker values',
    });
  return count;
}

function derivedNodeCount(
  prefill: RawEntry,
  decode: RawEntry,
  runner: string,
  runners: RunnerConfig,
  recipes: RecipeIndex,
  cache: GpusPerNodeCache | undefined,
): number {
  const files = configFiles(prefill, decode);
  if (files.length > 1)
    throw new SweepkitError({
      entry: runner,
      message: `Conflicting CONFIG_FILE settings: [${[...files]
        .sort()
        .map((f) => `'${f}'`)
        .join(', ')}]`,
      hint: 'both workers of a row must name the same recipe',
    });
  if (files.length === 1) {
    const recipe = recipes.get(recipePath(files[0]!));
    if (recipe?.kind === 'nodes') return recipe.nodes;
    if (recipe?.kind === 'error')
      throw new SweepkitError({
        file: recipePath(files[0]!),
        message: `cannot derive node-count: ${recipe.message}`,
      });
  }
  return (
    roleNodes(prefill, 'PREFILL', runner, runners, cache) +
    roleNodes(decode, 'DECODE', runner, runners, cache)
  );
}
