/**
 * Runs one generator request: load the configs it names, then generate. The CLI and the
 * matrix-generate action both call this, each handing in the files port (io/matrix-files.ts
 * serves the working tree), so the composition is written once and reads no file itself.
 */
import { type SourceFile, loadMasterConfigs, loadRunnerConfig } from '../config/load.js';
import type { GeneratorRequest } from './flags.js';
import { type GeneratorInputs, fullSweep, testConfig } from './generate.js';
import { type EmptyCause, emptyCause } from './empty.js';
import { checkCommonOptions, checkFullSweepOptions } from './options.js';
import type { FullSweepOptions, TestConfigOptions } from './options.js';
import type { ReadRepoFile } from './node-count.js';
import type { Row } from './rows.js';

/** The files a request reads: its config files by the path it names, and repository files (recipes). */
export interface MatrixFiles {
  /** A config file as the loaders take it (`text: undefined` when it does not exist). */
  source(path: string): SourceFile;
  readFile: ReadRepoFile;
}

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

export async function generate(request: GeneratorRequest, files: MatrixFiles): Promise<Generated> {
  // Flag checks (step size, concurrency bounds, --no-evals with --all-evals) come before any file is read, as in the reference.
  if (request.command === 'full-sweep') checkFullSweepOptions(request.options as FullSweepOptions);
  else checkCommonOptions(request.options);
  const master = await loadMasterConfigs(request.configFiles.map((path) => files.source(path)));
  const runners = await loadRunnerConfig(files.source(request.runnerConfig));
  const inputs = { master, runners, readFile: files.readFile };
  const rows = await run(inputs, request.command, request.options);
  return {
    rows,
    explainEmpty: () => emptyCause(request.options, (options) => run(inputs, request.command, options)),
  };
}
