/**
 * Runs one generator request against the working tree: load the configs it names, then
 * generate. The CLI and the matrix-generate action both call this.
 */
import { loadMasterConfigs, loadRunnerConfig } from '../../shared/config/load.js';
import type { GeneratorRequest } from '../../shared/matrix/flags.js';
import { type GeneratorInputs, fullSweep, testConfig } from '../../shared/matrix/generate.js';
import { type EmptyCause, emptyCause } from '../../shared/matrix/empty.js';
import { checkCommonOptions, checkFullSweepOptions } from '../../shared/matrix/options.js';
import type { FullSweepOptions, TestConfigOptions } from '../../shared/matrix/options.js';
import type { Row } from '../../shared/matrix/rows.js';
import { readSource, repoBytesReader, repoFileReader } from './files.js';

/** A request's rows and, should they be empty, a way to find the filter to blame. */
export interface Generated {
  rows: Row[];
  /** Generates again without the filters, adding them back until the matrix is empty. */
  explainEmpty(): Promise<EmptyCause>;
}

function run(
  inputs: GeneratorInputs,
  command: GeneratorRequest['command'],
  options: unknown,
): Promise<Row[]> {
  return command === 'full-sweep'
    ? fullSweep(inputs, options as FullSweepOptions)
    : testConfig(inputs, options as TestConfigOptions);
}

export async function generate(request: GeneratorRequest, cwd = process.cwd()): Promise<Generated> {
  // Flag checks (step size, concurrency bounds, --no-evals with --all-evals) come before any file is read, as in the reference.
  if (request.command === 'full-sweep') checkFullSweepOptions(request.options as FullSweepOptions);
  else checkCommonOptions(request.options);
  const master = await loadMasterConfigs(request.configFiles.map((path) => readSource(path, cwd)));
  const runners = await loadRunnerConfig(readSource(request.runnerConfig, cwd));
  const inputs = { master, runners, readFile: repoFileReader(cwd), readBytes: repoBytesReader(cwd) };
  const rows = await run(inputs, request.command, request.options);
  return {
    rows,
    explainEmpty: () => emptyCause(request.options, (options) => run(inputs, request.command, options)),
  };
}

export async function generateFromRequest(request: GeneratorRequest, cwd = process.cwd()): Promise<Row[]> {
  return (await generate(request, cwd)).rows;
}
