/**
 * sweepkit matrix generation: the stable in-process API (the CLI, the matrix-generate action
 * and the changelog plan all call these; nobody shells out to the generator).
 *
 * 1. Load (no I/O here: the caller reads files and passes their texts; `text: undefined`
 *    means "does not exist" and yields the reference's "does not exist." error):
 *      const master  = await loadMasterConfigs([{ path, text }, ...]);   // merged, validated, RAW entries
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
 *
 * This file re-exports what the changelog plan uses; the CLI and the action import the
 * modules named above directly. Master-entry and runners schemas live in shared/config/.
 */
export { type MasterConfig, loadMasterConfigs, loadRunnerConfig } from '../config/load.js';
export { type GeneratorInputs, testConfig } from './generate.js';
export type { ReadRepoFile } from './node-count.js';
