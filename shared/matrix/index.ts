/**
 * sweepkit matrix generation: the stable in-process API (the CLI, the matrix-generate action
 * and the changelog plan all call these; nobody shells out to the generator).
 *
 * 1. Load (no I/O here: the caller reads files and passes their texts; `text: undefined`
 *    means "does not exist" and yields the reference's "does not exist." error):
 *      const master  = await loadMasterConfigs([{ path, text }, ...]);   // merged, validated, RAW entries
 *      const runners = await loadRunnerConfig({ path, text });
 *    `io/matrix-files.ts` has the fs helpers: `readSource(path)`, `repoFileReader(root)`,
 *    `repoBytesReader(root)`; `generate(request, localMatrixFiles(cwd))` (run-request.ts) runs a whole request.
 *
 * 2. Generate (rows are plain objects in the reference's key order; every row is validated
 *    against its row schema; multi-node rows carry `node-count`):
 *      const inputs = { master, runners, readFile };   // readFile(repoRelativePath) -> text | undefined,
 *                                                       // used for srt-slurm recipes (node-count); optional
 *                                                       // (readBytes: the same as bytes, preferred if given)
 *      await fullSweep(inputs, { singleNode: true, seqLens: ['8k1k'], maxConc: 64, ... });
 *      await testConfig(inputs, { configKeys: ['dsr1-*'], conc: [4], noEvals: true });
 *    The changelog plan maps directly onto `testConfig`:
 *      throughput pass: testConfig(inputs, { configKeys, noEvals: true, scenarioTypes? })
 *      eval pass:       testConfig(inputs, { configKeys, evalsOnly: true, allEvals?: true, scenarioTypes })
 *    and the append-only base snapshot is the same call on the base revision's texts.
 *    Options mirror the CLI flags one to one (see options.ts); invalid flag combinations
 *    throw UsageError, invalid data throws SweepkitError (issues name file, key, path, value).
 *
 * 3. Use the rows: `formatMatrix(rows)` (the reference's exact stdout bytes),
 *    `e2eFamilies(rows)` / `sweepGroups(rows)` (job families), `topologyKey(row)`.
 *
 * Schemas: `MatrixRowSchema` (any row), the four row schemas and `WorkerSchema`, with
 * inferred types; master-entry and runners schemas live in shared/config/.
 */
export {
  type MasterConfig,
  type RawEntry,
  type SourceFile,
  loadMasterConfigs,
  loadRunnerConfig,
} from '../config/load.js';
export type { RunnerConfig, RunnerHardware } from '../config/runners-schema.js';
export { WorkerSchema, type Worker, RouterSchema, KvOffloadBackendSchema } from '../config/components.js';
export { type GeneratorInputs, fullSweep, testConfig } from './generate.js';
export { validateRows } from './validate-rows.js';
export {
  type CommonOptions,
  type FullSweepOptions,
  type TestConfigOptions,
  type EvalMode,
  type SeqLen,
  SEQ_LENS,
  checkFullSweepOptions,
  checkCommonOptions,
  evalMode,
} from './options.js';
export type { ReadRepoBytes, ReadRepoFile } from './node-count.js';
export { RECIPES_DIR } from './node-count.js';
export { type Row, seqName } from './rows.js';
export { topologyKey, MIN_EVAL_CONC } from './evals.js';
export { formatMatrix } from './serialize.js';
export { E2E_FAMILIES, type E2eFamily, e2eFamilies, type SweepGroups, sweepGroups } from './families.js';
export { globToRegExp, resolveConfigKeys } from './select.js';
export {
  AGENTIC,
  FIXED,
  SCENARIO_TYPES,
  type ScenarioType,
  MatrixRowSchema,
  MatrixSchema,
  SingleNodeFixedRowSchema,
  MultiNodeFixedRowSchema,
  SingleNodeAgenticRowSchema,
  MultiNodeAgenticRowSchema,
  type MatrixRow,
  type SingleNodeFixedRow,
  type MultiNodeFixedRow,
  type SingleNodeAgenticRow,
  type MultiNodeAgenticRow,
  type RowKind,
  rowKind,
} from './rows-schema.js';
