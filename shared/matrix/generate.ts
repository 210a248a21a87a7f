/**
 * The two generator commands, in-process: `full-sweep` (filters over every config) and
 * `test-config` (chosen keys). Walk order: config -> fixed-seq-len
 * scenarios -> search-space entries -> rows, then the config's agentic scenarios. The CLI, the
 * matrix-generate action and the changelog plan all call these; nobody shells out to the
 * generator.
 *
 * 1. Load (no I/O here: the caller reads files and passes their texts; `text: undefined`
 *    means "does not exist" and yields the reference's "does not exist." error):
 *      const master  = await loadMasterConfigs([{ path, text }, ...]);   // config/load.ts: merged, validated, RAW entries
 *      const runners = await loadRunnerConfig({ path, text });
 *    `io/matrix-files.ts` has the fs helpers: `readSource(path)`, `repoFileReader(root)`;
 *    `generate(request, localMatrixFiles(cwd))` (run-request.ts) runs a whole request.
 *
 * 2. Generate (rows are plain objects in the reference's key order, built from validated
 *    entries; multi-node rows carry `node-count`, or generation fails):
 *      const inputs = { master, runners, readFile };   // readFile(repoRelativePath) -> text | undefined,
 *                                                       // used for srt-slurm recipes (node-count); optional
 *      await fullSweep(inputs, { singleNode: true, seqLens: ['8k1k'], maxConc: 64, ... });
 *      await testConfig(inputs, { configKeys: ['dsr1-*'], conc: [4], noEvals: true });
 *    The changelog plan maps directly onto `testConfig`:
 *      throughput pass: testConfig(inputs, { configKeys, noEvals: true, scenarioTypes? })
 *      eval pass:       testConfig(inputs, { configKeys, evalsOnly: true, allEvals?: true, scenarioTypes })
 *    and the append-only base snapshot is the same call on the base revision's texts.
 *    Options mirror the CLI flags one to one (see options.ts); invalid flag combinations
 *    throw UsageError, invalid data throws SweepkitError (issues name file, key, path, value).
 *
 * 3. Use the rows: `e2eFamilies(rows)` / `sweepGroups(rows)` (families.ts: job families);
 *    `rowIssues(value)` (validate-rows.ts) checks rows built by hand against rows-schema.ts.
 */
import { SweepkitError } from '../errors.js';
import type { MasterConfig, RawEntry } from '../config/load.js';
import type { RunnerConfig } from '../config/runners-schema.js';
import {
  type Bounds,
  agenticValues,
  keepListed,
  multiNodeFixedValues,
  singleNodeFixedValues,
  testConfigFixedValues,
  valuesOf,
} from './concurrency.js';
import { totalCpuDramGb } from './dram.js';
import { markEvals } from './evals.js';
import { type ReadRepoFile, type RecipeIndex, loadRecipes, nodeCount } from './node-count.js';
import {
  type CommonOptions,
  type FullSweepOptions,
  SEQ_LENS,
  type TestConfigOptions,
  checkCommonOptions,
  checkFullSweepOptions,
  evalMode,
} from './options.js';
import {
  type ConfigUnderway,
  type Row,
  multiNodeAgenticRow,
  multiNodeFixedRow,
  singleNodeAgenticRow,
  singleNodeFixedRow,
  singleNodeSibling,
} from './rows.js';
import { AGENTIC, FIXED } from './row-kinds.js';
import { checkRunnerTypes, passesFullSweepFilters, resolveConfigKeys, runnerValues } from './select.js';

/** What generation reads: the loaded configs and, for node counts, the repository's files. */
export interface GeneratorInputs {
  master: MasterConfig;
  runners: RunnerConfig;
  /** Reads a repository-relative file (recipes under benchmarks/multi_node/srt-slurm-recipes/). */
  readFile?: ReadRepoFile;
}

/** "max multinode agentic concurrencies per allocation": one concurrency per multi-node agentic row. */
const MULTI_NODE_AGENTIC_CHUNK = 1;

/** How concurrency values are chosen: the full-sweep bounds or the test-config intersection. */
interface Plan {
  command: 'full-sweep' | 'test-config';
  options: CommonOptions;
  bounds: Bounds;
  conc?: number[];
  maxTp?: number;
  maxEp?: number;
  singleNode: boolean;
  multiNode: boolean;
}

function scenarioWanted(options: CommonOptions, type: string): boolean {
  return !options.scenarioTypes || (options.scenarioTypes as string[]).includes(type);
}

function seqWanted(options: CommonOptions, item: RawEntry): boolean {
  if (!options.seqLens) return true;
  return options.seqLens.some((name) => SEQ_LENS[name][0] === item.isl && SEQ_LENS[name][1] === item.osl);
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

class Expansion {
  readonly rows: Row[] = [];
  /**
   * Per row, its generation group: rows of one (search-space entry, runner) pair differ only
   * in `conc` and `exp-name`, so they share a topology and eval marking computes it once.
   */
  readonly groupOf: number[] = [];
  private groups = 0;
  /** gpus-per-node by label, shared by every node count of this run. */
  private readonly gpusPerNodeCache = new Map<string, number>();
  constructor(
    private readonly inputs: GeneratorInputs,
    private readonly recipes: RecipeIndex,
    private readonly plan: Plan,
  ) {}

  /** Node counts depend only on the search-space entry's workers and the runner value. */
  private nodeCountFor(search: RawEntry): (row: Row) => number {
    const byRunner = new Map<string, number>();
    return (row) => {
      const runner = row.runner as string;
      let count = byRunner.get(runner);
      if (count === undefined) {
        count = nodeCount(
          search.prefill as RawEntry,
          search.decode as RawEntry,
          runner,
          this.inputs.runners,
          this.recipes,
          this.gpusPerNodeCache,
        );
        byRunner.set(runner, count);
      }
      return count;
    };
  }

  /** Group ids for one search-space entry: the first of `count` consecutive ids (one per runner). */
  private newGroups(count: number): number {
    const first = this.groups;
    this.groups += count;
    return first;
  }

  private emit(group: number, row: Row): void {
    this.rows.push(row);
    this.groupOf.push(group);
  }

  config(key: string, runners: string[]): void {
    try {
      this.expandConfig(key, runners);
    } catch (error) {
      // DRAM and node-count problems surface while rows are built: name the config they belong to.
      if (!(error instanceof SweepkitError)) throw error;
      throw new SweepkitError(
        error.issues.map((issue) => ({
          ...issue,
          entry: key,
          file: issue.file ?? this.inputs.master.fileOf[key],
        })),
        `Config '${key}' cannot be expanded:`,
      );
    }
  }

  private expandConfig(key: string, runners: string[]): void {
    const entry = this.inputs.master.entries[key]!;
    const multinode = Boolean(entry.multinode);
    if (multinode ? !this.plan.multiNode : !this.plan.singleNode) return;
    const config: ConfigUnderway = {
      key,
      entry,
      requirePower: (entry.telemetry as RawEntry | undefined)?.enabled === true,
    };
    const scenarios = entry.scenarios as RawEntry;
    const { options } = this.plan;
    if (scenarioWanted(options, FIXED)) {
      for (const item of list<RawEntry>(scenarios[FIXED])) {
        if (!seqWanted(options, item)) continue;
        for (const search of list<RawEntry>(item['search-space'])) {
          if (multinode) this.multiNodeFixed(config, item, search, runners);
          else this.singleNodeFixed(config, item, search, runners);
        }
      }
    }
    if (scenarioWanted(options, AGENTIC)) {
      for (const item of list<RawEntry>(scenarios[AGENTIC])) {
        for (const search of list<RawEntry>(item['search-space']))
          this.agentic(config, item, search, runners);
      }
    }
  }

  private singleNodeFixed(config: ConfigUnderway, item: RawEntry, search: RawEntry, runners: string[]): void {
    const { plan } = this;
    let ep = search.ep ?? 1;
    let values: number[] | null;
    if (plan.command === 'full-sweep') {
      if (plan.maxTp !== undefined && (plan.maxTp <= 0 || (search.tp as number) > plan.maxTp)) return;
      if (plan.maxEp !== undefined) {
        if (plan.maxEp <= 0) return;
        if (search.ep != null && (search.ep as number) > plan.maxEp) ep = plan.maxEp; // clamp, as the reference does
      }
      values = singleNodeFixedValues(search, plan.bounds);
    } else values = keepListed(testConfigFixedValues(search), plan.conc);
    if (!values?.length) return;
    const group = this.newGroups(runners.length);
    const firsts = runners.map((runner) => singleNodeFixedRow(config, item, search, values[0]!, runner, ep));
    for (let c = 0; c < values.length; c++)
      for (let r = 0; r < runners.length; r++)
        this.emit(group + r, c ? singleNodeSibling(firsts[r]!, values[c]!, config, search) : firsts[r]!);
  }

  private multiNodeFixed(config: ConfigUnderway, item: RawEntry, search: RawEntry, runners: string[]): void {
    const { plan } = this;
    let values: number[] | null;
    if (plan.command === 'full-sweep') values = multiNodeFixedValues(search, plan.bounds);
    else {
      values = keepListed(testConfigFixedValues(search), plan.conc);
      if (plan.conc && values.length === 0) values = null;
    }
    if (values === null) return;
    const group = this.newGroups(runners.length);
    const counts = this.nodeCountFor(search);
    for (let r = 0; r < runners.length; r++)
      this.emit(group + r, multiNodeFixedRow(config, item, search, values, runners[r]!, counts));
  }

  private agentic(config: ConfigUnderway, item: RawEntry, search: RawEntry, runners: string[]): void {
    const { plan } = this;
    const { entry } = config;
    // As in the reference, the DRAM budget (and its errors) comes before any concurrency filtering.
    const dramGb = totalCpuDramGb(
      search,
      item['dram-utilization'] as number | null,
      entry.runner as string,
      this.inputs.runners,
    );
    const values =
      plan.command === 'full-sweep'
        ? agenticValues(search, plan.bounds)
        : keepListed(valuesOf(search, 2), plan.conc);
    if (!values?.length) return;
    const group = this.newGroups(runners.length);
    if (search.prefill == null) {
      const firsts = runners.map((runner) =>
        singleNodeAgenticRow(config, search, values[0]!, runner, dramGb),
      );
      for (let c = 0; c < values.length; c++)
        for (let r = 0; r < runners.length; r++)
          this.emit(group + r, c ? singleNodeSibling(firsts[r]!, values[c]!, config, search) : firsts[r]!);
      return;
    }
    const counts = this.nodeCountFor(search);
    for (let r = 0; r < runners.length; r++) {
      for (let i = 0; i < values.length; i += MULTI_NODE_AGENTIC_CHUNK) {
        const chunk = values.slice(i, i + MULTI_NODE_AGENTIC_CHUNK);
        this.emit(group + r, multiNodeAgenticRow(config, search, chunk, runners[r]!, dramGb, counts));
      }
    }
  }
}

function workersOf(master: MasterConfig, keys: string[]): [unknown, unknown][] {
  const pairs: [unknown, unknown][] = [];
  for (const key of keys) {
    const scenarios = (master.entries[key]!.scenarios ?? {}) as RawEntry;
    for (const item of [...list<RawEntry>(scenarios[FIXED]), ...list<RawEntry>(scenarios[AGENTIC])])
      for (const search of list<RawEntry>(item['search-space']))
        if (search.prefill != null) pairs.push([search.prefill, search.decode]);
  }
  return pairs;
}

async function expand(
  inputs: GeneratorInputs,
  plan: Plan,
  keys: string[],
  includeLabel: boolean,
): Promise<Row[]> {
  const recipes = loadRecipes(workersOf(inputs.master, keys), inputs.readFile ?? (() => undefined));
  const expansion = new Expansion(inputs, recipes, plan);
  for (const key of keys) {
    const label = inputs.master.entries[key]!.runner as string;
    const runners = runnerValues(label, inputs.runners, plan.options.runnerNodeFilter, includeLabel);
    if (runners.length) expansion.config(key, runners);
  }
  return markEvals(expansion.rows, evalMode(plan.options), expansion.groupOf);
}

/** `full-sweep`: every config that passes the filters, in merge order. */
export async function fullSweep(inputs: GeneratorInputs, options: FullSweepOptions = {}): Promise<Row[]> {
  checkFullSweepOptions(options);
  checkRunnerTypes(options.runnerType, inputs.runners);
  const keys = inputs.master.keys.filter((key) =>
    passesFullSweepFilters(key, inputs.master.entries[key]!, options),
  );
  const both = options.singleNode === options.multiNode || (!options.singleNode && !options.multiNode);
  return expand(
    inputs,
    {
      command: 'full-sweep',
      options,
      bounds: { minConc: options.minConc, maxConc: options.maxConc, step: options.stepSize ?? 2 },
      maxTp: options.maxTp,
      maxEp: options.maxEp,
      singleNode: both || Boolean(options.singleNode),
      multiNode: both || Boolean(options.multiNode),
    },
    keys,
    false,
  );
}

/** `test-config`: the given keys and patterns, in resolved order, both node types. */
export async function testConfig(inputs: GeneratorInputs, options: TestConfigOptions): Promise<Row[]> {
  checkCommonOptions(options);
  const keys = resolveConfigKeys(inputs.master, options.configKeys);
  return expand(
    inputs,
    {
      command: 'test-config',
      options,
      bounds: { step: 2 },
      conc: options.conc,
      singleNode: true,
      multiNode: true,
    },
    keys,
    true,
  );
}
